/**
 * The development preview (server/page/preview.ts): on a copy of the tenants, a saved manifest is compiled
 * again and served, every open page is told to reload (Server-Sent Events), the pages carry the mark
 * the portal listens for, and while a tenant does not check every page lists its located diagnostics
 * and reloads itself until the file is fixed.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { currentStamp, refreshTenantAssets, writeStamp } from '../../engine/build/portalFreshness';
import { PROJECT_ROOT } from '../../engine/cli/tenantFiles';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { PREVIEW_EVENTS, attachPreview, type Preview } from '../../server/page/preview';
import { registerRoutes } from '../../server/routes/index';
import { loadTenants } from '../../server/modules/tenants/tenants';

const root = mkdtempSync(join(tmpdir(), 'preview-'));
const portalDir = join(root, 'dist/portal');
cpSync(join(PROJECT_ROOT, 'tenants'), join(root, 'tenants'), { recursive: true });
mkdirSync(portalDir, { recursive: true });
writeFileSync(join(portalDir, 'index.html'), '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>');
refreshTenantAssets(root, portalDir);
writeStamp(portalDir, currentStamp(root));

let app: FastifyInstance;
let preview: Preview;
let base: string;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  const database = await openDatabase({ dataDir: 'memory' });
  closeDb = () => database.close();
  app = await buildApp({ db: database.db, tenants: loadTenants(root), mode: 'development', portalDir }, registerRoutes);
  // A long settle: the test calls refresh() itself, so the watcher's own call does not race it.
  preview = attachPreview(app, { root, portalDir, settle: 60_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  preview.close();
  await app.close();
  await closeDb();
  rmSync(root, { recursive: true, force: true });
});

/** GET with the tenant's host and a browser's Accept and Accept-Encoding; the status and the body as text. */
function fetchText(path: string, accept = 'text/html'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { host: 'lusa.localhost', accept, 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8') });
      });
    }).on('error', reject);
  });
}

/** Opens the events stream; resolves with the first `data:` line once `trigger` has run. */
function nextEvent(trigger: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = get(`${base}${PREVIEW_EVENTS}`, { headers: { host: 'lusa.localhost', accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      let seen = '';
      res.on('data', (chunk: string) => {
        seen += chunk;
        if (seen.startsWith(': preview')) {
          seen = seen.replace(/^: preview\n\n/, '');
          if (seen === '') trigger();
        }
        const data = /data: (\w+)\n\n/.exec(seen);
        if (data?.[1] !== undefined) {
          req.destroy();
          resolve(data[1]);
        }
      });
    });
    req.on('error', reject);
  });
}

const features = join(root, 'tenants/lusa/features.json');
const good = readFileSync(features, 'utf8');

describe('the development preview', { timeout: 60_000 }, () => {
  it('marks its pages for the portal\'s reload listener, uncompressed', async () => {
    const page = await fetchText('/promotions');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="wl-preview" content="/dev/preview/events">');
  });

  it('serves a saved manifest and tells the open pages to reload', async () => {
    writeFileSync(features, good.replace('"primary": "#e0a526"', '"primary": "#e8703a"'));
    expect(await nextEvent(() => preview.refresh())).toBe('reload');
    const manifest = await fetchText('/tenants/lusa.json', 'application/json');
    expect(manifest.body).toContain('"primary":"#e8703a"');
  });

  it('shows the located diagnostics in the page while a tenant does not check, and the portal again once fixed', async () => {
    writeFileSync(features, good.replace('"extends": "base"', '"extends": "bsae"'));
    expect(await nextEvent(() => preview.refresh())).toBe('reload');
    const broken = await fetchText('/');
    expect(broken.status).toBe(500);
    expect(broken.body).toMatch(/tenants\/lusa\/features\.json:\d+:\d+ error EXTENDS_UNKNOWN at \/extends/);
    expect(broken.body).toContain('<meta http-equiv="refresh" content="2">');
    writeFileSync(features, good);
    preview.refresh();
    expect(preview.errors()).toEqual([]);
    const fixed = await fetchText('/promotions');
    expect(fixed.status).toBe(200);
    expect(fixed.body).toContain('wl-preview');
  });
});
