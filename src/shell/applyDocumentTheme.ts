/**
 * Theme and document metadata: the chosen theme's tokens become CSS custom properties on :root
 * (`primaryText` -> `--theme-primary-text`), so the stylesheets and the widgets read one set of names.
 * Set through the CSSOM, which a strict Content-Security-Policy allows (no inline style attribute).
 * Switching the theme re-applies them: no reload.
 */
import type { ResolvedSite, ResolvedTheme } from '../../engine/index';
import type { Language, ThemeName } from '../../schemas/domain';

/** The CSS custom property of a theme token. */
export function themeTokenProperty(token: string): string {
  return `--theme-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Every token of one theme as CSS custom properties. */
export function themeCustomProperties(theme: ResolvedTheme, name: ThemeName = theme.default): Record<string, string> {
  return Object.fromEntries(Object.entries(theme.tokens[name]).map(([token, value]) => [themeTokenProperty(token), value]));
}

/** Applies one of the site's themes to :root (`data-theme`, `color-scheme` and the token properties). */
export function applyTheme(theme: ResolvedTheme, name: ThemeName, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [property, value] of Object.entries(themeCustomProperties(theme, name))) root.style.setProperty(property, value);
  root.style.setProperty('color-scheme', name);
  root.dataset['theme'] = name;
}

/** The document's title, language and favicon for the site in one language. */
export function applyDocumentMeta(site: ResolvedSite, language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.title = site.tenant.title[language];
  if (site.tenant.favicon !== undefined) {
    const link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? doc.head.appendChild(doc.createElement('link'));
    link.rel = 'icon';
    link.href = site.tenant.favicon;
  }
}
