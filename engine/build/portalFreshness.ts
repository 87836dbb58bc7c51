/**
 * Whether the built portal is the build of what is on disk now, for `npm start` and the preview. A
 * build records two fingerprints beside its files (`.build-stamp.json`): one of the portal's sources
 * (src, widgets, engine, schemas, public, index.html, the Vite config, the lock file) and one of
 * tenants/. A start whose sources changed rebuilds the portal; one whose tenants alone changed
 * rewrites the tenants' compiled JSON in place, in a fraction of a second.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { formatDiagnostic } from '../index';
import { precompressFile } from './precompressPlugin';
import { TENANT_ASSET_DIR, compileAllTenants, listBrandAssets } from './tenantManifestsPlugin';

/** The file of the build folder that records what it was built from. */
export const BUILD_STAMP = '.build-stamp.json';

/** What the portal's build reads, besides tenants/. */
export const SOURCE_INPUTS = ['src', 'widgets', 'engine', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'] as const;

export interface BuildStamp {
  sources: string;
  tenants: string;
}

/** Tests change nothing in the build. */
const IGNORED = /(^|\/)(node_modules|\.[^/]*)(\/|$)|\.test\.tsx?$/;

function listFiles(root: string, path: string, out: string[]): void {
  const full = join(root, path);
  if (!existsSync(full) || IGNORED.test(path)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) listFiles(root, path === '' ? name : `${path}/${name}`, out);
  } else out.push(path);
}

/** A SHA-256 over the paths and contents of the files under `inputs` (folders or files of `root`). */
export function fingerprint(root: string, inputs: readonly string[]): string {
  const files: string[] = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function currentStamp(root: string): BuildStamp {
  return { sources: fingerprint(root, SOURCE_INPUTS), tenants: fingerprint(root, ['tenants']) };
}

export function readStamp(portalDir: string): BuildStamp | undefined {
  try {
    const value = JSON.parse(readFileSync(join(portalDir, BUILD_STAMP), 'utf8')) as Partial<BuildStamp>;
    return typeof value.sources === 'string' && typeof value.tenants === 'string' ? { sources: value.sources, tenants: value.tenants } : undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(portalDir: string, stamp: BuildStamp): void {
  mkdirSync(portalDir, { recursive: true });
  writeFileSync(join(portalDir, BUILD_STAMP), `${JSON.stringify(stamp)}\n`);
}

/** Vite plugin: records the fingerprints taken when the build started beside the built files. */
export function buildStampPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let stamp: BuildStamp | undefined;
  return {
    name: 'wl-build-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    buildStart() {
      stamp = currentStamp(root);
    },
    writeBundle(options) {
      if (stamp !== undefined) writeStamp(options.dir ?? outDir, stamp);
    },
  };
}

export type Freshness = 'fresh' | 'tenants-changed' | 'sources-changed' | 'not-built';

/** How the build in `portalDir` compares with what is on disk. */
export function portalFreshness(root: string, portalDir: string, now: BuildStamp = currentStamp(root)): Freshness {
  if (!existsSync(join(portalDir, 'index.html'))) return 'not-built';
  const built = readStamp(portalDir);
  if (built === undefined || built.sources !== now.sources) return 'sources-changed';
  return built.tenants === now.tenants ? 'fresh' : 'tenants-changed';
}

/**
 * Rewrites the compiled tenants of a built portal from tenants/ (what the build's tenant plugin
 * emits: tenants/<code>.json, tenants/index.json and brand/<code>/ files, each with its compressed
 * copies) and touches index.html, so a running server reads them anew. Returns the error lines when
 * a tenant does not check (nothing is written then).
 */
export function refreshTenantAssets(root: string, portalDir: string): string[] {
  const compiled = compileAllTenants(root);
  const errors = compiled.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  if (errors.length > 0) return errors;
  const write = (path: string, content: string | Buffer) => {
    const full = join(portalDir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    precompressFile(full);
  };
  const dir = join(portalDir, TENANT_ASSET_DIR);
  for (const old of existsSync(dir) ? readdirSync(dir) : []) {
    const code = old.replace(/\.json(\.br|\.gz)?$/, '');
    if (code !== 'index' && !compiled.manifests.has(code)) rmSync(join(dir, old), { force: true });
  }
  for (const [code, manifest] of compiled.manifests) {
    write(`${TENANT_ASSET_DIR}/${code}.json`, JSON.stringify(manifest));
    for (const file of listBrandAssets(root, code)) write(`brand/${code}/${file}`, readFileSync(join(root, 'tenants', code, 'assets', file)));
  }
  write(`${TENANT_ASSET_DIR}/index.json`, JSON.stringify(compiled.domains));
  const index = join(portalDir, 'index.html');
  const now = new Date();
  utimesSync(index, now, now);
  return [];
}

export interface EnsurePortalOptions {
  /** Builds the portal into `portalDir`; returns the exit status. By default `vite build`, quietly. */
  build?: () => number;
  log?: (line: string) => void;
}

/** `vite build` into `portalDir`, printing warnings and errors only. */
function viteBuild(root: string, portalDir: string): number {
  const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', portalDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Vite's note about its future config loader is for Vite's own developers, not for an operator's start.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  return built.status ?? 1;
}

/**
 * The start path's first step: builds the portal when there is none or its sources changed since,
 * rewrites the compiled tenants when only tenants/ changed, and does nothing when the build is
 * current. Throws with the diagnostics when a tenant does not check or the build fails.
 */
export function ensurePortal(root: string, portalDir: string, options: EnsurePortalOptions = {}): Freshness {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = currentStamp(root);
  const freshness = portalFreshness(root, portalDir, now);
  if (freshness === 'not-built' || freshness === 'sources-changed') {
    log(freshness === 'not-built' ? 'building the portal (first start)…' : 'the portal\'s sources changed since its last build: building it again…');
    const status = (options.build ?? (() => viteBuild(root, portalDir)))();
    if (status !== 0) throw new Error(`the portal's build failed (exit status ${status}); npm run build shows why`);
  } else if (freshness === 'tenants-changed') {
    log('tenants/ changed since the last build: compiling the tenants again…');
    const errors = refreshTenantAssets(root, portalDir);
    if (errors.length > 0) throw new Error(`tenant manifests have ${errors.length} error(s):\n${errors.join('\n')}\n(npm run tenants -- check)`);
    writeStamp(portalDir, now);
  }
  return freshness;
}
