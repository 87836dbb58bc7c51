/**
 * The one mapping of domain refusals to HTTP: a `DomainError` kind (server/platform/domainError.ts)
 * to a status, and the wrapped failure body `{ success: false, message, code }`: `code` is a key of
 * the interface texts (engine/i18n), so the client shows the catalogue message of SPEC section 8 in
 * the visitor's language; `message` is the English text for logs and other clients.
 */
import { MESSAGES, type MessageKey } from '../../engine/index';
import { DomainError, type RefusalKind } from '../platform/domainError';

const STATUS_OF_KIND: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unprocessable: 422,
  tooMany: 429,
  unavailable: 503,
  fault: 500,
};

/** The statuses a route may refuse with: one per kind. */
export type ApiStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

const KIND_OF_STATUS = new Map<number, RefusalKind>(Object.entries(STATUS_OF_KIND).map(([kind, status]) => [status, kind as RefusalKind]));

/** The HTTP status a refusal is answered with. */
export function statusOf(error: DomainError): number {
  return STATUS_OF_KIND[error.kind];
}

/** A refusal written by a route, by its status: the same error as a module's, so one handler answers both. */
export class ApiError extends DomainError {
  constructor(statusCode: ApiStatus, code: MessageKey, value?: unknown) {
    super(KIND_OF_STATUS.get(statusCode) ?? 'fault', code, value);
    this.message = MESSAGES.en[code];
  }

  get statusCode(): number {
    return statusOf(this);
  }
}

/** The wrapped body of a failure. */
export function failureBody(code: MessageKey, value?: unknown): { success: false; message: string; code: MessageKey; value?: unknown } {
  return value === undefined ? { success: false, message: MESSAGES.en[code], code } : { success: false, message: MESSAGES.en[code], code, value };
}
