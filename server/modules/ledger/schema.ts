/**
 * The ledger (server/modules/ledger/): accounts, immutable transfers of two entries that sum to zero, and
 * the idempotency keys of money-moving requests. Amounts are integer minor units (bigint).
 *
 * - An account belongs to a member (`member_id` > 0) or to the tenant's house (`member_id` 0), per
 *   asset (cash, points) and wallet (`main`, `held` for withdrawals on hold, a vendor's code for a
 *   game wallet; the house's `deposits`, `withdrawals`, `bonus`, `game`, `opening`).
 * - A member's balance never goes below zero: a CHECK, not only code. House accounts may (a clearing
 *   account is negative by what came in through it).
 * - Transfers and entries are never updated or deleted (a trigger refuses it, see the migration).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** 0 for the tenant's house accounts. */
    memberId: integer('member_id').notNull(),
    asset: text('asset').notNull(),
    wallet: text('wallet').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(), // never read: bookkeeping of the row, not the calendar
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner').on(t.tenant, t.memberId, t.asset, t.wallet),
    check('ledger_accounts_member_not_negative', sql`${t.memberId} = 0 OR ${t.balance} >= 0`),
    check('ledger_accounts_asset', sql`${t.asset} IN ('cash', 'points')`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** deposit, withdrawalHold, withdrawalPaid, withdrawalReleased, transferToGame, transferFromGame, transferToUpline, bet, win, bonus, opening. */
    kind: text('kind').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull().references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull().references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What it settles: D…, W…, a vendor, a round; may be empty. */
    reference: text('reference').notNull().default(''),
    /** Facts the records show (game, vendor, game type, bonus kind…). */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_tenant_kind').on(t.tenant, t.kind, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull().references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => ledgerAccounts.id),
    /** Signed: negative on the debited account, positive on the credited one; the two sum to zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry (the account row is locked while posting). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_time').on(t.accountId, t.createdAt),
    index('ledger_entries_transfer').on(t.transferId),
  ],
);

/**
 * Idempotency keys of money-moving requests, unique per tenant, member and operation (server/modules/ledger/
 * idempotency.ts); claimed first in the transaction that books the request, with the hash of the
 * request and the answer given (a success or a refusal), so a retry gets that answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenant: text('tenant').notNull(),
    /** The member who sent the request; 0 for the tenant's own keys (and keys stored before scoping). */
    memberId: integer('member_id').notNull().default(0),
    /** The operation (`deposit`, `withdraw`, `walletTransfer`...); empty for tenant-wide keys. */
    operation: text('operation').notNull().default(''),
    key: text('key').notNull(),
    /** SHA-256 of the operation, the member and the request's body. */
    requestHash: text('request_hash').notNull(),
    /** The answer: the value of a success, or `{ refusal: { kind, code, value? } }`; null while claimed. */
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope').on(t.tenant, t.memberId, t.operation, t.key)],
);

/**
 * Balances waiting to be booked as opening transfers: the migration that replaced `members.balance`
 * moved them here; the server books each into the ledger once (in the transaction that deletes it).
 */
export const openingBalances = pgTable('opening_balances', {
  tenant: text('tenant').notNull(),
  memberId: integer('member_id').primaryKey(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
});
