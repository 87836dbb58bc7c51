/** Property tests of the rebate arithmetic: never negative, each cent staked rated once, rounding down once on the running total. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS, periodOf, rebateOwed } from './rebate';

describe('rebate arithmetic', () => {
  it('pays, over any bets and claims, floor(total stake x rate / 10,000) in all, never a negative claim', () => {
    const step = fc.oneof(fc.record({ stake: fc.bigInt({ min: 0n, max: 5_000_000n }), rate: fc.bigInt({ min: 0n, max: 300n }) }), fc.constant('claim' as const));
    fc.assert(fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
      let weighted = 0n;
      let paid = 0n;
      for (const s of steps) {
        if (s === 'claim') {
          const owed = rebateOwed(weighted, paid);
          expect(owed).toBeGreaterThanOrEqual(0n);
          paid += owed;
        } else {
          weighted += s.stake * s.rate;
        }
      }
      paid += rebateOwed(weighted, paid);
      expect(paid).toBe(weighted / BASIS);
      expect(rebateOwed(weighted, paid)).toBe(0n);
    }));
  });

  it('names the UTC day as the period and the next midnight as its end', () => {
    expect(periodOf(new Date('2026-11-25T23:59:59.999Z'))).toEqual({ period: '2026-11-25', next: new Date('2026-11-26T00:00:00.000Z') });
    expect(periodOf(new Date('2026-12-31T00:00:00.000Z')).next.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
