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

/**
 * The dynamic imports the bundler turns into one chunk per language: the first render's texts. Until
 * the errors' chunk has joined it (loadErrorTexts), a loaded catalogue lacks the error and form
 * messages; nothing shows one before: boot starts their load without waiting for it, and a failed
 * call waits for it before it rejects (src/api/request.ts).
 */
const IMPORTS: Record<Language, () => Promise<Catalogue>> = {
  // The full key set arrives with the errors' chunk; a catalogue's own lookups fall back to the key meanwhile.
  pt: () => import('./coreMessages.pt').then((m) => m.CORE_MESSAGES_PT as Catalogue),
  en: () => import('./coreMessages.en').then((m) => m.CORE_MESSAGES_EN as Catalogue),
};

/** The error and form messages of each language: a chunk of their own, off the home route's budget. */
const ERROR_IMPORTS: Record<Language, () => Promise<Record<string, string>>> = {
  pt: () => import('./messages/errors.pt').then((m) => m.ERRORS_MESSAGES_PT),
  en: () => import('./messages/errors.en').then((m) => m.ERRORS_MESSAGES_EN),
};

const errorsLoading: Partial<Record<Language, Promise<void>>> = {};
type ErrorTextsListener = (language: Language, texts: Record<string, string>) => void;
const errorListeners = new Set<ErrorTextsListener>();

/** Hears each language's error texts as they join its catalogue (the i18next instances add them). */
export function onErrorTexts(listener: ErrorTextsListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Loads a language's error and form messages into its catalogue, once; a failed load is tried again on the next call. */
export function loadErrorTexts(language: Language): Promise<void> {
  const pending = errorsLoading[language] ?? Promise.all([ERROR_IMPORTS[language](), loadCatalogue(language)]).then(([texts, core]) => {
    if (errorsLoading[language] !== pending) return;
    loaded[language] = { ...core, ...texts };
    for (const listener of errorListeners) listener(language, texts);
  }, (error: unknown) => {
    if (errorsLoading[language] === pending) delete errorsLoading[language];
    throw error;
  });
  errorsLoading[language] = pending;
  return pending;
}

/** The error texts of every language loaded so far; never rejects (a failure then shows the network message). */
export function errorTextsReady(): Promise<unknown> {
  return Promise.all((Object.keys(loaded) as Language[]).map((language) => loadErrorTexts(language).catch(() => undefined)));
}

const loaded: Partial<Record<Language, Catalogue>> = {};
const loading: Partial<Record<Language, Promise<Catalogue>>> = {};

/** A language's catalogue, once loaded (loadCatalogue) or provided (provideCatalogue). */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded[language];
}

/** Records a whole catalogue already at hand (the engine's own MESSAGES, in tests and tools), its error texts with it. */
export function provideCatalogue(language: Language, catalogue: Catalogue): void {
  loaded[language] = catalogue;
  errorsLoading[language] = Promise.resolve();
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
        loaded[language] ??= catalogue;
        delete loading[language];
      }
      return loaded[language] ?? catalogue;
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
  for (const language of Object.keys(errorsLoading) as Language[]) delete errorsLoading[language];
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
