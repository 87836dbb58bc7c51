/**
 * The responsible-gaming page's logic without React (issue 38): the limits as rows, what a change
 * does (a decrease at once, an increase or a removal after the cooling period), the smallest room
 * left of a kind, the reality check's schedule and the refusals' texts' parameters.
 */
import type { ResponsibleGamingValue } from '../../../schemas/api/responsibleGaming';
import { RG_LIMIT_KINDS, RG_LIMIT_PERIODS } from '../../../schemas/api/responsibleGaming';
import { minorOfMoney } from '../money/wireAmounts';

export type LimitKind = (typeof RG_LIMIT_KINDS)[number];
export type LimitPeriod = (typeof RG_LIMIT_PERIODS)[number];
export type LimitValue = ResponsibleGamingValue['limits'][number];

/** A limit's value as one number: minor units for money, minutes for play time; null without a limit. */
export function limitNumber(limit: Pick<LimitValue, 'kind' | 'amount' | 'minutes'> | undefined): number | null {
  if (limit === undefined) return null;
  if (limit.kind === 'time') return limit.minutes ?? null;
  return limit.amount === undefined || limit.amount === null ? null : minorOfMoney(limit.amount);
}

/** The room left as one number (minor units or minutes); undefined without a limit. */
export function roomNumber(limit: LimitValue | undefined): number | undefined {
  if (limit?.room === undefined) return undefined;
  return typeof limit.room === 'number' ? limit.room : minorOfMoney(limit.room);
}

/** Every kind and period, in the page's order, with the server's entry where it sent one. */
export function limitGrid(limits: readonly LimitValue[]): { kind: LimitKind; period: LimitPeriod; limit: LimitValue | undefined }[] {
  return RG_LIMIT_KINDS.flatMap((kind) => RG_LIMIT_PERIODS.map((period) => ({ kind, period, limit: limits.find((l) => l.kind === kind && l.period === period) })));
}

/** What asking for `next` (null: remove) does to the limit in force: at once, after the cooling period, or nothing. */
export function changeEffect(current: number | null, next: number | null): 'now' | 'later' | 'same' {
  if (current === next) return 'same';
  if (current === null) return 'now';
  if (next === null) return 'later';
  return next < current ? 'now' : 'later';
}

/**
 * The tightest room of a kind over its periods (the deposit form's "you can still deposit ...
 * this week"): the period with the least left; undefined when no limit of that kind is set.
 */
export function tightestRoom(limits: readonly LimitValue[], kind: LimitKind): { period: LimitPeriod; room: number } | undefined {
  let best: { period: LimitPeriod; room: number } | undefined;
  for (const limit of limits) {
    if (limit.kind !== kind) continue;
    const room = roomNumber(limit);
    if (room !== undefined && (best === undefined || room < best.room)) best = { period: limit.period, room };
  }
  return best;
}

/** Whole minutes typed by the player for a play-time limit, or undefined when not a whole number from 1 to 31 days. */
export function parseMinutes(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes >= 1 && minutes <= 44_640 ? minutes : undefined;
}

/** What the browser session remembers for the reality check: when play began, the balance then, the checks answered. */
export interface PlaySession {
  /** The session's token's last characters: a new sign-in starts a new session. */
  token: string;
  startedAt: number;
  balance: string;
  answered: number;
}

/** Hours and minutes of a duration in milliseconds (rounded down to the minute). */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * When the reality check is next due: every `intervalMinutes` after the session's start, the first
 * one not answered yet (`answered` checks so far). A clock moved forward past several intervals
 * shows one check, not one per interval.
 */
export function nextRealityCheck(startedAt: number, intervalMinutes: number, answered: number): number {
  return startedAt + (answered + 1) * intervalMinutes * 60_000;
}

/** How many intervals have passed at `now` (the count a shown check answers up to). */
export function intervalsPassed(startedAt: number, intervalMinutes: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / (intervalMinutes * 60_000)));
}

export { RG_REFUSALS, rgRefusalOf, type RgRefusal } from './rgRefusal';
