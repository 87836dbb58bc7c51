/**
 * Responsible gaming (issue 38): the player's limits, time-outs, self-exclusions and reality check,
 * as the server enforces them. Other modules call `assertWithinLimit` inside the transaction that
 * books (with the member's row locked, so concurrent requests near a limit never pass it together)
 * and `assertMayPlay` before anything a paused player may not do.
 *
 * The bounds (cooling period, the durations offered) come from the tenant's jurisdiction profile;
 * `DEFAULT_POLICY` is the strictest common ground of Brazil and Great Britain
 * (shared reference jurisdictions.md).
 */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { DomainError } from '../../platform/domainError';
import { periodOf, type Period } from '../../platform/periods';
import { limitAt, roomLeft, type LimitChange, type LimitState } from './limitTimeline';
import { rgExclusions, rgLimitChanges, rgRealityChecks, rgReopenRequests } from './schema';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'time'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A duration as a player picks it: hours, days or calendar months; null is indefinite. */
export type Duration = { readonly hours: number } | { readonly days: number } | { readonly months: number } | null;

export interface Policy {
  /** How long an increase or removal of a limit waits (UKGC: 24 hours). */
  readonly coolingHours: number;
  /** The time-outs offered (UKGC: 24 hours to 6 weeks). */
  readonly timeouts: readonly Exclude<Duration, null>[];
  /** The self-exclusions offered (UKGC: at least 6 months); null is indefinite. */
  readonly selfExclusions: readonly Duration[];
  /** How long a reopen request waits after a self-exclusion ended. */
  readonly reopenCoolingHours: number;
  /** The reality check's intervals offered, in minutes, and the default. */
  readonly realityCheckMinutes: readonly number[];
  readonly realityCheckDefault: number;
  /**
   * The login during a time-out or self-exclusion: refused with its end ('refuse'), or a session that
   * may only withdraw and read records ('withdrawOnly'). After a self-exclusion has ended, the login
   * is always withdraw-only until the account reopens (the player must be able to ask to reopen).
   */
  readonly excludedLogin: 'refuse' | 'withdrawOnly';
}

export const DEFAULT_POLICY: Policy = {
  coolingHours: 24,
  timeouts: [{ hours: 24 }, { days: 7 }, { months: 1 }, { days: 42 }],
  selfExclusions: [{ months: 6 }, { months: 12 }, { months: 60 }, null],
  reopenCoolingHours: 24,
  realityCheckMinutes: [15, 30, 60, 120],
  realityCheckDefault: 60,
  excludedLogin: 'refuse',
};

/** A tenant's policy from its operator switches (the jurisdiction profile will set the rest). */
export function policyOf(switches: { readonly rgWithdrawOnlyLogin: boolean }): Policy {
  return switches.rgWithdrawOnlyLogin ? { ...DEFAULT_POLICY, excludedLogin: 'withdrawOnly' } : DEFAULT_POLICY;
}

/**
 * How a member may sign in at `now`: a whole session, or a withdraw-only one; refused (403
 * 'error.rgExcluded' with the pause's kind and end) during a pause where the policy refuses it.
 */
export async function loginScopeOf(db: Executor, scope: MemberScope, now: Date, policy: Policy): Promise<'whole' | 'withdrawOnly'> {
  const status = await playStatusOf(db, scope, now);
  if (status.state === 'open') return 'whole';
  if (status.state === 'excluded' && policy.excludedLogin === 'refuse') throw new DomainError('forbidden', 'error.rgExcluded', { kind: status.kind, until: status.endsAt?.toISOString() ?? null });
  return 'withdrawOnly';
}

const HOUR = 3_600_000;
const PERIOD_TYPE = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** The instant a duration ends, from `start` (months are calendar months in UTC). */
export function endOf(start: Date, duration: Duration): Date | null {
  if (duration === null) return null;
  if ('hours' in duration) return new Date(start.getTime() + duration.hours * HOUR);
  if ('days' in duration) return new Date(start.getTime() + duration.days * 24 * HOUR);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + duration.months);
  return end;
}

const sameDuration = (a: Duration, b: Duration) => JSON.stringify(a) === JSON.stringify(b);

/** The period of a limit that holds `at`, in the tenant's local time. */
export function limitPeriodOf(period: LimitPeriod, at: Date, offsetMinutes: number): Period {
  return periodOf(PERIOD_TYPE[period], at, offsetMinutes);
}

export interface MemberScope {
  readonly tenant: string;
  readonly memberId: number;
}

type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

const key = (kind: string, period: string) => `${kind}/${period}`;

/** Every limit of a member at `now`: in force and waiting, by kind and period. */
export async function limitsOf(db: Executor, scope: MemberScope, now: Date, policy: Policy = DEFAULT_POLICY): Promise<Map<string, LimitState>> {
  const rows = await db.select({ kind: rgLimitChanges.kind, period: rgLimitChanges.period, requestedAt: rgLimitChanges.requestedAt, value: rgLimitChanges.newValue })
    .from(rgLimitChanges).where(and(eq(rgLimitChanges.tenant, scope.tenant), eq(rgLimitChanges.memberId, scope.memberId))).orderBy(asc(rgLimitChanges.requestedAt), asc(rgLimitChanges.id));
  const changes = new Map<string, LimitChange[]>();
  for (const row of rows) {
    const list = changes.get(key(row.kind, row.period)) ?? [];
    list.push({ requestedAt: row.requestedAt, value: row.value });
    changes.set(key(row.kind, row.period), list);
  }
  const out = new Map<string, LimitState>();
  for (const [k, list] of changes) out.set(k, limitAt(list, now, policy.coolingHours * HOUR));
  return out;
}

/** The limit of one kind and period at `now`. */
export function limitIn(limits: Map<string, LimitState>, kind: LimitKind, period: LimitPeriod): LimitState {
  return limits.get(key(kind, period)) ?? { value: null };
}

/** Serialises a member's responsible-gaming writes (two instances on one PostgreSQL). */
async function lockMemberRg(tx: Executor, scope: MemberScope): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rg:${scope.tenant}`}), ${scope.memberId})`);
}

export interface LimitRequest extends MemberScope {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  /** Minor units of money, or minutes for `time`; null removes the limit. */
  readonly value: number | null;
  readonly actor: string;
}

/** Sets, lowers, raises or removes a limit (a row, never an update); answers the limit after it. */
export async function setLimit(db: Db, request: LimitRequest, now: Date, policy: Policy = DEFAULT_POLICY): Promise<LimitState> {
  if (request.value !== null && (!Number.isSafeInteger(request.value) || request.value < 0)) throw new DomainError('invalid', 'error.invalidRequest');
  return db.transaction((tx) => setLimitIn(tx, request, now, policy));
}

/**
 * `setLimit` inside a transaction the caller holds: sign-up stores the limits the player chose in
 * the transaction that adds the member, so a member never exists without them.
 */
export async function setLimitInTransaction(tx: Executor, request: LimitRequest, now: Date, policy: Policy = DEFAULT_POLICY): Promise<LimitState> {
  if (request.value !== null && (!Number.isSafeInteger(request.value) || request.value < 0)) throw new DomainError('invalid', 'error.invalidRequest');
  return setLimitIn(tx, request, now, policy);
}

async function setLimitIn(tx: Executor, request: LimitRequest, now: Date, policy: Policy): Promise<LimitState> {
  await lockMemberRg(tx, request);
  const before = limitIn(await limitsOf(tx, request, now, policy), request.kind, request.period);
  const cooling = policy.coolingHours * HOUR;
  const after = limitAt([{ requestedAt: new Date(now.getTime() - 1), value: before.value }, { requestedAt: now, value: request.value }], now, cooling);
  const effectiveAt = after.pending?.effectiveAt ?? now;
  await tx.insert(rgLimitChanges).values({
    tenant: request.tenant, memberId: request.memberId, kind: request.kind, period: request.period,
    oldValue: before.value, newValue: request.value, requestedAt: now, effectiveAt, actor: request.actor,
  });
  return limitIn(await limitsOf(tx, request, now, policy), request.kind, request.period);
}

/**
 * Refuses `amount` more of `kind` when a limit in force would be passed in any of its periods.
 * `usedIn` answers what the member used in a period (deposits, stakes, net losses, minutes). Call it
 * inside the booking's transaction with the member's row locked.
 */
export async function assertWithinLimit(tx: Executor, scope: MemberScope, kind: LimitKind, amount: number, now: Date, offsetMinutes: number, usedIn: (period: Period) => Promise<number>, policy: Policy = DEFAULT_POLICY): Promise<void> {
  const limits = await limitsOf(tx, scope, now, policy);
  for (const period of LIMIT_PERIODS) {
    const { value } = limitIn(limits, kind, period);
    if (value === null) continue;
    const used = await usedIn(limitPeriodOf(period, now, offsetMinutes));
    if (used + amount > value) throw new DomainError('conflict', 'error.rgLimitReached', { kind, period, room: roomLeft(value, used) });
  }
}

export type PlayStatus =
  | { readonly state: 'open' }
  | { readonly state: 'excluded'; readonly kind: 'timeout' | 'selfExclusion'; readonly endsAt: Date | null }
  /** A self-exclusion ended: the account reopens only on request (`reopensAt` once asked). */
  | { readonly state: 'closed'; readonly reopensAt?: Date };

/** Whether a member may play at `now`. */
export async function playStatusOf(db: Executor, scope: MemberScope, now: Date): Promise<PlayStatus> {
  const rows = await db.select({ kind: rgExclusions.kind, startsAt: rgExclusions.startsAt, endsAt: rgExclusions.endsAt })
    .from(rgExclusions).where(and(eq(rgExclusions.tenant, scope.tenant), eq(rgExclusions.memberId, scope.memberId))).orderBy(asc(rgExclusions.startsAt));
  const t = now.getTime();
  const active = rows.filter((r) => r.startsAt.getTime() <= t && (r.endsAt === null || r.endsAt.getTime() > t));
  if (active.length > 0) {
    // The one that ends last holds (an indefinite one holds for ever).
    const last = active.reduce((a, b) => (a.endsAt === null ? a : b.endsAt === null || b.endsAt > a.endsAt ? b : a));
    return { state: 'excluded', kind: last.kind === 'timeout' ? 'timeout' : 'selfExclusion', endsAt: last.endsAt };
  }
  const ended = rows.filter((r) => r.kind === 'selfExclusion' && r.endsAt !== null && r.endsAt.getTime() <= t).at(-1);
  if (!ended?.endsAt) return { state: 'open' };
  const reopen = await db.select({ effectiveAt: rgReopenRequests.effectiveAt }).from(rgReopenRequests)
    .where(and(eq(rgReopenRequests.tenant, scope.tenant), eq(rgReopenRequests.memberId, scope.memberId), sql`${rgReopenRequests.requestedAt} >= ${ended.endsAt.toISOString()}`))
    .orderBy(asc(rgReopenRequests.requestedAt)).limit(1);
  const asked = reopen[0];
  if (asked && asked.effectiveAt.getTime() <= t) return { state: 'open' };
  return asked ? { state: 'closed', reopensAt: asked.effectiveAt } : { state: 'closed' };
}

/** Which of `memberIds` were in a time-out or self-exclusion at some instant of [from, to). */
export async function pausedDuring(db: Executor, tenant: string, memberIds: readonly number[], from: Date, to: Date): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db.select({ memberId: rgExclusions.memberId }).from(rgExclusions).where(and(
    eq(rgExclusions.tenant, tenant), inArray(rgExclusions.memberId, [...memberIds]), lt(rgExclusions.startsAt, to),
    or(isNull(rgExclusions.endsAt), gt(rgExclusions.endsAt, from)),
  ));
  return new Set(rows.map((r) => r.memberId));
}

/** Refuses what a paused player may not do (play, deposit, promotions...): the withdrawal stays open. */
export async function assertMayPlay(db: Executor, scope: MemberScope, now: Date): Promise<void> {
  const status = await playStatusOf(db, scope, now);
  if (status.state === 'excluded') throw new DomainError('forbidden', 'error.rgExcluded', { kind: status.kind, until: status.endsAt?.toISOString() ?? null });
  if (status.state === 'closed') throw new DomainError('forbidden', 'error.rgClosed', status.reopensAt ? { reopensAt: status.reopensAt.toISOString() } : undefined);
}

export interface ExclusionRequest extends MemberScope {
  readonly kind: 'timeout' | 'selfExclusion';
  readonly duration: Duration;
  readonly actor: string;
}

/**
 * Starts a time-out or a self-exclusion at `now` (the caller has checked the password). Only the
 * durations the policy offers; one in force is never shortened: a new one must end later.
 */
export async function startExclusion(db: Db, request: ExclusionRequest, now: Date, policy: Policy = DEFAULT_POLICY): Promise<PlayStatus> {
  const offered: readonly Duration[] = request.kind === 'timeout' ? policy.timeouts : policy.selfExclusions;
  if (!offered.some((d) => sameDuration(d, request.duration))) throw new DomainError('invalid', 'error.rgNotAllowed');
  return db.transaction(async (tx) => {
    await lockMemberRg(tx, request);
    const endsAt = endOf(now, request.duration);
    const status = await playStatusOf(tx, request, now);
    if (status.state === 'excluded' && (status.endsAt === null || (endsAt !== null && endsAt <= status.endsAt))) return status;
    await tx.insert(rgExclusions).values({ tenant: request.tenant, memberId: request.memberId, kind: request.kind, startsAt: now, endsAt, requestedAt: now, actor: request.actor });
    return playStatusOf(tx, request, now);
  });
}

/** Asks to reopen after a self-exclusion ended: the account reopens after the cooling period. */
export async function requestReopen(db: Db, scope: MemberScope, now: Date, policy: Policy = DEFAULT_POLICY): Promise<PlayStatus> {
  return db.transaction(async (tx) => {
    await lockMemberRg(tx, scope);
    const status = await playStatusOf(tx, scope, now);
    if (status.state !== 'closed' || status.reopensAt) return status;
    await tx.insert(rgReopenRequests).values({ tenant: scope.tenant, memberId: scope.memberId, requestedAt: now, effectiveAt: new Date(now.getTime() + policy.reopenCoolingHours * HOUR) });
    return playStatusOf(tx, scope, now);
  });
}

/** The reality check's interval the member chose (the policy's default until then). */
export async function realityCheckOf(db: Executor, scope: MemberScope, policy: Policy = DEFAULT_POLICY): Promise<number> {
  const [row] = await db.select({ minutes: rgRealityChecks.intervalMinutes }).from(rgRealityChecks)
    .where(and(eq(rgRealityChecks.tenant, scope.tenant), eq(rgRealityChecks.memberId, scope.memberId))).orderBy(sql`${rgRealityChecks.changedAt} desc, ${rgRealityChecks.id} desc`).limit(1);
  return row?.minutes ?? policy.realityCheckDefault;
}

export async function setRealityCheck(db: Db, scope: MemberScope, minutes: number, now: Date, policy: Policy = DEFAULT_POLICY): Promise<number> {
  if (!policy.realityCheckMinutes.includes(minutes)) throw new DomainError('invalid', 'error.rgNotAllowed');
  await db.insert(rgRealityChecks).values({ tenant: scope.tenant, memberId: scope.memberId, intervalMinutes: minutes, changedAt: now });
  return minutes;
}
