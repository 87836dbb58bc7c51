import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAmount, type RandomBelow } from './split';

/** A seeded source for the random split, driven by fast-check's own generator. */
const seeded = (draws: readonly number[]): RandomBelow => {
  let i = 0;
  return (below) => BigInt(Math.floor((draws[i++ % draws.length] ?? 0) * Number(below))) % below;
};

const sum = (shares: bigint[]) => shares.reduce((a, b) => a + b, 0n);

describe('splitting a red envelope', () => {
  it('sums to the amount exactly, every share at least 1 minor unit, one share per recipient (both splits)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 50 }), fc.bigInt({ min: 0n, max: 10_000_000_000_00n }), fc.constantFrom('equal' as const, 'random' as const),
      fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 60 }),
      (recipients, extra, split, draws) => {
        const amount = BigInt(recipients) + extra;
        const shares = splitAmount(amount, recipients, split, seeded(draws));
        expect(shares).toHaveLength(recipients);
        expect(sum(shares)).toBe(amount);
        for (const share of shares) expect(share >= 1n).toBe(true);
      },
    ), { numRuns: 500 });
  });

  it('gives equal shares that differ by at most 1 minor unit, the remainder first', () => {
    expect(splitAmount(1000n, 3, 'equal')).toEqual([334n, 333n, 333n]);
    expect(splitAmount(2n, 2, 'equal')).toEqual([1n, 1n]);
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.bigInt({ min: 0n, max: 1_000_000_00n }), (n, extra) => {
      const shares = splitAmount(BigInt(n) + extra, n, 'equal');
      const max = shares.reduce((a, b) => (a > b ? a : b));
      const min = shares.reduce((a, b) => (a < b ? a : b));
      expect(max - min <= 1n).toBe(true);
    }));
  });

  it('gives the smallest possible envelope 1 minor unit each, and refuses fewer minor units than recipients', () => {
    expect(splitAmount(5n, 5, 'random')).toEqual([1n, 1n, 1n, 1n, 1n]);
    expect(() => splitAmount(4n, 5, 'random')).toThrow(RangeError);
    expect(() => splitAmount(4n, 5, 'equal')).toThrow(RangeError);
    expect(() => splitAmount(10n, 0, 'equal')).toThrow(RangeError);
  });

  it('varies the random split with the system source (not always equal)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(splitAmount(10_000n, 4, 'random').join(','));
    expect(seen.size).toBeGreaterThan(1);
  });
});
