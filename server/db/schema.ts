/**
 * The reference server's tables (Drizzle, PostgreSQL dialect; PGlite embedded or a real server).
 * Every row that belongs to a merchant carries its tenant code, and every query filters by it:
 * that is the tenant isolation. State that must hold across server instances (sessions, lock-outs,
 * rate counters, codes, captchas, used proof-of-work challenges) lives here, never in memory.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const tenantState = pgTable('tenant_state', {
  tenant: text('tenant').primaryKey(),
  /** 0 normal, 1 maintenance, 2 region restricted. */
  status: integer('status').notNull().default(0),
  /** White-label switches and the referral state, as the seed and operators set them. */
  switches: jsonb('switches').$type<Record<string, boolean>>().notNull(),
  smsExpiryMinutes: integer('sms_expiry_minutes').notNull().default(5),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  seedVersion: integer('seed_version').notNull(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    /** Account type: 0 member, 4 trial, 1/2/41/42 agent. */
    type: integer('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    email: text('email'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    contractTypes: jsonb('contract_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Balance in cents. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    knownIps: jsonb('known_ips').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_tenant_account').on(t.tenant, t.account), index('members_tenant_mobile').on(t.tenant, t.mobile)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member').on(t.tenant, t.memberId)],
);

/** Failed attempts and lock-outs per key (an account, a mobile number, an IP), shared by every instance. */
export const attempts = pgTable(
  'attempts',
  {
    tenant: text('tenant').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.key] })],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    /** What the code is for: login, register, reset. */
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('codes_lookup').on(t.tenant, t.purpose, t.target)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  tenant: text('tenant').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Proof-of-work challenges already redeemed (replay protection across instances). */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Development outbox: SMS and e-mail the server "sent"; readable by tests, off in production. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to').on(t.tenant, t.to)],
);

/** Key pairs for encrypted calls (RSA-OAEP wraps an AES-GCM key); one per server, shared by instances. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKeyJwk: jsonb('public_key_jwk').notNull(),
  privateKeyJwk: jsonb('private_key_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [
    uniqueIndex('games_tenant_node').on(t.tenant, t.nodeId),
    index('games_lobby').on(t.tenant, t.gameType, t.vassalage, t.position),
    // The lobby of one game type across all its vendors pages in this order.
    index('games_type_position').on(t.tenant, t.gameType, t.position),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: text('node_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.memberId, t.nodeId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: text('node_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.memberId, t.nodeId] })],
);

/** Announcements, banners, promotions, help terms, winners, countries, fast lines: content per tenant. */
export const content = pgTable(
  'content',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    /** banner | announcement | promotion | help | winner | country | domainRoute */
    kind: text('kind').notNull(),
    language: text('language'),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('content_lookup').on(t.tenant, t.kind, t.language, t.position)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  tenant: text('tenant').notNull(),
  memberId: integer('member_id'),
  questionType: text('question_type').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform messages to a member (messageV2); the header shows how many are unread. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_messages_unread').on(t.tenant, t.memberId, t.readAt)],
);
