/**
 * The messages module's rows that only grow, deleted in bounded batches by the pruning pass
 * (server/ops/prune.ts, which holds the transaction and the advisory lock): expired chat tickets and
 * the push seats of stopped instances.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../ledger/index';
import { rowCountOf } from '../../db/rowCount';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

export async function pruneChatTickets(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return rowCountOf(await tx.execute(sql`delete from chat_tickets where ticket_hash in (
      select ticket_hash from chat_tickets where expires_at < ${at(cutoff)} limit ${limit} for update skip locked)`));
}

/** Push seats not refreshed since `cutoff` (their instance stopped). */
export async function prunePushSockets(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return rowCountOf(await tx.execute(sql`delete from push_sockets where id in (
      select id from push_sockets where seen_at < ${at(cutoff)} limit ${limit} for update skip locked)`));
}
