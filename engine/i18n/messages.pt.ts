import type { CoreMessageKey } from './messages.en';
import { SHELL_MESSAGES_PT } from './messages/shell.pt';
import { ERRORS_MESSAGES_PT } from './messages/errors.pt';
import { HOME_MESSAGES_PT } from './messages/home.pt';
import { ACCOUNT_MESSAGES_PT } from './messages/account.pt';

/** Portuguese interface texts (the default language), gathered from its areas (messages/*.pt.ts). */
export const MESSAGES_PT: Record<CoreMessageKey, string> = { ...SHELL_MESSAGES_PT, ...ERRORS_MESSAGES_PT, ...HOME_MESSAGES_PT, ...ACCOUNT_MESSAGES_PT };
