import { FEATURES, FOOTER_BLOCKS, SWITCHES, THEMES, THEME_TOKENS, type FeatureName, type Language, type SwitchName, type ThemeName, type ThemeToken } from '../../schemas/domain';
import {
  validateGameMenus, validateRegisterSettings, validateSitePermission, validateSystemStatus, validateWhitelabel,
} from '../generated/server-validators.js';
import { DiagnosticCollector, sortDiagnostics } from '../diagnostics/collect';
import type { Diagnostic, DiagnosticSink } from '../diagnostics/types';
import { DEFAULT_ICONS, ENGINE_DEFAULT_FEATURES, ENGINE_DEFAULT_LAYER } from '../defaults/engineDefaults';
import type { Provenance } from '../merge/mergeLayers';
import type { CompiledTenant } from '../pipeline/compileTenant';
import { sinkByProvenance } from '../diagnostics/sinkByProvenance';
import type { ServerSnapshot } from '../profiles';
import { resolveAccountRules, resolveRegistrationForm } from '../registration';
import { runValidator } from '../validate/reportSchemaErrors';
import type { StandaloneValidator } from '../validate/standaloneValidator';
import type { ResolvedResponsibleGaming, ResolvedSite, ResolvedStatus } from '../types';
import { completeText } from './localize';
import { resolveAgentMenu, resolveMemberMenu, resolveNavigation, resolveSideMenu, shownGameTypes } from './resolveMenus';
import { resolveRoutes } from './resolveRoutes';
import type { reportUnavailableEntries } from './reportUnavailableEntries';

export interface ResolveResult {
  site?: ResolvedSite;
  diagnostics: Diagnostic[];
  /** Which layer set each value of the effective features, server layers included. */
  provenance: { layout: Provenance; features: Provenance };
}

export const SERVER_LAYER = {
  whitelabel: 'server white-label switches (/wps/system/whitelabel)',
  permission: 'server site permission and system status',
  register: 'server register settings (/wps/system/setting/register)',
  menus: 'server game menus (/lgw/games/game_menus)',
} as const;

const SERVER_PARTS: [keyof ServerSnapshot, StandaloneValidator][] = [
  ['whitelabel', validateWhitelabel],
  ['sitePermission', validateSitePermission],
  ['status', validateSystemStatus],
  ['registerSettings', validateRegisterSettings],
  ['gameMenus', validateGameMenus],
];

/** Maintenance wins over region restriction (SPEC section 4). */
function resolveStatus(server: ServerSnapshot): ResolvedStatus {
  const { status, sitePermission } = server;
  const maintenance = status.status === 1 || status.maintenance === true || sitePermission.maintenance;
  const region = status.status === 2 || status.regionRestricted === true || sitePermission.regionRestriction;
  const out: ResolvedStatus = maintenance
    ? { code: 1, screen: 'maintenance' }
    : region
      ? { code: 2, screen: 'regionRestricted' }
      : { code: 0, screen: 'normal' };
  const ip = sitePermission.location.ip ?? status.ip;
  if (ip !== undefined) out.ip = ip;
  const cs = sitePermission.info.customerService?.[0]?.path;
  if (cs !== undefined) out.customerServiceUrl = cs;
  return out;
}

/**
 * The server layers of the merge: a switch the server turned off stays off whatever the manifest
 * asks (a warning when the manifest asked for it), and the provenance says so.
 */
function applyServerSwitches(compiled: CompiledTenant, server: ServerSnapshot, provenance: Provenance, sink: DiagnosticSink): Record<SwitchName, boolean> {
  const wanted = { ...ENGINE_DEFAULT_FEATURES.switches, ...compiled.features.switches } as Record<SwitchName, boolean>;
  const out = {} as Record<SwitchName, boolean>;
  for (const name of SWITCHES) {
    const serverValue = name === 'referral' ? server.referral : server.whitelabel[name];
    const pointer = `/switches/${name}`;
    const setBy = provenance.get(pointer);
    out[name] = wanted[name] && serverValue;
    if (wanted[name] && !serverValue) {
      // Reported before the provenance moves to the server, so it lands in the manifest that asked.
      if (setBy !== undefined && setBy !== ENGINE_DEFAULT_LAYER) {
        sink.report({
          code: 'SERVER_WINS',
          pointer,
          message: `the manifest turns "${name}" on, but the server has it off; it stays off`,
          hint: compiled.seed !== undefined
            ? `on the reference server, turn it on in tenants/${compiled.tenant}/seed.json ("switches": { "${name}": true }); with the merchant's own backend, ask it to enable it; or remove the line`
            : 'ask the merchant backend to enable it, or remove the line',
        });
      }
      provenance.set(pointer, name === 'referral' ? SERVER_LAYER.permission : SERVER_LAYER.whitelabel);
    }
  }
  return out;
}

/**
 * Warns for each game-type row a manifest asks the home rows for that cannot render on this server:
 * the game type has no vendors, or the server turned it off. A row the tenant hides itself
 * (`gameTypes.hidden`) is an ENTRY_HIDDEN error of the compile stage. The rows the widget shows by
 * default (every game type) are not the manifest's request and are skipped quietly.
 */
function reportUnavailableRows(layout: CompiledTenant['layout'], provenance: Provenance, types: ReadonlyMap<string, unknown>, hidden: ReadonlySet<string>, sink: DiagnosticSink): void {
  for (const [page, placements] of Object.entries(layout.pages ?? {})) {
    placements.forEach((placement, i) => {
      const rows: unknown = (placement.props as { rows?: unknown } | undefined)?.rows;
      if (placement.widget !== 'home-game-rows' || !Array.isArray(rows)) return;
      rows.forEach((row: unknown, j) => {
        if (typeof row !== 'string' || row === 'HOT' || row === 'RECENT' || types.has(row) || hidden.has(row)) return;
        const pointer = `/pages/${page}/${i}/props/rows/${j}`;
        if ((provenance.get(pointer) ?? provenance.get(`/pages/${page}/${i}/props/rows`)) === ENGINE_DEFAULT_LAYER) return;
        sink.report({
          code: 'ROW_UNAVAILABLE',
          severity: 'warning',
          pointer,
          message: `the home row "${row}" of "${placement.id ?? placement.widget}" on page "${page}" cannot render: the server has no vendors for ${row} (or turned it off)`,
          hint: `remove "${row}" from the rows, or give it vendors (on the reference server: "vendors": { "${row}": [...] } in the tenant's seed.json)`,
        });
      });
    });
  }
}

/** Stage 6: one ResolvedSite from the merged manifests and the server's responses. */
/**
 * The responsible-gaming page's texts, merged by the build (engine defaults < preset < tenant): an
 * entry without its text (a tenant that only named an id) is left out rather than shown empty.
 */
function resolveResponsibleGaming(fm: CompiledTenant['features'], language: Language): ResolvedResponsibleGaming {
  const rg = fm.responsibleGaming ?? {};
  return {
    selfAssessment: (rg.selfAssessment ?? []).flatMap((q) => (q.text === undefined ? [] : [{ id: q.id, text: completeText(q.text, '', language) }])),
    helpOrganisations: (rg.helpOrganisations ?? []).flatMap(({ id, name, url, phone, description }) => (name === undefined ? [] : [{
      id, name, ...(url === undefined ? {} : { url }), ...(phone === undefined ? {} : { phone }), ...(description === undefined ? {} : { description: completeText(description, '', language) }),
    }])),
  };
}

/**
 * Checks of the operator's entries against what the server offers, which only the check needs (they
 * name a place to fix, and the browser has no manifest lines to show): the check passes them in, so
 * the resolver the browser loads does not carry them.
 */
export interface ResolveChecks {
  readonly unavailableEntries?: typeof reportUnavailableEntries;
}

export function resolveSite(compiled: CompiledTenant, server: ServerSnapshot, checks: ResolveChecks = {}): ResolveResult {
  const collector = new DiagnosticCollector();
  const provenance = { layout: new Map(compiled.provenance.layout), features: new Map(compiled.provenance.features) };
  let serverOk = true;
  for (const [part, validate] of SERVER_PARTS) {
    serverOk = runValidator(validate, server[part], collector.forFile(compiled.tenant, `server:${part}`)) && serverOk;
  }
  if (!serverOk) {
    for (const d of collector.diagnostics) d.code = 'SERVER_RESPONSE_INVALID';
    return { diagnostics: sortDiagnostics(collector.diagnostics), provenance };
  }

  const fallback = collector.forFile(compiled.tenant, `tenants/${compiled.tenant}/features.json`);
  const featureSink = sinkByProvenance(compiled.layers.features, provenance.features, collector, fallback, compiled.features);
  const { features: fm, layout } = compiled;
  const tenant = fm.tenant!; // compileTenant guarantees it
  const languages = { default: (fm.languages?.default ?? 'pt') as Language, supported: [...(fm.languages?.supported ?? ['pt', 'en'])] as Language[] };
  const copy = (fm.copy ?? {}) as Partial<Record<Language, Record<string, string>>>;

  const switches = applyServerSwitches(compiled, server, provenance.features, featureSink);
  const features = Object.fromEntries(FEATURES.map((f) => [f, fm.features?.[f] ?? true])) as Record<FeatureName, boolean>;

  const hidden = new Set<string>(fm.gameTypes?.hidden ?? []);
  const serverOff = new Set<string>((server.whitelabel.menu ?? []).filter((m) => !m.enabled).map((m) => m.gameType));
  const types = shownGameTypes(server.gameMenus, hidden, serverOff);

  const themeIn = fm.theme ?? {};
  const tokens = Object.fromEntries(
    THEMES.map((t) => [t, Object.fromEntries(THEME_TOKENS.map((k) => [k, themeIn[t]?.[k] ?? ENGINE_DEFAULT_FEATURES.theme[t][k]]))]),
  ) as Record<ThemeName, Record<ThemeToken, string>>;

  const social = (fm.social ?? []).flatMap((s) => (s.url === undefined ? [] : [{ id: s.id, url: s.url }]));
  const hiddenFooter = new Set<string>(layout.footer?.hidden ?? []);

  const layoutSink = sinkByProvenance(compiled.layers.layout, provenance.layout, collector, collector.forFile(compiled.tenant, `tenants/${compiled.tenant}/layout.json`), compiled.layout);
  reportUnavailableRows(layout, provenance.layout, types, hidden, layoutSink);
  checks.unavailableEntries?.(layout, tenant.domains, types, hidden, compiled.seed !== undefined, layoutSink);

  const registrationForm = resolveRegistrationForm({
    settings: server.registerSettings,
    switches,
    presentation: fm.registration ?? {},
    sink: featureSink,
    serverSink: collector.forFile(compiled.tenant, 'server:registerSettings'),
    ...(compiled.seed !== undefined ? { seedFile: `tenants/${compiled.tenant}/seed.json` } : {}),
  });

  const site: ResolvedSite = {
    tenant: {
      code: tenant.code,
      name: tenant.name,
      merchantCode: tenant.merchantCode,
      domains: [...tenant.domains],
      title: completeText(fm.brand?.title, tenant.name, languages.default),
    },
    status: resolveStatus(server),
    languages,
    theme: { default: themeIn.default ?? 'dark', switchable: features.themeSwitch, tokens },
    switches,
    features,
    // A game type the site does not show has no lobby: its paths answer as unknown paths do.
    routes: resolveRoutes(layout, copy, languages.default).filter((r) => r.gameType === undefined || types.has(r.gameType)),
    navigation: resolveNavigation(layout, types, copy),
    sideMenu: resolveSideMenu(layout, features, switches, types, languages.supported, social.length > 0, copy),
    footer: {
      blocks: FOOTER_BLOCKS.filter((b) => !hiddenFooter.has(b) && (b !== 'social' || social.length > 0)),
      vendorLogos: [...(layout.footer?.vendorLogos ?? [])],
      social,
      links: (layout.footer?.links ?? []).map((l) => ({ path: l.path, label: completeText(l.label, l.path, languages.default) })),
    },
    registrationForm,
    accountRules: resolveAccountRules(server.registerSettings),
    memberMenu: resolveMemberMenu(layout, features, switches, copy),
    agentMenu: resolveAgentMenu(layout, fm, switches, copy),
    hosts: { imageCDNs: [...server.sitePermission.imageCDNs], launchGameCDNs: [...server.sitePermission.launchGameCDNs] },
    customerService: (server.sitePermission.info.customerService ?? []).map((c) => ({ csType: c.csType, path: c.path })),
    icons: { ...DEFAULT_ICONS, ...(layout.icons ?? {}) },
    copy,
    responsibleGaming: resolveResponsibleGaming(fm, languages.default),
    signUp: {
      fields: [...(fm.registration?.signUp?.fields ?? [])],
      minimumAge: fm.registration?.signUp?.minimumAge ?? 18,
      limits: [...(fm.registration?.signUp?.limits ?? [])],
      riskWarning: fm.registration?.signUp?.riskWarning === true,
    },
  };
  if (fm.brand?.logo !== undefined) site.tenant.logo = fm.brand.logo;
  if (fm.brand?.favicon !== undefined) site.tenant.favicon = fm.brand.favicon;
  if (layout.footer?.copyright !== undefined) site.footer.copyright = completeText(layout.footer.copyright, '', languages.default);
  const result: ResolveResult = { diagnostics: sortDiagnostics(collector.diagnostics), provenance };
  if (!collector.hasErrors) result.site = site;
  return result;
}
