// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ENGINE_DEFAULT_FEATURES, type ResolvedSite, type ResolvedTheme } from '../../engine/index';
import { applyDocumentMeta, applyTheme, themeTokenProperty } from './applyDocumentTheme';

const theme: ResolvedTheme = {
  default: 'dark',
  switchable: true,
  tokens: { dark: { ...ENGINE_DEFAULT_FEATURES.theme.dark, primary: '#e0a526' }, light: ENGINE_DEFAULT_FEATURES.theme.light },
};

describe('applyTheme', () => {
  it('names token properties in kebab case', () => {
    expect(themeTokenProperty('surfaceRaised')).toBe('--theme-surface-raised');
  });

  it("sets a theme's tokens on :root, and switching replaces them", () => {
    const root = document.documentElement;
    applyTheme(theme, 'dark');
    expect(root.style.getPropertyValue('--theme-primary')).toBe('#e0a526');
    expect(root.style.getPropertyValue('--theme-text-muted')).toBe(ENGINE_DEFAULT_FEATURES.theme.dark.textMuted);
    expect(root.dataset['theme']).toBe('dark');
    applyTheme(theme, 'light');
    expect(root.style.getPropertyValue('--theme-primary')).toBe(ENGINE_DEFAULT_FEATURES.theme.light.primary);
    expect(root.style.getPropertyValue('color-scheme')).toBe('light');
    expect(root.dataset['theme']).toBe('light');
  });
});

describe('applyDocumentMeta', () => {
  it('sets the title and language of the document', () => {
    // Only the fields applyDocumentMeta reads.
    const site = { tenant: { title: { pt: 'Lusa', en: 'Lusa EN' }, favicon: '/favicon.svg' } } as unknown as ResolvedSite;
    applyDocumentMeta(site, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Lusa EN');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });
});
