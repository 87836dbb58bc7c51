/**
 * The downline tree (member_uplines: each member's upline), walked for the agents' teams: an agent's
 * downlines are every member below it, direct or indirect. Every query filters by tenant.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../ledger/index';

/** Deeper trees are not walked (a guard against a cycle a bad row could make). */
export const MAX_DOWNLINE_DEPTH = 20;

async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The recursive CTE `team(id, parent_id, depth)` of `agentId`'s downlines. */
function downlineCte(tenant: string, agentId: number): SQL {
  return sql`with recursive team(id, parent_id, depth) as (
      select member_id, upline_id, 1 from member_uplines where tenant = ${tenant} and upline_id = ${agentId}
      union all
      select u.member_id, u.upline_id, team.depth + 1 from member_uplines u join team on u.upline_id = team.id
      where u.tenant = ${tenant} and team.depth < ${MAX_DOWNLINE_DEPTH}
    )`;
}

export interface Downline {
  readonly id: number;
  readonly parentId: number;
  /** 1: a direct downline. */
  readonly depth: number;
}

/** Every downline of an agent, with its parent and depth, shallowest first. */
export async function downlinesOf(ex: Executor, tenant: string, agentId: number): Promise<Downline[]> {
  const rows = await rowsOf<{ id: number; parent_id: number; depth: number }>(ex, sql`${downlineCte(tenant, agentId)} select id, parent_id, depth from team order by depth, id`);
  return rows.map((r) => ({ id: Number(r.id), parentId: Number(r.parent_id), depth: Number(r.depth) }));
}

/** Whether `memberId` is below `agentId` (direct or indirect) in the tenant's tree. */
export async function isDownlineOf(ex: Executor, tenant: string, agentId: number, memberId: number): Promise<boolean> {
  const rows = await rowsOf<{ n: string | number }>(ex, sql`${downlineCte(tenant, agentId)} select count(*) as n from team where id = ${memberId}`);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The id of a member's upline (undefined at the root). */
export async function uplineIdOf(ex: Executor, tenant: string, memberId: number): Promise<number | undefined> {
  const rows = await rowsOf<{ upline_id: number }>(ex, sql`select upline_id from member_uplines where tenant = ${tenant} and member_id = ${memberId}`);
  return rows[0] === undefined ? undefined : Number(rows[0].upline_id);
}
