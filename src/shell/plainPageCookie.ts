/**
 * Keeps the page's server informed whether this browser's first render of the tenant's pages would
 * be a guest's in the default language and theme (schemas/api/boot.ts plainPageCookie): while it would
 * not (a session, another language or theme), the server sends pages without drawn content, so a
 * member never sees a guest's page before their own. Holds no session data, only that fact.
 */
import type { ResolvedSite } from '../../engine/index';
import { plainPageCookie } from '../../schemas/api/boot';
import type { Language, ThemeName } from '../../schemas/domain';

/** A year: the language and theme choices last across visits (localStorage). */
const MAX_AGE_S = 365 * 24 * 3600;

export function updatePlainPageCookie(site: ResolvedSite, state: { guest: boolean; language: Language; theme: ThemeName }, doc: Document = document): void {
  const name = plainPageCookie(site.tenant.code);
  const plain = !state.guest || state.language !== site.languages.default || state.theme !== site.theme.default;
  const secure = doc.location.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${name}=${plain ? '1' : ''}; path=/; max-age=${plain ? MAX_AGE_S : 0}; samesite=lax${secure}`;
}
