/**
 * A refusal of a domain rule: a catalogue code (engine/i18n, so the client shows the message of SPEC
 * section 8 in the visitor's language) and what kind of refusal it is. Modules throw it; they know
 * nothing of HTTP. The Fastify side (server/http/errors.ts) is the one place that turns a kind into
 * a status.
 */
import type { MessageKey } from '../../engine/index';

export type RefusalKind =
  /** The request is malformed or breaks a rule of its values. */
  | 'invalid'
  /** Nobody is signed in. */
  | 'unauthenticated'
  /** Signed in, but not allowed this (a trial account, another agent's downline). */
  | 'forbidden'
  | 'notFound'
  /** The state does not allow it now (insufficient balance, too many pending, not awaiting confirmation). */
  | 'conflict'
  | 'tooLarge'
  /** Well formed but not processable as sent (an idempotency key reused with another request). */
  | 'unprocessable'
  | 'tooMany'
  /** A dependency the answer needs is missing or unavailable; the request may be retried. */
  | 'unavailable'
  /** The server's own fault (data that should exist does not). */
  | 'fault';

export const REFUSAL_KINDS: readonly RefusalKind[] = ['invalid', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'tooLarge', 'unprocessable', 'tooMany', 'unavailable', 'fault'];

export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: MessageKey,
    readonly value?: unknown,
  ) {
    super(code);
  }
}
