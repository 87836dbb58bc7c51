import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schemas/domain';
import { MESSAGES, MESSAGE_KEYS, isMessageKey, translate } from './translate';
import { REGISTRATION_FIELD_NAMES } from '../../schemas/server/register-settings';

describe('interface texts', () => {
  it.each(LANGUAGES)('%s has exactly the keys of every other language, none empty', (language) => {
    expect(Object.keys(MESSAGES[language]).sort()).toEqual([...MESSAGE_KEYS].sort());
    for (const key of MESSAGE_KEYS) expect(MESSAGES[language][key].trim(), `${language} ${key}`).not.toBe('');
  });

  it('keeps the placeholders of each text in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of MESSAGE_KEYS) expect(placeholders(MESSAGES.pt[key]), key).toEqual(placeholders(MESSAGES.en[key]));
  });

  it('has a label for every registration field', () => {
    for (const name of REGISTRATION_FIELD_NAMES) expect(isMessageKey(`registration.field.${name}`), name).toBe(true);
  });

  it('fills placeholders, and copy overrides win over the product texts', () => {
    expect(translate('en', 'status.regionRestricted.body', { ip: '203.0.113.7' })).toBe(
      'This site is not available in your region. Your IP address: 203.0.113.7',
    );
    expect(translate('pt', 'nav.home', {}, { pt: { 'nav.home': 'Sorteios' } })).toBe('Sorteios');
    expect(translate('en', 'nav.home', {}, { pt: { 'nav.home': 'Sorteios' } })).toBe('Home');
  });

  it('keeps the catalogue texts of SPEC section 8', () => {
    expect(MESSAGES.en['error.networkAbnormal']).toBe('Network link is abnormal, please try again');
    expect(MESSAGES.en['error.userNotFound']).toBe('Username/Email does not exist');
    expect(MESSAGES.en['error.notLoggedIn']).toBe('You are not logged in, please login');
    expect(MESSAGES.en['error.nonAgent']).toBe('Non-agents cannot log in');
  });
});
