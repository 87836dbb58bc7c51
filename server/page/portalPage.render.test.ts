/**
 * The portal page with the build's server render (`.ssr/renderPage.js`, src/ssr/renderPage.tsx in a
 * real build; a stand-in module here, so the server's side is tested on its own): the drawn markup
 * goes in the root with the paint-first loader in place of the module scripts, the render's calls are
 * answered through the server's own routes and carried in the page, and a render that fails, takes
 * too long or is not wanted (the visitor's plain-page cookie) leaves the page as it was, never a 500.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, plainPageCookie } from '../../schemas/api/boot';
import { toShippedManifest } from '../../engine/build/tenantManifestsPlugin';
import { readTenantSources } from '../../engine/cli/tenantFiles';
import { compileTenant } from '../../engine/index';
import { buildApp } from '../app';
import { serverRenderedHtml } from './portalPage';
import { registerRoutes } from '../routes/index';
import { bootDataOf } from '../testing/bootDataOf';
import { hostOf, useTestServer } from '../testing/testApp';

const server = useTestServer();
const portalDir = mkdtempSync(join(tmpdir(), 'portal-render-'));
let app: FastifyInstance;

const INDEX = '<!doctype html>\n<html lang="en">\n<head><title>Loading…</title>'
  + '<script type="module" crossorigin src="/assets/index-1.js"></script>\n'
  + '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n'
  + '<link rel="stylesheet" crossorigin href="/assets/style-1.css">\n</head>\n<body><div id="root"></div></body></html>';

/** The stand-in render: asks for one answer of this server's API and one elsewhere, draws what it got. */
const RENDERER = `
export async function renderPortalPage(input) {
  if (input.path === '/throws') throw new Error('render failed');
  if (input.path === '/slow') return new Promise(() => {});
  const answers = await input.fetchAnswers([
    { key: 'banners?groupName=w_home', url: '/wps/system/banners?groupName=w_home', headers: { 'accept-language': 'pt' } },
    { key: 'elsewhere', url: 'http://elsewhere.example/x', headers: {} },
  ]);
  return {
    html: '<main data-path="' + input.path + '" data-banners="' + answers['banners?groupName=w_home'].status + '">' + input.site.tenant.code + '</main>',
    document: { language: 'pt', theme: 'dark', title: 'Rede <Prime>', themeCss: ':root{--theme-primary:#123456}' },
    pageAnswers: answers,
    hosts: { image: '/cdn/img2', launch: '/cdn/launch1' },
    rendered: { path: input.path, language: 'pt', theme: 'dark' },
  };
}
`;

beforeAll(async () => {
  mkdirSync(join(portalDir, 'tenants'), { recursive: true });
  mkdirSync(join(portalDir, '.ssr'), { recursive: true });
  writeFileSync(join(portalDir, 'index.html'), INDEX);
  writeFileSync(join(portalDir, 'tenants/index.json'), JSON.stringify({ 'redeprime.localhost': 'redeprime' }));
  const { compiled } = compileTenant(readTenantSources('redeprime'));
  writeFileSync(join(portalDir, 'tenants/redeprime.json'), JSON.stringify(toShippedManifest(compiled!)));
  writeFileSync(join(portalDir, '.ssr/renderPage.js'), RENDERER);
  app = await buildApp({ db: server.db, tenants: server.tenants, mode: 'test', portalDir }, registerRoutes);
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe('the portal page with a server render', () => {
  it('draws the page in the root and loads the modules after the first paint', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: hostOf('redeprime') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-ssr=""><main data-path="/" data-banners="200">redeprime</main></div><template id="wl-drawn"></template>');
    expect(res.body).toContain('<html lang="pt" data-theme="dark">');
    expect(res.body).toContain('<title>Rede &lt;Prime&gt;</title>');
    expect(res.body).toContain('<style>:root{--theme-primary:#123456}</style>');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).toMatch(/<script src="\/paint-first\.js" defer data-entry="\/assets\/index-1\.js" data-preload="\/assets\/vendor-1\.js"><\/script>/);
    // The data block follows the content, which the browser paints first.
    expect(res.body.indexOf('id="wl-drawn"')).toBeLessThan(res.body.indexOf(`id="${BOOT_DATA_ID}"`));
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('carries the render\'s answers, made by this server\'s routes, and never fetches another origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: hostOf('redeprime') });
    const data = bootDataOf(res.body);
    const direct = await app.inject({ method: 'GET', url: '/wps/system/banners?groupName=w_home', headers: { ...hostOf('redeprime'), 'accept-language': 'pt' } });
    expect(data.pageAnswers?.['banners?groupName=w_home']).toEqual({ status: direct.statusCode, body: direct.body });
    expect(data.pageAnswers?.['elsewhere']).toBeUndefined();
    expect(data.hosts).toEqual({ image: '/cdn/img2', launch: '/cdn/launch1' });
    expect(data.rendered).toEqual({ path: '/', language: 'pt', theme: 'dark' });
    expect(data.site).toBeDefined();
  });

  it('sends the page without drawn content when the render fails or takes too long', async () => {
    for (const url of ['/throws', '/slow']) {
      const res = await app.inject({ method: 'GET', url, headers: hostOf('redeprime') });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      const data = bootDataOf(res.body);
      expect(data.rendered, url).toBeUndefined();
      expect(data.site, url).toBeDefined();
    }
  });

  it('sends the page without drawn content to a browser that asked for plain pages (a member, another language or theme)', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { ...hostOf('redeprime'), cookie: `other=1; ${plainPageCookie('redeprime')}=1` } });
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootDataOf(res.body).rendered).toBeUndefined();
  });

  it('leaves a page alone whose index.html has no module entry to defer', () => {
    const rendered = {
      html: '<p>x</p>', document: { language: 'pt', theme: 'dark', title: 't', themeCss: '' }, pageAnswers: {},
      hosts: { image: '', launch: '' }, rendered: { path: '/', language: 'pt' as const, theme: 'dark' as const },
    };
    const page = '<html lang="en"><head></head><body><div id="root"></div></body></html>';
    expect(serverRenderedHtml(page, rendered, '')).toBe(page);
  });

  it('brings no frame for a drawn popup: the browser adopts the content the server sanitised', () => {
    const rendered = {
      html: '<p>x</p>', document: { language: 'pt', theme: 'dark', title: 't', themeCss: '' }, pageAnswers: {},
      hosts: { image: '', launch: '' }, rendered: { path: '/', language: 'pt' as const, theme: 'dark' as const },
    };
    const page = '<html lang="en"><head><title>x</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>';
    expect(serverRenderedHtml(page, { ...rendered, rendered: { ...rendered.rendered, popup: true } }, '')).not.toContain('<iframe');
    expect(serverRenderedHtml(page, rendered, '')).not.toContain('<iframe');
  });
});
