/**
 * Back-dated bookings for the seed (a demo network's 60 days of play): many transfers at given past
 * instants, booked in a few statements instead of one posting each. The ledger's rules hold as for
 * `post`: every transfer is two entries that sum to zero, entries carry the running balance in id
 * order, a member's balance never goes below zero (checked before anything is written), and the
 * accounts are locked for the transaction. Only for seeding: live money goes through `post`.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { ledgerAccounts } from './schema';
import { LedgerError, ensureAccounts, type AccountRef, type Book, type Tx } from './ledger';

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

export async function bookBackdated(tx: Tx, book: Book, ids: Map<string, number>, transfers: readonly BackdatedTransfer[]): Promise<number> {
  if (transfers.length === 0) return 0;
  const sorted = [...transfers].sort((a, b) => a.at.getTime() - b.at.getTime());
  const accountIds = [...new Set(ids.values())].sort((a, b) => a - b);
  const locked = await tx.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts).where(inArray(ledgerAccounts.id, accountIds)).orderBy(ledgerAccounts.id).for('update');
  const balances = new Map(locked.map((a) => [a.id, a.balance]));
  const isMember = new Map(locked.map((a) => [a.id, a.memberId !== 0]));
  const transferRows: Record<string, unknown>[] = [];
  const entryRows: { ord: number; account_id: number; amount: string; balance_after: string; created_at: string }[] = [];
  sorted.forEach((t, ord) => {
    if (t.amount <= 0n) throw new LedgerError('invalidAmount', `a transfer moves an amount above 0, got ${t.amount}`);
    const fromId = ids.get(refKey(t.from))!;
    const toId = ids.get(refKey(t.to))!;
    const fromAfter = balances.get(fromId)! - t.amount;
    if (fromAfter < 0n && isMember.get(fromId)) throw new LedgerError('insufficientFunds', `account ${fromId} does not cover ${t.amount}`);
    const toAfter = balances.get(toId)! + t.amount;
    balances.set(fromId, fromAfter);
    balances.set(toId, toAfter);
    const at = t.at.toISOString();
    transferRows.push({ ord, tenant: book.tenant, kind: t.kind, debit_account_id: fromId, credit_account_id: toId, amount: t.amount.toString(), reference: t.reference ?? '', meta: t.meta ?? {}, created_at: at });
    entryRows.push({ ord, account_id: fromId, amount: (-t.amount).toString(), balance_after: fromAfter.toString(), created_at: at });
    entryRows.push({ ord, account_id: toId, amount: t.amount.toString(), balance_after: toAfter.toString(), created_at: at });
  });
  const BATCH = 2000;
  const transferIds: number[] = [];
  for (let i = 0; i < transferRows.length; i += BATCH) {
    const batch = transferRows.slice(i, i + BATCH);
    // Ids come from the sequence in the order the SELECT produces the rows (ORDER BY ord).
    const result = (await tx.execute(sql`
      insert into ledger_transfers (tenant, kind, debit_account_id, credit_account_id, amount, reference, meta, created_at)
      select tenant, kind, debit_account_id, credit_account_id, amount, reference, meta, created_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(ord int, tenant text, kind text, debit_account_id bigint, credit_account_id bigint, amount bigint, reference text, meta jsonb, created_at timestamptz)
      order by ord returning id`)) as unknown as { rows: { id: string | number }[] };
    transferIds.push(...result.rows.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  const entries = entryRows.map((e, i) => ({ transfer_id: transferIds[e.ord]!, account_id: e.account_id, amount: e.amount, balance_after: e.balance_after, created_at: e.created_at, n: i }));
  for (let i = 0; i < entries.length; i += BATCH) {
    await tx.execute(sql`
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select transfer_id, account_id, amount, balance_after, created_at
      from jsonb_to_recordset(${JSON.stringify(entries.slice(i, i + BATCH))}::jsonb) as x(n int, transfer_id bigint, account_id bigint, amount bigint, balance_after bigint, created_at timestamptz)
      order by n`);
  }
  for (const [id, balance] of balances) await tx.update(ledgerAccounts).set({ balance }).where(sql`${ledgerAccounts.id} = ${id}`);
  return sorted.length;
}
