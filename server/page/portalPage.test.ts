/**
 * The portal's HTML as the server sends it: the built index.html with the page's head start (the
 * boot calls' answers, exactly as the routes give them to this visitor) and preload links, private,
 * compressed, under the same security headers; built files compressed once at build time.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_CALLS, BOOT_DATA_ID } from '../../schemas/api/boot';
import { CALL_TABLE } from '../../schemas/api/callTable';
import type { BuildManifest } from '../../engine/build/chunkGraph';
import { toShippedManifest } from '../../engine/build/tenantManifestsPlugin';
import { readTenantSources } from '../../engine/cli/tenantFiles';
import { compileTenant, resolveSite, serverSnapshotOf, type ResolvedSite } from '../../engine/index';
import { buildApp } from '../app';
import { fontPreloadLinks, jsonForHtml, preloadLinks, resolvedSiteFor } from './portalPage';
import { registerRoutes } from '../routes/index';
import { bootDataOf } from '../testing/bootDataOf';
import { useTestServer, hostOf } from '../testing/testApp';

const server = useTestServer();

/** A built portal in miniature: index.html, the tenant files, a chunk graph and one asset. */
const portalDir = mkdtempSync(join(tmpdir(), 'portal-page-'));
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_jsx-1.js'], dynamicImports: ['_frame-1.js', '_home-1.js'] },
  '_jsx-1.js': { file: 'assets/jsx-1.js' },
  '_frame-1.js': { file: 'assets/frame-1.js', name: 'frame', imports: ['_jsx-1.js'] },
  '_home-1.js': { file: 'assets/home-1.js', name: 'home', imports: ['_frame-1.js'] },
  'widgets/game-centre/GameCentreWidget.tsx': { file: 'assets/GameCentre-1.js', src: 'widgets/game-centre/GameCentreWidget.tsx', isDynamicEntry: true, imports: ['_frame-1.js'] },
  '_coreMessages.pt-1.js': { file: 'assets/coreMessages.pt-1.js', name: 'coreMessages.pt', imports: ['_jsx-1.js'] },
  '_coreMessages.en-1.js': { file: 'assets/coreMessages.en-1.js', name: 'coreMessages.en', imports: ['_jsx-1.js'] },
  'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2': { file: 'assets/inter-latin-400-normal-1.woff2' },
  'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff': { file: 'assets/inter-latin-400-normal-1.woff' },
  'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2': { file: 'assets/inter-latin-700-normal-1.woff2' },
  'node_modules/@fontsource/inter/files/inter-cyrillic-400-normal.woff2': { file: 'assets/inter-cyrillic-400-normal-1.woff2' },
};
const SCRIPT = 'console.log("portal");'.repeat(200);

let app: FastifyInstance;

/** tenants/<code>.json as the build writes it. */
function shipped(code: string): Record<string, unknown> {
  const { compiled } = compileTenant(readTenantSources(code));
  if (compiled === undefined) throw new Error(`tenants/${code} does not compile`);
  return toShippedManifest(compiled) as unknown as Record<string, unknown>;
}

/** The value of an answer's envelope. */
const valueOf = (answer: { body: string } | undefined) => (JSON.parse(answer?.body ?? 'null') as { value?: unknown } | null)?.value;

beforeAll(async () => {
  mkdirSync(join(portalDir, 'tenants'), { recursive: true });
  mkdirSync(join(portalDir, 'assets'), { recursive: true });
  mkdirSync(join(portalDir, '.vite'), { recursive: true });
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(portalDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(portalDir, 'tenants/index.json'), JSON.stringify({ 'lusa.localhost': 'lusa', 'luckydraw.localhost': 'luckydraw', 'redeprime.localhost': 'redeprime' }));
  // redeprime ships its real compiled manifest, as the build writes it.
  writeFileSync(join(portalDir, 'tenants/redeprime.json'), JSON.stringify(shipped('redeprime')));
  // A manifest with text that would end the data block if it were not escaped.
  const layout = { pages: { home: [{ widget: 'banner-carousel' }], gameCenter: [{ widget: 'game-centre' }] } };
  writeFileSync(join(portalDir, 'tenants/lusa.json'), JSON.stringify({ tenant: 'lusa', layout, features: { languages: { default: 'pt' }, note: '</script><script>alert(1)</script><!--' } }));
  writeFileSync(join(portalDir, 'assets/index-1.js'), SCRIPT);
  writeFileSync(join(portalDir, 'assets/index-1.js.br'), brotliCompressSync(SCRIPT));
  app = await buildApp({ db: server.db, tenants: server.tenants, mode: 'test', portalDir }, registerRoutes);
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe('the portal page', () => {
  it('carries the boot calls\' answers exactly as the routes give them to this visitor', async () => {
    const headers = { ...hostOf('lusa'), 'x-forwarded-for': '203.0.113.9' };
    const res = await app.inject({ method: 'GET', url: '/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const data = bootDataOf(res.body);
    expect(data.tenant).toBe('lusa');
    expect(data.domains['lusa.localhost']).toBe('lusa');
    expect(Object.keys(data.answers).sort()).toEqual([...BOOT_CALLS].sort());
    for (const name of BOOT_CALLS) {
      const def = CALL_TABLE[name];
      const direct = await app.inject({ method: def.method, url: def.path, headers: { ...headers, 'accept-language': 'pt', ...(def.moduleId ? { 'x-module-id': def.moduleId } : {}) } });
      expect(data.answers[name], name).toEqual({ status: direct.statusCode, body: direct.body });
      expect(data.answers[name]?.status, name).toBe(200);
    }
    // The visitor's own address, not the server's, drove the permission answer.
    expect(data.answers.sitePermission?.body).toContain('203.0.113.9');
  });

  it('carries the site the engine resolves from the compiled manifest and those answers, instead of the manifest', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { ...hostOf('redeprime'), 'x-forwarded-for': '203.0.113.9' } });
    const data = bootDataOf(res.body);
    expect(data.manifest).toBeUndefined();
    const { compiled } = compileTenant(readTenantSources('redeprime'));
    const values = Object.fromEntries(BOOT_CALLS.map((name) => [name, valueOf(data.answers[name])]));
    const expected = resolveSite(compiled!, serverSnapshotOf(values as unknown as Parameters<typeof serverSnapshotOf>[0])).site;
    expect(expected).toBeDefined();
    // What the browser parses equals what the engine resolves from the build's own sources.
    expect(data.site).toEqual(expected);
    expect((data.site as unknown as ResolvedSite).tenant.code).toBe('redeprime');
  });

  it('sends the manifest instead when an answer failed or the site does not resolve', () => {
    const manifest = shipped('redeprime');
    const ok = (value: unknown) => ({ status: 200, body: JSON.stringify({ success: true, value }) });
    expect(resolvedSiteFor('redeprime', manifest, {})).toBeUndefined();
    const failed = Object.fromEntries(BOOT_CALLS.map((name) => [name, { status: 500, body: '{"success":false,"code":"error.system"}' }]));
    expect(resolvedSiteFor('redeprime', manifest, failed)).toBeUndefined();
    // Every answer present but the white-label switches malformed: resolveSite refuses, so does the page.
    const malformed = Object.fromEntries(BOOT_CALLS.map((name) => [name, ok(name === 'whitelabel' ? 'not an object' : [])]));
    expect(resolvedSiteFor('redeprime', manifest, malformed)).toBeUndefined();
    expect(resolvedSiteFor('lusa', manifest, failed)).toBeUndefined();
    // A manifest with the outline but not the content of a compiled one: no site, and no exception.
    const answers = Object.fromEntries(BOOT_CALLS.map((name) => [name, ok({})]));
    expect(resolvedSiteFor('lusa', { tenant: 'lusa', layout: {}, features: {} }, answers)).toBeUndefined();
  });

  it('escapes the data so that no text in it can end the block or run', async () => {
    const res = await app.inject({ method: 'GET', url: '/home', headers: hostOf('lusa') });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(2); // the entry and the data block
    expect((bootDataOf(res.body).manifest?.['features'] as { note: string }).note).toBe('</script><script>alert(1)</script><!--');
    expect(jsonForHtml({ a: '<\u2028>' })).toBe('{"a":"\\u003c\\u2028\\u003e"}');
  });

  it('preloads the frame and the page\'s widget chunks, not the entry\'s', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: hostOf('lusa') });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/frame-1.js">');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(home.body).not.toContain('modulepreload" crossorigin href="/assets/jsx-1.js"');
    expect(home.body).not.toContain('GameCentre-1.js');
    const lobby = await app.inject({ method: 'GET', url: '/sports', headers: hostOf('lusa') });
    expect(lobby.body).toContain('href="/assets/GameCentre-1.js"');
    expect(lobby.body).not.toContain('home-1.js');
    expect(preloadLinks(MANIFEST, [])).toBe('<link rel="modulepreload" crossorigin href="/assets/frame-1.js">');
  });

  it('preloads the message catalogue of the tenant\'s default language, and only that one', async () => {
    const pt = await app.inject({ method: 'GET', url: '/', headers: hostOf('lusa') });
    expect(pt.body).toContain('<link rel="modulepreload" crossorigin href="/assets/coreMessages.pt-1.js">');
    expect(pt.body).not.toContain('coreMessages.en-1.js');
    expect(preloadLinks(MANIFEST, [], 'en')).toBe('<link rel="modulepreload" crossorigin href="/assets/frame-1.js"><link rel="modulepreload" crossorigin href="/assets/coreMessages.en-1.js">');
  });

  it('preloads the latin faces of the page\'s font (woff2 only, no other subset), so its first layout is in it', async () => {
    const fonts = '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-400-normal-1.woff2">'
      + '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-700-normal-1.woff2">';
    expect(fontPreloadLinks(MANIFEST)).toBe(fonts);
    const home = await app.inject({ method: 'GET', url: '/', headers: hostOf('lusa') });
    expect(home.body).toContain(fonts);
    expect(home.body).not.toContain('cyrillic');
  });

  it('is private to the visitor, under the strict security headers, and compressed when the browser accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { ...hostOf('lusa'), 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(bootDataOf(brotliDecompressSync(res.rawPayload).toString('utf8')).tenant).toBe('lusa');
  });

  it('is sent without a head start for a tenant whose manifest is not in the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: hostOf('luckydraw') });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(BOOT_DATA_ID);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('sends the built files pre-compressed and immutable, and the API compressed above 1 KB', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/index-1.js', headers: { ...hostOf('lusa'), 'accept-encoding': 'br, gzip' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(script.rawPayload).toString('utf8')).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-1.js', headers: hostOf('lusa') });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const menus = await app.inject({ method: 'GET', url: '/lgw/games/game_menus', headers: { ...hostOf('lusa'), 'accept-encoding': 'gzip', 'x-module-id': 'COMM3' } });
    expect(menus.statusCode).toBe(200);
    expect(menus.headers['content-encoding']).toBe('gzip');
  });
});
