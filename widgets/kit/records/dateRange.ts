/**
 * The record pages' periods (today, the last 7 or 30 days, or a custom range), as calendar days in
 * the member's own time zone, written 'YYYY-MM-DD'. The range is inclusive of both days.
 */

export const RANGE_PRESETS = ['today', '7d', '30d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';

export interface DayRange {
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, 'YYYY-MM-DD' (inclusive). */
  to: string;
}

/** The longest custom range a member may ask for, in days. */
export const MAX_RANGE_DAYS = 90;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as 'YYYY-MM-DD'. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const out = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  out.setDate(out.getDate() + days);
  return out;
}

/** The days a preset covers, ending today. */
export function presetRange(preset: RangePreset, now: Date): DayRange {
  const span = preset === 'today' ? 1 : preset === '7d' ? 7 : 30;
  return { from: dayOf(addDays(now, 1 - span)), to: dayOf(now) };
}

/** Days from one 'YYYY-MM-DD' to another, counting both (1 for the same day); NaN when either is malformed. */
export function daysCovered(range: DayRange): number {
  const parse = (day: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    return m === null ? NaN : Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  };
  return Math.round((parse(range.to) - parse(range.from)) / 86_400_000) + 1;
}

export type RangeProblem = 'order' | 'future' | 'span';

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(range: DayRange, now: Date): RangeProblem | null {
  const days = daysCovered(range);
  if (Number.isNaN(days) || days < 1) return 'order';
  if (range.to > dayOf(now)) return 'future';
  if (days > MAX_RANGE_DAYS) return 'span';
  return null;
}

/**
 * The instants a day range covers, for a server that takes times: the start of the first day and
 * the start of the day after the last, in the member's time zone, as ISO strings.
 */
export function rangeInstants(range: DayRange): { from: string; to: string } {
  const [fy, fm, fd] = range.from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = range.to.split('-').map(Number) as [number, number, number];
  return { from: new Date(fy, fm - 1, fd).toISOString(), to: new Date(ty, tm - 1, td + 1).toISOString() };
}
