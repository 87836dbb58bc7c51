/**
 * Missions (SPEC sections 1, 2 and 7: missionLeaderboard, MCSFE_getMissionSummaryDetails,
 * MCSFE_getMissionLeaderboard): each mission's progress from the member's real bets in its period (the
 * ledger's rounds: turnover or the number of rounds), the reward of a completed mission claimable once
 * per period through the ledger (the completed-but-unclaimed count is the menu's red badge), and the
 * week's leaderboard of the tenant's members by real turnover, names masked as the winner board's.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ClaimMissionValue, MissionLeaderboardValue, MissionSummaryValue } from '../../../schemas/api/rewards';
import type { Language } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { missionClaims, missions } from './schema';
import { IdempotencyConflict, formatMoney, payBonus, prepareBonus, stakeRanking, withIdempotencyKey, type Book, type Executor } from '../ledger/index';
import { isoOf, type MemberContext } from '../wallet/index';
import { maskAccount, memberNamesByIds } from '../members/index';
import { missionProgress, periodWindow, type MissionMetric, type MissionPeriod } from './missionProgress';
import { realBets } from './realBets';
import { DomainError } from '../../platform/domainError';

type MissionRow = typeof missions.$inferSelect;

const showGoal = (metric: MissionMetric, value: bigint) => (metric === 'turnover' ? formatMoney(value) : value.toString());

async function evaluate(ex: Executor, tenant: string, memberId: number, row: MissionRow, now: Date) {
  const window = periodWindow(now, row.period as MissionPeriod);
  const bets = await realBets(ex, tenant, memberId, window.start, now);
  const done = row.metric === 'turnover' ? bets.stake : bets.rounds;
  return { window, ...missionProgress(row.goal, done) };
}

async function claimedIn(ex: Executor, tenant: string, memberId: number): Promise<Set<string>> {
  const rows = await ex.select({ missionId: missionClaims.missionId, period: missionClaims.period }).from(missionClaims)
    .where(and(eq(missionClaims.tenant, tenant), eq(missionClaims.memberId, memberId)));
  return new Set(rows.map((r) => `${r.missionId}|${r.period}`));
}

export async function missionSummary(db: Db, ctx: MemberContext, language: Language, now = ctx.now): Promise<MissionSummaryValue> {
  const { tenant } = ctx.settings;
  const rows = await db.select().from(missions).where(eq(missions.tenant, tenant)).orderBy(asc(missions.position), asc(missions.id));
  const claimed = await claimedIn(db, tenant, ctx.memberId);
  const list: MissionSummaryValue['missions'] = [];
  for (const row of rows) {
    const { window, progress, basisPoints, completed } = await evaluate(db, tenant, ctx.memberId, row, now);
    const metric = row.metric as MissionMetric;
    list.push({
      id: row.id,
      title: row.title[language],
      metric,
      period: row.period as MissionPeriod,
      goal: showGoal(metric, row.goal),
      progress: showGoal(metric, progress),
      progressBasisPoints: basisPoints,
      reward: formatMoney(row.reward),
      status: claimed.has(`${row.id}|${window.key}`) ? 'claimed' : completed ? 'completed' : 'inProgress',
      periodKey: window.key,
      endsAt: isoOf(window.end),
    });
  }
  return { currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol, completed: list.filter((m) => m.status === 'completed').length, missions: list };
}

/** Claims a completed mission's reward for the current period, once (bonusKind mission). */
export async function claimMission(db: Db, ctx: MemberContext, missionId: string, key: string, hash: string, now = ctx.now): Promise<{ value: ClaimMissionValue; replayed: boolean }> {
  const book: Book = ctx.settings;
  const { tenant } = book;
  const { memberId } = ctx;
  await prepareBonus(db, book, memberId);
  try {
    return await withIdempotencyKey(db, { tenant, memberId, operation: 'claimMissionReward' }, key, hash, now, async (tx) => {
      const [row] = await tx.select().from(missions).where(and(eq(missions.tenant, tenant), eq(missions.id, missionId)));
      if (!row) throw new DomainError('notFound', 'error.notFound');
      const { window, completed } = await evaluate(tx, tenant, memberId, row, now);
      if (!completed) throw new DomainError('conflict', 'error.invalidRequest');
      // The period's claim row: a second claim (another key, concurrent too) waits on the unique index
      // and then inserts nothing.
      const [claim] = await tx.insert(missionClaims).values({ tenant, memberId, missionId, period: window.key, amount: row.reward, transferId: 0, createdAt: now })
        .onConflictDoNothing().returning({ id: missionClaims.id });
      if (!claim) throw new DomainError('conflict', 'error.invalidRequest');
      const paid = await payBonus(tx, db, book, { memberId, amount: row.reward, bonusKind: 'mission', reference: `mission ${missionId} ${window.key}`, meta: { missionId, period: window.key } }, now);
      await tx.update(missionClaims).set({ transferId: paid.transferId }).where(eq(missionClaims.id, claim.id));
      return { id: `M${claim.id}`, missionId, periodKey: window.key, amount: formatMoney(row.reward), balance: formatMoney(paid.toBalance) };
    });
  } catch (error) {
    if (error instanceof IdempotencyConflict || error instanceof DomainError) throw error;
    if (error instanceof Error && /duplicate key|mission_claims_period/.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`)) throw new DomainError('conflict', 'error.invalidRequest');
    throw error;
  }
}

/** The week's leaderboard: the tenant's members ranked by real turnover (ties: the earlier member first). */
export async function missionLeaderboard(db: Db, ctx: MemberContext, limit: number, now = ctx.now): Promise<MissionLeaderboardValue> {
  const { tenant } = ctx.settings;
  const window = periodWindow(now, 'week');
  const ranking = await stakeRanking(db, tenant, window.start, now, limit, ctx.memberId);
  const names = await memberNamesByIds(db, tenant, ranking.map((r) => r.memberId));
  const entryOf = (r: (typeof ranking)[number]) => ({
    rank: r.rank, name: maskAccount(names.get(r.memberId)?.account ?? ''), turnover: formatMoney(r.stake), me: r.memberId === ctx.memberId,
  });
  const list = ranking.filter((r) => r.rank <= limit).map(entryOf);
  const own = ranking.find((r) => r.memberId === ctx.memberId);
  return {
    currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol, periodKey: window.key, endsAt: isoOf(window.end), list,
    ...(own === undefined ? {} : { mine: entryOf(own) }),
  };
}
