import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schemas/domain';
import { fillText } from './fillText';
import { errorTextsReady, forgetCatalogues, isLoadedMessageKey, loadCatalogue, loadErrorTexts, loadedCatalogue, onErrorTexts, provideCatalogue } from './catalogues';
import { ERRORS_MESSAGES_EN } from './messages/errors.en';
import { CATALOGUES, MESSAGES } from './translate';

afterEach(forgetCatalogues);

describe('catalogues loaded per language', () => {
  it.each(LANGUAGES)('loads the %s catalogue on demand, once, with the texts of the static one', async (language) => {
    expect(loadedCatalogue(language)).toBeUndefined();
    const first = loadCatalogue(language);
    expect(loadCatalogue(language)).toBe(first);
    const catalogue = await first;
    // The first render's texts: every key but the error and form messages, which come in a chunk of their own.
    const whole = CATALOGUES[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(whole).filter((key) => !Object.hasOwn(ERRORS_MESSAGES_EN, key)).sort());
    expect(Object.entries(catalogue).every(([key, text]) => whole[key as keyof typeof whole] === text)).toBe(true);
    expect(loadedCatalogue(language)).toBe(catalogue);
    expect(await loadCatalogue(language)).toBe(catalogue);
    // Only the language asked for.
    for (const other of LANGUAGES.filter((l) => l !== language)) expect(loadedCatalogue(other)).toBeUndefined();

    // The error texts join it once, and listeners hear them.
    const heard: string[] = [];
    const stop = onErrorTexts((l, texts) => heard.push(`${l}:${Object.keys(texts).length}`));
    await Promise.all([loadErrorTexts(language), loadErrorTexts(language)]);
    stop();
    expect(loadedCatalogue(language)).toEqual(whole);
    expect(await loadCatalogue(language)).toEqual(whole);
    expect(heard).toEqual([`${language}:${Object.keys(ERRORS_MESSAGES_EN).length}`]);
  });

  it('knows the message keys once the error texts are loaded; a failed call waits for them (errorTextsReady)', async () => {
    expect(isLoadedMessageKey('error.networkAbnormal')).toBe(false);
    await loadCatalogue('en');
    expect(isLoadedMessageKey('header.login')).toBe(true);
    expect(isLoadedMessageKey('error.networkAbnormal')).toBe(false);
    await errorTextsReady();
    expect(isLoadedMessageKey('error.networkAbnormal')).toBe(true);
    expect(isLoadedMessageKey('SMS_GATEWAY')).toBe(false);
    expect(isLoadedMessageKey('toString')).toBe(false);
    forgetCatalogues();
    provideCatalogue('pt', MESSAGES.pt);
    expect(isLoadedMessageKey('error.networkAbnormal')).toBe(true);
    expect(loadedCatalogue('en')).toBeUndefined();
  });

  it('fills placeholders; an override wins; a key missing from the catalogue shows as itself', () => {
    expect(fillText('en', MESSAGES.en, 'status.regionRestricted.body', { ip: '203.0.113.7' })).toBe(
      'This site is not available in your region. Your IP address: 203.0.113.7',
    );
    expect(fillText('pt', MESSAGES.pt, 'nav.home', {}, { 'nav.home': 'Sorteios' })).toBe('Sorteios');
    expect(fillText('pt', {}, 'nav.home')).toBe('nav.home');
  });
});
