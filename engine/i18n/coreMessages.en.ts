import { SHELL_MESSAGES_EN } from './messages/shell.en';
import { HOME_MESSAGES_EN } from './messages/home.en';
import { ACCOUNT_MESSAGES_EN } from './messages/account.en';

/**
 * The texts of the catalogue the first render needs (en): every area but the errors and form messages
 * (messages/errors.en.ts), which the browser loads beside it without waiting (catalogues.ts).
 */
export const CORE_MESSAGES_EN = { ...SHELL_MESSAGES_EN, ...HOME_MESSAGES_EN, ...ACCOUNT_MESSAGES_EN };
