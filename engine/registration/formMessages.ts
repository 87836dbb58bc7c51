/**
 * The registration form's own messages in every language: from the core catalogue and the sign-in
 * and sign-up popups' texts only, not from every text of the portal (translate), so the popups that
 * resolve and check the form in the browser load those two and not the texts of the menus, the
 * agents' pages or the red envelopes.
 */
import { LANGUAGES, type Language } from '../../schemas/domain';
import { fillText } from '../i18n/fillText';
import { MESSAGES_EN, type CoreMessageKey } from '../i18n/messages.en';
import { MESSAGES_PT } from '../i18n/messages.pt';
import { AUTH_TEXTS, type AuthTextKey } from '../i18n/texts/auth';
import type { LocalizedMessage } from './patterns';

/** A key of the texts the form's messages come from. */
export type FormMessageKey = CoreMessageKey | AuthTextKey;

const FORM_TEXTS: Record<Language, Readonly<Record<CoreMessageKey | AuthTextKey, string>>> = {
  pt: { ...MESSAGES_PT, ...AUTH_TEXTS.pt },
  en: { ...MESSAGES_EN, ...AUTH_TEXTS.en },
};

/** A form message in every language. */
export function localizeFormMessage(key: FormMessageKey): LocalizedMessage {
  return Object.fromEntries(LANGUAGES.map((language) => [language, fillText(language, FORM_TEXTS[language], key)])) as LocalizedMessage;
}
