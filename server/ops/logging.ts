/**
 * The server's log (pino, through Fastify): one JSON line per event, each request's lines carrying
 * its id (`reqId`, also the X-Request-Id answer header). No secret or personal datum goes in a line:
 * requests are logged by method, path and the names of their query parameters (never values, which
 * carry tickets and tokens), never by headers or bodies; errors by type, code and a scrubbed message
 * (a failed query's parameters and the driver's `detail` are cut, and anything shaped like an e-mail,
 * a CPF, a phone number, a token or a password hash is masked); objects given to a log call lose the
 * fields named like secrets (redact below).
 */
import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/** What `AppOptions.logger` takes: off, on (stdout), or a level and a stream of one's own (tests). */
export type LoggerSetting = boolean | { level?: string; stream?: Writable | { write(line: string): void } };

const SECRET_FIELDS = [
  'password', 'newPassword', 'oldPassword', 'confirmPassword', 'loginPassword', 'paymentPassword', 'newPaymentPassword',
  'oldPaymentPassword', 'confirmNewPaymentPassword', 'passwordHash', 'token', 'accessToken', 'refreshToken', 'ticket', 'secret',
  'otp', 'cpf', 'mobile', 'phone', 'email', 'authorization', 'cookie', 'params', 'detail',
];

/** pino's redaction: those fields at the top of a logged object and one level down. */
export const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`), 'req.headers', 'res.headers'];

const MASKS: readonly [RegExp, string][] = [
  // Drizzle's "Failed query: <sql>\nparams: <values>": the values are the member's data.
  [/params:[^\n]*/gi, 'params: [redacted]'],
  [/scrypt\$[^\s'",)]+/g, '[hash]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[cpf]'],
  [/\+?\d[\d\s()-]{7,}\d/g, '[number]'],
  // Long opaque strings: session tokens, tickets, keys.
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
];

/** A text with every secret- or person-shaped part masked. */
export function scrubbed(text: string): string {
  return MASKS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** A path with its query's values dropped (`/x?a=1&b=2` is logged `/x?a&b`). */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return scrubbed(url);
  const names = url.slice(at + 1).split('&').filter(Boolean).map((pair) => pair.split('=')[0] ?? '');
  return `${scrubbed(url.slice(0, at))}?${names.map(scrubbed).join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  // A serializer must never throw (a WebSocket upgrade's request lacks parts of a plain one).
  try {
    // A route with parameters is logged by its pattern (a support ticket is in the path).
    const pattern = request.routeOptions?.url;
    const url = pattern !== undefined && pattern.includes(':') ? pattern : loggedUrl(request.url ?? '');
    return { method: request.method, url, remoteAddress: request.ip };
  } catch {
    return { method: request.method, url: loggedUrl(String(request.url ?? '')) };
  }
}

function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubbed(String(error)) };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: scrubbed(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error.stack ? { stack: scrubbed(error.stack) } : {}),
    ...(cause instanceof Error ? { cause: serializeError(cause) } : {}),
  };
}

/** Fastify's `logger` option for a setting. */
export function loggerOptionsOf(setting: LoggerSetting | undefined): false | Record<string, unknown> {
  if (setting === undefined || setting === false) return false;
  const own = setting === true ? {} : setting;
  return {
    level: own.level ?? 'info',
    ...(own.stream ? { stream: own.stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: serializeRequest,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}
