/**
 * Long-ended sessions, deleted in bounded batches by the pruning pass (server/ops/prune.ts, which holds
 * the transaction and the advisory lock). The latest session of each member is always kept: the
 * agents' team view shows the last login from it (directory.ts lastLoginsOf).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../ledger/index';
import { rowCountOf } from '../../db/rowCount';
import { instantParameter as at } from '../../db/expiredRows';

/** Sessions that expired or were revoked before `cutoff`, but never a member's latest. */
export async function pruneSessions(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return rowCountOf(await tx.execute(sql`delete from sessions where token_hash in (
      select s.token_hash from sessions s
      where (s.expires_at < ${at(cutoff)} or s.revoked_at < ${at(cutoff)})
        and exists (select 1 from sessions newer where newer.tenant = s.tenant and newer.member_id = s.member_id and newer.created_at > s.created_at)
      limit ${limit} for update of s skip locked)`));
}
