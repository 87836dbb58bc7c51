/**
 * The reward centre and the missions (server/modules/rewards/): the tenant's reward promotions and missions
 * (from its seed), each member's participation in a promotion (its stored state; the status shown is
 * derived from it, the promotion's dates and the member's real bets), and mission claims (one per
 * member, mission and period). Money moves only in the ledger; these rows point at its transfers.
 */
import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const rewardPromotions = pgTable(
  'reward_promotions',
  {
    tenant: text('tenant').notNull(),
    id: integer('id').notNull(),
    title: jsonb('title').$type<{ pt: string; en: string }>().notNull(),
    /** auto, join or apply. */
    entry: text('entry').notNull(),
    /** Real bets (cents) needed before the prize is claimable; 0 for none. */
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    /** The fixed prize, or a drawn one's top prize. */
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
    /** A raffle's prize table (server/modules/rewards/prizeDraw.ts): the claim draws one amount by weight; null for a fixed prize. */
    prizes: jsonb('prizes').$type<{ amount: string; weight: number }[]>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.id] })],
);

export const rewardParticipations = pgTable(
  'reward_participations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    /** signed, claimed, applying, rejected or issued (server/modules/rewards/activityStatus.ts). */
    state: text('state').notNull(),
    /** When the member joined (turnover counts from here for join promotions). */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The ledger transfer that paid the prize (claimed, issued). */
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (t) => [uniqueIndex('reward_participations_member').on(t.tenant, t.memberId, t.promotionId)],
);

export const missions = pgTable(
  'missions',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    title: jsonb('title').$type<{ pt: string; en: string }>().notNull(),
    /** turnover or rounds. */
    metric: text('metric').notNull(),
    /** Cents of turnover, or a number of rounds. */
    goal: bigint('goal', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    /** day or week. */
    period: text('period').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.id] })],
);

export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    missionId: text('mission_id').notNull(),
    /** The period claimed: 'YYYY-MM-DD' (day) or the Monday of the week. */
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mission_claims_period').on(t.tenant, t.memberId, t.missionId, t.period)],
);
