/**
 * The help centre's content (SPEC section 7: /wps/system/helpCenter by language, device WEB): the
 * query both the page and the modal send, the anchor of a URL, and the search over sanitised content.
 */
import type { HelpTerm } from '../../schemas/api/system';

export { termOfHash } from '../kit/ui/termOfHash';

/** The query of the help content in a language (one cached answer for the page and the modal). */
export function helpQuery(language: string) {
  return { lang: language, device: 'WEB' } as const;
}

/** The text of sanitised HTML, for search (tags dropped, entities of the common kind decoded, spaces collapsed). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Case and accent insensitive form for matching ('Depósito' matches 'deposito'). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The terms whose title or text holds every word of the search (trimmed; empty keeps all). */
export function searchTerms<T extends Pick<HelpTerm, 'title'> & { text: string }>(terms: readonly T[], search: string): T[] {
  const words = fold(search.trim()).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...terms];
  return terms.filter((term) => {
    const haystack = fold(`${term.title} ${term.text}`);
    return words.every((word) => haystack.includes(word));
  });
}
