/**
 * The portal's HTML, per request: the built index.html with, in its head, the page's head start
 * (schemas/api/boot.ts): the tenant index, the boot calls' answers for this visitor, made through
 * this server's own routes (inject), so they are exactly what the browser would have fetched, and the
 * site the engine resolves from the tenant's compiled manifest and those answers (the manifest itself
 * when they do not resolve); and `modulepreload` links for the frame's and the requested page's widget
 * chunks and the default language's message catalogue. The boot's waterfall (manifest, then six
 * calls, then resolving, then widget chunks) becomes one response, and the browser downloads no
 * resolver. The page is private to the visitor (it holds
 * their address's permission answer).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUILT_IN_ROUTES, isShippedManifestOf, resolveSite, routeAtPath, serverSnapshotOf, toCompiledTenant } from '../../engine/index';
import { catalogueKey, entryKeys, readBuildManifest, staticClosure, widgetKey, type BuildManifest } from '../../engine/build/chunkGraph';
import { LANGUAGES, type Language } from '../../schemas/domain';
import { FRAME_WIDGETS } from '../../engine/build/chunkGroups';
import {
  BOOT_CALLS, BOOT_DATA_ID, plainPageCookie, type BootData, type PageAnswerRequest, type PageRenderInput, type PrimedAnswer, type RenderedPortal,
} from '../../schemas/api/boot';
import { SSR_BUNDLE, SSR_DIR } from '../../engine/build/ssrBuildPlugin';
import { CALL_TABLE } from '../../schemas/api/callTable';
import { cookieValue } from '../../schemas/api/cookies';
import type { WidgetId } from '../../schemas/widgets/catalogue';
import { escapeMarkup } from './escapeMarkup';
import type { TenantInfo } from '../modules/tenants/index';
import { sanitizerWindow } from './sanitizerWindow';

interface BuiltPortal {
  stamp: number;
  html: string;
  manifest: BuildManifest | undefined;
  domains: Record<string, string>;
  tenants: Map<string, Record<string, unknown>>;
  /** Resolved sites by tenant and answers (the same answers resolve to the same site); null: did not resolve. */
  sites: Map<string, Record<string, unknown> | null>;
  /** The build's server render (src/ssr/renderPage.tsx), loaded on first use; undefined without one. */
  renderer?: Promise<PageRenderer | undefined>;
}

/** The server render's module, as this server uses it (src/ssr/renderPage.tsx; the types are schemas/api/boot.ts's). */
interface PageRenderer {
  renderPortalPage(input: PageRenderInput): Promise<RenderedPortal | undefined>;
}

/** How long a page waits for its server render before it goes out without one (the browser then draws it). */
const RENDER_BUDGET_MS = 2_000;

/** Resolved sites kept per build; visitors share a handful of answer sets (status and permission vary). */
const SITE_CACHE_LIMIT = 64;

/** JSON that cannot end the script element or open a comment inside it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The built files, read again whenever index.html changes (a rebuild is served without a restart). */
function builtPortal(portalDir: string, cache: { value?: BuiltPortal }): BuiltPortal {
  const stamp = statSync(join(portalDir, 'index.html')).mtimeMs;
  if (cache.value?.stamp === stamp) return cache.value;
  let manifest: BuildManifest | undefined;
  try {
    manifest = readBuildManifest(portalDir);
  } catch {
    manifest = undefined; // a build without .vite/manifest.json: no preload hints
  }
  const domains = readJson(join(portalDir, 'tenants/index.json'));
  cache.value = {
    stamp,
    html: readFileSync(join(portalDir, 'index.html'), 'utf8'),
    manifest,
    domains: typeof domains === 'object' && domains !== null ? (domains as Record<string, string>) : {},
    tenants: new Map(),
    sites: new Map(),
  };
  return cache.value;
}

function tenantManifest(portalDir: string, built: BuiltPortal, code: string): Record<string, unknown> | undefined {
  if (!built.tenants.has(code)) {
    const manifest = readJson(join(portalDir, 'tenants', `${code}.json`));
    if (typeof manifest === 'object' && manifest !== null) built.tenants.set(code, manifest as Record<string, unknown>);
  }
  return built.tenants.get(code);
}

/** The page widgets the manifest places on a built-in route's page, by the request's path. */
function pageWidgets(manifest: Record<string, unknown>, path: string): WidgetId[] {
  const route = routeAtPath(BUILT_IN_ROUTES, path);
  if (route === undefined) return [];
  const layout = manifest['layout'] as { pages?: Record<string, { widget?: string }[]> } | undefined;
  return (layout?.pages?.[route.page] ?? []).flatMap((p) => (typeof p.widget === 'string' ? [p.widget as WidgetId] : []));
}

/**
 * `modulepreload` links for the chunks of the frame's and the page's widgets, which the shell would
 * otherwise only ask for once it has rendered; the entry's own chunks are in index.html already (and
 * the one style sheet with them).
 */
export function preloadLinks(manifest: BuildManifest, widgets: readonly WidgetId[], language?: Language): string {
  const entry = staticClosure(manifest, entryKeys(manifest));
  const keys = [...new Set([...FRAME_WIDGETS, ...widgets])].flatMap((id) => widgetKey(manifest, id) ?? []);
  // The message catalogue of the tenant's default language, which the boot loads before the first
  // render (a visitor who chose the other language loads theirs then).
  const catalogue = language === undefined ? undefined : catalogueKey(manifest, language);
  if (catalogue !== undefined) keys.push(catalogue);
  return [...staticClosure(manifest, keys)]
    .filter((file) => file.endsWith('.js') && !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** Inter's latin faces in the weights the portal uses (src/shell/fonts.css): the text of every tenant's pages. */
const FIRST_FONTS = ['400', '600', '700'].map((weight) => `/inter-latin-${weight}-normal.woff2`);

/**
 * `preload` links for the fonts the page's text is set in, so they arrive with the style sheet that
 * declares them and the page's first layout is already in Inter: a face that swapped in later would
 * lay the whole page out again after its first paint (a long task on a phone).
 */
export function fontPreloadLinks(manifest: BuildManifest): string {
  return Object.entries(manifest)
    .filter(([key, chunk]) => FIRST_FONTS.some((font) => key.endsWith(font)) && chunk.file.endsWith('.woff2'))
    .map(([, chunk]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${chunk.file}">`)
    .join('');
}

/**
 * One GET of this server's API for the page, as the visitor's browser would make it (their address,
 * host and merchant); undefined when it could not be made, and the browser makes it itself.
 */
async function answerThroughRoutes(app: FastifyInstance, request: FastifyRequest, tenant: TenantInfo, url: string, headers: Record<string, string>): Promise<PrimedAnswer | undefined> {
  try {
    const res = await app.inject({
      method: 'GET', url, remoteAddress: request.ip,
      headers: { ...headers, host: request.headers.host ?? '', accept: 'application/json', 'x-merchant-code': tenant.merchantCode },
    });
    return { status: res.statusCode, body: res.body };
  } catch {
    return undefined;
  }
}

/** Answers by key, without those that could not be made. */
async function answersByKey(entries: readonly (readonly [string, Promise<PrimedAnswer | undefined>])[]): Promise<Record<string, PrimedAnswer>> {
  const answers = await Promise.all(entries.map(async ([key, answer]) => [key, await answer] as const));
  return Object.fromEntries(answers.filter((entry): entry is readonly [string, PrimedAnswer] => entry[1] !== undefined));
}

/** The boot calls' answers for this request's visitor, through this server's own routes (all GET without params). */
function bootAnswers(app: FastifyInstance, request: FastifyRequest, tenant: TenantInfo, language: string): Promise<BootData['answers']> {
  return answersByKey(BOOT_CALLS.map((name) => {
    const def = CALL_TABLE[name];
    return [name, answerThroughRoutes(app, request, tenant, def.path, { 'accept-language': language, ...(def.moduleId ? { 'x-module-id': def.moduleId } : {}) })] as const;
  }));
}

/** The value of a successful answer (`{ success: true, value }` with a 2xx status); undefined otherwise. */
function answerValue(answer: PrimedAnswer | undefined): unknown {
  if (answer === undefined || answer.status < 200 || answer.status >= 300) return undefined;
  try {
    const body = JSON.parse(answer.body) as { success?: unknown; value?: unknown };
    return body.success === true ? body.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site the portal would resolve from this manifest and these answers: the engine's resolveSite on
 * the answers' values, exactly as the browser's boot runs it. Undefined when an answer is missing or
 * failed, or the site does not resolve: the browser then resolves it itself and shows what is wrong.
 */
export function resolvedSiteFor(code: string, manifest: Record<string, unknown>, answers: BootData['answers']): Record<string, unknown> | undefined {
  if (!isShippedManifestOf(code, manifest)) return undefined;
  const values = Object.fromEntries(BOOT_CALLS.map((name) => [name, answerValue(answers[name])]));
  if (Object.values(values).some((value) => value === undefined)) return undefined;
  try {
    // Every boot call is there (checked just above); resolveSite validates each value.
    const { site } = resolveSite(toCompiledTenant(manifest), serverSnapshotOf(values as unknown as Parameters<typeof serverSnapshotOf>[0]));
    // A ResolvedSite is plain data (a test keeps it so): what the browser parses is what was resolved.
    return site === undefined ? undefined : (site as unknown as Record<string, unknown>);
  } catch {
    // A manifest the build did not compile (its outline fits, its content does not): the page still
    // goes out, and the browser's boot reports what is wrong.
    return undefined;
  }
}

/** resolvedSiteFor, remembered per build for the answer sets it has seen. */
function cachedSite(built: BuiltPortal, code: string, manifest: Record<string, unknown>, answers: BootData['answers']): Record<string, unknown> | undefined {
  const hash = createHash('sha256').update(code);
  for (const name of BOOT_CALLS) hash.update(`\n${answers[name]?.status ?? 0}\n${answers[name]?.body ?? ''}`);
  const key = hash.digest('base64');
  let site = built.sites.get(key);
  if (site === undefined) {
    site = resolvedSiteFor(code, manifest, answers) ?? null;
    if (built.sites.size >= SITE_CACHE_LIMIT) built.sites.delete(built.sites.keys().next().value as string);
    built.sites.set(key, site);
  }
  return site ?? undefined;
}

/** The build's server render, loaded once per build; undefined when the build has none or it does not load. */
function pageRenderer(portalDir: string, built: BuiltPortal): Promise<PageRenderer | undefined> {
  built.renderer ??= (async () => {
    const file = join(portalDir, SSR_DIR, SSR_BUNDLE);
    if (!existsSync(file)) return undefined;
    try {
      // The build's stamp in the URL: a rebuilt portal's render is loaded afresh, like its HTML.
      const loaded = (await import(`${pathToFileURL(file).href}?build=${built.stamp}`)) as Partial<PageRenderer>;
      return typeof loaded.renderPortalPage === 'function' ? (loaded as PageRenderer) : undefined;
    } catch {
      return undefined;
    }
  })();
  return built.renderer;
}

/** Whether the visitor's browser asked for pages without server-rendered content (schemas/api/boot.ts plainPageCookie). */
function wantsPlainPage(request: FastifyRequest, tenant: string): boolean {
  return cookieValue(request.headers.cookie ?? '', plainPageCookie(tenant)) !== undefined;
}

/** Answers of the server render's calls, through this server's own routes; never another origin's. */
function pageAnswers(app: FastifyInstance, request: FastifyRequest, tenant: TenantInfo, requests: readonly PageAnswerRequest[]): Promise<Record<string, PrimedAnswer>> {
  return answersByKey(requests.filter(({ url }) => url.startsWith('/')).map(({ key, url, headers }) => [key, answerThroughRoutes(app, request, tenant, url, headers)] as const));
}

/** Resolves with undefined once `ms` have passed, so a slow render never holds the page. */
function within<T>(promise: Promise<T>, ms: number, onError: (error: unknown) => void): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.catch((error: unknown) => { onError(error); return undefined; }),
    new Promise<undefined>((resolve) => { timer = setTimeout(() => resolve(undefined), ms); }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * index.html with the server's render: the content in the root (marked `data-ssr` until the browser
 * has taken it over), the document's language, theme and title, and, in place of the module scripts
 * and their preloads, the paint-first loader (public/paint-first.js), which adds them after the
 * first paint. `preload` are the page's own chunk hints (preloadLinks), passed to the loader too.
 */
export function serverRenderedHtml(html: string, rendered: RenderedPortal, preload: string): string {
  const modules: string[] = [];
  let entry: string | undefined;
  let page = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_, src: string) => { entry ??= src; return ''; })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => { modules.push(href); return ''; });
  if (entry === undefined) return html;
  for (const match of preload.matchAll(/href="([^"]+)"/g)) if (match[1] !== undefined) modules.push(match[1]);
  const { document: doc } = rendered;
  const head = `<style>${doc.themeCss}</style>`
    + (doc.favicon === undefined ? '' : `<link rel="icon" href="${escapeMarkup(doc.favicon)}">`)
    + `<script src="/paint-first.js" defer data-entry="${escapeMarkup(entry)}" data-preload="${escapeMarkup([...new Set(modules)].filter((m) => m !== entry).join(' '))}"></script>`;
  page = page
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeMarkup(doc.language)}" data-theme="${escapeMarkup(doc.theme)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(doc.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    // The marker after the content tells the style sheet the whole of it has been parsed (portal.css).
    .replace('<div id="root"></div>', `<div id="root" data-ssr="">${rendered.html}</div><template id="wl-drawn"></template>`);
  return page;
}

/** Registers nothing; returns the handler that sends the portal's HTML for a GET of a portal path. */
export function portalPage(app: FastifyInstance, portalDir: string) {
  const cache: { value?: BuiltPortal } = {};
  // The render's DOM (jsdom) loads while the server starts, not while the first visitor waits.
  void sanitizerWindow();
  return async function sendPortalPage(request: FastifyRequest, reply: FastifyReply) {
    const built = builtPortal(portalDir, cache);
    const tenant = request.tenant;
    const manifest = tenantManifest(portalDir, built, tenant.code);
    let head = built.manifest === undefined ? '' : fontPreloadLinks(built.manifest);
    let page = built.html;
    if (manifest !== undefined) {
      const features = manifest['features'] as { languages?: { default?: string } } | undefined;
      const language = features?.languages?.default ?? 'pt';
      const answers = await bootAnswers(app, request, tenant, language);
      const site = cachedSite(built, tenant.code, manifest, answers);
      const data: BootData = { v: 2, tenant: tenant.code, domains: built.domains, answers, ...(site === undefined ? { manifest } : { site }) };
      const path = request.url.split('?')[0] ?? '/';
      const preload = built.manifest === undefined ? '' : preloadLinks(built.manifest, pageWidgets(manifest, path), LANGUAGES.find((l) => l === language));
      // A guest's page goes out with its content drawn (src/ssr/renderPage.tsx), within a time budget.
      const renderer = site === undefined || wantsPlainPage(request, tenant.code) ? undefined : await pageRenderer(portalDir, built);
      const domWindow = renderer === undefined ? undefined : await sanitizerWindow();
      const rendered = renderer === undefined || site === undefined ? undefined : await within(renderer.renderPortalPage({
        site, path, answers, fetchAnswers: (requests) => pageAnswers(app, request, tenant, requests),
        cookies: request.headers.cookie ?? '', ...(domWindow === undefined ? {} : { sanitizerWindow: domWindow }),
      }), RENDER_BUDGET_MS, (error) => request.log.warn({ err: error }, 'server render failed; the page goes out without content'));
      if (rendered !== undefined) {
        data.pageAnswers = rendered.pageAnswers;
        data.hosts = rendered.hosts;
        data.rendered = rendered.rendered;
        page = serverRenderedHtml(page, rendered, preload);
      } else {
        head += preload;
      }
      const block = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForHtml(data)}</script>`;
      // Behind the content of a rendered page (the browser paints that first); in the head otherwise.
      if (rendered !== undefined) page = page.replace('</body>', `${block}</body>`);
      else head += block;
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(page.replace('</head>', `${head}</head>`));
  };
}
