/**
 * The manual rebate (server/modules/rewards/): the tenant's rate table, each member's running totals of real
 * stakes and of stake x rate (what the rebate owes, carried fractions included) and of what was paid,
 * and the claims (one per member and period).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const rebateSettings = pgTable('rebate_settings', {
  tenant: text('tenant').primaryKey(),
  /** Rebate in basis points (1/100 of a percent) of the stake, by game type; others get `default_rate`. */
  rates: jsonb('rates').$type<Record<string, number>>().notNull(),
  defaultRate: integer('default_rate').notNull(),
});

export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    /** Real stakes so far (cents). */
    staked: bigint('staked', { mode: 'bigint' }).notNull(),
    /** Sum of stake x rate (cents x basis points): owed = floor(weighted / 10000). */
    weighted: bigint('weighted', { mode: 'bigint' }).notNull(),
    /** Cents paid by claims so far, and the stakes they covered. */
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    stakedClaimed: bigint('staked_claimed', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [uniqueIndex('rebate_accruals_member').on(t.tenant, t.memberId)],
);

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    /** The period claimed: the UTC day, 'YYYY-MM-DD'. */
    period: text('period').notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('rebate_claims_period').on(t.tenant, t.memberId, t.period)],
);
