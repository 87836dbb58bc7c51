/**
 * What an operator's machinery asks an instance, and what every request is answered when the server
 * cannot take it:
 *
 * - `GET /healthz`: the process lives and its event loop turns (a liveness probe; never touches the
 *   database, so a database outage does not get every instance restarted).
 * - `GET /readyz`: the instance should get traffic: the database answers (within READY_DB_TIMEOUT_MS),
 *   and the instance is not draining. Migrations and the seed are done before the server listens
 *   (server/main.ts), so an instance that answers at all has them.
 * - A request that hits an unreachable database, a full hashing queue or a draining instance is
 *   answered 503 with Retry-After, never 500.
 *
 * Both probes answer on any Host (a load balancer asks by address), outside the tenant binding, and
 * carry no tenant or member data.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureBody } from '../http/errors';
import { hashPool } from './hashPool';
import { ClientGone } from './requestContext';
import { DATABASE_RETRY_AFTER_SECONDS, Unavailable, isDatabaseUnreachable } from './unavailable';

/** Paths answered on any Host, before a tenant is chosen. */
export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** Whether a request URL is one of the probes (with or without a query). */
export function isProbePath(url: string): boolean {
  return PROBE_PATHS.has(url.split('?')[0] ?? '');
}

/** How long the readiness probe waits for the database before calling it unreachable. */
export const READY_DB_TIMEOUT_MS = 2000;

export interface OpsState {
  /** Set when the instance shuts down: /readyz answers 503 from then on. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Operational state (draining), read by /readyz and set by the shutdown. */
    ops: OpsState;
  }
}

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.db.execute(sql`select 1`).then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registers the probes and the `ops` state (called by buildApp before the routes). */
export function healthRoutes(app: FastifyInstance): void {
  app.decorate('ops', { draining: false });
  // Closing, the WebSockets end with 1001 (going away) so their clients reconnect to another
  // instance; registered before the WebSocket plugin's own hook, which would close them without a code.
  app.addHook('preClose', (done) => {
    const sockets = (app as { websocketServer?: { clients?: Set<{ close(code: number, reason: string): void }> } }).websocketServer?.clients;
    for (const socket of sockets ?? []) socket.close(1001, 'server shutting down');
    done();
  });
  // Answers sent while draining close their connection, so the close is not held by idle keep-alives.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.ops.draining) void reply.header('connection', 'close');
    return payload;
  });
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  app.get('/healthz', async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    noStore(reply);
    if (app.ops.draining) return reply.code(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS).send({ status: 'draining' });
    if (!(await databaseAnswers(app))) return reply.code(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS).send({ status: 'database unreachable' });
    const { queued, workers } = hashPool().stats();
    return { status: 'ready', hashing: { workers, queued } };
  });
}

/**
 * The error handler's answer for what is not the request's fault but the server's state: a 503 with
 * Retry-After (a full hashing queue, an unreachable database), or nothing for a client that went
 * away. Returns undefined for every other error.
 */
export function unavailableAnswer(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (error instanceof ClientGone) {
    request.log.info('client went away; the request was dropped before it booked');
    return reply.code(503).send(failureBody('error.unavailable'));
  }
  if (error instanceof Unavailable) {
    if (error.code === 'error.busy') request.log.warn('hashing queue full: answered 503');
    return reply.code(503).header('retry-after', error.retryAfterSeconds).send(failureBody(error.code));
  }
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'database unreachable: answered 503');
    return reply.code(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS).send(failureBody('error.unavailable'));
  }
  return undefined;
}
