/**
 * The wallet (server/modules/wallet/): per-tenant money settings, deposits and withdrawals (their money moves
 * in the ledger; these rows carry their state), payment passwords, uplines, and the scheduled work
 * keyed by what it settles.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

export const paymentPasswords = pgTable(
  'payment_passwords',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_passwords_member').on(t.tenant, t.memberId)],
);

/** A member's upline (the agent who brought them), for the transfer to the upline. */
export const memberUplines = pgTable(
  'member_uplines',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    uplineId: integer('upline_id').notNull(),
  },
  (t) => [uniqueIndex('member_uplines_member').on(t.tenant, t.memberId)],
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
 * Balances waiting to be booked as opening transfers: the migration that replaced `members.balance`
 * moved them here; the server books each into the ledger once (in the transaction that deletes it).
 */
export const openingBalances = pgTable('opening_balances', {
  tenant: text('tenant').notNull(),
  memberId: integer('member_id').primaryKey(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
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

/** Real-mode game launches: the launch URL's token (hashed) names the member and the game it plays. */
export const gameLaunches = pgTable('game_launches', {
  tokenHash: text('token_hash').primaryKey(),
  tenant: text('tenant').notNull(),
  memberId: integer('member_id').notNull(),
  nodeId: text('node_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Real-mode rounds, issued by the server for a launch before any stake is taken: the outcome (the win
 * multiplier) is drawn when the round opens and stored here, never shown until the round is settled.
 * A spin settles an open, unexpired round of its own launch once ('settled', with its stake and win).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    /** The launch (`game_launches.token_hash`) the round belongs to. */
    launchHash: text('launch_hash').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: text('node_id').notNull(),
    multiplier: integer('multiplier').notNull(),
    status: text('status').$type<'open' | 'settled' | 'expired'>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    stake: bigint('stake', { mode: 'bigint' }),
    win: bigint('win', { mode: 'bigint' }),
  },
  (t) => [
    check('game_rounds_status', sql`${t.status} IN ('open', 'settled', 'expired')`),
    check('game_rounds_multiplier', sql`${t.multiplier} >= 0`),
    check('game_rounds_settled', sql`(${t.status} = 'settled') = (${t.settledAt} IS NOT NULL AND ${t.stake} IS NOT NULL AND ${t.win} IS NOT NULL)`),
    uniqueIndex('game_rounds_one_open_per_launch').on(t.launchHash).where(sql`${t.status} = 'open'`),
  ],
);
