// @vitest-environment jsdom
/**
 * A language switch whose catalogue cannot load (the visitor went offline): the page keeps its
 * language and shows the catalogue's network message; choosing the language again retries.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../schemas/domain';
import { MESSAGES } from '../../engine/index';
import type * as Catalogues from '../../engine/i18n/catalogues';
import { renderWithTenant, resetPortal } from '../testing/renderWithTenant';

/** Languages whose catalogue chunks fail to load, as a dropped connection makes a chunk's import fail. */
const offline = vi.hoisted(() => new Set<string>());

vi.mock('../../engine/i18n/catalogues', async (importOriginal) => {
  const original = await importOriginal<typeof Catalogues>();
  return {
    ...original,
    loadCatalogue: (language: Language) => (offline.has(language) ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : original.loadCatalogue(language)),
    // A language's error texts are a chunk of their own, loaded with its catalogue: offline, both fail.
    loadErrorTexts: (language: Language) => (offline.has(language) ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : original.loadErrorTexts(language)),
  };
});

afterEach(() => {
  offline.clear();
  resetPortal();
});
configure({ asyncUtilTimeout: 5000 });

describe('a language switch without a network', () => {
  it('keeps the page in its language, says why in the catalogue message, and retries on the next choice', async () => {
    renderWithTenant('lusa');
    const header = await screen.findByRole('banner');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(nav.textContent).toContain('Promoções');

    offline.add('en');
    fireEvent.change(within(header).getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.pt['error.networkAbnormal']);
    expect(nav.textContent).toContain('Promoções');
    expect(document.documentElement.lang).toBe('pt');
    expect(window.localStorage.getItem('wl:lusa:language')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.pt['messageDialog.confirm'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    offline.clear();
    fireEvent.change(within(header).getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    await waitFor(() => expect(nav.textContent).toContain('Promotions'));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
