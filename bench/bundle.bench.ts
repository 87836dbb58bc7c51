/**
 * JavaScript the home route downloads, gzip bytes, per tenant, against a floor built in the same run:
 * the smallest React + react-router app (bench/floor-app). Prints figures with their targets.
 *   npm run bench
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
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
  /** The common-password chunk the sign-up check loads on demand, Brotli (quality 11) bytes. */
  commonPasswordsBrotli: number;
}

/** Brotli bytes (quality 11, as the build pre-compresses) of the built common-password chunk. */
function commonPasswordsBrotli(outDir: string): number {
  const file = readdirSync(join(outDir, 'assets')).find((name) => /^commonPasswords-.*\.js$/.test(name));
  if (file === undefined) throw new Error('no common-password chunk in the build');
  return brotliCompressSync(readFileSync(join(outDir, 'assets', file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
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
    return { floor, tenants, commonPasswordsBrotli: commonPasswordsBrotli(portalOut) };
  } finally {
    rmSync(portalOut, { recursive: true, force: true });
    rmSync(floorOut, { recursive: true, force: true });
  }
}

export async function runBundleBench(): Promise<void> {
  const { floor, tenants, commonPasswordsBrotli: passwords } = await bundleFigures();
  console.log(`\nhome-route JavaScript (gzip -9), floor = minimal React + react-router app: ${kb(floor)}`);
  console.log('bytes: the page with the server\'s head start (site resolved on the server); static host: plus the resolver chunk');
  console.log('tenant'.padEnd(12), 'bytes'.padEnd(12), 'ratio'.padEnd(8), 'static host'.padEnd(20), `target: ≤ ${kb(HOME_JS_TARGET.bytes)} and ≤ ${HOME_JS_TARGET.floorRatio}× floor (npm test holds both: ≤ ${kb(HOME_JS_BUDGET_BYTES)} and the ratio)`);
  for (const { tenant, bytes, ratio, staticBytes } of tenants) {
    const ok = bytes <= HOME_JS_TARGET.bytes && ratio <= HOME_JS_TARGET.floorRatio;
    const staticHost = `${kb(staticBytes)} ${(staticBytes / floor).toFixed(2)}×`;
    console.log(tenant.padEnd(12), kb(bytes).padEnd(12), `${ratio.toFixed(2)}×`.padEnd(8), staticHost.padEnd(20), ok ? 'target met' : 'target NOT met');
  }
  // Loaded on the first password check of sign-up (not on the home route): the checked slice only.
  console.log(`\ncommon-password chunk (sign-up's password check, on demand): ${kb(passwords)} Brotli (the whole dictionary was 195.8 KB)`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) await runBundleBench();
