/** Refusals of the wallet's rules; routes map them to the call table's errors (4xx with a reason). */
import type { MessageKey } from '../../../engine/index';

export class WalletError extends Error {
  constructor(readonly statusCode: 400 | 403 | 404 | 409 | 413 | 422 | 429, readonly code: MessageKey) {
    super(code);
  }
}
