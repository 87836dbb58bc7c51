// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedSite } from '../../engine/index';
import { initialLanguage, linkLanguage } from './preferences';

const site = { tenant: { code: 'acme' }, languages: { default: 'pt', supported: ['pt', 'en'] } } as unknown as ResolvedSite;
const portugueseOnly = { tenant: { code: 'solo' }, languages: { default: 'pt', supported: ['pt'] } } as unknown as ResolvedSite;

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('?lang= (previews and campaign links)', () => {
  it('reads a supported language from the link, in any case, and nothing else', () => {
    expect(linkLanguage(site, '?lang=en')).toBe('en');
    expect(linkLanguage(site, '?utm_source=x&lang=EN')).toBe('en');
    expect(linkLanguage(site, '?lang=fr')).toBeUndefined();
    expect(linkLanguage(site, '')).toBeUndefined();
    expect(linkLanguage(portugueseOnly, '?lang=en')).toBeUndefined();
  });

  it('wins over the stored choice, and is kept for the next pages', () => {
    window.localStorage.setItem('wl:acme:language', 'pt');
    window.history.replaceState(null, '', '/promotions?lang=en');
    expect(initialLanguage(site)).toBe('en');
    window.history.replaceState(null, '', '/promotions');
    expect(initialLanguage(site)).toBe('en');
  });

  it('a language the tenant does not offer leaves its default', () => {
    window.history.replaceState(null, '', '/?lang=en');
    expect(initialLanguage(portugueseOnly)).toBe('pt');
  });
});
