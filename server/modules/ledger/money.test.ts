import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseAmount } from './money';

describe('money', () => {
  it('parses decimal strings exactly into cents', () => {
    expect(parseAmount('100')).toBe(10000n);
    expect(parseAmount('100.5')).toBe(10050n);
    expect(parseAmount('100.05')).toBe(10005n);
    expect(parseAmount('0.01')).toBe(1n);
    expect(parseAmount('9999999999999.99')).toBe(999999999999999n);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', '1,50', '01', '1e3', ' 1', '1.', '.5', 'NaN', '+1', '10000000000000']) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
  });

  it('formats with exactly two decimals and round-trips', () => {
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(5n)).toBe('0.05');
    expect(formatMoney(-1230n)).toBe('-12.30');
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (cents) => {
      expect(parseAmount(formatMoney(cents))).toBe(cents);
    }));
  });
});
