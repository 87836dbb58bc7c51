import { SHELL_MESSAGES_PT } from './messages/shell.pt';
import { HOME_MESSAGES_PT } from './messages/home.pt';
import { ACCOUNT_MESSAGES_PT } from './messages/account.pt';

/**
 * The texts of the catalogue the first render needs (pt): every area but the errors and form messages
 * (messages/errors.pt.ts), which the browser loads beside it without waiting (catalogues.ts).
 */
export const CORE_MESSAGES_PT = { ...SHELL_MESSAGES_PT, ...HOME_MESSAGES_PT, ...ACCOUNT_MESSAGES_PT };
