/**
 * The security module's rows that only grow, deleted in bounded batches by the pruning pass
 * (server/ops/prune.ts, which holds the transaction and the advisory lock): each call deletes at most
 * `limit` rows that ended before `cutoff`, skipping rows another transaction holds.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../ledger/index';
import { rowCountOf } from '../../db/rowCount';
import { deleteExpiredRows, instantParameter as at } from '../../db/expiredRows';

/** Attempt counters whose window began before `cutoff` and that no longer lock anything at `now`. */
export async function pruneAttempts(tx: Tx, cutoff: Date, now: Date, limit: number): Promise<number> {
  return rowCountOf(await tx.execute(sql`delete from attempts where (tenant, key) in (
      select tenant, key from attempts
      where window_start < ${at(cutoff)} and (locked_until is null or locked_until < ${at(now)})
      limit ${limit} for update skip locked)`));
}

export async function pruneCaptchas(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return deleteExpiredRows(tx, 'captchas', 'id', 'expires_at', cutoff, limit);
}

export async function pruneUsedChallenges(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return deleteExpiredRows(tx, 'used_challenges', 'signature', 'expires_at', cutoff, limit);
}

export async function pruneVerificationCodes(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return deleteExpiredRows(tx, 'verification_codes', 'id', 'expires_at', cutoff, limit);
}
