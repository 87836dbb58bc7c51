/** Node-side adapter: reads tenant folders from disk for the CLI, the tests, the bench and the server. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { SourceFile, TenantSources } from '../index';

/** Folder under tenants/ that holds presets rather than merchants. */
export const PRESETS_FOLDER = 'presets';

/** The project root (two levels above this file). */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

function readSource(root: string, path: string): SourceFile | undefined {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  return { path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') };
}

function listFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(join(dir, name)).isDirectory())
    .sort();
}

/** Every merchant folder under tenants/ (presets excluded), sorted. */
export function listTenants(root = PROJECT_ROOT): string[] {
  return listFolders(join(root, 'tenants')).filter((n) => n !== PRESETS_FOLDER);
}

/** Every preset under tenants/presets/. */
export function listPresets(root = PROJECT_ROOT): string[] {
  return listFolders(join(root, 'tenants', PRESETS_FOLDER));
}

/** The manifest files of one tenant and of every preset, as the engine takes them. */
export function readTenantSources(tenant: string, root = PROJECT_ROOT): TenantSources {
  const presets: TenantSources['presets'] = {};
  for (const name of listPresets(root)) {
    const entry: TenantSources['presets'][string] = {};
    const layout = readSource(root, `tenants/${PRESETS_FOLDER}/${name}/layout.json`);
    const features = readSource(root, `tenants/${PRESETS_FOLDER}/${name}/features.json`);
    if (layout) entry.layout = layout;
    if (features) entry.features = features;
    presets[name] = entry;
  }
  const sources: TenantSources = { tenant, presets };
  const layout = readSource(root, `tenants/${tenant}/layout.json`);
  const features = readSource(root, `tenants/${tenant}/features.json`);
  const seed = readSource(root, `tenants/${tenant}/seed.json`);
  if (layout) sources.layout = layout;
  if (features) sources.features = features;
  if (seed) sources.seed = seed;
  return sources;
}
