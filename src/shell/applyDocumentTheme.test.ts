// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ENGINE_DEFAULT_FEATURES, type ResolvedSite, type SiteView } from '../../engine/index';
import { applyDocumentTheme, themeTokenProperty } from './applyDocumentTheme';

describe('applyDocumentTheme', () => {
  it('names token properties in kebab case', () => {
    expect(themeTokenProperty('surfaceRaised')).toBe('--theme-surface-raised');
  });

  it("sets the default theme's tokens on :root, and the title and language of the document", () => {
    const tokens = { dark: { ...ENGINE_DEFAULT_FEATURES.theme.dark, primary: '#e0a526' }, light: ENGINE_DEFAULT_FEATURES.theme.light };
    // Only the fields applyDocumentTheme reads.
    const site = { theme: { default: 'dark', switchable: true, tokens }, tenant: { title: { pt: 'Lusa', en: 'Lusa EN' } } } as unknown as ResolvedSite;
    applyDocumentTheme(site, { language: 'en' } as SiteView);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--theme-primary')).toBe('#e0a526');
    expect(root.style.getPropertyValue('--theme-text-muted')).toBe(ENGINE_DEFAULT_FEATURES.theme.dark.textMuted);
    expect(root.dataset['theme']).toBe('dark');
    expect(root.lang).toBe('en');
    expect(document.title).toBe('Lusa EN');
  });
});
