/**
 * One i18next instance per booted site: the engine's catalogue of each language and the shell
 * widgets' texts as resources, with the tenant's copy overrides on top, so `t(key)` gives what the
 * engine's `translate` gives. Placeholders are the catalogue's `{name}`; React escapes, so i18next does not.
 *
 * Catalogues load per language (engine/i18n/catalogues.ts): the instance starts with those already
 * loaded (boot loads the visitor's language before the first render), and a switch to another
 * language loads its catalogue before i18next changes language, so no text shows as its key. The
 * error and form messages join each language's texts when their chunk arrives (under the tenant's
 * copy overrides, which stay).
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue, loadErrorTexts, loadedCatalogue, onErrorTexts, withOverrides, type Catalogue } from '../../engine/index';
import type { Language } from '../../schemas/domain';

export type Copy = Partial<Record<Language, Record<string, string>>>;

/**
 * The resources of one language: the catalogue, then the tenant's copy overrides (a plain override
 * of a plural text replaces its forms, so it is shown for every count, as the engine's fillText does).
 */
export function portalResources(language: Language, catalogue: Catalogue, copy: Copy = {}): Record<string, string> {
  return withOverrides(catalogue, copy[language]);
}

/** The languages whose catalogue each instance has (a lazy screen's texts may be there before it: useText). */
const withCatalogue = new WeakMap<I18n, Set<Language>>();

/** A ready i18next instance (initialised synchronously) with the catalogues of `languages` loaded so far. */
export function createPortalI18n(language: Language, languages: readonly Language[], copy: Copy = {}): I18n {
  const instance = createInstance();
  const resources = languages.flatMap((l) => {
    const catalogue = loadedCatalogue(l);
    return catalogue === undefined ? [] : [[l, { translation: portalResources(l, catalogue, copy) }] as const];
  });
  withCatalogue.set(instance, new Set(resources.map(([l]) => l)));
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    resources: Object.fromEntries(resources),
    // Catalogue keys contain dots, colons and question marks ('not empty?'): keys are flat.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  onErrorTexts((l, texts) => {
    if (withCatalogue.get(instance)?.has(l)) instance.addResourceBundle(l, 'translation', texts, true, false);
  });
  return instance;
}

/** Makes a language's texts available to the instance, loading its catalogue first when needed. */
export async function loadPortalLanguage(instance: I18n, language: Language, copy: Copy = {}): Promise<void> {
  const languages = withCatalogue.get(instance) ?? new Set<Language>();
  withCatalogue.set(instance, languages);
  if (languages.has(language)) return;
  // The error texts come with the switch; without them (their chunk failed) the language still switches.
  await loadErrorTexts(language).catch(() => loadCatalogue(language));
  const catalogue = loadedCatalogue(language);
  if (catalogue === undefined || languages.has(language)) return;
  languages.add(language);
  // Over the lazy screens' texts given meanwhile: the copy overrides among the resources win.
  instance.addResourceBundle(language, 'translation', portalResources(language, catalogue, copy), true, true);
}
