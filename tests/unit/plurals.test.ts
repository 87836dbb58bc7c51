/**
 * The one text filler: plural forms on i18next's keys (`_one` / `_other`) in both languages, in
 * every place that fills texts (the engine's translate and the five widget text hooks), and the
 * same answer as the portal's i18next instance gives for the same resources.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../schemas/domain';
import { agentText } from '../../widgets/agent-texts/useAgentText';
import { envelopeText } from '../../widgets/kit/envelope/useEnvelopeText';
import { memberText, MEMBER_TEXTS } from '../../widgets/member-texts/useMemberText';
import { applyText } from '../../widgets/promotion-apply/useApplyText';
import { pointsText } from '../../widgets/points-mall/usePointsText';
import { AGENT_TEXTS } from '../../widgets/agent-texts/useAgentText';
import { ENVELOPE_TEXTS } from '../../widgets/kit/envelope/useEnvelopeText';
import { fillText, pluralBaseOf, pluralCategory, withOverrides } from '../../engine/i18n/fillText';
import { MESSAGES, translate } from '../../engine/i18n/translate';
import { portalResources } from '../../src/i18n/createPortalI18n';
import { CATALOGUES } from '../../engine/i18n/translate';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { MENU_TEXTS } from '../../engine/i18n/texts/menus';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { AGENTS_TEXTS } from '../../engine/i18n/texts/agents';
import { ENVELOPES_TEXTS } from '../../engine/i18n/texts/envelopes';

describe('plural forms', () => {
  it('follow each language\'s rule: Portuguese counts 0 and 1 as one, English 1 alone', () => {
    expect([0, 1, 2, 11].map((n) => pluralCategory('pt', n))).toEqual(['one', 'one', 'other', 'other']);
    expect([0, 1, 2, 11].map((n) => pluralCategory('en', n))).toEqual(['other', 'one', 'other', 'other']);
  });

  it('say "1 registro" and "1 unread message", and the plural for more', () => {
    expect(memberText('pt', 'records.count', { count: 1 })).toBe('1 registro');
    expect(memberText('pt', 'records.count', { count: 25 })).toBe('25 registros');
    expect(memberText('en', 'records.count', { count: 1 })).toBe('1 record');
    expect(memberText('en', 'records.count', { count: 0 })).toBe('0 records');
    expect(translate('en', 'header.unreadMessages', { count: 1 })).toBe('1 unread message');
    expect(translate('en', 'header.unreadMessages', { count: 3 })).toBe('3 unread messages');
    expect(translate('pt', 'header.unreadMessages', { count: 1 })).toBe('1 mensagem não lida');
    expect(translate('pt', 'header.unreadMessages', { count: 4 })).toBe('4 mensagens não lidas');
  });

  it('leave no "(s)" in a count: a contract, or contracts, ended', () => {
    expect(agentText('en', 'offer.ended', { count: 1 })).toBe('1 contract below you ended.');
    expect(agentText('en', 'offer.ended', { count: 2 })).toBe('2 contracts below you ended.');
    expect(agentText('pt', 'offer.ended', { count: 1 })).toBe('1 contrato abaixo de você terminou.');
    expect(agentText('pt', 'offer.ended', { count: 2 })).toBe('2 contratos abaixo de você terminaram.');
    for (const language of LANGUAGES) {
      const all = [MESSAGES[language], MEMBER_TEXTS[language], AGENT_TEXTS[language], ENVELOPE_TEXTS[language]].flatMap((texts) => Object.values(texts));
      expect(all.filter((text) => /\(s\)|\(es\)/.test(text)), language).toEqual([]);
    }
  });

  it('are chosen by every filler: the engine\'s and the five widget hooks\'', () => {
    expect(envelopeText('en', 'send.done', { amount: '10.00', count: 1 })).toBe('Red envelope of 10.00 sent to 1 downline.');
    expect(envelopeText('pt', 'send.done', { amount: '10,00', count: 3 })).toBe('Envelope vermelho de 10,00 enviado a 3 subordinados.');
    expect(agentText('pt', 'downlines.count', { count: 1 })).toBe('1 subordinado');
    expect(memberText('pt', 'messages.unread', { count: 1 })).toBe('1 não lida');
    // The points and application texts have no plural text yet; their hooks fill through the same
    // function, so a tenant's plural override of one of their keys is honoured.
    expect(pointsText('en', 'convert.belowMin', { min: 500, count: 1 }, { 'convert.belowMin_one': 'one point: {min}' })).toBe('one point: 500');
    expect(applyText('en', 'apply.image', { n: 2, count: 2 }, { 'apply.image_other': 'Images ({n})' })).toBe('Images (2)');
  });

  it('let a tenant\'s plain override win for every count, and its own forms where it gives them', () => {
    const copy = { 'records.count': '{count} linhas' };
    expect(memberText('pt', 'records.count', { count: 1 }, copy)).toBe('1 linhas');
    expect(memberText('pt', 'records.count', { count: 1 }, { 'records.count_one': 'uma linha' })).toBe('uma linha');
    expect(memberText('pt', 'records.count', { count: 5 }, { 'records.count_one': 'uma linha' })).toBe('5 registros');
    expect(withOverrides(MEMBER_TEXTS.pt, copy)).not.toHaveProperty('records.count_one');
  });

  it('stay out of the lazy screens\' texts, which useText gives i18next under the tenant\'s copy (a form there would beat a plain override)', () => {
    for (const texts of [AUTH_TEXTS, GAMES_TEXTS, SCREENS_TEXTS, MENU_TEXTS, AGENTS_TEXTS, ENVELOPES_TEXTS]) {
      for (const language of LANGUAGES) expect(Object.keys(texts[language]).filter((key) => pluralBaseOf(key) !== undefined)).toEqual([]);
    }
  });

  it('fall back to the plain text without a count, and to the key when nothing has it', () => {
    expect(fillText('en', { 'x_one': 'one {count}', 'x_other': 'many {count}' }, 'x', { count: '1' })).toBe('x');
    expect(fillText('en', { x: 'plain' }, 'x', { count: 1 })).toBe('plain');
    expect(fillText('en', { 'x_other': '{count} things' }, 'x', { count: 1 })).toBe('1 things');
    expect(pluralBaseOf('records.count_other')).toBe('records.count');
    expect(pluralBaseOf('records.count')).toBeUndefined();
  });

  it.each(LANGUAGES)('give in %s what the portal\'s i18next instance gives for the same texts', async (language: Language) => {
    const copy = { [language]: { 'chat.unread': '{count} chat' } };
    const instance = createInstance();
    await instance.init({
      lng: language, fallbackLng: false, keySeparator: false, nsSeparator: false,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
      resources: { [language]: { translation: portalResources(language, CATALOGUES[language], copy) } },
    });
    for (const count of [0, 1, 2, 21]) {
      for (const key of ['header.unreadMessages', 'chat.unread'] as const) {
        expect(instance.t(key, { count }), `${key} ${count}`).toBe(translate(language, key, { count }, copy));
      }
    }
  });
});
