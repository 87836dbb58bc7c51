/** The wallet's side of responsible gaming (issue 38): what a member deposited in a period, the deposit limit's usage. */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';
import type { Period } from '../../platform/periods';
import { deposits } from './schema';

/** Deposits asked in the period that are not refused (pending or approved), in minor units. */
export async function depositsIn(db: Executor, tenant: string, memberId: number, period: Period): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` }).from(deposits)
    .where(and(eq(deposits.tenant, tenant), eq(deposits.memberId, memberId), inArray(deposits.status, ['pending', 'approved']), gte(deposits.createdAt, period.start), lt(deposits.createdAt, period.end)));
  return BigInt(row?.total ?? '0');
}
