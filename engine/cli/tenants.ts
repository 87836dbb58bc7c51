/**
 * The operators' CLI: `npm run tenants -- <command>`.
 *   check [tenant...]                 every diagnostic of every tenant; exit 1 on errors
 *   explain <tenant> <json-pointer>   the final value and the layer that set it (/features/jurisdiction: the profile and its acknowledgements)
 *   new <code> [--name N] [--merchant-code M] [--domain D]   scaffold a valid merchant from the base preset
 *   resolve <tenant> --profile <p>    the ResolvedSite as JSON (with --session and --lang: the view)
 *   widgets [id]                      every widget: kind, lazy group, props with types and defaults
 *   copy [prefix]                     every interface text `copy` may override, in each language
 *   preview <tenant>                  the reference server with the portal, reloading pages on each manifest save
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BUILT_IN_ROUTES, CURRENT_SCHEMA_VERSION, ENGINE_DEFAULT_LAYER, SERVER_PROFILES, withBuiltInRoutes, SERVER_PROFILE_DESCRIPTIONS, explainValue, formatDiagnostic, isServerProfileName, viewSite,
  type BuildSiteResult, type ServerProfileName, type SessionContext,
} from '../index';
import { buildTenant, checkTenants, tenantClaims } from './checkTenants';
import { describeCopy, describeWidgets } from './describeCatalogue';
import { CONTRACT_TYPES, GAME_TYPES, SESSION_KINDS, LANGUAGES, type GameType, type Language } from '../../schemas/domain';
import { DEFAULT_SEED } from '../profiles/defaultSeed';
import { PROJECT_ROOT, listTenants } from './tenantFiles';

/** The folder whose tenants/ the CLI works on; TENANTS_ROOT points it elsewhere (tests, tooling). */
const ROOT = process.env.TENANTS_ROOT ?? PROJECT_ROOT;

const USAGE = `usage: npm run tenants -- <command>
  check [tenant...]                   check every tenant (or the ones named); exit 1 on errors
  explain <tenant> <json-pointer>     final value and the layer that set it (pointer starts /layout or /features;
                                      /features/jurisdiction also lists the acknowledged review rules)
      [--profile <profile>]
  new <code> [--name <name>] [--merchant-code <code>] [--domain <host>]...
                                      scaffold tenants/<code>/ from the base preset
  resolve <tenant> [--profile <profile>] [--session <kind> --lang <pt|en>]
                                      the ResolvedSite as JSON; with --session, the site as that session sees it
  widgets [widget-id]                 every widget id, its kind, lazy group and props (types, defaults)
  copy [key-prefix]                   every interface text "copy" may override, with its text in each language
  preview <tenant> [--lang <pt|en>]   npm start with pages that reload when a manifest is saved (PORT, DATA_DIR apply)
profiles: ${SERVER_PROFILES.join(', ')}
sessions: ${SESSION_KINDS.join(', ')}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function check(names: string[]): number {
  const all = listTenants(ROOT);
  const unknown = names.filter((n) => !all.includes(n));
  if (unknown.length > 0) fail(`unknown tenant ${unknown.map((u) => `"${u}"`).join(', ')}; tenants: ${all.join(', ')}`);
  const chosen = names.length > 0 ? names : all;
  const sorted = checkTenants(chosen, ROOT);
  for (const d of sorted) process.stdout.write(`${formatDiagnostic(d)}\n`);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const warnings = sorted.length - errors;
  process.stdout.write(`${chosen.length} tenant(s) checked: ${errors} error(s), ${warnings} warning(s)\n`);
  return errors > 0 ? 1 : 0;
}

function profileOption(value: string | undefined): ServerProfileName {
  const profile = value ?? 'seeded';
  if (!isServerProfileName(profile)) {
    fail(`unknown profile "${profile}"; profiles:\n${SERVER_PROFILES.map((p) => `  ${p}: ${SERVER_PROFILE_DESCRIPTIONS[p]}`).join('\n')}`);
  }
  return profile;
}

function requireBuilt(tenant: string, profile: ServerProfileName): Required<Pick<BuildSiteResult, 'compiled' | 'site' | 'provenance'>> {
  if (!listTenants(ROOT).includes(tenant)) fail(`unknown tenant "${tenant}"; tenants: ${listTenants(ROOT).join(', ')}`);
  const result = buildTenant(tenant, profile, ROOT);
  if (!result.compiled || !result.site || !result.provenance) {
    for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    process.stderr.write(`tenant "${tenant}" has errors; fix them first (npm run tenants -- check ${tenant})\n`);
    process.exit(1);
  }
  return { compiled: result.compiled, site: result.site, provenance: result.provenance };
}

function explain(tenant: string | undefined, pointer: string | undefined, profile: ServerProfileName): number {
  if (tenant === undefined || pointer === undefined) fail('explain needs a tenant and a JSON pointer');
  const { compiled, site, provenance } = requireBuilt(tenant, profile);
  // /layout/routes lists the built-in routes (the engine's) before the manifests' own.
  const layout = withBuiltInRoutes(compiled.layout, provenance.layout, BUILT_IN_ROUTES, ENGINE_DEFAULT_LAYER);
  const docs = { layout: layout.layout, features: { ...compiled.features, switches: site.switches } };
  const e = explainValue(docs, { layout: layout.provenance, features: provenance.features }, pointer);
  if (!e.found && pointer === '/features/jurisdiction') {
    writeJurisdiction(compiled);
    return 0;
  }
  if (!e.found) {
    process.stderr.write(`nothing is set at ${pointer}; pointers start with /layout or /features (e.g. /features/theme/default)\n`);
    return 1;
  }
  process.stdout.write(`${pointer} = ${JSON.stringify(e.value, null, 2)}\n`);
  if (e.parts === undefined) {
    if (e.setBy) process.stdout.write(`set by: ${e.setBy}\n`);
  } else {
    // An object's values may come from several layers: each is listed, engine defaults included.
    process.stdout.write(`set by: ${(e.layers ?? []).join(', ') || e.setBy || ENGINE_DEFAULT_LAYER}\n`);
    for (const part of e.parts) process.stdout.write(`  ${part.pointer}: ${part.setBy}\n`);
  }
  if (/^\/features\/(jurisdiction|acknowledgements)(\/|$)/.test(pointer)) writeJurisdiction(compiled);
  return 0;
}

/** The tenant's jurisdiction layer and the review rules its manifest acknowledged, with their reasons. */
function writeJurisdiction(compiled: BuildSiteResult['compiled']): void {
  const j = compiled?.jurisdiction;
  if (j === undefined) {
    process.stdout.write('jurisdiction: none (no profile layer)\n');
    return;
  }
  process.stdout.write(`jurisdiction: ${j.code}, merged as the layer "${j.layer}" (above the presets, below the tenant)\n`);
  process.stdout.write(`acknowledged review rules:${j.acknowledged.length === 0 ? ' none' : ''}\n`);
  for (const a of j.acknowledged) process.stdout.write(`  ${a.id} (${a.citation}): ${a.rule}\n    reason: ${a.reason}\n`);
}

interface ScaffoldOptions {
  name?: string | undefined;
  merchantCode?: string | undefined;
  domains?: string[] | undefined;
}

/** Game types the base preset shows (every game type its features do not hide): the seed gives each vendors. */
function presetGameTypes(): GameType[] {
  const file = join(ROOT, 'tenants', 'presets', 'base', 'features.json');
  const preset: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const hidden: unknown = (preset as { gameTypes?: { hidden?: unknown } }).gameTypes?.hidden;
  return GAME_TYPES.filter((g) => !(Array.isArray(hidden) && hidden.includes(g)));
}

function scaffold(code: string | undefined, options: ScaffoldOptions): number {
  if (code === undefined) fail('new needs a tenant code');
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(code)) fail(`"${code}" is not a tenant code: use 2 to 32 lower-case letters, digits and "-", starting with a letter`);
  const dir = join(ROOT, 'tenants', code);
  if (existsSync(dir)) fail(`tenants/${code} already exists`);
  const merchant = options.merchantCode ?? code.replace(/[^a-z0-9]/g, '').toUpperCase().slice(0, 16).padEnd(2, 'X');
  if (!/^[A-Z0-9]{2,16}$/.test(merchant)) fail(`"${merchant}" is not a merchant code: use 2 to 16 capital letters and digits, as the merchant's backend knows it`);
  const domains = options.domains ?? [`${code}.localhost`];
  for (const domain of domains) {
    if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(domain)) fail(`"${domain}" is not a host name: lower-case, without scheme, port or path (e.g. acme.example.com)`);
  }
  // Refused before anything is written: a domain or merchant code another tenant holds.
  const claims = tenantClaims(ROOT);
  for (const domain of domains) {
    const owner = claims.find((c) => c.domains.includes(domain));
    if (owner) fail(`the domain "${domain}" already belongs to tenant "${owner.tenant}"; a host name chooses exactly one tenant: give this merchant its own with --domain (e.g. --domain ${code}.example.com)`);
  }
  const codeOwner = claims.find((c) => c.merchantCode === merchant);
  if (codeOwner) fail(`the merchant code "${merchant}" already belongs to tenant "${codeOwner.tenant}"; give this merchant's own code with --merchant-code (2 to 16 capital letters and digits, e.g. --merchant-code ${merchant.slice(0, 14)}02)`);
  mkdirSync(dir, { recursive: true });
  const features = {
    $schema: '../../schemas/json/features.schema.json',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    extends: 'base',
    tenant: { code, name: options.name ?? code, merchantCode: merchant, domains },
  };
  const layout = { $schema: '../../schemas/json/layout.schema.json', schemaVersion: CURRENT_SCHEMA_VERSION, extends: 'base' };
  // Vendors for every game type the preset shows, so that every page of the new tenant has games.
  const vendors = Object.fromEntries(presetGameTypes().map((g) => [g, DEFAULT_SEED.vendors[g].slice(0, 3)]));
  const seed = {
    $schema: '../../schemas/json/seed.schema.json',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    switches: { usernameRegistration: true, mobileRegistration: false, registrationSms: false, mobilePasswordOnRegistration: false, phonePasswordReset: true, agentPolicy: false, passwordExpiry: false, referral: true },
    vendors,
    agent: { contractTypes: [...CONTRACT_TYPES].slice(0, 1) },
  };
  writeFileSync(join(dir, 'features.json'), `${JSON.stringify(features, null, 2)}\n`);
  writeFileSync(join(dir, 'layout.json'), `${JSON.stringify(layout, null, 2)}\n`);
  writeFileSync(join(dir, 'seed.json'), `${JSON.stringify(seed, null, 2)}\n`);
  process.stdout.write(`created tenants/${code}/ (features.json, layout.json, seed.json): merchant code ${merchant}, domains ${domains.join(', ')}\n`);
  return check([code]);
}

/**
 * Starts the reference server (server/main.ts, as `npm start`) in preview mode: it watches tenants/
 * and reloads the open pages on each save, showing the located diagnostics while a tenant does not check.
 */
function previewCommand(tenant: string | undefined, lang: string | undefined): number {
  if (tenant === undefined) fail('preview needs a tenant');
  if (!listTenants(ROOT).includes(tenant)) fail(`unknown tenant "${tenant}"; tenants: ${listTenants(ROOT).join(', ')}`);
  if (lang !== undefined && !(LANGUAGES as readonly string[]).includes(lang)) fail(`unknown language "${lang}"; languages: ${LANGUAGES.join(', ')}`);
  const port = process.env.PORT ?? '3000';
  const url = `http://${tenant}.localhost:${port}/${lang !== undefined ? `?lang=${lang}` : ''}`;
  process.stdout.write(`preview of ${tenant}: open ${url} (or http://localhost:${port}/?tenant=${tenant}); Ctrl-C stops it\n`);
  const server = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'server/main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PREVIEW: '1', PREVIEW_URL: url },
  });
  return server.status ?? 1;
}

/** Prints what `make` returns; its error (an unknown name, with a did-you-mean) is a usage error. */
function print(make: () => string): number {
  let text: string;
  try {
    text = make();
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  process.stdout.write(text);
  return 0;
}

function resolveCommand(tenant: string | undefined, profile: ServerProfileName, session: string | undefined, lang: string | undefined): number {
  if (tenant === undefined) fail('resolve needs a tenant');
  const { site } = requireBuilt(tenant, profile);
  if (session === undefined) {
    process.stdout.write(`${JSON.stringify(site, null, 2)}\n`);
    return 0;
  }
  if (!(SESSION_KINDS as readonly string[]).includes(session)) fail(`unknown session "${session}"; sessions: ${SESSION_KINDS.join(', ')}`);
  const language = (lang ?? site.languages.default) as Language;
  if (!(LANGUAGES as readonly string[]).includes(language)) fail(`unknown language "${language}"; languages: ${LANGUAGES.join(', ')}`);
  const ctx: SessionContext = { kind: session as SessionContext['kind'] };
  if (session === 'agent') ctx.contracts = [...CONTRACT_TYPES];
  process.stdout.write(`${JSON.stringify(viewSite(site, ctx, language), null, 2)}\n`);
  return 0;
}

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      profile: { type: 'string' }, session: { type: 'string' }, lang: { type: 'string' }, name: { type: 'string' },
      'merchant-code': { type: 'string' }, domain: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined && !values.help ? 2 : 0;
  }
  switch (command) {
    case 'check':
      return check(rest);
    case 'explain':
      return explain(rest[0], rest[1], profileOption(values.profile));
    case 'new':
      return scaffold(rest[0], { name: values.name, merchantCode: values['merchant-code'], domains: values.domain });
    case 'widgets':
      return print(() => describeWidgets(rest[0]));
    case 'copy':
      return print(() => describeCopy(rest[0]));
    case 'preview':
      return previewCommand(rest[0], values.lang);
    case 'resolve':
      return resolveCommand(rest[0], profileOption(values.profile), values.session, values.lang);
    default:
      return fail(`unknown command "${command}"`);
  }
}

process.exitCode = main(process.argv.slice(2));
