import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, isValidCpf, maskCpf, normalizeCpf } from './signUp';

describe('CPF', () => {
  it('accepts numbers with valid check digits, with or without the mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('refuses a wrong check digit, the wrong length, letters and eleven equal digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-52')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529.982.247-2a')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });
  it('normalises to its 11 digits and masks as typed', () => {
    expect(normalizeCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeCpf('529/982')).toBeUndefined();
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725999')).toBe('529.982.247-25');
  });
});

describe('birth dates', () => {
  it('reads only real calendar dates', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2001-02-29')).toBe(false);
    expect(isIsoDate('2000-13-01')).toBe(false);
    expect(isIsoDate('01/02/2000')).toBe(false);
  });
  it('counts a year older on the birthday itself, and a 29 February birthday on 1 March', () => {
    expect(ageOn('2008-11-28', '2026-11-27')).toBe(17);
    expect(ageOn('2008-11-28', '2026-11-28')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
