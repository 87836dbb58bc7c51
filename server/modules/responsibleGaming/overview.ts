/**
 * The member's responsible-gaming page (issue 38): every limit with the room left in its current
 * period, the pause status and the reality check. What was used comes from the modules that hold it
 * (the wallet's deposits, the games' stakes and losses): this module sits below them, since they
 * check their limits through it, so the caller passes the usage in.
 */
import type { RG_DURATIONS } from '../../../schemas/api/responsibleGaming';
import { formatMoney, stakesAndWinsOf, walletAccountIds } from '../ledger/index';
import type { Period } from '../../platform/periods';
import type { Executor } from '../ledger/index';
import { DEFAULT_POLICY, LIMIT_KINDS, LIMIT_PERIODS, limitIn, limitPeriodOf, limitsOf, playStatusOf, realityCheckOf, type Duration, type LimitKind, type MemberScope, type PlayStatus, type Policy } from './responsibleGaming';
import { roomLeft } from './limitTimeline';

/** What the member used of a money limit's kind in a period, in minor units. */
type RgDuration = (typeof RG_DURATIONS)[number];

export type MoneyUsage = (kind: Exclude<LimitKind, 'time'>, period: Period) => Promise<bigint>;
/** The whole minutes the member played in a period (the games' measure). */
export type MinutesUsage = (period: Period) => Promise<number>;

/** The durations by the names the page and the API give them (schemas/api/responsibleGaming.ts). */
export const DURATIONS: Readonly<Record<RgDuration, Duration>> = {
  '24h': { hours: 24 }, '1w': { days: 7 }, '1m': { months: 1 }, '6w': { days: 42 }, '6m': { months: 6 }, '1y': { months: 12 }, '5y': { months: 60 }, indefinite: null,
};

/** The name of a duration ('24h', '6m', 'indefinite'). */
export function durationName(duration: Duration): RgDuration {
  const name = (Object.keys(DURATIONS) as RgDuration[]).find((key) => JSON.stringify(DURATIONS[key]) === JSON.stringify(duration));
  if (name === undefined) throw new Error(`no name for the duration ${JSON.stringify(duration)}`);
  return name;
}

/** A pause status as the API answers it. */
export function statusValue(status: PlayStatus) {
  if (status.state === 'excluded') return { state: status.state, kind: status.kind, endsAt: status.endsAt?.toISOString() ?? null };
  if (status.state === 'closed') return { state: status.state, ...(status.reopensAt ? { reopensAt: status.reopensAt.toISOString() } : {}) };
  return { state: status.state };
}

const money = (value: number | null) => (value === null ? null : formatMoney(BigInt(value)));

export async function protectionOverview(db: Executor, scope: MemberScope & { readonly currency: string }, now: Date, offsetMinutes: number, usage: MoneyUsage, policy: Policy = DEFAULT_POLICY, minutes?: MinutesUsage) {
  const limits = await limitsOf(db, scope, now, policy);
  const out = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const state = limitIn(limits, kind, period);
      if (state.value === null && !state.pending) continue;
      if (kind === 'time') {
        const room = state.value === null || !minutes ? undefined : roomLeft(state.value, await minutes(limitPeriodOf(period, now, offsetMinutes)));
        out.push({ kind, period, minutes: state.value, ...(room === undefined ? {} : { room }), ...(state.pending ? { pending: { minutes: state.pending.value, effectiveAt: state.pending.effectiveAt.toISOString() } } : {}) });
        continue;
      }
      const room = state.value === null ? undefined : roomLeft(state.value, Number(await usage(kind, limitPeriodOf(period, now, offsetMinutes))));
      out.push({
        kind, period, amount: money(state.value),
        ...(room === undefined ? {} : { room: formatMoney(BigInt(room)) }),
        ...(state.pending ? { pending: { amount: money(state.pending.value), effectiveAt: state.pending.effectiveAt.toISOString() } } : {}),
      });
    }
  }
  return {
    currency: scope.currency,
    limits: out,
    status: statusValue(await playStatusOf(db, scope, now)),
    realityCheckMinutes: await realityCheckOf(db, scope, policy),
    policy: {
      coolingHours: policy.coolingHours,
      realityCheckMinutes: [...policy.realityCheckMinutes],
      timeouts: policy.timeouts.map(durationName),
      selfExclusions: policy.selfExclusions.map(durationName),
    },
  };
}

/**
 * The reality check's figures (issue 38): what the member staked and won in real play since `since`
 * (the session's sign-in), and the net result, from the ledger's entries on the member's cash
 * wallet: deposits and withdrawals in between do not count, as a balance's difference would.
 */
export async function playResultSince(db: Executor, scope: MemberScope, since: Date, now: Date) {
  const accountId = (await walletAccountIds(db, scope.tenant, [scope.memberId])).get(scope.memberId);
  const { stake, win } = accountId === undefined ? { stake: 0n, win: 0n } : await stakesAndWinsOf(db, accountId, since, now);
  return { since: since.toISOString(), staked: formatMoney(stake), won: formatMoney(win), result: formatMoney(win - stake) };
}
