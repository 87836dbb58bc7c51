/**
 * The ledger: accounts per member and asset (plus the tenant's house accounts), transfers that are
 * two entries summing to zero, never updated or deleted. Posting runs inside a READ COMMITTED
 * transaction the caller opens (`inTransaction`), through the ledger's one posting path (posting.ts,
 * the database function `ledger_post_keyed_batch`): the accounts are locked in ascending id order and
 * a member's balance cannot go below zero (the table's CHECK says the same), so concurrent postings
 * neither deadlock nor need SERIALIZABLE retries.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { ledgerAccounts } from './schema';
import { LedgerError, type PostedTransfer } from './ledgerError';
import { postItems, postingItem } from './posting';

/** A transaction of the database, as `db.transaction` hands it out. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or one of its transactions. */
export type Executor = Db | Tx;

export type Asset = 'cash' | 'points';
/**
 * The house's accounts of a tenant: the other side of deposits, withdrawals, bonuses, game rounds,
 * opening balances, agents' commissions and red envelopes' funds. Every house account is one of these
 * (`houseAccount`), never built by hand.
 */
export const HOUSE_WALLETS = ['deposits', 'withdrawals', 'bonus', 'game', 'opening', 'commission', 'envelopes'] as const;
export type HouseWallet = (typeof HOUSE_WALLETS)[number];
/** `member_id` of the house accounts. */
export const HOUSE = 0;

export interface AccountRef {
  readonly memberId: number;
  readonly asset: Asset;
  /** `main`, `held`, a vendor's code (member); a HouseWallet (house). */
  readonly wallet: string;
}

export function memberAccount(memberId: number, wallet = 'main', asset: Asset = 'cash'): AccountRef {
  if (!Number.isInteger(memberId) || memberId <= 0) throw new Error(`a member account needs a member id above 0, got ${memberId}`);
  return { memberId, asset, wallet };
}

export function houseAccount(wallet: HouseWallet, asset: Asset = 'cash'): AccountRef {
  return { memberId: HOUSE, asset, wallet };
}

/** The tenant a posting belongs to and its currency (new accounts take it). */
export interface Book {
  readonly tenant: string;
  readonly currency: string;
}

export interface TransferRequest {
  readonly kind: string;
  readonly from: AccountRef;
  readonly to: AccountRef;
  /** Minor units, above 0. */
  readonly amount: bigint;
  readonly reference?: string;
  readonly meta?: Record<string, string>;
}

export { LedgerError, type PostedTransfer } from './ledgerError';

/** Runs `work` in one READ COMMITTED transaction (the posting rules above rely on it). */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'read committed' });
}

// Account ids never change once created (accounts are never deleted), so the ids of COMMITTED
// accounts are cached per database; an id created inside a transaction is not (it may roll back).
const idCache = new WeakMap<object, Map<string, number>>();

function cacheOf(db: object): Map<string, number> {
  let cache = idCache.get(db);
  if (!cache) {
    cache = new Map();
    idCache.set(db, cache);
  }
  return cache;
}

const refKey = (tenant: string, ref: AccountRef) => `${tenant}\u0000${ref.memberId}\u0000${ref.asset}\u0000${ref.wallet}`;

async function selectOrCreate(ex: Executor, book: Book, ref: AccountRef): Promise<number> {
  const where = and(
    eq(ledgerAccounts.tenant, book.tenant), eq(ledgerAccounts.memberId, ref.memberId), eq(ledgerAccounts.asset, ref.asset), eq(ledgerAccounts.wallet, ref.wallet),
  );
  let [row] = await ex.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!row) {
    await ex
      .insert(ledgerAccounts)
      .values({ tenant: book.tenant, memberId: ref.memberId, asset: ref.asset, wallet: ref.wallet, currency: book.currency })
      .onConflictDoNothing();
    [row] = await ex.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  }
  if (!row) throw new Error(`ledger account ${refKey(book.tenant, ref)} could not be created`);
  return row.id;
}

/**
 * Creates the accounts that do not exist yet (balance 0), outside any transaction, and caches their
 * ids: call it before `inTransaction` so that posting finds every id without a query.
 */
export async function ensureAccounts(db: Db, book: Book, refs: readonly AccountRef[]): Promise<number[]> {
  const cache = cacheOf(db);
  const ids: number[] = [];
  for (const ref of refs) {
    const key = refKey(book.tenant, ref);
    let id = cache.get(key);
    if (id === undefined) {
      id = await selectOrCreate(db, book, ref);
      cache.set(key, id);
    }
    ids.push(id);
  }
  return ids;
}

/** The id of an account inside a transaction: from the cache, else found or created (not cached). */
async function accountIdIn(tx: Tx, book: Book, ref: AccountRef, db: object): Promise<number> {
  return cacheOf(db).get(refKey(book.tenant, ref)) ?? selectOrCreate(tx, book, ref);
}

/**
 * Posts transfers inside the caller's READ COMMITTED transaction, in the order given, all or none:
 * one call of the ledger's posting function (posting.ts), which locks every account of the call in
 * ascending id order and books each transfer on the balances the earlier ones left. A refused debit
 * throws a LedgerError and books nothing of the call.
 * `cacheKey`: the database the transaction belongs to (for the account id cache); `at`: the instant
 * they are booked at, the server clock's (server/platform/clock.ts), never the database's own time.
 */
export async function post(tx: Tx, book: Book, transfers: readonly TransferRequest[], cacheKey: object, at: Date): Promise<PostedTransfer[]> {
  const items = [];
  for (const t of transfers) {
    if (t.amount <= 0n) throw new LedgerError('invalidAmount', `a transfer moves an amount above 0, got ${t.amount}`);
    items.push(postingItem(t, await accountIdIn(tx, book, t.from, cacheKey), await accountIdIn(tx, book, t.to, cacheKey), at));
  }
  return postItems(tx, book.tenant, items);
}

/** The balance of an account (0 when it does not exist yet). */
export async function balanceOf(ex: Executor, tenant: string, ref: AccountRef): Promise<bigint> {
  const [row] = await ex
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenant, tenant), eq(ledgerAccounts.memberId, ref.memberId), eq(ledgerAccounts.asset, ref.asset), eq(ledgerAccounts.wallet, ref.wallet)));
  return row?.balance ?? 0n;
}

/** Every cash wallet of a member with its balance (main, held, game wallets). */
export async function memberWallets(ex: Executor, tenant: string, memberId: number, asset: Asset = 'cash'): Promise<Map<string, bigint>> {
  const rows = await ex
    .select({ wallet: ledgerAccounts.wallet, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenant, tenant), eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.asset, asset)));
  return new Map(rows.map((r) => [r.wallet, r.balance]));
}
