/**
 * From anything thrown to the catalogue message the visitor reads (SPEC section 8), so every screen
 * shows the same words for the same failure, in the visitor's language.
 */
import type { MessageKey } from '../../engine/index';
import { ApiError } from './apiError';

/** A lazily loaded chunk that did not arrive (Vite and browsers word it differently). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|Unable to preload CSS/i;

/** The message key for a thrown value: an ApiError's code, a chunk-load failure, else 'error.unknown'. */
export function errorMessageKey(error: unknown): MessageKey {
  if (error instanceof ApiError) return error.code;
  if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) return 'error.pageSlow';
  return 'error.unknown';
}

/** A refusal the merchant's server explained (not a 5xx, which says nothing useful to a visitor). */
function answeredByServer(error: ApiError): boolean {
  return error.kind === 'server' || (error.kind === 'http' && error.status !== undefined && error.status < 500);
}

/**
 * The text to show for a thrown value. A server failure whose code the catalogue lacks shows the
 * server's own message (SPEC 8: "SMS send failure: server message in a warning dialog").
 */
export function describeError(error: unknown, t: (key: MessageKey) => string): string {
  if (error instanceof ApiError && !error.hasServerCode && error.serverMessage && answeredByServer(error)) {
    return error.serverMessage;
  }
  return t(errorMessageKey(error));
}
