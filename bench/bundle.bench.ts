/**
 * JavaScript the home route downloads, gzip bytes, per tenant, against a floor built in the same run:
 * the smallest React + react-router app (bench/floor-app). Prints figures with their targets.
 *   npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { HOME_JS_BUDGET_BYTES, HOME_JS_TARGET, clientResolverFiles, gzipBytes, homeRouteFiles, readBuildManifest } from '../engine/build/chunkGraph';
import { buildFloorApp } from '../engine/build/floorApp';
import { listTenants } from '../engine/cli/tenantFiles';
import { siteFor } from '../tests/support/tenantFixture';


const root = resolve(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface BundleFigures {
  floor: number;
  /** bytes: with the server's head start (the site comes resolved); staticBytes: from a static host, resolving in the browser. */
  tenants: { tenant: string; bytes: number; ratio: number; staticBytes: number }[];
}

export async function bundleFigures(): Promise<BundleFigures> {
  const portalOut = mkdtempSync(join(tmpdir(), 'bench-portal-'));
  const floorOut = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    await build({ root, logLevel: 'error', build: { outDir: portalOut, emptyOutDir: true } });
    const floor = await buildFloorApp(root, floorOut);
    const manifest = readBuildManifest(portalOut);
    const tenants = listTenants(root).map((tenant) => {
      const files = homeRouteFiles(manifest, siteFor(tenant, 'seeded'));
      const bytes = gzipBytes(portalOut, files);
      return { tenant, bytes, ratio: bytes / floor, staticBytes: bytes + gzipBytes(portalOut, clientResolverFiles(manifest, files)) };
    });
    return { floor, tenants };
  } finally {
    rmSync(portalOut, { recursive: true, force: true });
    rmSync(floorOut, { recursive: true, force: true });
  }
}

export async function runBundleBench(): Promise<void> {
  const { floor, tenants } = await bundleFigures();
  console.log(`\nhome-route JavaScript (gzip -9), floor = minimal React + react-router app: ${kb(floor)}`);
  console.log('bytes: the page with the server\'s head start (site resolved on the server); static host: plus the resolver chunk');
  console.log('tenant'.padEnd(12), 'bytes'.padEnd(12), 'ratio'.padEnd(8), 'static host'.padEnd(20), `target: ≤ ${kb(HOME_JS_TARGET.bytes)} and ≤ ${HOME_JS_TARGET.floorRatio}× floor (npm test holds both: ≤ ${kb(HOME_JS_BUDGET_BYTES)} and the ratio)`);
  for (const { tenant, bytes, ratio, staticBytes } of tenants) {
    const ok = bytes <= HOME_JS_TARGET.bytes && ratio <= HOME_JS_TARGET.floorRatio;
    const staticHost = `${kb(staticBytes)} ${(staticBytes / floor).toFixed(2)}×`;
    console.log(tenant.padEnd(12), kb(bytes).padEnd(12), `${ratio.toFixed(2)}×`.padEnd(8), staticHost.padEnd(20), ok ? 'target met' : 'target NOT met');
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) await runBundleBench();
