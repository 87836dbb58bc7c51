/**
 * The built portal's chunk graph, read from Vite's manifest (.vite/manifest.json): which JavaScript a
 * route loads. The bundle test (budget and code-splitting checks) and the bundle benchmark use it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WIDGET_CATALOGUE, WIDGET_IDS, type WidgetId } from '../../schemas/widgets/catalogue';
import type { ResolvedSite } from '../types';

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Widgets the frame of every portal page renders, and the modals that may open on arrival. */
export const FRAME_WIDGETS: readonly WidgetId[] = [
  'app-header', 'top-navigation', 'vendor-drop-menu', 'side-menu', 'app-footer', 'scroll-top-button', 'public-announcement-modal', 'message-dialog',
];

export function readBuildManifest(outDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

/** The manifest key (source path) of a widget's component module, when the build has one. */
export function widgetKey(manifest: BuildManifest, id: WidgetId): string | undefined {
  return Object.keys(manifest).find((key) => key.startsWith(`widgets/${id}/`) && manifest[key]?.isDynamicEntry === true);
}

/** The chunk files loaded for these manifest keys: each chunk and its static imports, transitively. */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the build manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The entry chunks of the build (the shell). */
export function entryKeys(manifest: BuildManifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
}

/** JavaScript files the home route of a site loads: the shell, the frame's widgets and the home page's widgets. */
export function homeRouteFiles(manifest: BuildManifest, site: ResolvedSite): Set<string> {
  const home = site.routes.find((route) => route.path === '/');
  if (home === undefined) throw new Error(`tenant ${site.tenant.code} has no home route`);
  const widgets = new Set<WidgetId>([...FRAME_WIDGETS, ...home.widgets.map((w) => w.widget)]);
  const keys = [...entryKeys(manifest), ...[...widgets].flatMap((id) => widgetKey(manifest, id) ?? [])];
  return new Set([...staticClosure(manifest, keys)].filter((file) => file.endsWith('.js')));
}

/** Widgets whose lazy group is one of these, with their chunk file in this build. */
export function widgetFilesOfGroups(manifest: BuildManifest, groups: ReadonlySet<string>): Map<string, WidgetId> {
  const files = new Map<string, WidgetId>();
  for (const id of WIDGET_IDS.filter((w) => groups.has(WIDGET_CATALOGUE[w].lazyGroup))) {
    const key = widgetKey(manifest, id);
    const chunk = key === undefined ? undefined : manifest[key];
    if (chunk !== undefined) files.set(chunk.file, id);
  }
  return files;
}

/** Gzip size (level 9) of built files, in bytes. */
export function gzipBytes(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return total;
}
