/**
 * Opening transfers: money a member starts with (seeded demo balances, a trial account's play money,
 * the balances that `members.balance` held before the ledger) comes from the house's `opening`
 * account, like any other money, so every balance is the sum of its entries.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { openingBalances } from './schema';
import { houseAccount, inTransaction, memberAccount, post, type Book, type Tx } from './ledger';

/** Books an opening balance for a member inside the caller's transaction. */
export async function bookOpening(tx: Tx, book: Book, memberId: number, cents: bigint, cacheKey: object, at: Date, kind: 'opening' | 'bonus' = 'opening', meta: Record<string, string> = {}): Promise<void> {
  if (cents <= 0n) return;
  await post(tx, book, [{
    kind,
    from: kind === 'bonus' ? houseAccount('bonus') : houseAccount('opening'),
    to: memberAccount(memberId),
    amount: cents,
    meta,
  }], cacheKey, at);
}

/** Books an opening balance in its own transaction. */
export async function openAccount(db: Db, book: Book, memberId: number, cents: bigint, at: Date): Promise<void> {
  await inTransaction(db, (tx) => bookOpening(tx, book, memberId, cents, db, at));
}

/**
 * Books the balances the migration moved out of `members.balance` (opening_balances) for a tenant:
 * each row is deleted in the transaction that books it, so a re-run or a second instance books it once.
 */
export async function bookMigratedBalances(db: Db, book: Book, at: Date): Promise<number> {
  const rows = await db.select({ memberId: openingBalances.memberId }).from(openingBalances).where(eq(openingBalances.tenant, book.tenant));
  let booked = 0;
  for (const { memberId } of rows) {
    await inTransaction(db, async (tx) => {
      const [taken] = await tx.delete(openingBalances).where(eq(openingBalances.memberId, memberId)).returning({ amount: openingBalances.amount });
      if (!taken) return;
      await bookOpening(tx, book, memberId, taken.amount, db, at);
      booked += 1;
    });
  }
  return booked;
}
