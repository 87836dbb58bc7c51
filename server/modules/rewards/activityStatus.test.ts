/**
 * The activity state machine (SPEC section 4): every status it can show, every allowed transition
 * and every refusal.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENTS, ACTIVITY_STATUSES, activityStatus, transition, type ActivityEvent, type ActivityStatus, type PromotionEntry, type PromotionRule } from './activityStatus';

const now = new Date('2026-06-15T12:00:00Z');
const rule = (entry: PromotionEntry, turnover = 100_00n, startsAt: Date | null = null, endsAt: Date | null = null): PromotionRule => ({ entry, turnover, startsAt, endsAt });
const past = new Date('2026-01-01T00:00:00Z');
const future = new Date('2027-01-01T00:00:00Z');

describe('activity status', () => {
  it('derives each of the ten statuses', () => {
    const seen = new Set<ActivityStatus>([
      activityStatus(rule('join'), undefined, 0n, now),
      activityStatus(rule('join'), 'signed', 0n, now),
      activityStatus(rule('join'), 'signed', 10_00n, now),
      activityStatus(rule('join'), 'signed', 100_00n, now),
      activityStatus(rule('auto'), 'claimed', 0n, now),
      activityStatus(rule('apply'), 'applying', 0n, now),
      activityStatus(rule('apply'), 'rejected', 0n, now),
      activityStatus(rule('apply'), 'issued', 0n, now),
      activityStatus(rule('auto', 0n, null, past), undefined, 0n, now),
      activityStatus(rule('auto', 0n, future), undefined, 0n, now),
    ]);
    expect([...seen].sort()).toEqual([...ACTIVITY_STATUSES].sort());
  });

  it('reads the turnover, the dates and the settled states', () => {
    expect(activityStatus(rule('auto', 0n), undefined, 0n, now)).toBe('claim');
    expect(activityStatus(rule('auto'), undefined, 0n, now)).toBe('process');
    expect(activityStatus(rule('auto'), undefined, 99_99n, now)).toBe('process');
    expect(activityStatus(rule('auto'), undefined, 100_00n, now)).toBe('claim');
    expect(activityStatus(rule('join'), 'signed', 100_00n, now)).toBe('claim');
    expect(activityStatus(rule('apply'), undefined, 0n, now)).toBe('join');
    // The end closes what is open, not what is settled or waiting for the operator.
    expect(activityStatus(rule('join', 0n, null, now), 'signed', 0n, now)).toBe('close');
    expect(activityStatus(rule('auto', 0n, null, past), 'claimed', 0n, now)).toBe('claimed');
    expect(activityStatus(rule('apply', 0n, null, past), 'applying', 0n, now)).toBe('applying');
    expect(activityStatus(rule('apply', 0n, null, past), 'issued', 0n, now)).toBe('issued');
    // Coming soon wins over joining.
    expect(activityStatus(rule('join', 0n, future), undefined, 0n, now)).toBe('comingSoon');
  });
});

describe('transitions', () => {
  const allowed: [PromotionEntry, ActivityStatus, ActivityEvent, string][] = [
    ['join', 'join', 'join', 'signed'],
    ['join', 'claim', 'claim', 'claimed'],
    ['auto', 'claim', 'claim', 'claimed'],
    ['apply', 'join', 'apply', 'applying'],
    ['apply', 'applying', 'approve', 'issued'],
    ['apply', 'applying', 'reject', 'rejected'],
  ];

  it.each(allowed)('%s promotion, %s --%s--> %s', (entry, status, event, state) => {
    expect(transition(entry, status, event)).toEqual({ ok: true, state });
  });

  it('refuses every other pair: 400 when the event does not fit the promotion, 409 when the status forbids it', () => {
    const fits: Record<ActivityEvent, PromotionEntry[]> = { join: ['join'], claim: ['auto', 'join'], apply: ['apply'], approve: ['apply'], reject: ['apply'] };
    let refusals = 0;
    for (const entry of ['auto', 'join', 'apply'] as const) {
      for (const status of ACTIVITY_STATUSES) {
        for (const event of ACTIVITY_EVENTS) {
          if (allowed.some(([e, s, ev]) => e === entry && s === status && ev === event)) continue;
          const outcome = transition(entry, status, event);
          expect(outcome.ok, `${entry} ${status} ${event}`).toBe(false);
          if (!outcome.ok) expect(outcome.refusal, `${entry} ${status} ${event}`).toBe(fits[event].includes(entry) ? 'conflict' : 'invalid');
          refusals += 1;
        }
      }
    }
    expect(refusals).toBe(3 * ACTIVITY_STATUSES.length * ACTIVITY_EVENTS.length - allowed.length);
  });
});
