/**
 * Public catalogue answers (game lists, vendors and menus, hot games, banners, notices, winners,
 * promotions): the same for every visitor of a tenant, so they are
 * - cached in this process, keyed by tenant, route and normalised query, while the tenant's
 *   catalogue version holds (versions.ts: instances agree within VERSION_CHECK_MS of a change);
 * - sent with `Cache-Control: public, max-age, stale-while-revalidate` (per route, HTTP_POLICIES)
 *   and a strong ETag, and answered 304 on a matching If-None-Match, so a CDN or the browser absorbs
 *   repeats.
 * A request that carries a session token gets `Cache-Control: no-store` and no ETag: its answer may
 * be drawn over the member (favourite marks) and never goes into a shared cache. The in-process
 * cache still serves it the part that does not depend on the member.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenOf } from '../members/index';
import { Answer, AnswerCache, COMPRESS_THRESHOLD, type Encoding } from './answerCache';
import { TenantVersions } from './versions';

export { VERSION_CHECK_MS } from './versions';

/** How long browsers and CDNs may keep an answer, and serve it stale while they fetch it again (seconds). */
export interface HttpPolicy {
  maxAge: number;
  staleWhileRevalidate: number;
}

/**
 * Per route: lists and hot games change with the operator's catalogue work, menus and banners
 * rarely, the winner board often. A change reaches a browser within max-age + the version check
 * (and, past max-age, on the next visit within stale-while-revalidate, when the browser fetches it
 * again in the background).
 */
export const HTTP_POLICIES = {
  gameMenus: { maxAge: 300, staleWhileRevalidate: 3600 },
  vendorGameTypes: { maxAge: 300, staleWhileRevalidate: 3600 },
  newGameVendor: { maxAge: 300, staleWhileRevalidate: 3600 },
  gameList: { maxAge: 60, staleWhileRevalidate: 600 },
  hotGames: { maxAge: 60, staleWhileRevalidate: 600 },
  banners: { maxAge: 300, staleWhileRevalidate: 3600 },
  announcements: { maxAge: 60, staleWhileRevalidate: 600 },
  winnerBoard: { maxAge: 30, staleWhileRevalidate: 300 },
  promotions: { maxAge: 300, staleWhileRevalidate: 3600 },
} as const satisfies Record<string, HttpPolicy>;

/** Entries kept per instance (a game list page is a few KB; searches are many and short-lived). */
export const MAX_ENTRIES = 5000;

export interface Catalogue {
  /** Off: every answer is drawn from the database (the benchmark's "cache off"); headers stay. */
  enabled: boolean;
  readonly versions: TenantVersions;
  readonly cache: AnswerCache;
}

const catalogues = new WeakMap<FastifyInstance, Catalogue>();

/**
 * The catalogue cache of a server, made on first use. It also makes every write through this
 * instance (any method but GET and HEAD) read the tenant's version again on the next request, so
 * the instance that took a change serves it at once; other instances within VERSION_CHECK_MS.
 */
export function catalogueOf(app: FastifyInstance): Catalogue {
  const known = catalogues.get(app);
  if (known !== undefined) return known;
  const catalogue: Catalogue = { enabled: true, versions: new TenantVersions(app.db), cache: new AnswerCache(MAX_ENTRIES) };
  catalogues.set(app, catalogue);
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.tenant) catalogue.versions.expire(request.tenant.code);
  });
  return catalogue;
}

/** The encoding to send: Brotli, then gzip, as the request accepts (q=0 refuses). */
export function encodingOf(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  if ((accepted.get('br') ?? wildcard) > 0) return 'br';
  if ((accepted.get('gzip') ?? wildcard) > 0) return 'gzip';
  return 'identity';
}

export interface PublicAnswerSpec<V> {
  /** The route and normalised query: two requests with one key get one answer. */
  key: string;
  policy: HttpPolicy;
  /** Draws the answer's value from the database. */
  draw: () => Promise<V>;
}

/**
 * The answer of a tenant's key: from the cache at the tenant's current version, or drawn (and kept
 * when the cache is on). The version is read before drawing, so an answer is never newer than its
 * tag claims older data for: a change that lands while drawing is caught by the next version check.
 */
export async function answerOf<V>(catalogue: Catalogue, request: FastifyRequest, reply: FastifyReply, spec: PublicAnswerSpec<V>): Promise<Answer<V>> {
  const tenant = request.tenant.code;
  // Serialised once per drawing (a hit sends the stored body): the route's response schema, when it has one.
  const draw = async (version: number) => {
    const value = await spec.draw();
    const serialize = reply.getSerializationFunction('200');
    const text = serialize === undefined ? JSON.stringify({ success: true, value }) : serialize({ success: true, value });
    return new Answer(version, value, Buffer.from(text));
  };
  if (!catalogue.enabled) return draw(-1);
  const version = await catalogue.versions.current(tenant);
  const answer = await catalogue.cache.getOrDraw(`${tenant}\u0000${spec.key}`, version, () => draw(version));
  return answer as Answer<V>;
}

/** Headers a public answer may vary on: the session headers, the encoding and, outside production, the tenant choice. */
function varyOf(request: FastifyRequest): string {
  return request.server.mode === 'production' ? 'accept-encoding, authorization, token' : 'accept-encoding, authorization, token, x-merchant-code';
}

/**
 * Sends a catalogue answer that does not depend on the member: to a token-less request with its
 * public caching headers (304 when the ETag matches), to a request with a token as no-store.
 */
export async function sendPublic<V>(catalogue: Catalogue, request: FastifyRequest, reply: FastifyReply, spec: PublicAnswerSpec<V>): Promise<FastifyReply> {
  const answer = await answerOf(catalogue, request, reply, spec);
  return sendAnswer(request, reply, answer, spec.policy);
}

/** The Cache-Control value of each policy, built once. */
const cacheControls = new Map<HttpPolicy, string>();

function cacheControlOf(policy: HttpPolicy): string {
  let value = cacheControls.get(policy);
  if (value === undefined) {
    value = `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
    cacheControls.set(policy, value);
  }
  return value;
}

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, policy: HttpPolicy): FastifyReply {
  const encoding = answer.body.length < COMPRESS_THRESHOLD ? 'identity' : encodingOf(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (tokenOf(request) !== undefined) {
    reply.header('cache-control', 'no-store');
  } else {
    reply.header('cache-control', cacheControlOf(policy));
    reply.header('etag', answer.etagOf(encoding));
    reply.header('vary', varyOf(request));
    if (answer.matches(request.headers['if-none-match'])) return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer.bodyIn(encoding));
}

/** A member's answer (drawn over a cached public one): never stored by anyone. */
export function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}
