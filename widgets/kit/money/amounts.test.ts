import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, minorOfMoney, moneyOfMinor, parseAmount, plainMinor } from './amounts';

describe('parseAmount', () => {
  it("reads the language's decimal mark and optional group separators", () => {
    expect(parseAmount('10,50', 'pt')).toEqual({ ok: true, minor: 1050 });
    expect(parseAmount('1.234,5', 'pt')).toEqual({ ok: true, minor: 123450 });
    expect(parseAmount('1234', 'pt')).toEqual({ ok: true, minor: 123400 });
    expect(parseAmount('10.50', 'en')).toEqual({ ok: true, minor: 1050 });
    expect(parseAmount(' 1,234.56 ', 'en')).toEqual({ ok: true, minor: 123456 });
    expect(parseAmount('0.01', 'en')).toEqual({ ok: true, minor: 1 });
  });

  it("refuses the other language's mark rather than misreading it", () => {
    // '10.50' in Portuguese would be a thousand and fifty, or ten and a half: neither is guessed.
    expect(parseAmount('10.50', 'pt')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('10,50', 'en')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1,2,3', 'en')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('12abc', 'en')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1e3', 'en')).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses more than 2 decimals, negatives, zero and an empty field', () => {
    expect(parseAmount('1,005', 'pt')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('1.005', 'en')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('-5', 'en')).toEqual({ ok: false, problem: 'negative' });
    expect(parseAmount('−5', 'pt')).toEqual({ ok: false, problem: 'negative' });
    expect(parseAmount('0,00', 'pt')).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmount('   ', 'pt')).toEqual({ ok: false, problem: 'required' });
  });

  it('holds the limits: minimum, maximum and what is available, inclusive', () => {
    const limits = { min: 1000, max: 500000, available: 20000 };
    expect(parseAmount('9,99', 'pt', limits)).toEqual({ ok: false, problem: 'belowMin' });
    expect(parseAmount('10', 'pt', limits)).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('200', 'pt', limits)).toEqual({ ok: true, minor: 20000 });
    expect(parseAmount('200,01', 'pt', limits)).toEqual({ ok: false, problem: 'aboveBalance' });
    expect(parseAmount('5.000,01', 'pt', { max: 500000 })).toEqual({ ok: false, problem: 'aboveMax' });
    expect(parseAmount('99999999999999999', 'en')).toEqual({ ok: false, problem: 'aboveMax' });
  });
});

describe('formatting minor units', () => {
  it('shows 2 decimals with the language separators', () => {
    expect(formatMinor(123456, 'pt')).toBe('1.234,56');
    expect(formatMinor(123456, 'en')).toBe('1,234.56');
    expect(formatMinor(-5, 'en')).toBe('-0.05');
    expect(formatMinor(0, 'pt')).toBe('0,00');
    expect(formatMoney('-1234.50', 'pt')).toBe('-1.234,50');
    expect(plainMinor(-123450)).toBe('-1234.50');
  });

  it("reads the API's decimal strings exactly", () => {
    expect(minorOfMoney('12.30')).toBe(1230);
    expect(minorOfMoney('-0.05')).toBe(-5);
    expect(minorOfMoney('100')).toBe(10000);
    expect(minorOfMoney('100.5')).toBe(10050);
    expect(minorOfMoney('1,00')).toBeNaN();
    expect(moneyOfMinor(10050)).toBe('100.50');
  });

  it('reads back what it shows, in both languages (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 ** 13 }), fc.constantFrom('pt' as const, 'en' as const), (minor, language) => {
      expect(parseAmount(formatMinor(minor, language), language)).toEqual({ ok: true, minor });
      expect(minorOfMoney(moneyOfMinor(minor))).toBe(minor);
    }));
  });
});
