/**
 * Theme and document metadata: the site's theme tokens become CSS custom properties on :root
 * (`primaryText` -> `--theme-primary-text`), so the stylesheets and the widgets read one set of names.
 * Set through the CSSOM, which a strict Content-Security-Policy allows (no inline style attribute).
 */
import type { ResolvedSite, ResolvedTheme, SiteView } from '../../engine/index';

type ThemeName = ResolvedTheme['default'];

/** The CSS custom property of a theme token. */
export function themeTokenProperty(token: string): string {
  return `--theme-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Every token of one theme as CSS custom properties. */
export function themeCustomProperties(theme: ResolvedTheme, name: ThemeName = theme.default): Record<string, string> {
  return Object.fromEntries(Object.entries(theme.tokens[name]).map(([token, value]) => [themeTokenProperty(token), value]));
}

/** Applies the site's default theme to :root and its title, language and favicon to the document. */
export function applyDocumentTheme(site: ResolvedSite, view: SiteView, doc: Document = document): void {
  const root = doc.documentElement;
  const name = site.theme.default;
  for (const [property, value] of Object.entries(themeCustomProperties(site.theme, name))) root.style.setProperty(property, value);
  root.style.setProperty('color-scheme', name);
  root.dataset['theme'] = name;
  root.lang = view.language;
  doc.title = site.tenant.title[view.language];
  if (site.tenant.favicon !== undefined) {
    const link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? doc.head.appendChild(doc.createElement('link'));
    link.rel = 'icon';
    link.href = site.tenant.favicon;
  }
}
