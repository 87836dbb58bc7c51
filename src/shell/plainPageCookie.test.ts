// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ResolvedSite } from '../../engine/index';
import { plainPageCookie } from '../../schemas/api/boot';
import { updatePlainPageCookie } from './plainPageCookie';

const site = { tenant: { code: 'lusa' }, languages: { default: 'pt' }, theme: { default: 'dark' } } as unknown as ResolvedSite;
const present = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${plainPageCookie('lusa')}=`));

describe('the plain-page cookie', () => {
  it('is there while the first render would not be a guest\'s in the default language and theme, and gone again after', () => {
    updatePlainPageCookie(site, { guest: true, language: 'pt', theme: 'dark' });
    expect(present()).toBe(false);
    for (const state of [{ guest: false, language: 'pt', theme: 'dark' }, { guest: true, language: 'en', theme: 'dark' }, { guest: true, language: 'pt', theme: 'light' }] as const) {
      updatePlainPageCookie(site, state);
      expect(present()).toBe(true);
      updatePlainPageCookie(site, { guest: true, language: 'pt', theme: 'dark' });
      expect(present()).toBe(false);
    }
  });

  it('holds nothing but the fact', () => {
    updatePlainPageCookie(site, { guest: false, language: 'pt', theme: 'dark' });
    expect(document.cookie).toContain(`${plainPageCookie('lusa')}=1`);
    expect(plainPageCookie('a b;c')).toBe('wl-plain-a_b_c');
  });
});
