import { describe, expect, it } from 'vitest';
import { customRangeProblem, dayOf, daysCovered, presetRange, rangeInstants } from './dateRange';

const now = new Date(2026, 10, 25, 15, 30); // 25 November 2026, local time

describe('record periods', () => {
  it('today, 7 and 30 days end today and count today', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('7d', now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('30d', now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(daysCovered(presetRange('30d', now))).toBe(30);
  });

  it('crosses month and year ends', () => {
    expect(presetRange('7d', new Date(2027, 0, 3))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(dayOf(new Date(2028, 1, 29))).toBe('2028-02-29');
  });

  it('checks a custom range: order, future, span', () => {
    expect(customRangeProblem({ from: '2026-11-01', to: '2026-11-25' }, now)).toBeNull();
    expect(customRangeProblem({ from: '2026-11-10', to: '2026-11-09' }, now)).toBe('order');
    expect(customRangeProblem({ from: '', to: '2026-11-09' }, now)).toBe('order');
    expect(customRangeProblem({ from: '2026-11-20', to: '2026-11-26' }, now)).toBe('future');
    expect(customRangeProblem({ from: '2026-08-01', to: '2026-11-25' }, now)).toBe('span');
  });

  it('gives the server the start of the first day and the start of the day after the last, in local time', () => {
    const { from, to } = rangeInstants({ from: '2026-11-19', to: '2026-11-25' });
    expect(new Date(from).getTime()).toBe(new Date(2026, 10, 19).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2026, 10, 26).getTime());
  });
});
