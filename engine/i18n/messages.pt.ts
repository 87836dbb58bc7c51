import type { CoreMessageKey } from './messages.en';
import { CORE_MESSAGES_PT } from './coreMessages.pt';
import { ERRORS_MESSAGES_PT } from './messages/errors.pt';

/** Portuguese interface texts (the default language), gathered from its areas (messages/*.pt.ts). */
export const MESSAGES_PT: Record<CoreMessageKey, string> = { ...CORE_MESSAGES_PT, ...ERRORS_MESSAGES_PT };
