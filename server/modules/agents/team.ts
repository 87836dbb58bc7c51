/**
 * The downline tree (member_uplines: each member's parent) and the figures of a team: an agent's
 * team is every member below it, direct or indirect. Every query filters by tenant.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../ledger/index';
import type { PeriodFigures } from './tiers';
import { pausedDuring } from '../responsibleGaming/index';

/** Deeper trees are not walked (a guard against a cycle a bad row could make). */
export const MAX_DEPTH = 20;

type Rows<T> = { rows: T[] };

async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as Rows<T>).rows;
}

/** The recursive CTE `team(id, parent_id, depth)` of `agentId`'s downlines. */
export function teamCte(tenant: string, agentId: number): SQL {
  return sql`with recursive team(id, parent_id, depth) as (
      select member_id, upline_id, 1 from member_uplines where tenant = ${tenant} and upline_id = ${agentId}
      union all
      select u.member_id, u.upline_id, team.depth + 1 from member_uplines u join team on u.upline_id = team.id
      where u.tenant = ${tenant} and team.depth < ${MAX_DEPTH}
    )`;
}

export interface TeamMember {
  readonly id: number;
  readonly parentId: number;
  readonly depth: number;
}

/** Every downline of an agent, with its parent and depth (1: direct). */
export async function teamOf(ex: Executor, tenant: string, agentId: number): Promise<TeamMember[]> {
  const rows = await rowsOf<{ id: number; parent_id: number; depth: number }>(ex, sql`${teamCte(tenant, agentId)} select id, parent_id, depth from team order by depth, id`);
  return rows.map((r) => ({ id: Number(r.id), parentId: Number(r.parent_id), depth: Number(r.depth) }));
}

/** Whether `memberId` is below `agentId` (direct or indirect) in the tenant's tree. */
export async function isInTeam(ex: Executor, tenant: string, agentId: number, memberId: number): Promise<boolean> {
  const rows = await rowsOf<{ n: string | number }>(ex, sql`${teamCte(tenant, agentId)} select count(*) as n from team where id = ${memberId}`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The parent of a member (undefined at the root). */
export async function parentOf(ex: Executor, tenant: string, memberId: number): Promise<number | undefined> {
  const rows = await rowsOf<{ upline_id: number }>(ex, sql`select upline_id from member_uplines where tenant = ${tenant} and member_id = ${memberId}`);
  return rows[0] === undefined ? undefined : Number(rows[0].upline_id);
}

export interface TeamFigures extends PeriodFigures {
  readonly deposits: bigint;
  readonly withdrawals: bigint;
}

/**
 * The figures of an agent's team in [from, to): stakes (valid bet), stakes minus wins (the house's
 * profit and loss), members with a stake (but none paused for responsible gaming in the period), bonuses, approved deposits and paid withdrawals, read from
 * the ledger's transfers on the members' main wallets.
 */
export async function teamFigures(ex: Executor, tenant: string, agentId: number, from: Date, to: Date): Promise<TeamFigures> {
  const [row] = await rowsOf<{ bets: string; wins: string; bonus: string; deposits: string; withdrawals: string; active: number[] | null }>(ex, sql`
    ${teamCte(tenant, agentId)}
    select coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)::text as bets,
           coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::text as wins,
           coalesce(sum(t.amount) filter (where t.kind = 'bonus'), 0)::text as bonus,
           coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0)::text as deposits,
           coalesce(sum(t.amount) filter (where t.kind = 'withdrawalPaid'), 0)::text as withdrawals,
           array_agg(distinct a.member_id) filter (where t.kind = 'bet') as active
    from ledger_transfers t
    join ledger_accounts a on a.id = case when t.kind in ('bet', 'withdrawalPaid') then t.debit_account_id else t.credit_account_id end
    where t.tenant = ${tenant} and t.kind in ('bet', 'win', 'bonus', 'deposit', 'withdrawalPaid')
      and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
      and a.tenant = ${tenant} and a.member_id in (select id from team)`);
  const bets = BigInt(row?.bets ?? '0');
  const wins = BigInt(row?.wins ?? '0');
  const active = (row?.active ?? []).map(Number);
  // A member paused (time-out, self-exclusion) during the period is no active member (issue 38).
  const paused = active.length === 0 ? new Set<number>() : await pausedDuring(ex, tenant, active, from, to);
  return {
    validBet: bets,
    profitLoss: bets - wins,
    activeMembers: active.filter((id) => !paused.has(id)).length,
    bonusCost: BigInt(row?.bonus ?? '0'),
    deposits: BigInt(row?.deposits ?? '0'),
    withdrawals: BigInt(row?.withdrawals ?? '0'),
  };
}
