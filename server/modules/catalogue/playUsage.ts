/**
 * What a member staked and lost in real-mode rounds over a period: the usage the responsible-gaming
 * limits on wagers and losses are measured against (issue 38). A round counts when it settled.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';
import type { Period } from '../../platform/periods';
import { gameRounds } from './schema';

const inPeriod = (tenant: string, memberId: number, period: Period) => and(
  eq(gameRounds.tenant, tenant), eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'settled'),
  gte(gameRounds.settledAt, period.start), lt(gameRounds.settledAt, period.end),
);

/** The stakes (minor units) of the member's rounds settled in the period. */
export async function stakesIn(db: Executor, tenant: string, memberId: number, period: Period): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text` }).from(gameRounds).where(inPeriod(tenant, memberId, period));
  return BigInt(row?.total ?? '0');
}

/** The net loss (stakes less wins, never below zero) of the member's rounds settled in the period. */
export async function netLossIn(db: Executor, tenant: string, memberId: number, period: Period): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`greatest(coalesce(sum(${gameRounds.stake} - ${gameRounds.win}), 0), 0)::text` }).from(gameRounds).where(inPeriod(tenant, memberId, period));
  return BigInt(row?.total ?? '0');
}
