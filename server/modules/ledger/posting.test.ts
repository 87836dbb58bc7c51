/**
 * The ledger's one posting path: `post`, the seed's back-dated bookings and the keyed batch all book
 * through the posting function, with the same rules and the same rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/connect';
import { bookBackdated, prepareBackdated } from './backdated';
import { ledgerViolations } from './invariants';
import { postKeyed } from './keyedPosting';
import { LedgerError, balanceOf, ensureAccounts, houseAccount, inTransaction, memberAccount, post, type Book, type TransferRequest } from './ledger';
import { TEST_INSTANT } from '../../testing/testInstant';

const AT = new Date(TEST_INSTANT);
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory' });
});
afterAll(async () => {
  await database.close();
});

async function transfersOf(tenant: string) {
  const result = (await database.db.execute(sql`
    select t.kind, t.amount::text, t.reference, t.meta, t.created_at::text, array_agg(e.amount::text || '/' || e.balance_after::text order by e.id) as entries
    from ledger_transfers t join ledger_entries e on e.transfer_id = t.id where t.tenant = ${tenant} group by t.id order by t.id`)) as unknown as { rows: unknown[] };
  return result.rows;
}

describe('the posting path', () => {
  it('books a call of post all or none: a refused debit leaves nothing of it, even when the caller goes on and commits', async () => {
    const { db } = database;
    const book: Book = { tenant: 'posting-all-or-none', currency: 'BRL' };
    await inTransaction(db, (tx) => post(tx, book, [{ kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(1), amount: 1000n }], db, AT));
    const refused = await inTransaction(db, async (tx) => {
      try {
        await post(tx, book, [
          { kind: 'walletTransfer', from: memberAccount(1), to: memberAccount(1, 'PG'), amount: 600n },
          { kind: 'walletTransfer', from: memberAccount(1), to: memberAccount(1, 'PG'), amount: 600n },
        ], db, AT);
        return undefined;
      } catch (error) {
        return error;
      }
    });
    expect(refused).toBeInstanceOf(LedgerError);
    expect((refused as LedgerError).reason).toBe('insufficientFunds');
    expect(await balanceOf(db, book.tenant, memberAccount(1))).toBe(1000n);
    expect(await balanceOf(db, book.tenant, memberAccount(1, 'PG'))).toBe(0n);
    expect(await transfersOf(book.tenant)).toHaveLength(1);
    expect(await ledgerViolations(db, book.tenant)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
  });

  it('books the same transfers the same way through post, the back-dated bookings and the keyed batch', async () => {
    const { db } = database;
    const transfers: TransferRequest[] = [
      { kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(1), amount: 5000n, reference: 'D1', meta: { methodId: '3' } },
      { kind: 'walletTransfer', from: memberAccount(1), to: memberAccount(1, 'PG'), amount: 1200n, reference: '', meta: {} },
      { kind: 'bet', from: memberAccount(1, 'PG'), to: houseAccount('game'), amount: 700n, reference: 'round 1', meta: { game: 'slots' } },
    ];
    const viaPost: Book = { tenant: 'posting-post', currency: 'BRL' };
    for (const t of transfers) await inTransaction(db, (tx) => post(tx, viaPost, [t], db, AT));
    const viaBackdated: Book = { tenant: 'posting-backdated', currency: 'BRL' };
    const backdated = transfers.map((t, i) => ({ ...t, at: new Date(AT.getTime() + i) }));
    const ids = await prepareBackdated(db, viaBackdated, backdated);
    await inTransaction(db, (tx) => bookBackdated(tx, viaBackdated, ids, backdated.map((t) => ({ ...t, at: AT }))));
    const viaKeys: Book = { tenant: 'posting-keyed', currency: 'BRL' };
    for (const [i, t] of transfers.entries()) await postKeyed(db, viaKeys, { memberId: 1, operation: 'test' }, `k${i}`, `h${i}`, t, AT, (p) => p.transferId);

    const expected = await transfersOf(viaPost.tenant);
    expect(expected).toHaveLength(3);
    expect(await transfersOf(viaBackdated.tenant)).toEqual(expected);
    expect(await transfersOf(viaKeys.tenant)).toEqual(expected);
    for (const book of [viaPost, viaBackdated, viaKeys]) {
      expect(await ledgerViolations(db, book.tenant)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
    }
    // The same refusal everywhere: a member's debit its balance does not cover.
    const overdraw = { kind: 'walletTransfer', from: memberAccount(1), to: memberAccount(1, 'PG'), amount: 1_000_000n };
    await expect(inTransaction(db, (tx) => post(tx, viaPost, [overdraw], db, AT))).rejects.toMatchObject({ reason: 'insufficientFunds' });
    await ensureAccounts(db, viaBackdated, [overdraw.from, overdraw.to]);
    await expect(inTransaction(db, (tx) => bookBackdated(tx, viaBackdated, ids, [{ ...overdraw, at: AT }]))).rejects.toMatchObject({ reason: 'insufficientFunds' });
    await expect(postKeyed(db, viaKeys, { memberId: 1, operation: 'test' }, 'over', 'h-over', overdraw, AT, (p) => p.transferId)).rejects.toMatchObject({ reason: 'insufficientFunds' });
  });
});
