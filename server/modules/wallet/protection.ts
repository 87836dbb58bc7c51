/** The wallet's side of responsible gaming (issue 38): what a member deposited in a period, the deposit limit's usage. */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';
import type { Period } from '../../platform/periods';
import { assertMayPlay, assertWithinLimit } from '../responsibleGaming/index';
import type { MemberContext } from './context';
import { deposits } from './schema';

/**
 * Refuses a deposit of a paused member, or one that would pass a deposit limit in force (day, week or
 * month of the tenant's local time), with the room left. A pending deposit counts: two requests that
 * wait for approval cannot pass the limit together. Call it with the member's row locked.
 */
export async function assertDepositAllowed(tx: Executor, ctx: MemberContext, amount: bigint): Promise<void> {
  const scope = { tenant: ctx.settings.tenant, memberId: ctx.memberId };
  await assertMayPlay(tx, scope, ctx.now);
  await assertWithinLimit(tx, scope, 'deposit', Number(amount), ctx.now, ctx.settings.localOffsetMinutes, async (period) => Number(await depositsIn(tx, scope.tenant, scope.memberId, period)));
}

/** Deposits asked in the period that are not refused (pending or approved), in minor units. */
export async function depositsIn(db: Executor, tenant: string, memberId: number, period: Period): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` }).from(deposits)
    .where(and(eq(deposits.tenant, tenant), eq(deposits.memberId, memberId), inArray(deposits.status, ['pending', 'approved']), gte(deposits.createdAt, period.start), lt(deposits.createdAt, period.end)));
  return BigInt(row?.total ?? '0');
}
