import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

const intl = (amount: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(amount);

describe('formatAmount', () => {
  it('writes 2 decimals with the language\'s separators', () => {
    expect(formatAmount(1234567.5, 'pt')).toBe('1.234.567,50');
    expect(formatAmount(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatAmount(0, 'en')).toBe('0.00');
    expect(formatAmount(999, 'pt')).toBe('999,00');
    expect(formatAmount(1000, 'pt')).toBe('1.000,00');
  });

  it('rounds on the decimal digits as written, like Intl.NumberFormat', () => {
    expect(formatAmount(12.345, 'pt')).toBe('12,35');
    expect(formatAmount(1.005, 'en')).toBe('1.01');
    expect(formatAmount(999.995, 'en')).toBe('1,000.00');
    expect(formatAmount(-1234.5, 'pt')).toBe('-1.234,50');
  });

  it('agrees with Intl.NumberFormat on a spread of amounts in both languages', () => {
    const amounts = [0.01, 0.1, 0.125, 2.675, 10.005, 123.456, 98765.4321, 1e6 + 0.015, 4_294_967_295.99, -0.5, -77.777, 1e12 + 0.5];
    for (const amount of amounts) {
      expect(formatAmount(amount, 'pt'), String(amount)).toBe(intl(amount, 'pt-BR'));
      expect(formatAmount(amount, 'en'), String(amount)).toBe(intl(amount, 'en-US'));
    }
  });
});
