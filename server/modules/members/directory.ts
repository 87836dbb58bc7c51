/**
 * What other modules may ask about members without touching the members tables: names by ids (for a
 * page of rows they already read), an id by account, a member's type, its upline, its last login, and
 * the row lock that serialises a member's counted requests. Every query is per tenant and by key
 * (`members_pkey`, `members_tenant_account`, `member_uplines_member`, `sessions_member`).
 */
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Executor, Tx } from '../ledger/index';
import { memberUplines, members, sessions } from './schema';

/** How a member is named and what kind of account it is. */
export interface MemberName {
  readonly id: number;
  readonly account: string;
  /** The chosen nickname; null until chosen (publicName.ts says who sees what then). */
  readonly nickname: string | null;
  readonly type: number;
}

/** The names of the tenant's members among `ids` (absent ids, or another tenant's, are not in the map). */
export async function memberNamesByIds(ex: Executor, tenant: string, ids: readonly number[]): Promise<Map<number, MemberName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ex.select({ id: members.id, account: members.account, nickname: members.nickname, type: members.type }).from(members)
    .where(and(eq(members.tenant, tenant), inArray(members.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The id and type of the account as stored (exact, as operators and seeds name it), or undefined. */
export async function memberIdByAccount(ex: Executor, tenant: string, account: string): Promise<{ id: number; type: number } | undefined> {
  const [row] = await ex.select({ id: members.id, type: members.type }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, account))).limit(1);
  return row;
}

/** A member's account type, or undefined when the tenant has no such member. */
export async function memberTypeOf(ex: Executor, tenant: string, memberId: number): Promise<number | undefined> {
  const [row] = await ex.select({ type: members.type }).from(members).where(and(eq(members.tenant, tenant), eq(members.id, memberId)));
  return row?.type;
}

/**
 * Locks the member's row for the rest of the transaction (FOR NO KEY UPDATE: rows that only reference
 * the member, such as sessions and messages, are not held up); false when there is no such member.
 */
export async function lockMemberRow(tx: Tx, tenant: string, memberId: number): Promise<boolean> {
  const [row] = await tx.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.id, memberId))).for('no key update');
  return row !== undefined;
}

/** The member's upline (the agent who brought them), with its account; undefined without one. */
export async function uplineOf(ex: Executor, tenant: string, memberId: number): Promise<{ id: number; account: string } | undefined> {
  const [row] = await ex
    .select({ id: members.id, account: members.account })
    .from(memberUplines)
    .innerJoin(members, and(eq(members.id, memberUplines.uplineId), eq(members.tenant, memberUplines.tenant)))
    .where(and(eq(memberUplines.tenant, tenant), eq(memberUplines.memberId, memberId)));
  return row;
}

/** The latest login (session start) of each of `ids` that ever logged in. */
export async function lastLoginsOf(ex: Executor, tenant: string, ids: readonly number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await ex.select({ memberId: sessions.memberId, at: max(sessions.createdAt) }).from(sessions)
    .where(and(eq(sessions.tenant, tenant), inArray(sessions.memberId, [...new Set(ids)]))).groupBy(sessions.memberId);
  return new Map(rows.flatMap((r) => (r.at === null ? [] : [[r.memberId, r.at] as const])));
}
