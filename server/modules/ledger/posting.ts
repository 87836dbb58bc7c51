/**
 * The ledger's one posting path: every transfer is booked by the database function
 * `ledger_post_keyed_batch` (sql/ledger_post_keyed_batch.sql, which states the rules), whoever books
 * it: `post` (ledger.ts: transfers inside the caller's transaction), the seed's back-dated bookings
 * (backdated.ts) and the keyed, group-committed single transfers (keyedPosting.ts). This file builds
 * the function's items and reads its answer; the checks that need no database (an amount above 0, two
 * different accounts) are made here, before the call, the same for all three.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { LedgerError, type PostedTransfer } from './ledgerError';

/** The database or one of its transactions (what the call needs of either). */
type Executor = Pick<Db, 'execute'>;

/** A transfer between two account ids, as the function books it. */
export interface PostingItem {
  readonly kind: string;
  readonly debit: number;
  readonly credit: number;
  /** Minor units, as a decimal string (JSON has no bigint). */
  readonly amount: string;
  readonly reference: string;
  readonly meta: Record<string, string>;
  /** The instant it is booked at (ISO), the server clock's. */
  readonly at: string;
}

/** The key of a keyed item (keyedPosting.ts): scoped by member and operation, with its request's hash. */
export interface ItemKey {
  readonly key: string;
  readonly member: number;
  readonly op: string;
  readonly hash: string;
  /** What the key stores when the debit is refused. */
  readonly refusal: unknown;
}

export interface TransferFacts { transferId: number | string; fromBalance: string; toBalance: string; createdAt: string }

/** The function's answer for one item, in the order given. */
export interface PostingRow {
  idx: number;
  status: 'posted' | 'replayed' | 'conflict' | 'refused' | 'notBooked' | string;
  /** A posted or replayed transfer's facts, a stored refusal (`{ refusal }`), or null. */
  facts: TransferFacts | { readonly refusal: unknown } | null;
}

/** The function's item for a transfer, checked as every posting is (LedgerError 'invalidAmount'). */
export function postingItem(
  t: { readonly kind: string; readonly amount: bigint; readonly reference?: string; readonly meta?: Record<string, string> },
  debit: number, credit: number, at: Date,
): PostingItem {
  if (t.amount <= 0n) throw new LedgerError('invalidAmount', `a transfer moves an amount above 0, got ${t.amount}`);
  if (debit === credit) throw new LedgerError('invalidAmount', 'a transfer moves money between two different accounts');
  return { kind: t.kind, debit, credit, amount: t.amount.toString(), reference: t.reference ?? '', meta: t.meta ?? {}, at: at.toISOString() };
}

/**
 * Books `items` in one call (one statement: inside `ex`'s transaction, or a transaction of its own
 * when `ex` is the database).
 */
export async function callPosting(ex: Executor, tenant: string, items: readonly (PostingItem | (PostingItem & ItemKey))[]): Promise<PostingRow[]> {
  const result = await ex.execute(sql`select idx, status, facts from ledger_post_keyed_batch(${tenant}, ${JSON.stringify(items)}::jsonb)`);
  return (result as unknown as { rows: PostingRow[] }).rows;
}

export const postedOf = (facts: TransferFacts): PostedTransfer => ({
  transferId: Number(facts.transferId), fromBalance: BigInt(facts.fromBalance), toBalance: BigInt(facts.toBalance), createdAt: new Date(facts.createdAt),
});

/**
 * Books unkeyed items, all or none: the posted transfers in the items' order, or a LedgerError
 * 'insufficientFunds' when a debit is not covered (then nothing of the call was booked).
 */
export async function postItems(ex: Executor, tenant: string, items: readonly PostingItem[]): Promise<PostedTransfer[]> {
  if (items.length === 0) return [];
  const rows = await callPosting(ex, tenant, items);
  const byIndex = new Map(rows.map((r) => [Number(r.idx), r]));
  const refused = rows.find((r) => r.status === 'refused');
  if (refused) {
    const item = items[Number(refused.idx)]!;
    throw new LedgerError('insufficientFunds', `account ${item.debit} does not cover ${item.amount}`);
  }
  return items.map((item, i) => {
    const row = byIndex.get(i);
    if (row?.status !== 'posted' || row.facts === null) throw new Error(`the ledger answered ${row?.status ?? 'nothing'} for a transfer of ${item.kind}`);
    return postedOf(row.facts as TransferFacts);
  });
}
