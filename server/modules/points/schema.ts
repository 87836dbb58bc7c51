/**
 * Points (server/modules/points/): the tenant's earning rates and conversion ratio, the rewards, each
 * member's running total of weighted stakes (the carried fraction of a point), and redemptions
 * (their points move in the ledger's `points` asset; these rows carry their state).
 */
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const pointSettings = pgTable('point_settings', {
  tenant: text('tenant').primaryKey(),
  /** Points per 100.00 of stake, by game type; a type not listed earns `default_rate`. */
  earnRates: jsonb('earn_rates').$type<Record<string, number>>().notNull(),
  defaultRate: integer('default_rate').notNull(),
  /** `convert_points` points convert to `convert_cents` (whole multiples only). */
  convertPoints: bigint('convert_points', { mode: 'bigint' }).notNull(),
  convertCents: bigint('convert_cents', { mode: 'bigint' }).notNull(),
  minConvertPoints: bigint('min_convert_points', { mode: 'bigint' }).notNull(),
});

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    /** voucher or item. */
    type: text('type').notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Real bets (cents) the member must have made. */
    amountRequirement: bigint('amount_requirement', { mode: 'bigint' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('point_rewards_name').on(t.tenant, t.nameEn)],
);

/**
 * A member's running total of stake x rate (cents x points per hundred): the points earned so far are
 * floor(total / 10000), so each bet adds the whole points its stake completes and the fraction waits.
 */
export const pointAccruals = pgTable(
  'point_accruals',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    weighted: bigint('weighted', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('point_accruals_member').on(t.tenant, t.memberId)],
);

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
    /** The reward as it was when redeemed. */
    type: text('type').notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amountRequirement: bigint('amount_requirement', { mode: 'bigint' }).notNull(),
    address: text('address').notNull().default(''),
    /** process, rejected, approved. */
    status: text('status').notNull().default('process'),
    remark: text('remark').notNull().default(''),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('point_redemptions_member').on(t.tenant, t.memberId, t.createdAt)],
);
