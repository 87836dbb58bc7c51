import { describe, expect, it } from 'vitest';
import { WIDGET_IDS } from '../../schemas/widgets/catalogue';
import { LANGUAGES, SWITCHES } from '../../schemas/domain';
import { didYouMean, suggest } from './suggest';

describe('suggest', () => {
  it('finds a misspelled widget id among the real ones', () => {
    expect(suggest('bannr-carousel', WIDGET_IDS)).toBe('banner-carousel');
    expect(suggest('winer-board', WIDGET_IDS)).toBe('winner-board');
  });

  it('finds a transposition in a short name', () => {
    expect(suggest('drak', ['dark', 'light'])).toBe('dark');
    expect(suggest('vpi', ['vip', 'bonus'])).toBe('vip');
  });

  it('finds a misspelled switch, a transposition and a missing letter', () => {
    expect(suggest('referal', SWITCHES)).toBe('referral');
    expect(suggest('agnetPolicy', SWITCHES)).toBe('agentPolicy');
    expect(suggest('passwordExpiy', SWITCHES)).toBe('passwordExpiry');
  });

  it('ignores case but returns the candidate as written', () => {
    expect(suggest('MOBILEREGISTRATION', SWITCHES)).toBe('mobileRegistration');
    expect(suggest('sports', ['SPORTS', 'ESPORTS'])).toBe('SPORTS');
  });

  it('prefers the closest candidate, and the first of equally close ones', () => {
    expect(suggest('ESPORT', ['SPORTS', 'ESPORTS'])).toBe('ESPORTS');
    expect(suggest('abcx', ['abcy', 'abcz'])).toBe('abcy');
  });

  it('lets up to a third of a long name differ', () => {
    // 12 letters: up to 4 edits.
    expect(suggest('xxxxabcdefgh', ['yyyyabcdefgh'])).toBe('yyyyabcdefgh');
    expect(suggest('xxxxxabcdefg', ['yyyyyabcdefg'])).toBeUndefined();
  });

  it('suggests nothing for an unrelated name', () => {
    expect(suggest('klingon', LANGUAGES)).toBeUndefined();
    expect(suggest('completelyDifferent', SWITCHES)).toBeUndefined();
  });

  it('suggests nothing when there are no candidates', () => {
    expect(suggest('anything', [])).toBeUndefined();
  });

  it('does not let unrelated short names suggest each other', () => {
    // A close short name still counts ("es" is one letter from "en")...
    expect(suggest('es', LANGUAGES)).toBe('en');
    // ...but a name that shares nothing with any candidate is not a typo of one.
    expect(suggest('fr', LANGUAGES)).toBeUndefined();
    expect(suggest('ab', ['xy'])).toBeUndefined();
    expect(suggest('', ['pt'])).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('gives a did-you-mean hint when a candidate is close', () => {
    expect(didYouMean('bannr-carousel', WIDGET_IDS)).toBe('did you mean "banner-carousel"?');
  });

  it('lists the candidates when none is close, with the given wording', () => {
    expect(didYouMean('klingon', LANGUAGES)).toBe('use one of "pt", "en"');
    expect(didYouMean('zzzzzzzz', ['base', 'lottery'], 'a preset:')).toBe('use a preset: "base", "lottery"');
  });

  it('lists at most 12 candidates, then an ellipsis', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `candidate${String.fromCharCode(97 + i)}`);
    const listed12 = didYouMean('zzzzzzzzzzzzzzzzzzzz', twelve);
    expect(listed12).toBe(`use one of ${twelve.map((c) => `"${c}"`).join(', ')}`);
    const thirteen = [...twelve, 'candidatem'];
    const listed13 = didYouMean('zzzzzzzzzzzzzzzzzzzz', thirteen);
    expect(listed13).toBe(`use one of ${twelve.map((c) => `"${c}"`).join(', ')}, …`);
    expect(listed13).not.toContain('candidatem');
  });

  it('lists every candidate when told to (widget ids are never cut)', () => {
    const pageWidgets = WIDGET_IDS.slice(0, 20);
    expect(didYouMean('zzzzzzzzzzzzzzzzzzzz', pageWidgets, 'a page widget:', Infinity)).toBe(`use a page widget: ${pageWidgets.map((c) => `"${c}"`).join(', ')}`);
  });
});
