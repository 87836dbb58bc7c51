/**
 * The wallet (server/modules/wallet/): per-tenant money settings, deposits and withdrawals (their money moves
 * in the ledger; these rows carry their state), payment passwords, uplines, and the scheduled work
 * keyed by what it settles.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const walletSettings = pgTable('wallet_settings', {
  tenant: text('tenant').primaryKey(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  /** Deposit methods and their limits in minor units, as strings (JSON has no bigint). */
  depositMethods: jsonb('deposit_methods').$type<{ id: string; min: string; max: string }[]>().notNull(),
  maxPendingDeposits: integer('max_pending_deposits').notNull().default(3),
  withdrawMin: bigint('withdraw_min', { mode: 'bigint' }).notNull(),
  withdrawMax: bigint('withdraw_max', { mode: 'bigint' }).notNull(),
  maxPendingWithdrawals: integer('max_pending_withdrawals').notNull().default(3),
  uplineMin: bigint('upline_min', { mode: 'bigint' }).notNull(),
  uplineMax: bigint('upline_max', { mode: 'bigint' }).notNull(),
  /** Unconfirmed within these minutes of payment counts as received (SPEC section 4). */
  confirmMinutes: integer('confirm_minutes').notNull().default(30),
  /** Development: pending deposits approve by themselves after this many seconds; null: never. */
  demoApproveSeconds: integer('demo_approve_seconds'),
});

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    methodId: text('method_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** pending, approved, rejected, failed. */
    status: text('status').notNull().default('pending'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [index('deposits_member').on(t.tenant, t.memberId, t.createdAt), index('deposits_pending').on(t.status, t.createdAt)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** pending, paid, rejected. */
    status: text('status').notNull().default('pending'),
    /** none, awaiting, received, notReceived, autoReceived. */
    confirmation: text('confirmation').notNull().default('none'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    /** File name of the proof image in the private upload folder. */
    proofFile: text('proof_file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('withdrawals_member').on(t.tenant, t.memberId, t.createdAt)],
);



/** Scheduled work done once: the key names what it settles (`demo-approve:D12`). */
export const scheduledRuns = pgTable('scheduled_runs', {
  key: text('key').primaryKey(),
  tenant: text('tenant').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ok: boolean('ok').notNull().default(true),
});


/**
 * Proof images of "not received" withdrawal confirmations, in the database (not in a public folder,
 * and shared by every API instance); checked as png or jpg by their bytes before they get here.
 */
export const withdrawalProofs = pgTable('withdrawal_proofs', {
  withdrawalId: bigint('withdrawal_id', { mode: 'number' }).primaryKey(),
  tenant: text('tenant').notNull(),
  contentType: text('content_type').notNull(),
  /** Base64 of the image. */
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});


