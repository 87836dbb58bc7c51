/**
 * Failures the API answers with `{ success: false, message, code }`: `code` is a key of the
 * interface texts (engine/i18n), so the client shows the catalogue message of SPEC section 8 in the
 * visitor's language; `message` is the English text for logs and other clients.
 */
import { MESSAGES, type MessageKey } from '../engine/index';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    readonly value?: unknown,
  ) {
    super(MESSAGES.en[code]);
  }
}

/** The wrapped body of a failure. */
export function failureBody(code: MessageKey, value?: unknown): { success: false; message: string; code: MessageKey; value?: unknown } {
  return value === undefined ? { success: false, message: MESSAGES.en[code], code } : { success: false, message: MESSAGES.en[code], code, value };
}
