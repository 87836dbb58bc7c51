/**
 * Property tests of the points arithmetic: earning never negative, the ratio applied once to each cent
 * staked whatever the split into bets (rounding down once, on the running total), conversion exact.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEIGHT_PER_POINT, cashOfPoints, convertibleOf, pointsOfBet } from './arithmetic';

const stake = fc.bigInt({ min: 0n, max: 10_000_000n });
const rate = fc.bigInt({ min: 0n, max: 500n });

describe('points earned from bets', () => {
  it('books, over any sequence of bets, floor(total stake x rate / 10,000): each cent counted once, rounded down once', () => {
    fc.assert(fc.property(fc.array(stake, { maxLength: 60 }), rate, (stakes, r) => {
      let weighted = 0n;
      let booked = 0n;
      for (const s of stakes) {
        const bet = pointsOfBet(weighted, s, r);
        expect(bet.points).toBeGreaterThanOrEqual(0n);
        weighted = bet.weightedAfter;
        booked += bet.points;
      }
      const total = stakes.reduce((a, b) => a + b, 0n);
      expect(booked).toBe((total * r) / WEIGHT_PER_POINT);
      // What waits for the next bet is less than one point.
      expect(weighted - booked * WEIGHT_PER_POINT).toBeLessThan(WEIGHT_PER_POINT);
    }));
  });

  it('gives the same points whether a stake is bet at once or in two parts', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), stake, stake, rate, (before, a, b, r) => {
      const once = pointsOfBet(before, a + b, r);
      const first = pointsOfBet(before, a, r);
      const second = pointsOfBet(first.weightedAfter, b, r);
      expect(first.points + second.points).toBe(once.points);
      expect(second.weightedAfter).toBe(once.weightedAfter);
    }));
  });

  it('refuses negative inputs', () => {
    expect(() => pointsOfBet(0n, -1n, 10n)).toThrow(RangeError);
    expect(() => pointsOfBet(-1n, 1n, 10n)).toThrow(RangeError);
    // 1 point per 100.00 at rate 1: 99.99 earns nothing yet, the next cent completes the point.
    expect(pointsOfBet(0n, 99_99n, 1n).points).toBe(0n);
    expect(pointsOfBet(99_99n, 1n, 1n).points).toBe(1n);
  });
});

describe('converting points to cash', () => {
  const rateArb = fc.record({ convertPoints: fc.bigInt({ min: 1n, max: 10_000n }), convertCents: fc.bigInt({ min: 1n, max: 100_000n }), minConvertPoints: fc.bigInt({ min: 0n, max: 100_000n }) });

  it('converts exactly the whole multiples at or above the minimum, never to a negative amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: -1000n, max: 10n ** 12n }), rateArb, (points, r) => {
      const cash = cashOfPoints(points, r);
      if (cash === undefined) {
        expect(points <= 0n || points < r.minConvertPoints || points % r.convertPoints !== 0n).toBe(true);
      } else {
        expect(cash).toBeGreaterThan(0n);
        // Applied once: back to points exactly.
        expect((cash / r.convertCents) * r.convertPoints).toBe(points);
        expect(cash % r.convertCents).toBe(0n);
      }
    }));
  });

  it('offers the largest convertible part of a balance, which converts and leaves less than one unit', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), rateArb, (balance, r) => {
      const convertible = convertibleOf(balance, r);
      expect(convertible).toBeGreaterThanOrEqual(0n);
      expect(convertible).toBeLessThanOrEqual(balance);
      if (convertible > 0n) {
        expect(cashOfPoints(convertible, r)).toBeDefined();
        expect(balance - convertible).toBeLessThan(r.convertPoints);
      }
    }));
  });
});
