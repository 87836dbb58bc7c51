import { describe, expect, it } from 'vitest';
import { MEMBER_TEXTS, isMemberTextKey, memberText } from './useMemberText';

describe('member texts', () => {
  it('have the same keys and placeholders in Portuguese and English, none empty', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(MEMBER_TEXTS.pt).sort()).toEqual(Object.keys(MEMBER_TEXTS.en).sort());
    for (const key of Object.keys(MEMBER_TEXTS.en) as (keyof typeof MEMBER_TEXTS.en)[]) {
      expect(MEMBER_TEXTS.pt[key].trim(), key).not.toBe('');
      expect(placeholders(MEMBER_TEXTS.pt[key]), key).toEqual(placeholders(MEMBER_TEXTS.en[key]));
    }
  });

  it('fill placeholders, and a tenant override wins', () => {
    expect(memberText('pt', 'amount.belowMin', { min: '10,00' })).toBe('O mínimo é 10,00.');
    expect(memberText('en', 'amount.belowMin', { min: '10.00' }, { 'amount.belowMin': 'Min {min}!' })).toBe('Min 10.00!');
    expect(isMemberTextKey('deposit.title')).toBe(true);
    expect(isMemberTextKey('nope')).toBe(false);
  });
});
