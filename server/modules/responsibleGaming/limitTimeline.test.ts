import { describe, expect, it } from 'vitest';
import { effectiveAtOf, isDecrease, limitAt, roomLeft } from './limitTimeline';

const DAY = 24 * 3_600_000;
const t0 = new Date('2026-06-17T17:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * 3_600_000);

describe('a limit over time', () => {
  it('applies a first limit and a decrease at once', () => {
    const changes = [{ requestedAt: at(0), value: 50_000 }, { requestedAt: at(1), value: 20_000 }];
    expect(limitAt(changes, at(0), DAY)).toEqual({ value: 50_000 });
    expect(limitAt(changes, at(1), DAY)).toEqual({ value: 20_000 });
  });

  it('holds the lower value for 24 hours after an increase, then applies it', () => {
    const changes = [{ requestedAt: at(0), value: 20_000 }, { requestedAt: at(2), value: 90_000 }];
    expect(limitAt(changes, at(25), DAY)).toEqual({ value: 20_000, pending: { value: 90_000, effectiveAt: at(26) } });
    expect(limitAt(changes, at(26), DAY)).toEqual({ value: 90_000 });
  });

  it('treats a removal as an increase', () => {
    const changes = [{ requestedAt: at(0), value: 20_000 }, { requestedAt: at(1), value: null }];
    expect(limitAt(changes, at(24.9), DAY).value).toBe(20_000);
    expect(limitAt(changes, at(25), DAY)).toEqual({ value: null });
  });

  it('cancels a waiting increase when the player lowers again', () => {
    const changes = [{ requestedAt: at(0), value: 20_000 }, { requestedAt: at(1), value: 90_000 }, { requestedAt: at(3), value: 10_000 }];
    expect(limitAt(changes, at(30), DAY)).toEqual({ value: 10_000 });
  });

  it('measures a decrease against the limit in force, not the one waiting', () => {
    // 200 in force, 900 waiting: asking 500 is a decrease of the waiting value but an increase of
    // the one in force, so it waits too, and replaces the 900.
    const changes = [{ requestedAt: at(0), value: 200 }, { requestedAt: at(1), value: 900 }, { requestedAt: at(2), value: 500 }];
    expect(limitAt(changes, at(3), DAY)).toEqual({ value: 200, pending: { value: 500, effectiveAt: at(26) } });
    expect(limitAt(changes, at(25.5), DAY).value).toBe(200);
    expect(limitAt(changes, at(26), DAY).value).toBe(500);
  });

  it('applies an increase whose cooling ended before the next request', () => {
    const changes = [{ requestedAt: at(0), value: 200 }, { requestedAt: at(1), value: 900 }, { requestedAt: at(40), value: 700 }];
    expect(limitAt(changes, at(40), DAY)).toEqual({ value: 700 });
  });

  it('ignores changes asked after the instant', () => {
    expect(limitAt([{ requestedAt: at(5), value: 100 }], at(4), DAY)).toEqual({ value: null });
  });

  it('says when a change takes effect', () => {
    expect(isDecrease(null, 100)).toBe(true);
    expect(isDecrease(100, null)).toBe(false);
    expect(isDecrease(100, 100)).toBe(true);
    expect(effectiveAtOf(100, 50, at(0), DAY)).toEqual(at(0));
    expect(effectiveAtOf(100, 150, at(0), DAY)).toEqual(at(24));
  });

  it('gives the room left, never below zero', () => {
    expect(roomLeft(null, 5)).toBeUndefined();
    expect(roomLeft(100, 30)).toBe(70);
    expect(roomLeft(100, 130)).toBe(0);
  });
});
