/**
 * The registration form's own messages in every language: from the catalogue's error and form
 * messages (messages/errors.*.ts) and the sign-in and sign-up popups' texts only, not from every text of the portal (translate), so the popups that
 * resolve and check the form in the browser load those two and not the texts of the menus, the
 * agents' pages or the red envelopes.
 */
import { LANGUAGES, type Language } from '../../schemas/domain';
import { fillText } from '../i18n/fillText';
import { ERRORS_MESSAGES_EN } from '../i18n/messages/errors.en';
import { ERRORS_MESSAGES_PT } from '../i18n/messages/errors.pt';
import { AUTH_TEXTS, type AuthTextKey } from '../i18n/texts/auth';
import type { LocalizedMessage } from './patterns';

/** A key of the texts the form's messages come from. */
export type FormMessageKey = keyof typeof ERRORS_MESSAGES_EN | AuthTextKey;

const FORM_TEXTS: Record<Language, Readonly<Record<FormMessageKey, string>>> = {
  pt: { ...ERRORS_MESSAGES_PT, ...AUTH_TEXTS.pt },
  en: { ...ERRORS_MESSAGES_EN, ...AUTH_TEXTS.en },
};

/** A form message in every language. */
export function localizeFormMessage(key: FormMessageKey): LocalizedMessage {
  return Object.fromEntries(LANGUAGES.map((language) => [language, fillText(language, FORM_TEXTS[language], key)])) as LocalizedMessage;
}
