import { LANGUAGES, type Language } from '../../schemas/domain';
import type { MessageKey } from '../i18n/messages.en';
import { translate } from '../i18n/translate';
import type { LocalizedText } from '../types';

/** A message in every language, with the tenant's copy overrides applied. */
export function localize(
  key: MessageKey,
  copy: Partial<Record<Language, Record<string, string>>>,
  params: Record<string, string | number> = {},
): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((l) => [l, translate(l, key, params, copy)])) as LocalizedText;
}

/** Manifest text given for some languages, completed from the default language. */
export function completeText(text: Partial<Record<Language, string>> | undefined, fallback: string, defaultLanguage: Language): LocalizedText {
  const base = text?.[defaultLanguage] ?? Object.values(text ?? {})[0] ?? fallback;
  return Object.fromEntries(LANGUAGES.map((l) => [l, text?.[l] ?? base])) as LocalizedText;
}
