/**
 * The message catalogues as the browser gets them: each language's catalogue is a chunk of its own,
 * loaded when the visitor first needs that language, so a page downloads only the language it shows.
 * The module imports no catalogue statically; the engine's translate.ts (MESSAGES, translate) does,
 * for the server, the CLI, the resolver and the tests, which want every language at hand.
 *
 * The engine keeps one piece of state here: which catalogues this page has loaded (the module system
 * holds them anyway). isLoadedMessageKey answers from them: every catalogue has the same keys (a test
 * holds them to it), so any loaded one knows the whole key set.
 */
import type { Language } from '../../schemas/domain';
import type { CoreMessageKey } from './messages.en';

/** The texts of one language's catalogue, by entry (the lazy screens' own texts are not in it). Filled by fillText. */
export type Catalogue = Readonly<Record<CoreMessageKey, string>>;

/** The dynamic imports the bundler turns into one chunk per language. */
const IMPORTS: Record<Language, () => Promise<Catalogue>> = {
  pt: () => import('./messages.pt').then((m) => m.MESSAGES_PT),
  en: () => import('./messages.en').then((m) => m.MESSAGES_EN),
};

const loaded: Partial<Record<Language, Catalogue>> = {};
const loading: Partial<Record<Language, Promise<Catalogue>>> = {};

/** A language's catalogue, once loaded (loadCatalogue) or provided (provideCatalogue). */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded[language];
}

/** Records a catalogue already at hand (the engine's own MESSAGES, in tests and tools). */
export function provideCatalogue(language: Language, catalogue: Catalogue): void {
  loaded[language] = catalogue;
}

/** Loads a language's catalogue once; a failed load is tried again on the next call. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const present = loaded[language];
  if (present !== undefined) return Promise.resolve(present);
  const inFlight = loading[language];
  if (inFlight !== undefined) return inFlight;
  const pending: Promise<Catalogue> = IMPORTS[language]().then(
    (catalogue) => {
      // Recorded unless forgotten meanwhile (forgetCatalogues).
      if (loading[language] === pending) {
        loaded[language] = catalogue;
        delete loading[language];
      }
      return catalogue;
    },
    (error: unknown) => {
      if (loading[language] === pending) delete loading[language];
      throw error;
    },
  );
  loading[language] = pending;
  return pending;
}

/** Forgets every loaded catalogue (tests: each starts as a fresh page). */
export function forgetCatalogues(): void {
  for (const language of Object.keys(loaded) as Language[]) delete loaded[language];
  for (const language of Object.keys(loading) as Language[]) delete loading[language];
}

/**
 * Whether a key is a message key, judged by the catalogues loaded so far: false while none is. Code
 * that maps a server's code this way reads it after the page's first catalogue has loaded (ApiError
 * reads its `code` when asked, not when the answer arrives).
 */
export function isLoadedMessageKey(key: string): key is CoreMessageKey {
  for (const catalogue of Object.values(loaded)) if (Object.hasOwn(catalogue, key)) return true;
  return false;
}
