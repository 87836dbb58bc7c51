import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schemas/domain';
import { fillText } from './fillText';
import { forgetCatalogues, isLoadedMessageKey, loadCatalogue, loadedCatalogue, provideCatalogue } from './catalogues';
import { CATALOGUES, MESSAGES } from './translate';

afterEach(forgetCatalogues);

describe('catalogues loaded per language', () => {
  it.each(LANGUAGES)('loads the %s catalogue on demand, once, with the texts of the static one', async (language) => {
    expect(loadedCatalogue(language)).toBeUndefined();
    const first = loadCatalogue(language);
    expect(loadCatalogue(language)).toBe(first);
    const catalogue = await first;
    expect(catalogue).toEqual(CATALOGUES[language]);
    expect(loadedCatalogue(language)).toBe(catalogue);
    expect(await loadCatalogue(language)).toBe(catalogue);
    // Only the language asked for.
    for (const other of LANGUAGES.filter((l) => l !== language)) expect(loadedCatalogue(other)).toBeUndefined();
  });

  it('knows the message keys once any catalogue is loaded, and none before', async () => {
    expect(isLoadedMessageKey('error.networkAbnormal')).toBe(false);
    await loadCatalogue('en');
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
