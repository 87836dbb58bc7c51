/**
 * The production bundle: built once into a temporary folder, then checked for what a strict
 * Content-Security-Policy forbids and for the per-tenant manifests the shell fetches at boot.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantManifestsPlugin } from '../../engine/build/tenantManifestsPlugin';
import { isEntryLibrary } from '../../engine/build/chunkGroups';
import { buildFloorApp } from '../../engine/build/floorApp';
import { listTenants } from '../../engine/cli/tenantFiles';
import {
  CLIENT_RESOLVER_MODULE, HOME_JS_BUDGET_BYTES, HOME_JS_TARGET, MEMBER_JS_BUDGET_BYTES, POINTS_MALL_JS_BUDGET_BYTES, catalogueKey, clientResolverFiles, entryKeys, gzipBytes,
  homeRouteFiles, memberCentreFiles, pointsMallFiles, readBuildManifest, staticClosure, widgetFilesOfGroups, widgetKey,
} from '../../engine/build/chunkGraph';
import { LANGUAGES } from '../../schemas/domain';
import { SHELL_MESSAGES_PT } from '../../engine/i18n/messages/shell.pt';
import { siteFor } from '../support/tenantFixture';

/** Lazy groups a visitor of home must not download (SPEC section 2 lazy groups; ARCHITECTURE runtime). */
const NOT_ON_HOME: ReadonlySet<string> = new Set(['MemberCenter', 'AgentCenter', 'Lottery', 'PointMall', 'Seamless']);

const root = resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
const floorDir = mkdtempSync(join(tmpdir(), 'portal-floor-'));
/** Gzip bytes of the floor app (engine/build/floorApp.ts), built beside the portal. */
let floorBytes = 0;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

beforeAll(async () => {
  // The bundle players get: Vitest runs with NODE_ENV=test, which would build React's development code.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    floorBytes = await buildFloorApp(root, floorDir);
  } finally {
    process.env['NODE_ENV'] = nodeEnv;
  }
}, 120_000);

const brokenRoot = mkdtempSync(join(tmpdir(), 'portal-broken-tenant-'));

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
  rmSync(brokenRoot, { recursive: true, force: true });
});

describe('production bundle', () => {
  it('has JavaScript chunks that neither call eval nor construct functions from strings', () => {
    const chunks = filesUnder(outDir).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const code = readFileSync(chunk, 'utf8');
      expect(code.includes('new Function'), `${relative(outDir, chunk)} contains "new Function"`).toBe(false);
      expect(code.includes('eval('), `${relative(outDir, chunk)} contains "eval("`).toBe(false);
    }
  });

  it('ships an index.html without inline scripts or styles', () => {
    const html = read('index.html');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
  });

  it('emits one compiled manifest per tenant, without provenance', () => {
    const tenants = listTenants(root);
    expect(tenants.length).toBeGreaterThan(0);
    for (const code of tenants) {
      const manifest = JSON.parse(read(`tenants/${code}.json`)) as Record<string, unknown>;
      expect(manifest['tenant']).toBe(code);
      expect(Object.keys(manifest).every((key) => ['tenant', 'layout', 'features', 'seed'].includes(key))).toBe(true);
    }
  });

  it('keeps member-centre, agent, lottery, points-mall and game-page code out of what the home route loads', () => {
    const manifest = readBuildManifest(outDir);
    expect(entryKeys(manifest)).toEqual(['index.html']);
    const forbidden = widgetFilesOfGroups(manifest, NOT_ON_HOME);
    // Not vacuous: the lottery page exists and is split off.
    expect([...forbidden.values()]).toContain('lottery-game');
    for (const tenant of listTenants(root)) {
      const loaded = homeRouteFiles(manifest, siteFor(tenant, 'seeded'));
      const leaked = [...loaded].filter((file) => forbidden.has(file)).map((file) => `${forbidden.get(file)} (${file})`);
      expect(leaked, `${tenant}: the home route loads code of ${leaked.join(', ')}`).toEqual([]);
      // The member and action calls of the call table are a chunk of their own (src/api/callDefinitions.ts).
      const withMemberCalls = [...loaded].filter((file) => read(file).includes('/wps/v2/wallets/deposit'));
      expect(withMemberCalls, `${tenant}: the home route carries the member calls`).toEqual([]);
    }
    expect(filesUnder(outDir).some((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('/wps/v2/wallets/deposit'))).toBe(true);
  });

  it('keeps the home route\'s JavaScript within its budget for every tenant: 150 KB gzip and 1.8 times the floor', () => {
    const manifest = readBuildManifest(outDir);
    for (const tenant of listTenants(root)) {
      const site = siteFor(tenant, 'seeded');
      const files = homeRouteFiles(manifest, site);
      // Not vacuous: the shell's entry and the home widgets' group are counted.
      expect([...files].some((f) => /\/index-[\w-]+\.js$/.test(f)), tenant).toBe(true);
      expect([...files].some((f) => /\/home-[\w-]+\.js$/.test(f)), tenant).toBe(true);
      const bytes = gzipBytes(outDir, files);
      // The room left under the tighter of the two limits, in bytes (what a change may still add).
      const room = Math.floor(Math.min(HOME_JS_BUDGET_BYTES, HOME_JS_TARGET.floorRatio * floorBytes) - bytes);
      const catalogue = catalogueKey(manifest, site.languages.default);
      const catalogueBytes = catalogue === undefined ? 0 : gzipBytes(outDir, new Set([manifest[catalogue]!.file]));
      console.log(`${tenant}: home-route JavaScript ${(bytes / 1024).toFixed(1)} KB gzip (${bytes} B, ${room} B to spare; its ${site.languages.default} catalogue ${catalogueBytes} B), ${(bytes / floorBytes).toFixed(3)}x the floor's ${(floorBytes / 1024).toFixed(1)} KB`);
      expect(bytes, `${tenant}: home-route JavaScript is ${(bytes / 1024).toFixed(1)} KB gzip, over the ${HOME_JS_BUDGET_BYTES / 1024} KB budget`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
      // And against the floor built in the same run (a React + router app alone, about 78 KB).
      expect(floorBytes).toBeGreaterThan(50 * 1024);
      const ratio = bytes / floorBytes;
      expect(ratio, `${tenant}: home-route JavaScript is ${ratio.toFixed(3)}x the floor's ${(floorBytes / 1024).toFixed(1)} KB, over ${HOME_JS_TARGET.floorRatio}x`).toBeLessThanOrEqual(HOME_JS_TARGET.floorRatio);
    }
  });

  it('keeps the member centre\'s own JavaScript (frame, money pages, kits) in its group chunk, within its budget', () => {
    const manifest = readBuildManifest(outDir);
    const member = Object.entries(manifest).find(([, chunk]) => chunk.name === 'member' && chunk.src === undefined);
    expect(member, 'the member group chunk').toBeDefined();
    const code = read(member![1].file);
    // Not vacuous: the money pages and their texts are in it, in both languages.
    expect(code).toContain('Payment password');
    expect(code).toContain('Comprovante (PNG ou JPG');
    for (const tenant of listTenants(root)) {
      const home = homeRouteFiles(manifest, siteFor(tenant, 'seeded'));
      expect(home.has(member![1].file), tenant).toBe(false);
      expect([...home].filter((f) => read(f).includes('Comprovante (PNG ou JPG')), tenant).toEqual([]);
      const files = memberCentreFiles(manifest, home);
      const bytes = gzipBytes(outDir, files);
      console.log(`${tenant}: member centre JavaScript ${(bytes / 1024).toFixed(1)} KB gzip (budget ${MEMBER_JS_BUDGET_BYTES / 1024} KB) in ${[...files].join(', ')}`);
      expect(bytes, `${tenant}: member centre JavaScript is ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(MEMBER_JS_BUDGET_BYTES);
    }
  });

  it("fetches the sign-in and sign-up popups (a guest page's prefetch at idle) as a few chunks, without other pages' texts or the common passwords", () => {
    const manifest = readBuildManifest(outDir);
    const popups = (['login-modal', 'register-modal'] as const).map((id) => widgetKey(manifest, id));
    expect(popups.every((key) => key !== undefined), 'the popups\' chunks').toBe(true);
    for (const tenant of listTenants(root)) {
      const site = siteFor(tenant, 'seeded');
      // The page has the home route's files and its language's error texts (boot loads them beside the first render).
      const home = new Set([...homeRouteFiles(manifest, site), Object.values(manifest).find((chunk) => chunk.name === `errors.${site.languages.default}`)?.file ?? '']);
      // Each chunk the page does not have yet is one more link the preload inserts on the main thread.
      const files = [...staticClosure(manifest, popups as string[])].filter((file) => !home.has(file));
      console.log(`${tenant}: sign-in and sign-up popups fetch ${files.length} chunks, ${(gzipBytes(outDir, new Set(files)) / 1024).toFixed(1)} KB gzip: ${files.join(', ')}`);
      expect(files.length, tenant).toBeLessThanOrEqual(5);
      const code = files.map(read).join('\n');
      // Not vacuous: both popups' texts are there, in both languages; the menus' texts (every page has
      // them in the catalogue) and the list of common passwords (loaded on the first password check) are not.
      for (const text of ['Criar conta', 'Forgot password', 'Entrar']) expect(code, tenant).toContain(text);
      expect(code, tenant).not.toContain('Collapse menu');
      expect(files.filter((file) => /commonPasswords/.test(file)), tenant).toEqual([]);
    }
  });

  it('ships only the checked slice of the common-password list, not the library\'s whole dictionary: under 32 KB Brotli', () => {
    const chunks = filesUnder(join(outDir, 'assets')).filter((f) => /\/commonPasswords-[^/]*\.js$/.test(f));
    expect(chunks).toHaveLength(1);
    const code = readFileSync(chunks[0]!, 'utf8');
    const brotli = readFileSync(`${chunks[0]!}.br`).length;
    console.log(`common-password chunk: ${(code.length / 1024).toFixed(1)} KB, ${(brotli / 1024).toFixed(1)} KB Brotli`);
    // The ranked list's first entries are there (not vacuous); the diceware words and the passwords
    // past the first 10,000 are not.
    expect(code).toContain('qwerty');
    expect(code).not.toContain('diceware');
    expect(code).not.toContain('passwords-common');
    expect(brotli).toBeLessThan(32 * 1024);
  });

  it('keeps the points mall\'s JavaScript in its own PointMall chunks, without the member centre\'s, within its budget', () => {
    const manifest = readBuildManifest(outDir);
    const member = Object.values(manifest).find((chunk) => chunk.name === 'member' && chunk.src === undefined);
    for (const tenant of listTenants(root)) {
      const home = homeRouteFiles(manifest, siteFor(tenant, 'seeded'));
      const files = pointsMallFiles(manifest, home);
      // Not vacuous: its texts are there, in both languages; the member centre's money pages are not.
      const code = [...files].map(read).join('\n');
      expect(code).toContain('Convert points to cash');
      expect(code).toContain('Converter pontos em dinheiro');
      expect(code).not.toContain('Comprovante (PNG ou JPG');
      expect(files.has(member!.file), tenant).toBe(false);
      expect([...home].filter((f) => read(f).includes('Convert points to cash')), tenant).toEqual([]);
      const bytes = gzipBytes(outDir, files);
      console.log(`${tenant}: points mall JavaScript ${(bytes / 1024).toFixed(1)} KB gzip (budget ${POINTS_MALL_JS_BUDGET_BYTES / 1024} KB) in ${[...files].join(', ')}`);
      expect(bytes, `${tenant}: points mall JavaScript is ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(POINTS_MALL_JS_BUDGET_BYTES);
    }
  });

  it("loads only the message catalogue of the tenant's language: each catalogue is a chunk of its own, none in the shell; its error texts are another, off the home route", () => {
    const manifest = readBuildManifest(outDir);
    const catalogues = new Map(LANGUAGES.map((language) => [language, manifest[catalogueKey(manifest, language) ?? '']?.file]));
    // Not vacuous: each chunk holds its catalogue's first-render texts.
    expect(read(catalogues.get('en') ?? '')).toContain('Back to top');
    expect(read(catalogues.get('pt') ?? '')).toContain(SHELL_MESSAGES_PT['shell.scrollTop']);
    // The error messages (SPEC section 8) are in a chunk of their own per language, which the first render does not wait for.
    const isErrorTexts = (f: string) => read(f).includes('Network link is abnormal') || read(f).includes('A conexão de rede está instável');
    const errorChunks = filesUnder(join(outDir, 'assets')).map((f) => relative(outDir, f)).filter((f) => f.endsWith('.js') && isErrorTexts(f));
    expect(errorChunks.length).toBeGreaterThanOrEqual(2);
    const shell = [...staticClosure(manifest, entryKeys(manifest))];
    expect(shell.filter(isErrorTexts)).toEqual([]);
    for (const tenant of listTenants(root)) {
      const site = siteFor(tenant, 'seeded');
      const files = homeRouteFiles(manifest, site);
      for (const language of LANGUAGES) expect(files.has(catalogues.get(language) ?? ''), `${tenant} ${language}`).toBe(language === site.languages.default);
      expect([...files].filter(isErrorTexts), tenant).toEqual([]);
    }
  });

  it('keeps the client resolver (the engine\'s validators and merge) in a chunk of its own, off the home route', () => {
    const manifest = readBuildManifest(outDir);
    const resolver = manifest[CLIENT_RESOLVER_MODULE]?.file;
    expect(resolver).toBeDefined();
    // Not vacuous: the resolver's chunk carries the server-answer validators.
    expect(read(resolver!)).toContain('server/whitelabel');
    for (const tenant of listTenants(root)) {
      const files = homeRouteFiles(manifest, siteFor(tenant, 'seeded'));
      expect(files.has(resolver!), tenant).toBe(false);
      expect([...files].filter((f) => read(f).includes('server/whitelabel')), tenant).toEqual([]);
      expect(clientResolverFiles(manifest, files).has(resolver!), tenant).toBe(true);
    }
  });

  it('puts the entry\'s libraries in one vendor chunk the entry imports, and no library a widget loads later', () => {
    const manifest = readBuildManifest(outDir);
    const vendor = Object.entries(manifest).find(([, chunk]) => chunk.name === 'vendor');
    expect(vendor).toBeDefined();
    const [vendorKey, vendorChunk] = vendor!;
    expect(manifest['index.html']?.imports ?? []).toContain(vendorKey);
    const code = read(vendorChunk.file);
    // Not vacuous: React's and i18next's own code is there (their error texts).
    expect(code).toContain('react.transitional.element');
    expect(code).toContain('i18next');
    // DOMPurify, Swiper and the form library stay with the widgets that load them.
    expect(code).not.toContain('DOMPurify');
    expect(code).not.toMatch(/swiper-slide/);
    expect(code).not.toContain('react-hook-form');
    // Its CommonJS packages (React, React DOM, the scheduler, ...) as parenthesised function
    // expressions, which V8 compiles while it streams the chunk (engine/build/eagerCommonJsPlugin.ts),
    // not as arrow factories, which it compiles on the main thread at their first call.
    expect(code.match(/\(\(function\([\w$,]*\)\{/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(code).not.toMatch(/\(\([\w$]+=>\{|\(\(\([\w$,]*\)=>\{/);
    expect(isEntryLibrary('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(isEntryLibrary('/p/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(false);
    expect(isEntryLibrary('/p/node_modules/@tanstack/query-core/build/modern/query.js')).toBe(true);
    expect(isEntryLibrary('/p/node_modules/dompurify/dist/purify.es.mjs')).toBe(false);
  });

  it('loads the hybrid encryption with the first encrypted call, never with the home route', () => {
    const manifest = readBuildManifest(outDir);
    const encryption = Object.values(manifest).filter((c) => c.file.endsWith('.js') && read(c.file).includes('RSA-OAEP')).map((c) => c.file);
    expect(encryption).toHaveLength(1);
    for (const tenant of listTenants(root)) {
      const files = homeRouteFiles(manifest, siteFor(tenant, 'seeded'));
      expect(encryption.filter((f) => files.has(f)), tenant).toEqual([]);
    }
  });

  it('loads Swiper and DOMPurify only when they are needed, never with the home route', () => {
    const manifest = readBuildManifest(outDir);
    const deferred = Object.values(manifest).filter((c) => /SwiperBanners|sanitizeNoticeHtml/.test(c.file)).map((c) => c.file);
    expect(deferred).toHaveLength(2);
    for (const tenant of listTenants(root)) {
      const files = homeRouteFiles(manifest, siteFor(tenant, 'seeded'));
      expect(deferred.filter((f) => files.has(f)), tenant).toEqual([]);
    }
  });

  it('pre-compresses the built files (Brotli and gzip) beside the originals', () => {
    const scripts = filesUnder(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const big = scripts.filter((f) => readFileSync(f).length >= 1024);
    expect(big.length).toBeGreaterThan(5);
    for (const file of big) {
      expect(filesUnder(join(outDir, 'assets')), relative(outDir, file)).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
    }
  });

  it('emits the domain index', () => {
    const index = JSON.parse(read('tenants/index.json')) as Record<string, string>;
    expect(index['lusa.localhost']).toBe('lusa');
    expect(new Set(Object.values(index))).toEqual(new Set(listTenants(root)));
  });
});

describe('tenantManifestsPlugin', () => {
  it('fails the build with every error diagnostic of every tenant', async () => {
    // A project with the real presets and lusa, plus a copy of lusa that claims lusa's domain.
    cpSync(join(root, 'tenants/presets'), join(brokenRoot, 'tenants/presets'), { recursive: true });
    cpSync(join(root, 'tenants/lusa'), join(brokenRoot, 'tenants/lusa'), { recursive: true });
    cpSync(join(root, 'tenants/lusa'), join(brokenRoot, 'tenants/lusa2'), { recursive: true });
    const features = JSON.parse(readFileSync(join(brokenRoot, 'tenants/lusa2/features.json'), 'utf8')) as { tenant: { code: string } };
    features.tenant.code = 'lusa2';
    writeFileSync(join(brokenRoot, 'tenants/lusa2/features.json'), JSON.stringify(features, null, 2));
    writeFileSync(join(brokenRoot, 'index.html'), '<!doctype html><title>t</title>');

    const building = build({
      root: brokenRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [tenantManifestsPlugin()],
      build: { outDir: join(brokenRoot, 'dist'), write: false },
    });
    await expect(building).rejects.toThrow(/tenants\/lusa2\/features\.json:\d+:\d+ error TENANT_DOMAIN_TAKEN/);
  }, 120_000);
});
