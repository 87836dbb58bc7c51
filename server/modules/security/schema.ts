/** Security state shared by every instance: attempts and lock-outs, codes, captchas, used challenges, server keys, and the development outbox. */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Failed attempts and lock-outs per key (an account, a mobile number, an IP), shared by every instance. */
export const attempts = pgTable(
  'attempts',
  {
    tenant: text('tenant').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_to').on(t.tenant, t.to)],
);

/** Key pairs for encrypted calls (RSA-OAEP wraps an AES-GCM key); one per server, shared by instances. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKeyJwk: jsonb('public_key_jwk').notNull(),
  privateKeyJwk: jsonb('private_key_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(), // never read: bookkeeping of the row, not the calendar
});

/**
 * Per-tenant overrides of the server's quotas and limits (server/modules/security/limits.ts lists each one
 * with its default); a tenant without a row, or a limit not in it, has the default.
 */
export const securitySettings = pgTable('security_settings', {
  tenant: text('tenant').primaryKey(),
  limits: jsonb('limits').$type<Record<string, number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(), // never read: bookkeeping of the row, not the calendar
});

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
