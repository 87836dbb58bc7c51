/**
 * 503 answers with Retry-After: the server cannot take the request now (the hashing queue is full,
 * the database is unreachable, the instance is shutting down) but will soon, here or on another
 * instance. Never a refusal: a keyed call answered 503 stores nothing under its key, so the retry runs.
 */
import type { MessageKey } from '../../engine/index';
import { ApiError } from '../http/errors';

export class Unavailable extends ApiError {
  constructor(
    code: MessageKey,
    /** Seconds the client should wait before trying again (the Retry-After header). */
    readonly retryAfterSeconds: number,
  ) {
    super(503, code);
  }
}

/** How long a client waits before retrying when the database is unreachable or the instance drains. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, the
  // connection_exception class.
  '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006',
]);

const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /terminating connection/i,
  /Connection terminated unexpectedly/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /is not currently accepting connections/i,
];

/**
 * Whether an error means the database cannot be reached right now (refused, dropped, restarting,
 * the pool's connect timeout) rather than a fault of the request. Looks through wrappers' `cause`
 * (drizzle wraps the driver's error).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    const inner = current as { cause?: unknown; errors?: unknown };
    // AggregateError (a refused connection on each of localhost's addresses).
    if (Array.isArray(inner.errors) && inner.errors.some((e) => isDatabaseUnreachable(e))) return true;
    current = inner.cause;
  }
  return false;
}
