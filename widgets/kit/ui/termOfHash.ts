/**
 * The help term a URL hash names: in the shared frame code (a few bytes), so a page whose operator HTML
 * links to a help term (custom-html, which may be on home) neither carries the help centre's search
 * code nor loads a chunk of its own for it.
 */
const TERM_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/;

/** The term a URL hash names ('#terms' gives 'terms'); undefined for none or one no term could have. */
export function termOfHash(hash: string): string | undefined {
  const term = decodeURIComponent(hash.replace(/^#/, ''));
  return TERM_PATTERN.test(term) ? term : undefined;
}
