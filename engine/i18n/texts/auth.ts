/** The auth texts of both languages, for useText(AUTH_TEXTS) in the widgets that show them. */
import { AUTH_TEXTS_EN } from './auth.en';
import { AUTH_TEXTS_PT } from './auth.pt';

export type { AuthTextKey } from './auth.en';

export const AUTH_TEXTS = { pt: AUTH_TEXTS_PT, en: AUTH_TEXTS_EN } as const;
