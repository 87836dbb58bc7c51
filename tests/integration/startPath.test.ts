/**
 * `npm start` serves what is on disk: a copy of the tenants is built once, a manifest is edited, and
 * the start path (engine/build/portalFreshness.ts ensurePortal, as server/main.ts runs it) compiles the
 * tenants again, so the reference server serves the change, compressed copies included. A change of
 * the portal's sources rebuilds; nothing changed, nothing is done.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { currentStamp, ensurePortal, refreshTenantAssets, writeStamp } from '../../engine/build/portalFreshness';
import { PROJECT_ROOT } from '../../engine/cli/tenantFiles';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { registerRoutes } from '../../server/routes/index';
import { loadTenants } from '../../server/modules/tenants/tenants';

const root = mkdtempSync(join(tmpdir(), 'start-path-'));
const portalDir = join(root, 'dist/portal');
cpSync(join(PROJECT_ROOT, 'tenants'), join(root, 'tenants'), { recursive: true });
mkdirSync(join(root, 'src'), { recursive: true });
writeFileSync(join(root, 'src/entry.ts'), 'export const version = 1;\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const logged: string[] = [];
let builds = 0;
/** What `vite build` leaves for this test's purpose: the page, the compiled tenants and the stamp. */
function build(): number {
  builds++;
  mkdirSync(portalDir, { recursive: true });
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const stamp = currentStamp(root);
  expect(refreshTenantAssets(root, portalDir)).toEqual([]);
  writeStamp(portalDir, stamp);
  return 0;
}
const start = () => ensurePortal(root, portalDir, { build, log: (line) => logged.push(line) });

/** A server started as `npm start` does, after the start path; the answers to `path` plain and in Brotli. */
async function served(path: string): Promise<{ status: number; text: string }[]> {
  const database = await openDatabase({ dataDir: 'memory' });
  const app = await buildApp({ db: database.db, tenants: loadTenants(root), mode: 'development', portalDir }, registerRoutes);
  try {
    const answers = [];
    for (const encoding of ['identity', 'br']) {
      const res = await app.inject({ method: 'GET', url: path, headers: { host: 'lusa.localhost', 'accept-encoding': encoding } });
      const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
      answers.push({ status: res.statusCode, text });
    }
    return answers;
  } finally {
    await app.close();
    await database.close();
  }
}

describe('the start path', { timeout: 60_000 }, () => {
  it('builds the first time, then does nothing while nothing changed', () => {
    expect(start()).toBe('not-built');
    expect(start()).toBe('fresh');
    expect(builds).toBe(1);
  });

  it('serves an edited manifest after a restart, without a full build', async () => {
    const file = join(root, 'tenants/lusa/features.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"primary": "#e0a526"', '"primary": "#e8703a"'));
    expect(start()).toBe('tenants-changed');
    expect(builds).toBe(1);
    expect(logged).toContain('tenants/ changed since the last build: compiling the tenants again…');
    for (const res of await served('/tenants/lusa.json')) {
      expect(res.status).toBe(200);
      expect(res.text).toContain('"primary":"#e8703a"');
    }
    expect(start()).toBe('fresh');
  });

  it('refuses to start on a tenant that does not check, with its located diagnostics', () => {
    const file = join(root, 'tenants/lusa/layout.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"extends": "base"', '"extends": "bsae"'));
    expect(start).toThrow(/tenants\/lusa\/layout\.json:\d+:\d+ error EXTENDS_UNKNOWN/);
    writeFileSync(file, good);
    // Back as it was built: nothing to do.
    expect(start()).toBe('fresh');
  });

  it('builds again when the portal\'s sources changed', () => {
    writeFileSync(join(root, 'src/entry.ts'), 'export const version = 2;\n');
    expect(start()).toBe('sources-changed');
    expect(builds).toBe(2);
    expect(start()).toBe('fresh');
  });
});
