/**
 * One i18next instance per booted site: the engine's catalogue (MESSAGES) and the shell widgets'
 * texts as resources, with the tenant's copy overrides on top, so `t(key)` gives what the engine's
 * `translate` gives. Placeholders are the catalogue's `{name}`; React escapes, so i18next does not.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '../../engine/index';
import type { Language } from '../../schemas/domain';

export type Copy = Partial<Record<Language, Record<string, string>>>;

/** The resources of one language: catalogue, then shell texts, then the tenant's copy overrides. */
export function portalResources(language: Language, copy: Copy = {}): Record<string, string> {
  return { ...MESSAGES[language], ...copy[language] };
}

/** A ready i18next instance (initialised synchronously: every resource is in the bundle). */
export function createPortalI18n(language: Language, languages: readonly Language[], copy: Copy = {}): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    resources: Object.fromEntries(languages.map((l) => [l, { translation: portalResources(l, copy) }])),
    // Catalogue keys contain dots, colons and question marks ('not empty?'): keys are flat.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
