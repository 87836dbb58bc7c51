import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney } from './amounts';
import { formatMinor } from './wireAmounts';
import { minorOfMoney, minorOfUnits, moneyOfMinor, plainMinor } from './wireAmounts';
import { parseAmount } from './parseAmount';

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

describe('the one money format of the portal', () => {
  it("shows the API's decimal strings with 2 decimals and the language's separators", () => {
    expect(formatMoney('1234567.50', 'pt')).toBe('1.234.567,50');
    expect(formatMoney('1234567.50', 'en')).toBe('1,234,567.50');
    expect(formatMoney('0.00', 'en')).toBe('0.00');
    expect(formatMoney('999.00', 'pt')).toBe('999,00');
    expect(formatMoney('1000.00', 'pt')).toBe('1.000,00');
    expect(formatMoney('-0.05', 'pt')).toBe('-0,05');
    // Beyond 2^53 minor units, still exact: no float holds it on the way.
    expect(formatMoney('123456789012345678.99', 'en')).toBe('123,456,789,012,345,678.99');
    // A malformed amount is shown as it came rather than as a wrong number.
    expect(formatMoney('12,50', 'en')).toBe('12,50');
    expect(formatMoney('1.005', 'en')).toBe('1.005');
  });

  it('puts the wallet settings\' symbol before the amount: R$ and other currencies', () => {
    expect(formatCurrency('1234.50', 'pt', 'R$')).toBe('R$ 1.234,50');
    expect(formatCurrency('1234.50', 'en', 'R$')).toBe('R$ 1,234.50');
    expect(formatCurrency('1234.50', 'en', '$')).toBe('$ 1,234.50');
    expect(formatCurrency('0.99', 'pt', '€')).toBe('€ 0,99');
    expect(formatCurrency('-12.30', 'en', 'US$')).toBe('US$ -12.30');
    // Currencies with other minor units: the yen has none, the Bahraini dinar three.
    expect(formatCurrency('1234567', 'pt', '¥', 0)).toBe('¥ 1.234.567');
    expect(formatCurrency('1234.567', 'en', 'BD', 3)).toBe('BD 1,234.567');
  });

  it('reads and writes minor units in the currency\'s precision', () => {
    expect(minorOfMoney('1234', 0)).toBe(1234);
    expect(minorOfMoney('12.5', 0)).toBeNaN();
    expect(minorOfMoney('1.5', 3)).toBe(1500);
    expect(moneyOfMinor(1234567, 3)).toBe('1234.567');
    expect(moneyOfMinor(1234, 0)).toBe('1234');
    expect(formatMinor(-1234567, 'pt', 3)).toBe('-1.234,567');
    expect(parseAmount('1.234', 'pt', {}, 0)).toEqual({ ok: true, minor: 1234 });
    expect(parseAmount('1.234,5', 'pt', {}, 0)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1,5', 'pt', {}, 3)).toEqual({ ok: true, minor: 1500 });
    expect(parseAmount('1,5001', 'pt', {}, 3)).toEqual({ ok: false, problem: 'decimals' });
  });

  it('turns whole units (quick amounts) into minor units without a float product', () => {
    expect(minorOfUnits(50)).toBe(5000);
    expect(minorOfUnits(500)).toBe(50000);
    expect(minorOfUnits(7, 0)).toBe(7);
    expect(minorOfUnits(7, 3)).toBe(7000);
    // Not whole units: refused rather than rounded (0.29 * 100 is 28.999999999999996 in floats).
    expect(minorOfUnits(0.29)).toBeNaN();
    expect(minorOfUnits(Number.MAX_SAFE_INTEGER + 2)).toBeNaN();
  });

  it('reads back what it writes, in any precision (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom('pt' as const, 'en' as const), (minor, digits, language) => {
      expect(minorOfMoney(moneyOfMinor(minor, digits), digits)).toBe(minor);
      if (minor > 0) expect(parseAmount(formatMinor(minor, language, digits), language, {}, digits)).toEqual({ ok: true, minor });
    }));
  });
});
