/**
 * The development preview (`npm run tenants -- preview <code>`, or `PREVIEW=1 npm start`): the
 * reference server watches tenants/; when a manifest is saved it compiles the tenants again
 * (engine/build/portalFreshness.ts), serves the new ones, and tells every open page to reload
 * (Server-Sent Events on /dev/preview/events, which the portal listens to when the page carries
 * `<meta name="wl-preview">`). While a tenant does not check, every page is a list of its located
 * diagnostics that reloads itself every two seconds, so fixing the file brings the portal back.
 * Development only: never started in production.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { refreshTenantAssets } from '../../engine/build/portalFreshness';
import { escapeMarkup } from './escapeMarkup';
import { loadTenants, type TenantRegistry } from '../modules/tenants/index';

export const PREVIEW_EVENTS = '/dev/preview/events';
const PREVIEW_META = `<meta name="wl-preview" content="${PREVIEW_EVENTS}">`;

export interface PreviewOptions {
  root: string;
  portalDir: string;
  /** Milliseconds to wait for more saves before compiling (editors write in steps). */
  settle?: number;
}

export interface Preview {
  /** Compiles the tenants now and tells the pages (the watcher calls it on each save). */
  refresh(): void;
  /** The located diagnostics while a tenant does not check; empty otherwise. */
  errors(): readonly string[];
  close(): void;
}

/** Puts a new registry's tenants into the one the server holds, in place. */
function replaceRegistry(target: TenantRegistry, next: TenantRegistry): void {
  target.all.splice(0, target.all.length, ...next.all);
  for (const key of ['byCode', 'byDomain', 'byMerchant'] as const) {
    target[key].clear();
    for (const [k, v] of next[key]) target[key].set(k, v);
  }
}

/** The page shown instead of the portal while a tenant does not check: its diagnostics, reloading itself. */
export function diagnosticsPage(errors: readonly string[]): string {
  const items = errors.map((e) => `<li><code>${escapeMarkup(e)}</code></li>`).join('');
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">'
    + '<title>Tenant manifests have errors</title></head><body style="font-family:sans-serif;padding:24px">'
    + `<h1>Tenant manifests have ${errors.length} error(s)</h1><ul>${items}</ul>`
    + '<p>Fix them and save: this page reloads by itself (npm run tenants -- check lists them too).</p></body></html>';
}

export function attachPreview(app: FastifyInstance, { root, portalDir, settle = 150 }: PreviewOptions): Preview {
  const clients = new Set<ServerResponse>();
  let errors: string[] = [];
  let timer: NodeJS.Timeout | undefined;

  app.get(PREVIEW_EVENTS, (request, reply) => {
    reply.hijack();
    // A hijacked answer is written raw: with the headers set on the reply so far (the security headers).
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    reply.raw.write(': preview\n\n');
    clients.add(reply.raw);
    request.raw.on('close', () => clients.delete(reply.raw));
  });

  // Pages go out uncompressed in the preview, so that the hook below can mark or replace them.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) delete request.headers['accept-encoding'];
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    if (errors.length > 0) {
      void reply.code(500);
      return diagnosticsPage(errors);
    }
    return payload.replace(/<head>/i, `<head>${PREVIEW_META}`);
  });

  const refresh = () => {
    errors = refreshTenantAssets(root, portalDir);
    if (errors.length === 0) replaceRegistry(app.tenants, loadTenants(root));
    for (const error of errors) app.log.error(error);
    for (const client of clients) client.write('data: reload\n\n');
  };

  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(join(root, 'tenants'), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, settle);
    });
  } catch (error) {
    app.log.error(`the preview cannot watch tenants/: ${error instanceof Error ? error.message : String(error)}`);
  }

  return {
    refresh,
    errors: () => errors,
    close() {
      clearTimeout(timer);
      watcher?.close();
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
