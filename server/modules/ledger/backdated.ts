/**
 * Back-dated bookings for the seed (a demo network's 60 days of play): many transfers at given past
 * instants, booked in a few calls of the ledger's one posting path (posting.ts) instead of one posting
 * each, each transfer at its own instant. The ledger's rules are the posting function's: every
 * transfer is two entries that sum to zero, entries carry the running balance in id order, a member's
 * balance never goes below zero (a refused debit throws, and the caller's transaction books nothing).
 * Only for seeding: live money goes through `post`.
 */
import type { Db } from '../../db/connect';
import { ensureAccounts, type AccountRef, type Book, type Tx } from './ledger';
import { postItems, postingItem } from './posting';

export interface BackdatedTransfer {
  readonly kind: string;
  readonly from: AccountRef;
  readonly to: AccountRef;
  readonly amount: bigint;
  readonly at: Date;
  readonly reference?: string;
  readonly meta?: Record<string, string>;
}

const refKey = (ref: AccountRef) => `${ref.memberId}\u0000${ref.asset}\u0000${ref.wallet}`;

/** Creates the accounts (outside the transaction), then books the transfers in `tx` in time order. */
export async function prepareBackdated(db: Db, book: Book, transfers: readonly BackdatedTransfer[]): Promise<Map<string, number>> {
  const refs = new Map<string, AccountRef>();
  for (const t of transfers) {
    refs.set(refKey(t.from), t.from);
    refs.set(refKey(t.to), t.to);
  }
  const ids = await ensureAccounts(db, book, [...refs.values()]);
  return new Map([...refs.keys()].map((key, i) => [key, ids[i]!]));
}

/** Transfers per call of the posting function. */
const BATCH = 2000;

export async function bookBackdated(tx: Tx, book: Book, ids: Map<string, number>, transfers: readonly BackdatedTransfer[]): Promise<number> {
  // Time order: the entries' ids (and their running balances) follow the instants.
  const sorted = [...transfers].sort((a, b) => a.at.getTime() - b.at.getTime());
  const items = sorted.map((t) => postingItem(t, ids.get(refKey(t.from))!, ids.get(refKey(t.to))!, t.at));
  for (let i = 0; i < items.length; i += BATCH) await postItems(tx, book.tenant, items.slice(i, i + BATCH));
  return sorted.length;
}
