/**
 * Mission arithmetic (pure): the period an instant falls in (the UTC day, or the ISO week from
 * Monday 00:00 UTC) and a mission's progress from the member's real bets in it. Turnover is in cents
 * and its goal in cents; rounds are counted. Progress is capped at the goal; the percentage is in basis
 * points rounded down, so 100 % shows only when the goal is really met.
 */

export type MissionPeriod = 'day' | 'week';
export type MissionMetric = 'turnover' | 'rounds';

const DAY_MS = 86_400_000;

export interface PeriodWindow {
  /** 'YYYY-MM-DD': the day, or the Monday of the week. */
  readonly key: string;
  readonly start: Date;
  readonly end: Date;
}

export function periodWindow(now: Date, period: MissionPeriod): PeriodWindow {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // getUTCDay: 0 Sunday … 6 Saturday; days since Monday.
  const back = period === 'week' ? (new Date(dayStart).getUTCDay() + 6) % 7 : 0;
  const start = new Date(dayStart - back * DAY_MS);
  const end = new Date(start.getTime() + (period === 'week' ? 7 : 1) * DAY_MS);
  return { key: start.toISOString().slice(0, 10), start, end };
}

export interface MissionProgress {
  /** The counted amount, capped at the goal. */
  readonly progress: bigint;
  readonly basisPoints: number;
  readonly completed: boolean;
}

/** Progress towards `goal` (> 0) of `done` (cents of turnover or rounds; never negative). */
export function missionProgress(goal: bigint, done: bigint): MissionProgress {
  if (goal <= 0n) throw new RangeError(`a mission's goal is above 0, got ${goal}`);
  const counted = done < 0n ? 0n : done;
  const progress = counted > goal ? goal : counted;
  return { progress, basisPoints: Number((progress * 10_000n) / goal), completed: counted >= goal };
}
