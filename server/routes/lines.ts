/**
 * The line-speed test's server side (SPEC sections 2 and 9): the ping path each line is timed at, the
 * lines' origins in the portal page's Content-Security-Policy (connect-src), so the browser may time
 * a line on another host, and, outside production, a route that replaces a tenant's lines (the
 * end-to-end test serves three lines of its own).
 */
import type { FastifyInstance } from 'fastify';
import { devLinesBodySchema, pingQuerySchema, type DevLinesBody } from '../../schemas/api/lines';
import { noQuerySchema } from '../../schemas/api/session';
import { domainRouteValueSchema, type DomainRoute } from '../../schemas/api/system';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { domainRoutesOf, replaceDomainRoutes } from '../modules/content/index';

/** The distinct http(s) origins of the lines that are not the page's own; nothing else can enter the policy. */
export function lineOrigins(lines: readonly DomainRoute[], pageOrigin: string): string[] {
  const origins = new Set<string>();
  for (const line of lines) {
    try {
      const url = new URL(line.url, pageOrigin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== pageOrigin) origins.add(url.origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/** The policy with the origins added to connect-src (unchanged when there are none). */
export function withConnectOrigins(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy.replace(/(^|;)(\s*connect-src)([^;]*)/, (_match, start: string, name: string, sources: string) => `${start}${name}${sources} ${origins.join(' ')}`);
}

export async function lineRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  // Empty and never cached: the time it takes is the line's.
  app.get('/wps/system/ping', { schema: { querystring: pingQuerySchema } }, async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send());

  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    const policy = reply.getHeader('content-security-policy');
    if (typeof type !== 'string' || !type.startsWith('text/html') || typeof policy !== 'string' || request.tenant === null || request.tenant === undefined) return payload;
    const lines = await domainRoutesOf(db, request.tenant.code);
    const pageOrigin = `${request.protocol}://${request.host}`;
    reply.header('content-security-policy', withConnectOrigins(policy, lineOrigins(lines, pageOrigin)));
    return payload;
  });

  if (app.mode === 'production') return;
  app.put<{ Body: DevLinesBody }>('/dev/domainRoute', {
    schema: { querystring: noQuerySchema, body: devLinesBodySchema, response: { 200: wrappedResponseSchema(domainRouteValueSchema) } },
  }, async (request) => {
    await replaceDomainRoutes(db, request.tenant.code, request.body.lines);
    return { success: true, value: await domainRoutesOf(db, request.tenant.code) };
  });
}
