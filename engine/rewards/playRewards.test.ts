import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESCUE_TIERS, VIP_LEVELS, rescueBonus, vipStanding } from './playRewards';

const amount = fc.bigInt({ min: -1_000_000n, max: 2_000_000_000n });

describe('vipStanding', () => {
  it('gives each threshold its level, and the remaining valid bets to the next one', () => {
    expect(vipStanding(0n)).toEqual({ level: 0, next: { level: 1, remainingMinor: 1_000_000n }, progressBasisPoints: 0 });
    expect(vipStanding(999_999n)).toMatchObject({ level: 0, next: { level: 1, remainingMinor: 1n }, progressBasisPoints: 9_999 });
    expect(vipStanding(1_000_000n)).toMatchObject({ level: 1, next: { level: 2, remainingMinor: 4_000_000n }, progressBasisPoints: 0 });
    expect(vipStanding(500_000_000n)).toEqual({ level: 5, progressBasisPoints: 10_000 });
    expect(vipStanding(-5n)).toEqual(vipStanding(0n));
  });

  it('never lowers the level as turnover grows, and keeps progress and the remainder consistent', () => {
    fc.assert(fc.property(amount, amount, (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(vipStanding(low).level).toBeLessThanOrEqual(vipStanding(high).level);
      const standing = vipStanding(high);
      expect(standing.progressBasisPoints).toBeGreaterThanOrEqual(0);
      expect(standing.progressBasisPoints).toBeLessThanOrEqual(10_000);
      const reached = VIP_LEVELS.find((l) => l.level === standing.level)!;
      expect(reached.turnoverMinor <= (high < 0n ? 0n : high)).toBe(true);
      if (standing.next) {
        expect(standing.next.remainingMinor > 0n).toBe(true);
        const next = VIP_LEVELS.find((l) => l.level === standing.next!.level)!;
        expect(next.turnoverMinor - standing.next.remainingMinor).toBe(high < 0n ? 0n : high);
      }
    }));
  });
});

describe('rescueBonus', () => {
  it('returns the tier share rounded down, capped, and nothing below the first tier', () => {
    expect(rescueBonus(9_999n)).toBe(0n);
    expect(rescueBonus(10_000n)).toBe(300n);
    expect(rescueBonus(10_033n)).toBe(300n); // 300.99 rounds down
    expect(rescueBonus(99_999n)).toBe(2_999n);
    expect(rescueBonus(100_000n)).toBe(5_000n);
    expect(rescueBonus(1_000_000_000n)).toBe(500_000n);
    expect(rescueBonus(-50_000n)).toBe(0n);
  });

  it('is never negative, never more than the loss or the top cap', () => {
    const top = RESCUE_TIERS[RESCUE_TIERS.length - 1]!.capMinor;
    fc.assert(fc.property(amount, (loss) => {
      const bonus = rescueBonus(loss);
      expect(bonus >= 0n).toBe(true);
      expect(bonus <= (loss > 0n ? loss : 0n)).toBe(true);
      expect(bonus <= top).toBe(true);
    }));
  });
});
