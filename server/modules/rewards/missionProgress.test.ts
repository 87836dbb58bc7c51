/**
 * Mission arithmetic, by properties: the period holds its instant and starts on a UTC day (a Monday
 * for weeks); progress is never negative, never above the goal, its basis points are floor(progress x
 * 10000 / goal), monotonic in what was done, and complete exactly when the goal is met.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missionProgress, periodWindow } from './missionProgress';

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms));
const goal = fc.bigInt({ min: 1n, max: 10n ** 12n });
const done = fc.bigInt({ min: -(10n ** 6n), max: 10n ** 13n });

describe('mission periods', () => {
  it('a day or a week from Monday 00:00 UTC that holds the instant', () => {
    fc.assert(fc.property(instant, fc.constantFrom('day' as const, 'week' as const), (now, period) => {
      const w = periodWindow(now, period);
      expect(w.start.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime()).toBeLessThan(w.end.getTime());
      expect(w.end.getTime() - w.start.getTime()).toBe((period === 'day' ? 1 : 7) * 86_400_000);
      expect(w.start.getUTCHours() + w.start.getUTCMinutes() + w.start.getUTCSeconds() + w.start.getUTCMilliseconds()).toBe(0);
      if (period === 'week') expect(w.start.getUTCDay()).toBe(1);
      expect(w.key).toBe(w.start.toISOString().slice(0, 10));
    }));
  });

  it('examples: Sunday belongs to the week that began on Monday', () => {
    expect(periodWindow(new Date('2026-11-29T23:59:59Z'), 'week').key).toBe('2026-11-23');
    expect(periodWindow(new Date('2026-11-30T00:00:00Z'), 'week').key).toBe('2026-11-30');
    expect(periodWindow(new Date('2026-11-26T02:00:00Z'), 'day').key).toBe('2026-11-26');
  });
});

describe('mission progress', () => {
  it('is capped, never negative, floored in basis points, complete exactly at the goal', () => {
    fc.assert(fc.property(goal, done, (g, d) => {
      const p = missionProgress(g, d);
      expect(p.progress >= 0n && p.progress <= g).toBe(true);
      expect(p.basisPoints).toBe(Number((p.progress * 10_000n) / g));
      expect(p.basisPoints >= 0 && p.basisPoints <= 10_000).toBe(true);
      expect(p.completed).toBe(d >= g);
      if (p.basisPoints === 10_000) expect(p.completed).toBe(true);
    }));
  });

  it('is monotonic in what was done', () => {
    fc.assert(fc.property(goal, done, done, (g, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const x = missionProgress(g, lo);
      const y = missionProgress(g, hi);
      expect(x.progress <= y.progress && x.basisPoints <= y.basisPoints).toBe(true);
      if (x.completed) expect(y.completed).toBe(true);
    }));
  });

  it('refuses a goal of 0', () => {
    expect(() => missionProgress(0n, 1n)).toThrow(RangeError);
  });
});
