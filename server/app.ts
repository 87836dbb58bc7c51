/**
 * The reference merchant API and the built portal on one port. Every request is bound to a tenant
 * (by Host, or in development by the merchant header or ?tenant= on localhost); every answer is
 * wrapped as `{ success, value, message }`; bad input gets a 4xx with a reason, never a 500.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHelmet from '@fastify/helmet';
import type { Db } from './db/connect';
import { ApiError, failureBody } from './errors';
import type { TenantInfo, TenantRegistry } from './tenants';

export type ServerMode = 'development' | 'production' | 'test';

export interface AppOptions {
  db: Db;
  tenants: TenantRegistry;
  mode: ServerMode;
  /** The built portal (dist/portal); absent in API-only tests. */
  portalDir?: string;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantInfo;
  }
  interface FastifyInstance {
    db: Db;
    tenants: TenantRegistry;
    mode: ServerMode;
  }
}

/** Paths the API answers; everything else is the portal. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/img/', '/cdn/', '/demo-game'];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The request's host name without the port. */
function hostName(request: FastifyRequest): string {
  const host = (request.headers['x-forwarded-host'] as string | undefined) ?? request.headers.host ?? '';
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Tenant of a request: its Host among the manifests' domains. In development and tests, plain
 * localhost may choose with the `x-merchant-code` header or `?tenant=`, and otherwise gets the first
 * tenant alphabetically (documented in the README).
 */
export function resolveTenant(request: FastifyRequest, tenants: TenantRegistry, mode: ServerMode): TenantInfo | undefined {
  const host = hostName(request);
  const byHost = tenants.byDomain.get(host);
  if (byHost) return byHost;
  if (mode === 'production' || !LOOPBACK.has(host)) return undefined;
  const merchant = request.headers['x-merchant-code'];
  if (typeof merchant === 'string') return tenants.byMerchant.get(merchant);
  const query = (request.query as Record<string, unknown> | undefined)?.tenant;
  if (typeof query === 'string') return tenants.byCode.get(query);
  return tenants.all[0];
}

/** A strict Content-Security-Policy: no inline or evaluated script, frames only from this origin. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
};

/** Builds the server; routes are registered by `registerRoutes`. */
export async function buildApp(options: AppOptions, registerRoutes: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    ajv: {
      // Unknown keys are refused, not silently removed; query strings are coerced to their types.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
  });
  app.decorate('db', options.db);
  app.decorate('tenants', options.tenants);
  app.decorate('mode', options.mode);
  app.decorateRequest('tenant', null as unknown as TenantInfo);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    const tenant = resolveTenant(request, options.tenants, options.mode);
    if (!tenant) {
      await reply.code(404).send(failureBody('error.invalidUrl'));
      return reply;
    }
    request.tenant = tenant;
    return undefined;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(failureBody(error.code, error.value));
    const e = error as { validation?: unknown; statusCode?: number; message: string; code?: string };
    if (e.validation) {
      return reply.code(400).send({ ...failureBody('error.invalidRequest'), message: `invalid request: ${e.message}` });
    }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.code(e.statusCode).send({ ...failureBody('error.invalidRequest'), message: `invalid request: ${e.message}` });
    }
    request.log.error(error);
    return reply.code(500).send(failureBody('error.unknown'));
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && request.method === 'GET' && options.portalDir && existsSync(join(options.portalDir, 'index.html'))) {
      // The portal is a single-page app: its routes all serve index.html.
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(failureBody('error.notFound'));
  });

  if (options.portalDir && existsSync(options.portalDir)) {
    await app.register(fastifyStatic, {
      root: options.portalDir,
      wildcard: false,
      index: ['index.html'],
      setHeaders(res, path) {
        // Hashed assets never change; the HTML and the tenant manifests are revalidated.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  await registerRoutes(app);
  return app;
}
