/**
 * Settlement periods in the tenant's local time (its GMT offset): real-time salary every 5 minutes,
 * hourly salary per hour, daily salary per day, dividends per day, week (from Monday), half month
 * (1st-15th, 16th-end) or month. Periods are half-open [start, end) instants in UTC.
 */
import { CONTRACT_PERIODS, PERIOD_TYPES, type PeriodType } from '../../schemas/api/agent';
import type { ContractType } from '../../schemas/domain';

export { PERIOD_TYPES, type PeriodType };

/** The period types a contract type may use. */
export const PERIODS_OF: Record<ContractType, readonly PeriodType[]> = CONTRACT_PERIODS;

export interface Period {
  readonly start: Date;
  readonly end: Date;
}

const MINUTE = 60_000;

/** The period of `type` that contains `at`, for a tenant `offsetMinutes` from UTC. */
export function periodOf(type: PeriodType, at: Date, offsetMinutes: number): Period {
  const shift = offsetMinutes * MINUTE;
  const local = new Date(at.getTime() + shift);
  const back = (d: Date) => new Date(d.getTime() - shift);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  switch (type) {
    case 'fiveMinutes': {
      const start = Math.floor(local.getTime() / (5 * MINUTE)) * 5 * MINUTE;
      return { start: back(new Date(start)), end: back(new Date(start + 5 * MINUTE)) };
    }
    case 'hourly': {
      const start = Date.UTC(y, m, d, local.getUTCHours());
      return { start: back(new Date(start)), end: back(new Date(start + 60 * MINUTE)) };
    }
    case 'daily':
      return { start: back(new Date(Date.UTC(y, m, d))), end: back(new Date(Date.UTC(y, m, d + 1))) };
    case 'weekly': {
      // Monday is day 1; Sunday (0) belongs to the week that began six days before.
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      return { start: back(new Date(Date.UTC(y, m, d - sinceMonday))), end: back(new Date(Date.UTC(y, m, d - sinceMonday + 7))) };
    }
    case 'semimonthly':
      return d <= 15
        ? { start: back(new Date(Date.UTC(y, m, 1))), end: back(new Date(Date.UTC(y, m, 16))) }
        : { start: back(new Date(Date.UTC(y, m, 16))), end: back(new Date(Date.UTC(y, m + 1, 1))) };
    case 'monthly':
      return { start: back(new Date(Date.UTC(y, m, 1))), end: back(new Date(Date.UTC(y, m + 1, 1))) };
  }
}

/** The period right after `period`. */
export function nextPeriod(type: PeriodType, period: Period, offsetMinutes: number): Period {
  return periodOf(type, period.end, offsetMinutes);
}
