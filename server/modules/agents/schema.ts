/**
 * The agent network (server/modules/agents/): the tenant's agent settings, contracts between an upline and a
 * downline, and their settlements. The downline tree itself is `member_uplines` (a member's parent).
 *
 * - A contract has a type (dividend, dailySalary, hourlySalary, realTimeSalary), a period type and
 *   tiers (thresholds on the period's valid bet, profit and loss and active members, a rate in basis
 *   points each). One active and one pending contract per downline and type (partial unique indexes).
 * - A settlement is unique per (contract, period start): a re-run, a crash or a second instance
 *   settles a period once; its payout is a ledger transfer from the house's `commission` account.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const agentSettings = pgTable('agent_settings', {
  tenant: text('tenant').primaryKey(),
  /** The tenant's offset from UTC in minutes (the agent centre's clock; periods start at its midnight). */
  gmtOffsetMinutes: integer('gmt_offset_minutes').notNull().default(0),
  /** A dividend period's loss is carried into the next period (negative carry-over). */
  negativeCarryOver: boolean('negative_carry_over').notNull().default(true),
  /** The platform fee on a dividend period's positive gross revenue, in basis points. */
  platformFeeBp: integer('platform_fee_bp').notNull().default(0),
});

/** A tier as stored: minor units as strings (JSON has no bigint), the rate in basis points. */
export interface StoredTier {
  validBet: string;
  profitLoss: string;
  activeMembers: number;
  rateBp: number;
}

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** The member who offers it; 0: the house (the tree's root agents). */
    uplineId: integer('upline_id').notNull(),
    downlineId: integer('downline_id').notNull(),
    type: text('type').notNull(),
    periodType: text('period_type').notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    /** The highest tier rate (basis points): what the upline/downline rule compares. */
    maxRateBp: integer('max_rate_bp').notNull(),
    /** pending, active, rejected, terminated, ended (by an upline's lower rate), replaced, withdrawn. */
    status: text('status').notNull().default('pending'),
    endReason: text('end_reason'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_active').on(t.tenant, t.downlineId, t.type).where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_one_pending').on(t.tenant, t.downlineId, t.type).where(sql`${t.status} = 'pending'`),
    index('agent_contracts_upline').on(t.tenant, t.uplineId),
  ],
);

export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull().references(() => agentContracts.id),
    memberId: integer('member_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    profitLoss: bigint('profit_loss', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    bonusCost: bigint('bonus_cost', { mode: 'bigint' }).notNull(),
    fees: bigint('fees', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    carryIn: bigint('carry_in', { mode: 'bigint' }).notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    carryOut: bigint('carry_out', { mode: 'bigint' }).notNull(),
    /** The payout's ledger transfer; null when the payout is 0. */
    transferId: bigint('transfer_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agent_settlements_contract_period').on(t.contractId, t.periodStart), index('agent_settlements_member').on(t.tenant, t.memberId, t.periodStart)],
);
