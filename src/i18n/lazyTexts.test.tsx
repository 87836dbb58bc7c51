// @vitest-environment jsdom
/**
 * A lazy screen's own texts (engine/i18n/texts/*.ts): not in the catalogue the page loads first, given
 * to i18next by the screen's useText(texts); a tenant's copy override of the same key still wins, and
 * a language whose catalogue loads later keeps them.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES, MESSAGES, forgetCatalogues, provideCatalogue } from '../../engine/index';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { MENU_TEXTS } from '../../engine/i18n/texts/menus';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { useText } from '../../widgets/portal-context/useText';
import { createPortalI18n, loadPortalLanguage } from './createPortalI18n';

afterEach(forgetCatalogues);

function LoginTitle() {
  const t = useText(AUTH_TEXTS);
  return <p>{t('login.title')} / {t('widget.retry')}</p>;
}

describe('lazy texts', () => {
  it('are not in either catalogue, nor in each other, and have the same keys in both languages', () => {
    for (const language of ['pt', 'en'] as const) {
      for (const texts of [AUTH_TEXTS, GAMES_TEXTS, SCREENS_TEXTS, MENU_TEXTS]) {
        expect(Object.keys(texts[language]).sort()).toEqual(Object.keys(texts.en).sort());
        for (const key of Object.keys(texts[language])) expect(Object.hasOwn(CATALOGUES[language], key), key).toBe(false);
      }
      const groups = [AUTH_TEXTS[language], GAMES_TEXTS[language], SCREENS_TEXTS[language], MENU_TEXTS[language]].map((texts) => Object.keys(texts));
      expect(new Set(groups.flat()).size).toBe(groups.flat().length);
      // Not vacuous: the engine's full set has them.
      expect(MESSAGES[language]['login.title']).toBe(AUTH_TEXTS[language]['login.title']);
    }
  });

  it('show once the screen gives them, over a catalogue that lacks them', () => {
    provideCatalogue('pt', CATALOGUES.pt);
    const i18n = createPortalI18n('pt', ['pt', 'en']);
    expect(i18n.t('login.title')).toBe('login.title');
    render(<I18nextProvider i18n={i18n}><LoginTitle /></I18nextProvider>);
    expect(screen.getByText(`${AUTH_TEXTS.pt['login.title']} / ${CATALOGUES.pt['widget.retry']}`)).toBeTruthy();
    // The catalogue itself is left as it was.
    expect(Object.hasOwn(CATALOGUES.pt, 'login.title')).toBe(false);
  });

  it("leave a tenant's copy override in place, and survive a later language's catalogue", async () => {
    provideCatalogue('pt', CATALOGUES.pt);
    const copy = { pt: { 'login.title': 'Entrar na Lusa' }, en: { 'login.title': 'Sign in to Lusa' } };
    const i18n = createPortalI18n('pt', ['pt', 'en'], copy);
    render(<I18nextProvider i18n={i18n}><LoginTitle /></I18nextProvider>);
    expect(screen.getByText(`Entrar na Lusa / ${CATALOGUES.pt['widget.retry']}`)).toBeTruthy();
    // English: the screen's texts arrived first; the catalogue loads after, and both stay, the override on top.
    expect(i18n.t('login.title', { lng: 'en' })).toBe(AUTH_TEXTS.en['login.title']);
    await loadPortalLanguage(i18n, 'en', copy);
    expect(i18n.t('widget.retry', { lng: 'en' })).toBe(CATALOGUES.en['widget.retry']);
    expect(i18n.t('login.title', { lng: 'en' })).toBe('Sign in to Lusa');
    expect(i18n.t('login.submit', { lng: 'en' })).toBe(AUTH_TEXTS.en['login.submit']);
  });
});
