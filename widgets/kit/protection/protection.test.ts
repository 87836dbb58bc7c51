import { describe, expect, it } from 'vitest';
import { changeEffect, hoursAndMinutes, intervalsPassed, limitGrid, limitNumber, nextRealityCheck, parseMinutes, roomNumber, tightestRoom } from './protection';
import { formatLimitValue, refusalText } from './useProtectionText';
import { rgRefusalOf } from './rgRefusal';

describe('responsible-gaming logic', () => {
  it('reads limits as one number: minor units for money, minutes for play time', () => {
    expect(limitNumber({ kind: 'deposit', amount: '120.50' })).toBe(12_050);
    expect(limitNumber({ kind: 'time', minutes: 90 })).toBe(90);
    expect(limitNumber({ kind: 'loss', amount: null })).toBeNull();
    expect(limitNumber(undefined)).toBeNull();
    expect(roomNumber({ kind: 'deposit', period: 'week', amount: '300.00', room: '120.00' })).toBe(12_000);
    expect(roomNumber({ kind: 'time', period: 'day', minutes: 60, room: 15 })).toBe(15);
    expect(roomNumber({ kind: 'wager', period: 'day' })).toBeUndefined();
  });

  it('lays out every kind and period, with the server\'s entry where it sent one', () => {
    const grid = limitGrid([{ kind: 'wager', period: 'month', amount: '10.00', room: '4.00' }]);
    expect(grid).toHaveLength(12);
    expect(grid.filter((c) => c.limit !== undefined).map((c) => `${c.kind}/${c.period}`)).toEqual(['wager/month']);
  });

  it('says a decrease or a first limit applies now, an increase or a removal after the cooling period', () => {
    expect(changeEffect(null, 100)).toBe('now');
    expect(changeEffect(200, 100)).toBe('now');
    expect(changeEffect(100, 200)).toBe('later');
    expect(changeEffect(100, null)).toBe('later');
    expect(changeEffect(100, 100)).toBe('same');
    expect(changeEffect(null, null)).toBe('same');
  });

  it('finds the tightest room of a kind over its periods', () => {
    const limits = [
      { kind: 'deposit' as const, period: 'day' as const, amount: '500.00', room: '500.00' },
      { kind: 'deposit' as const, period: 'week' as const, amount: '300.00', room: '120.00' },
      { kind: 'loss' as const, period: 'day' as const, amount: '1.00', room: '0.50' },
    ];
    expect(tightestRoom(limits, 'deposit')).toEqual({ period: 'week', room: 12_000 });
    expect(tightestRoom(limits, 'wager')).toBeUndefined();
  });

  it('takes whole minutes from 1 to 31 days for a play-time limit', () => {
    expect(parseMinutes(' 90 ')).toBe(90);
    for (const bad of ['0', '1.5', '-3', 'abc', '', '44641']) expect(parseMinutes(bad), bad).toBeUndefined();
    expect(parseMinutes('44640')).toBe(44_640);
  });

  it('schedules the reality check every interval after the start, once however far the clock jumps', () => {
    const start = Date.UTC(2026, 10, 25, 12);
    expect(nextRealityCheck(start, 60, 0)).toBe(start + 3_600_000);
    expect(nextRealityCheck(start, 30, 2)).toBe(start + 3 * 1_800_000);
    // Five intervals passed while away: answering the one check counts them all.
    expect(intervalsPassed(start, 60, start + 5 * 3_600_000 + 10)).toBe(5);
    expect(intervalsPassed(start, 60, start - 10)).toBe(0);
    expect(hoursAndMinutes(3 * 3_600_000 + 7 * 60_000 + 59_999)).toEqual({ hours: 3, minutes: 7 });
  });

  it('writes the refusals with the room left, the kind and the period, in both languages', () => {
    const refused = { serverCode: 'error.rgLimitReached', code: 'error.networkAbnormal', value: { kind: 'deposit', period: 'week', room: 12_000 } };
    expect(refusalText('pt', refused, 'R$')).toBe('Isso ultrapassaria seu limite de depósito: você ainda pode usar R$ 120,00 neste(a) semana');
    expect(refusalText('en', refused, 'R$')).toBe('This would pass your deposit limit: you can still use R$ 120.00 this week');
    expect(refusalText('en', { serverCode: 'error.rgLimitReached', value: { kind: 'time', period: 'day', room: 15 } }, '$')).toBe('This would pass your play time limit: you can still use 15 min this day');
    expect(refusalText('en', { serverCode: 'error.rgExcluded', value: { kind: 'timeout', until: null } }, '$')).toBe('Your account is paused until further notice at your request');
    expect(refusalText('en', { code: 'error.networkAbnormal' }, '$')).toBeUndefined();
    expect(rgRefusalOf({ serverCode: 'error.rgClosed' })).toEqual({ code: 'error.rgClosed', value: {} });
    expect(formatLimitValue('pt', 'loss', 123_456, 'R$')).toBe('R$ 1.234,56');
  });
});
