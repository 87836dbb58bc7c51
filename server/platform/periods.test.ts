import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERIOD_TYPES, nextPeriod, periodOf } from './periods';

const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });
const offset = fc.constantFrom(-180, 0, 330, 480, -300, 60);

describe('settlement periods in the tenant\'s time', () => {
  it('a period contains its instant, and the next one starts where it ends', () => {
    fc.assert(fc.property(fc.constantFrom(...PERIOD_TYPES), instant, offset, (type, at, off) => {
      const p = periodOf(type, at, off);
      expect(p.start.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(at.getTime()).toBeLessThan(p.end.getTime());
      const next = nextPeriod(type, p, off);
      expect(next.start.getTime()).toBe(p.end.getTime());
      expect(periodOf(type, new Date(p.end.getTime() - 1), off)).toEqual(p);
    }));
  });

  it('starts at the tenant\'s local boundaries', () => {
    // 2026-11-25 02:00 UTC is 2026-11-24 23:00 in UTC-3 (a Tuesday).
    const at = new Date('2026-11-25T02:00:00Z');
    expect(periodOf('daily', at, -180).start.toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(periodOf('weekly', at, -180).start.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(periodOf('semimonthly', at, -180)).toEqual({ start: new Date('2026-11-16T03:00:00Z'), end: new Date('2026-12-01T03:00:00Z') });
    expect(periodOf('monthly', at, 0)).toEqual({ start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') });
    expect(periodOf('fiveMinutes', new Date('2026-11-25T02:07:30Z'), -180)).toEqual({ start: new Date('2026-11-25T02:05:00Z'), end: new Date('2026-11-25T02:10:00Z') });
    expect(periodOf('hourly', new Date('2026-11-25T02:07:30Z'), 330).start.toISOString()).toBe('2026-11-25T01:30:00.000Z');
  });
});
