import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { CoreMessageKey, CoreTextKey, MessageKey, TextKeyOf } from '../../engine/index';
import type { Language } from '../../schemas/domain';

/** A catalogue key: what a widget may show without lazy texts of its own (errorTextKey gives these). */
export type TextKey = CoreMessageKey;
export type TextParams = Record<string, string | number>;

/** A lazy screen's own texts in every language (engine/i18n/texts/*.ts): not in the catalogue every page loads. */
export type LazyTexts<K extends string> = Readonly<Record<Language, Readonly<Record<K, string>>>>;

/** The lazy texts each i18next instance has been given already. */
const given = new WeakMap<I18n, Set<object>>();

/**
 * Adds a lazy screen's texts to the instance, once: under what is there, so a tenant's copy override
 * of the same key (added with the catalogue, createPortalI18n) still wins.
 */
function giveTexts(instance: I18n, texts: LazyTexts<string>): void {
  let set = given.get(instance);
  if (set === undefined) given.set(instance, (set = new Set()));
  if (set.has(texts)) return;
  set.add(texts);
  // The lazy texts have no plural forms (a test holds them to it): a copy override of a plain key
  // given with the catalogue would lose to a form added here.
  for (const language of Object.keys(texts) as Language[]) instance.addResourceBundle(language, 'translation', texts[language], true, false);
}

/**
 * Interface text by key, through i18next (react-i18next re-renders on a language change). Typed by
 * the catalogue, so a misspelled key fails the type check; a lazy screen passes its own texts
 * (useText(AUTH_TEXTS)), and only then may it use their keys.
 */
export function useText<K extends MessageKey = never>(texts?: LazyTexts<K>): (key: CoreTextKey | TextKeyOf<K>, params?: TextParams) => string {
  const { t, i18n } = useTranslation();
  if (texts !== undefined) giveTexts(i18n, texts);
  return useCallback((key: CoreTextKey | TextKeyOf<K>, params?: TextParams) => String(t(key, params ?? {})), [t]);
}
