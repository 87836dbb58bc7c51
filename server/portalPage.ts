/**
 * The portal's HTML, per request: the built index.html with, in its head, the page's head start
 * (schemas/api/boot.ts): the tenant index, the tenant's compiled manifest and the boot calls' answers
 * for this visitor, made through this server's own routes (inject), so they are exactly what the
 * browser would have fetched; and `modulepreload` links for the frame's and the requested page's
 * widget chunks. The boot's waterfall (manifest, then six calls, then widget chunks) becomes one
 * response. The page is private to the visitor (it holds their address's permission answer).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUILT_IN_ROUTES, routeAtPath } from '../engine/index';
import { entryKeys, readBuildManifest, staticClosure, widgetKey, type BuildManifest } from '../engine/build/chunkGraph';
import { FRAME_WIDGETS } from '../engine/build/chunkGroups';
import { BOOT_CALLS, BOOT_DATA_ID, type BootData, type PrimedAnswer } from '../schemas/api/boot';
import { CALL_TABLE } from '../schemas/api/callTable';
import type { WidgetId } from '../schemas/widgets/catalogue';
import type { TenantInfo } from './tenants';

interface BuiltPortal {
  stamp: number;
  html: string;
  manifest: BuildManifest | undefined;
  domains: Record<string, string>;
  tenants: Map<string, Record<string, unknown>>;
}

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
export function preloadLinks(manifest: BuildManifest, widgets: readonly WidgetId[]): string {
  const entry = staticClosure(manifest, entryKeys(manifest));
  const keys = [...new Set([...FRAME_WIDGETS, ...widgets])].flatMap((id) => widgetKey(manifest, id) ?? []);
  return [...staticClosure(manifest, keys)]
    .filter((file) => file.endsWith('.js') && !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The boot calls' answers for this request's visitor, through this server's own routes. */
async function bootAnswers(app: FastifyInstance, request: FastifyRequest, tenant: TenantInfo, language: string): Promise<BootData['answers']> {
  const entries = await Promise.all(BOOT_CALLS.map(async (name): Promise<[string, PrimedAnswer] | undefined> => {
    const def = CALL_TABLE[name];
    try {
      const res = await app.inject({
        method: def.method,
        url: def.path,
        remoteAddress: request.ip,
        headers: {
          host: request.headers.host ?? '',
          accept: 'application/json',
          'accept-language': language,
          'x-merchant-code': tenant.merchantCode,
          ...(def.moduleId ? { 'x-module-id': def.moduleId } : {}),
        },
      });
      return [name, { status: res.statusCode, body: res.body }];
    } catch {
      return undefined; // the browser makes this call itself
    }
  }));
  return Object.fromEntries(entries.filter((e) => e !== undefined));
}

/** Registers nothing; returns the handler that sends the portal's HTML for a GET of a portal path. */
export function portalPage(app: FastifyInstance, portalDir: string) {
  const cache: { value?: BuiltPortal } = {};
  return async function sendPortalPage(request: FastifyRequest, reply: FastifyReply) {
    const built = builtPortal(portalDir, cache);
    const tenant = request.tenant;
    const manifest = tenantManifest(portalDir, built, tenant.code);
    let head = '';
    if (manifest !== undefined) {
      const features = manifest['features'] as { languages?: { default?: string } } | undefined;
      const language = features?.languages?.default ?? 'pt';
      const data: BootData = { v: 1, tenant: tenant.code, domains: built.domains, manifest, answers: await bootAnswers(app, request, tenant, language) };
      const path = request.url.split('?')[0] ?? '/';
      if (built.manifest !== undefined) head += preloadLinks(built.manifest, pageWidgets(manifest, path));
      head += `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForHtml(data)}</script>`;
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(built.html.replace('</head>', `${head}</head>`));
  };
}
