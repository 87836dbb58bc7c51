/** The game catalogue and what members keep of it (favourites, recent games). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const vendors = pgTable(
  'vendors',
  {
    tenant: text('tenant').notNull(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
    classifications: jsonb('classifications').$type<{ key: string; displayName: string }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.gameType, t.vassalage] })],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    nodeId: text('node_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    classification: text('classification').notNull(),
    icon: text('icon').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    /** 0: a free trial is offered. */
    supportPlay: integer('support_play').notNull().default(1),
    position: integer('position').notNull(),
    /** A new game (the NEW category and the new-game vendors). */
    isNew: boolean('is_new').notNull().default(false),
    /**
     * The name as the search compares it: lower case, accents removed (search_fold, which the
     * migration defines over unaccent). Kept by the database, so a search never folds a row's name.
     */
    nameFolded: text('name_folded').generatedAlwaysAs(sql`search_fold(game_name)`),
  },
  (t) => [
    uniqueIndex('games_tenant_node').on(t.tenant, t.nodeId),
    index('games_lobby').on(t.tenant, t.gameType, t.vassalage, t.position),
    // The lobby of one game type across all its vendors pages in this order.
    index('games_type_position').on(t.tenant, t.gameType, t.position),
    // Name search: case- and accent-insensitive, inside words (pg_trgm over the folded name; both
    // extensions and search_fold come with the migration). fastupdate off: a new name goes into the
    // index's tree at once, not into GIN's pending list, which only a VACUUM (autovacuum on
    // PostgreSQL, never on PGlite) moves into the tree and which every search must read in full
    // meanwhile; with a seeded catalogue all in that list, the planner rightly preferred reading the
    // whole table. Catalogue writes are rare (an operator's work); searches are many.
    index('games_name_search').using('gin', sql`${t.nameFolded} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * How many games each tenant has per game type, vendor, classification and flags: the lobby list's
 * total is the sum of a few of these rows, not a count of its (up to thousands of) matching games on
 * every request. Kept by the database in the statement that writes `games` (statement-level triggers
 * over the transition tables, migration game_counts), so it always agrees with the table, whoever
 * writes; a row whose count falls to zero is removed.
 */
export const gameCounts = pgTable(
  'game_counts',
  {
    tenant: text('tenant').notNull(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    classification: text('classification').notNull(),
    isHot: boolean('is_hot').notNull(),
    isNew: boolean('is_new').notNull(),
    games: integer('games').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.gameType, t.vassalage, t.classification, t.isHot, t.isNew] })],
);

export const favourites = pgTable(
  'favourites',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: text('node_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.memberId, t.nodeId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: text('node_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.memberId, t.nodeId] })],
);

/**
 * The version of a tenant's catalogue and content: every change to its games, vendors, content or
 * state bumps it (database triggers, so every writer does, whichever instance or tool it is), and
 * each API instance's answer cache serves an answer only while the version it was drawn at holds.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  tenant: text('tenant').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * Play time (issue 38): a span of a member's play, from a launch through its activity (each game page
 * load and each stake moves `lastActiveAt` on); activity after a pause longer than the idle gap opens
 * a new span. The time limit adds the spans up (overlapping spans of two games count once).
 */
export const gamePlaySpans = pgTable(
  'game_play_spans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    launchHash: text('launch_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('game_play_spans_order', sql`${t.lastActiveAt} >= ${t.startedAt}`),
    index('game_play_spans_member').on(t.tenant, t.memberId, t.lastActiveAt),
    index('game_play_spans_launch').on(t.launchHash, t.id),
  ],
);
