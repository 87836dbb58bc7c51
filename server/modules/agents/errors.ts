/** Refusals of the agent rules; routes map them to the API's errors (4xx with a catalogue code). */
import type { MessageKey } from '../../../engine/index';

export class AgentError extends Error {
  constructor(readonly statusCode: 400 | 403 | 404 | 409 | 429, readonly code: MessageKey) {
    super(code);
  }
}
