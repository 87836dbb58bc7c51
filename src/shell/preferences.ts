/**
 * The visitor's display choices, per tenant: language and theme last across visits (localStorage);
 * the side menu's collapse state lasts for the browser session (sessionStorage, SPEC section 2).
 * Storage that is unavailable (private mode, blocked cookies) only loses the choice.
 */
import type { ResolvedSite } from '../../engine/index';
import { LANGUAGES, THEMES, type Language, type ThemeName } from '../../schemas/domain';

type Preference = 'language' | 'theme' | 'sideMenuCollapsed';

function key(tenant: string, name: Preference): string {
  return `wl:${tenant}:${name}`;
}

function storageFor(name: Preference): Storage | undefined {
  try {
    return name === 'sideMenuCollapsed' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(tenant: string, name: Preference): string | null {
  try {
    return storageFor(name)?.getItem(key(tenant, name)) ?? null;
  } catch {
    return null;
  }
}

function write(tenant: string, name: Preference, value: string): void {
  try {
    storageFor(name)?.setItem(key(tenant, name), value);
  } catch {
    // The choice still applies to this page.
  }
}

/** The language a link asks for (`?lang=en`, for previews and campaign links), when the site supports it. */
export function linkLanguage(site: ResolvedSite, search = typeof window === 'undefined' ? '' : window.location.search): Language | undefined {
  const wanted = new URLSearchParams(search).get('lang')?.toLowerCase();
  const language = LANGUAGES.find((l) => l === wanted);
  return language !== undefined && site.languages.supported.includes(language) ? language : undefined;
}

/**
 * The language of a link's `?lang=` when the site supports it (kept as the visitor's choice, so the
 * next pages stay in it), else the stored language when the site supports it, else the site's default.
 */
export function initialLanguage(site: ResolvedSite): Language {
  const linked = linkLanguage(site);
  if (linked !== undefined) {
    write(site.tenant.code, 'language', linked);
    return linked;
  }
  const stored = read(site.tenant.code, 'language');
  const language = LANGUAGES.find((l) => l === stored);
  return language !== undefined && site.languages.supported.includes(language) ? language : site.languages.default;
}

/** The visitor's browser language when the product has it, else the product default (SPEC section 9: PT). */
export function browserLanguage(): Language {
  const wanted = (typeof navigator === 'undefined' ? '' : navigator.language).slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === wanted) ?? 'pt';
}

/** The stored theme when the site lets visitors switch, otherwise the site's default. */
export function initialTheme(site: ResolvedSite): ThemeName {
  const stored = read(site.tenant.code, 'theme');
  const theme = THEMES.find((t) => t === stored);
  return site.theme.switchable && theme !== undefined ? theme : site.theme.default;
}

/** The collapse state of this browser session, otherwise the manifest's. */
export function initialSideMenuCollapsed(site: ResolvedSite): boolean {
  const stored = read(site.tenant.code, 'sideMenuCollapsed');
  return stored === null ? site.sideMenu.collapsed : stored === 'true';
}

export function storeLanguage(site: ResolvedSite, language: Language): void {
  write(site.tenant.code, 'language', language);
}

export function storeTheme(site: ResolvedSite, theme: ThemeName): void {
  write(site.tenant.code, 'theme', theme);
}

export function storeSideMenuCollapsed(site: ResolvedSite, collapsed: boolean): void {
  write(site.tenant.code, 'sideMenuCollapsed', String(collapsed));
}
