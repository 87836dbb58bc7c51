/**
 * The built portal's chunk graph, read from Vite's manifest (.vite/manifest.json): which JavaScript a
 * route loads. The bundle test (budget and code-splitting checks) and the bundle benchmark use it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Language } from '../../schemas/domain';
import { WIDGET_CATALOGUE, WIDGET_IDS, type WidgetId } from '../../schemas/widgets/catalogue';
import type { ResolvedSite } from '../types';
import { FRAME_WIDGETS, isDeferredModule, memberGroupWidgets, widgetGroupOf } from './chunkGroups';

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name; a group chunk (chunkGroups.ts) has its group's name and no src. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;


export function readBuildManifest(outDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

/**
 * The manifest key of the chunk that holds a widget's component: its own dynamic entry (or the
 * bundler's facade for it), else the group chunk it was bundled into (chunkGroups.ts); modules the
 * widget loads itself later (isDeferredModule, or a module of a subfolder: the signed-in header's
 * part) are not its component.
 */
export function widgetKey(manifest: BuildManifest, id: WidgetId): string | undefined {
  const folder = `widgets/${id}/`;
  const own = Object.keys(manifest).find((key) => key.startsWith(folder) && !key.slice(folder.length).includes('/')
    && manifest[key]?.isDynamicEntry === true && !isDeferredModule(key));
  if (own !== undefined) return own;
  const group = widgetGroupOf(id);
  return group === undefined ? undefined : Object.keys(manifest).find((key) => manifest[key]?.name === group && manifest[key]?.src === undefined);
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

/** The module of each language's first-render catalogue; the browser loads the visitor's language only, its error texts beside it without waiting (engine/i18n/catalogues.ts). */
export const CATALOGUE_MODULES: Readonly<Record<Language, string>> = { pt: 'engine/i18n/coreMessages.pt.ts', en: 'engine/i18n/coreMessages.en.ts' };

/**
 * The manifest key of the chunk that holds a language's message catalogue: the module's own dynamic
 * entry, or the chunk named after it (what the bundler makes of a module that other chunks also
 * import statically); undefined when the catalogue is not a chunk of its own.
 */
export function catalogueKey(manifest: BuildManifest, language: Language): string | undefined {
  const module = CATALOGUE_MODULES[language];
  if (manifest[module] !== undefined) return module;
  const name = module.slice(module.lastIndexOf('/') + 1).replace(/\.ts$/, '');
  return Object.keys(manifest).find((key) => manifest[key]?.name === name && manifest[key]?.src === undefined);
}

/**
 * JavaScript files the home route of a site loads: the shell, the message catalogue of the site's
 * default language (boot loads it before the first render), the frame's widgets and the home page's widgets.
 */
export function homeRouteFiles(manifest: BuildManifest, site: ResolvedSite): Set<string> {
  const home = site.routes.find((route) => route.path === '/');
  if (home === undefined) throw new Error(`tenant ${site.tenant.code} has no home route`);
  const widgets = new Set<WidgetId>([...FRAME_WIDGETS, ...home.widgets.map((w) => w.widget)]);
  const catalogue = catalogueKey(manifest, site.languages.default);
  const keys = [
    ...entryKeys(manifest),
    ...(catalogue === undefined ? [] : [catalogue]),
    ...[...widgets].flatMap((id) => widgetKey(manifest, id) ?? []),
  ];
  return new Set([...staticClosure(manifest, keys)].filter((file) => file.endsWith('.js')));
}

/** The module that resolves the site in the browser, when the page came without the server's site. */
export const CLIENT_RESOLVER_MODULE = 'src/boot/resolveOnClient.ts';

/**
 * The JavaScript of the client resolver's chunk and what it imports that the home route does not
 * already load: what a page from a static host (no head start) downloads on top of the home route.
 */
export function clientResolverFiles(manifest: BuildManifest, homeFiles: ReadonlySet<string>): Set<string> {
  if (manifest[CLIENT_RESOLVER_MODULE] === undefined) throw new Error(`${CLIENT_RESOLVER_MODULE} is not a chunk of this build`);
  return new Set([...staticClosure(manifest, [CLIENT_RESOLVER_MODULE])].filter((file) => file.endsWith('.js') && !homeFiles.has(file)));
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

/**
 * The home route's JavaScript, gzip, on a page with the server's head start (the reference server's
 * page: the site comes resolved, so the resolver is not downloaded): the target of the quality gates
 * (at most 150 KB and at most 1.8 times the floor app's, bench/bundle.bench.ts prints both), and the
 * budget `npm test` holds every build to (tests/unit/bundle.test.ts, which builds the floor app
 * beside the portal, engine/build/floorApp.ts): both, the bytes and the ratio (about 141 KB and
 * 1.79 times since each page loads one language's catalogue and the entry's libraries share a chunk).
 */
export const HOME_JS_TARGET = { bytes: 150 * 1024, floorRatio: 1.8 } as const;
export const HOME_JS_BUDGET_BYTES = HOME_JS_TARGET.bytes;

/**
 * The member centre's own JavaScript: the chunks its widgets (frame, pages, kits) load that the home
 * route has not loaded already, which is what a member opening /member from home downloads.
 */
export function memberCentreFiles(manifest: BuildManifest, homeFiles: ReadonlySet<string>): Set<string> {
  const keys = memberGroupWidgets().flatMap((id) => widgetKey(manifest, id) ?? []);
  if (keys.length === 0) throw new Error('the build has no member-centre chunk');
  return new Set([...staticClosure(manifest, keys)].filter((file) => file.endsWith('.js') && !homeFiles.has(file)));
}

/**
 * Budget of the member centre's own JavaScript (memberCentreFiles), gzip: 45 KB, what the issue
 * suggests. The frame, nine pages, their kits and texts in two languages measured well under it.
 */
export const MEMBER_JS_BUDGET_BYTES = 45 * 1024;

/** The points mall's own JavaScript: its widget's static closure, less what the home route loaded. */
export function pointsMallFiles(manifest: BuildManifest, homeFiles: ReadonlySet<string>): Set<string> {
  const key = widgetKey(manifest, 'points-mall');
  if (key === undefined) throw new Error('the build has no points-mall chunk');
  return new Set([...staticClosure(manifest, [key])].filter((file) => file.endsWith('.js') && !homeFiles.has(file)));
}

/**
 * Budget of the points mall's own JavaScript (pointsMallFiles), gzip: 15 KB. Its five tabs, the
 * conversion and redeem forms and its texts in two languages measured about a third of it.
 */
export const POINTS_MALL_JS_BUDGET_BYTES = 15 * 1024;

/** Gzip size (level 9) of built files, in bytes. */
export function gzipBytes(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return total;
}
