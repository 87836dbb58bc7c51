/**
 * The reference merchant API and the built portal on one port. Every request is bound to a tenant
 * (by Host, or in development by the merchant header or ?tenant= on localhost); every answer is
 * wrapped as `{ success, value, message }`; bad input gets a 4xx with a reason, never a 500.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { Db, Listen } from './db/connect';
import { PUSH_EVICT_CHANNEL, PUSH_SOCKET_TTL_MS, UNREAD_CHANNEL, UnreadHub, goneSeats, refreshPushSockets } from './modules/messages/index';
import { PUSH_SOCKETS_PER_MEMBER } from '../schemas/api/messages';
import { failureBody, statusOf } from './http/errors';
import { findUnstorableText } from './http/storableText';
import { DomainError } from './platform/domainError';
import { portalPage } from './page/portalPage';
import { securityHeadersOf } from './page/securityHeaders';
import { developmentSocialIdentity, noSocialIdentity, tokenOf, type SocialIdentityProvider } from './modules/members/index';
import { ImageStore, uploadDirOf } from './modules/applications/index';
import type { TenantInfo, TenantRegistry } from './modules/tenants/index';
import { systemClock, type Clock } from './platform/clock';
import type { ServerMode } from './platform/serverMode';
import { instrumentHttp } from './ops/httpMetrics';
import { loggerOptionsOf, type LoggerSetting } from './ops/logging';
import { requestContextHooks, requestIdOf } from './ops/requestContext';
import { healthRoutes, isProbePath, unavailableAnswer } from './ops/health';

export interface AppOptions {
  db: Db;
  tenants: TenantRegistry;
  mode: ServerMode;
  /** The built portal (dist/portal); absent in API-only tests. */
  portalDir?: string;
  /** Off, on, or a level and stream of one's own (tests capture the lines): server/ops/logging.ts. */
  logger?: LoggerSetting;
  /** Overrides TRUST_PROXY (see trustProxyOf); tests play a production server behind a proxy with it. */
  trustProxy?: boolean | string | number;
  /**
   * The database's notifications (Database.listen): the unread-count push hears changes made by
   * other instances and the operator commands through it. Without it, nothing is pushed.
   */
  listen?: Listen;
  /**
   * Where the images of promotion applications are stored (UPLOAD_DIR, default DATA_DIR/uploads;
   * tests pass a temporary folder). Never under the public portal folder.
   */
  uploadDir?: string;
  /** The one clock the server reads the calendar from (server/platform/clock.ts); the real time by default. */
  clock?: Clock;
  /**
   * Social login's identity provider (SOCIAL_IDENTITY, server/modules/members/socialIdentity.ts): by
   * default the offline development one outside production and none in production.
   */
  socialIdentity?: SocialIdentityProvider;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantInfo;
  }
  interface FastifyInstance {
    db: Db;
    tenants: TenantRegistry;
    mode: ServerMode;
    /** The one clock (server/platform/clock.ts): routes pass `app.clock.now()` to the services. */
    clock: Clock;
    /** The push sockets this instance holds, woken by the database's notifications. */
    unreadHub: UnreadHub;
    /** The images of promotion applications (server/modules/applications/imageStore.ts). */
    applicationImages: ImageStore;
    /** The database's notifications (AppOptions.listen), for routes that deliver across instances. */
    notifications: Listen | undefined;
    /** Social login's identity provider (AppOptions.socialIdentity). */
    socialIdentity: SocialIdentityProvider;
  }
}

/**
 * Which proxies may set X-Forwarded-For and X-Forwarded-Host (the visitor IP drives per-IP limits,
 * the unregistered-IP check and the region screen; the host picks the tenant). In production only
 * those named by TRUST_PROXY: addresses or CIDRs, comma-separated (the load balancer, the CDN's
 * ranges), or a number of hops; with none, forwarded headers are ignored. In development and tests
 * every hop, so that tests can play visitors from other addresses. docs/deploying.md says how to set it.
 */
export function trustProxyOf(mode: ServerMode, env = process.env.TRUST_PROXY): boolean | string | number {
  if (mode !== 'production') return true;
  const value = env?.trim() ?? '';
  if (value === '') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Paths the API answers; everything else is the portal. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/img/', '/cdn/', '/demo-game', '/support/'];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The request's host name without the port: X-Forwarded-Host only from a trusted proxy (Fastify's
 * `request.host` follows trustProxy), the Host header otherwise.
 */
function hostName(request: FastifyRequest): string {
  return (request.host ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * Whether a path names something of the build only: any segment starting with a dot (.vite holds the
 * build manifest with the build machine's paths, .ssr the server renderer), percent-encoded or not.
 * A path that does not decode is refused as well.
 */
export function isBuildOnlyPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/**
 * Answers that must never be stored by a browser or a shared cache, whatever the request carries:
 * they hand out a token or a one-time secret. Every answer to a request with a token is added to them.
 */
export const NO_STORE_ROUTES = new Set([
  '/wps/session/login',
  '/wps/session/login/verification',
  '/wps/session/login/freeplay',
  '/wps/session/challenge',
  '/wps/captcha',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password/verification',
]);

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

/**
 * A strict Content-Security-Policy: no inline or evaluated script, frames only from this origin;
 * `upgrade-insecure-requests` too, over HTTPS (see buildApp).
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
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

/**
 * The policy as a header value, for an answer that needs its own (the game page): `formAction` is
 * replaced by `formActions`, and `upgrade-insecure-requests` (which helmet adds) is kept only over
 * HTTPS, where it belongs.
 */
export function contentSecurityPolicyFor(formActions: readonly string[], https: boolean): string {
  const directives: Record<string, readonly string[]> = { ...CONTENT_SECURITY_POLICY, formAction: formActions };
  const parts = Object.entries(directives).map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`);
  return [...parts, ...(https ? ['upgrade-insecure-requests'] : [])].join(';');
}

/** Builds the server; routes are registered by `registerRoutes`. */
export async function buildApp(options: AppOptions, registerRoutes: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? trustProxyOf(options.mode);
  const app = Fastify({
    logger: loggerOptionsOf(options.logger),
    // A trusted proxy's X-Request-Id, or a new one; on every log line and answer (server/ops/requestContext.ts).
    genReqId: requestIdOf(trustProxy),
    bodyLimit: 64 * 1024,
    // Fastify's typings take each kind of trustProxy in its own overload.
    trustProxy: trustProxy as string,
  });
  // Unknown keys are refused, never silently removed. Query strings and parameters arrive as text
  // and are coerced to their schema types; JSON bodies are not: a number where a string belongs is
  // a 400, not a quiet conversion.
  const strict = new Ajv({ removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, allowUnionTypes: true });
  const coercing = new Ajv({ removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false, allowUnionTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  // First of the hooks: requests that later hooks refuse are measured too (server/ops/httpMetrics.ts).
  instrumentHttp(app);
  requestContextHooks(app);
  app.decorate('db', options.db);
  app.decorate('tenants', options.tenants);
  app.decorate('mode', options.mode);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('socialIdentity', options.socialIdentity ?? (options.mode === 'production' ? noSocialIdentity : developmentSocialIdentity));
  const unreadHub = new UnreadHub(PUSH_SOCKETS_PER_MEMBER);
  app.decorate('unreadHub', unreadHub);
  app.decorate('notifications', options.listen);
  app.decorate('applicationImages', new ImageStore(options.uploadDir ?? uploadDirOf(process.env)));
  if (options.listen) {
    // After a lost listening connection is back, every socket reads its count again.
    const unlisten = await options.listen(UNREAD_CHANNEL, (payload) => unreadHub.dispatch(payload), () => unreadHub.dispatchAll());
    // Another instance gave up one of this instance's sockets to keep a member within the cap; after
    // a lost connection, the seats whose rows are gone are the evictions not heard.
    const unlistenEvict = await options.listen(PUSH_EVICT_CHANNEL, (id) => unreadHub.evictSocket(id), () => {
      goneSeats(options.db, unreadHub.seatedIds()).then((gone) => gone.forEach((id) => unreadHub.evictSocket(id)), (error: unknown) => app.log.warn({ err: error }, 'push seats not checked'));
    });
    app.addHook('onClose', async () => {
      await unlisten();
      await unlistenEvict();
    });
  }
  // The push sockets' seats stay counted while their sockets live (a stopped instance's expire).
  const seatRefresh = setInterval(() => {
    refreshPushSockets(options.db, unreadHub.seatedIds(), app.clock.now()).catch((error: unknown) => app.log.warn({ err: error }, 'push seats not refreshed'));
  }, PUSH_SOCKET_TTL_MS / 3);
  seatRefresh.unref();
  app.addHook('onClose', async () => clearInterval(seatRefresh));
  app.decorateRequest('tenant', null as unknown as TenantInfo);

  // Helmet's security headers, computed once (securityHeaders.ts) and set on every answer below.
  const securityHeaders = securityHeadersOf({
    // upgrade-insecure-requests is added below, over HTTPS only: over plain HTTP (a developer's
    // localhost) it would send the framed game page's spin form, which inherits it, to an HTTPS
    // address that does not answer.
    contentSecurityPolicy: { directives: { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: null } },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Answers of 1 KB and more go out Brotli- or gzip-compressed, as the browser accepts; the built
  // portal's files are compressed once at build time and sent as they are (preCompressed below).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    const csp = securityHeaders['content-security-policy'];
    if (request.protocol === 'https' && csp !== undefined) reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    // The probes answer on any Host (a load balancer asks by address): server/ops/health.ts.
    if (isProbePath(request.url)) return undefined;
    // Only the public assets of the build are served, never its build-only folders.
    if (!API_PREFIXES.some((p) => request.url.startsWith(p)) && isBuildOnlyPath(request.url)) {
      await reply.code(404).send(failureBody('error.notFound'));
      return reply;
    }
    const tenant = resolveTenant(request, options.tenants, options.mode);
    if (!tenant) {
      await reply.code(404).send(failureBody('error.invalidUrl'));
      return reply;
    }
    request.tenant = tenant;
    return undefined;
  });

  // After parsing, decryption and the schemas: text the database cannot store is a 400 with a reason
  // on every route, whatever its field (a NUL byte, or half of a UTF-16 surrogate pair).
  app.addHook('preHandler', async (request, reply) => {
    const found = findUnstorableText(request.params, 'path') ?? findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body, 'body');
    if (!found) return undefined;
    await reply.code(400).send({ ...failureBody('error.invalidRequest'), message: `invalid request: ${found}` });
    return reply;
  });

  // Member data and tokens stay out of caches: every answer to a request with a token, and the
  // answers that hand out a token or a secret, are no-store. Token-less answers keep their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    if (tokenOf(request) !== undefined || NO_STORE_ROUTES.has(request.routeOptions.url ?? '')) void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const unavailable = unavailableAnswer(error, request, reply);
    if (unavailable) return unavailable;
    if (error instanceof DomainError) return reply.code(statusOf(error)).send(failureBody(error.code, error.value));
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

  const sendPortalPage = options.portalDir ? portalPage(app, options.portalDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && request.method === 'GET' && sendPortalPage && options.portalDir && existsSync(join(options.portalDir, 'index.html'))) {
      // The portal is a single-page app: its routes all serve index.html, with the page's head start.
      return sendPortalPage(request, reply);
    }
    return reply.code(404).send(failureBody('error.notFound'));
  });

  if (options.portalDir && existsSync(options.portalDir)) {
    await app.register(fastifyStatic, {
      root: options.portalDir,
      // Files are looked up per request, so a rebuilt portal is served without a restart.
      wildcard: true,
      // '/' is a portal route like any other (portalPage.ts), not the bare index.html.
      index: false,
      // The build writes .br and .gz beside each compressible file (engine/build/precompressPlugin.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed assets never change; the HTML and the tenant manifests are revalidated.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The site's root is the home page (static would answer it as a directory).
    if (sendPortalPage) app.get('/', sendPortalPage);
  }

  healthRoutes(app);
  await registerRoutes(app);
  return app;
}
