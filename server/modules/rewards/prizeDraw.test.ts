import { describe, expect, it } from 'vitest';
import { drawPrize, prizeAt, storedTiers, tiersOf, topPrize, totalWeight, type PrizeTier } from './prizeDraw';

const TABLE: PrizeTier[] = [{ amount: 200n, weight: 50 }, { amount: 500n, weight: 35 }, { amount: 1000n, weight: 15 }];

/** Small tables with random weights and amounts, from a seeded generator (reproducible). */
function* tables(seed: number, count: number): Generator<PrizeTier[]> {
  let state = seed;
  const next = (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % max;
  };
  for (let i = 0; i < count; i++) {
    const size = 2 + next(6);
    yield Array.from({ length: size }, () => ({ amount: BigInt(1 + next(100_000)), weight: 1 + next(50) }));
  }
}

describe('prize draw', () => {
  it('gives every tier exactly its weight of the picks, in order', () => {
    for (const table of [TABLE, ...tables(7, 200)]) {
      const counts = new Map<number, number>();
      for (let pick = 0; pick < totalWeight(table); pick++) {
        const amount = prizeAt(table, pick);
        const index = table.findIndex((tier) => tier.amount === amount);
        expect(index).toBeGreaterThanOrEqual(0);
        counts.set(index, (counts.get(index) ?? 0) + 1);
      }
      // Tiers of equal amounts share their picks; otherwise each has its weight.
      for (const [index, tier] of table.entries()) {
        const same = table.filter((other) => other.amount === tier.amount).reduce((sum, other) => sum + other.weight, 0);
        if (table.findIndex((other) => other.amount === tier.amount) === index) expect(counts.get(index)).toBe(same);
      }
    }
  });

  it('pays an amount of the table, never above its top prize, never zero or negative', () => {
    for (const table of tables(11, 200)) {
      const amount = drawPrize(table);
      expect(table.some((tier) => tier.amount === amount)).toBe(true);
      expect(amount).toBeGreaterThan(0n);
      expect(amount).toBeLessThanOrEqual(topPrize(table));
    }
  });

  it('refuses a pick outside the table; the draw asks the random source for a pick below the total', () => {
    expect(() => prizeAt(TABLE, 100)).toThrow(RangeError);
    expect(() => prizeAt(TABLE, -1)).toThrow(RangeError);
    expect(() => prizeAt(TABLE, 1.5)).toThrow(RangeError);
    const asked: number[] = [];
    expect(drawPrize(TABLE, (max) => { asked.push(max); return 84; })).toBe(500n);
    expect(drawPrize(TABLE, () => 85)).toBe(1000n);
    expect(drawPrize(TABLE, () => 0)).toBe(200n);
    expect(asked).toEqual([100]);
  });

  it('stores amounts as text and reads them back exactly', () => {
    const big: PrizeTier[] = [{ amount: 900_719_925_474_099_300n, weight: 1 }, { amount: 1n, weight: 2 }];
    expect(tiersOf(JSON.parse(JSON.stringify(storedTiers(big))) as ReturnType<typeof storedTiers>)).toEqual(big);
    expect(topPrize(TABLE)).toBe(1000n);
  });
});
