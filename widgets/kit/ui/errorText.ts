/**
 * The catalogue message of a failed call (SPEC section 8), read off whatever the call rejected with:
 * the API client's errors carry `code` (a catalogue key) and `value` (flags such as `captcha`).
 * Widgets never import the client, so they read those fields structurally.
 */
import { isLoadedMessageKey } from '../../../engine/index';
import type { CoreMessageKey } from '../../../engine/index';

/** The catalogue key of a failure; the network message when the failure has none. */
export function errorTextKey(error: unknown): CoreMessageKey {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    // Judged by the page's loaded catalogue (every catalogue has the same keys): a widget shows an
    // error only once the page has rendered, so after its language's catalogue has loaded.
    if (typeof code === 'string' && isLoadedMessageKey(code)) return code;
  }
  return 'error.networkAbnormal';
}

/** The failure's `value` (the server's flags), when it has one. */
export function errorValue(error: unknown): Record<string, unknown> | undefined {
  if (typeof error === 'object' && error !== null && 'value' in error) {
    const { value } = error;
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  }
  return undefined;
}

/** The server's own message of a failure (SMS send failures show it as given, SPEC section 8). */
export function errorServerMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error && typeof error.serverMessage === 'string') return error.serverMessage;
  return undefined;
}
