/**
 * The messages module's rows that only grow, deleted in bounded batches by the pruning pass
 * (server/ops/prune.ts, which holds the transaction and the advisory lock): expired chat tickets and
 * the push seats of stopped instances.
 */
import type { Tx } from '../ledger/index';
import { deleteExpiredRows } from '../../db/expiredRows';

export async function pruneChatTickets(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return deleteExpiredRows(tx, 'chat_tickets', 'ticket_hash', 'expires_at', cutoff, limit);
}

/** Push seats not refreshed since `cutoff` (their instance stopped). */
export async function prunePushSockets(tx: Tx, cutoff: Date, _now: Date, limit: number): Promise<number> {
  return deleteExpiredRows(tx, 'push_sockets', 'id', 'seen_at', cutoff, limit);
}
