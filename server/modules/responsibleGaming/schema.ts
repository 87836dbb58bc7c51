/**
 * Responsible gaming (issue 38): a player's limits, time-outs and self-exclusions, and the reality
 * check's interval. Every table is append-only: a change is a row with who asked, when, the old and
 * new value and the instant it takes effect, never overwritten (kept with the ledger's retention).
 */
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A change of one limit (kind and period) asked by the player or set by the operator. */
export const rgLimitChanges = pgTable(
  'rg_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    /** deposit, loss, wager (money, minor units) or time (minutes of play). */
    kind: text('kind').notNull(),
    /** day, week or month, in the tenant's time zone. */
    period: text('period').notNull(),
    /** The limit in force when the change was asked (null: none). */
    oldValue: bigint('old_value', { mode: 'number' }),
    /** The limit asked for (null: removed). */
    newValue: bigint('new_value', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** At once for a decrease; after the cooling period for an increase or a removal. */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** 'player', or 'operator:<name>'. */
    actor: text('actor').notNull(),
  },
  (t) => [index('rg_limit_changes_member').on(t.tenant, t.memberId, t.kind, t.period, t.requestedAt)],
);

/** A time-out (cool-off) or a self-exclusion: it cannot be lifted before its end. */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    /** timeout or selfExclusion. */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: indefinite. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
  },
  (t) => [index('rg_exclusions_member').on(t.tenant, t.memberId, t.startsAt)],
);

/** After a self-exclusion ends the account reopens only on the player's request, after a cooling period. */
export const rgReopenRequests = pgTable(
  'rg_reopen_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rg_reopen_requests_member').on(t.tenant, t.memberId, t.requestedAt)],
);

/** The reality check's interval the player chose (minutes); the latest row holds. */
export const rgRealityChecks = pgTable(
  'rg_reality_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rg_reality_checks_member').on(t.tenant, t.memberId, t.changedAt)],
);
