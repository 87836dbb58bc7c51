/** Members and their sessions. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    account: text('account').notNull(),
    /**
     * The name the member chose to be shown by; null until chosen (others then see the masked
     * account, server/modules/members/publicName.ts). Never a copy of the account.
     */
    nickname: text('nickname'),
    /** Account type: 0 member, 4 trial, 1/2/41/42 agent. */
    type: integer('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    email: text('email'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    contractTypes: jsonb('contract_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    knownIps: jsonb('known_ips').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The time step of the last authenticator code accepted (server/modules/security/totp.ts): only a later one passes. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the member closed the account (LGPD): no sign-in after it; the row and its records stay. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The absolute end of the session (SESSION_HOURS after the login). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last call made with the token; the session ends after the tenant's idle time without one. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Opened during a time-out or self-exclusion (issue 38): it may only withdraw and read records. */
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
    /**
     * When the player acknowledged the risk warning in this session (at sign-up, or after the login),
     * by the server's clock; null until then. A tenant whose site asks for the warning refuses game
     * launches and deposits of a session without it.
     */
    riskAcknowledgedAt: timestamp('risk_acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member').on(t.tenant, t.memberId)],
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

/**
 * A member's identity at a social provider's channel (socialIdentity.ts), linked at registration:
 * a subject of a channel is one member's in a tenant, and a member has one subject per channel.
 */
export const memberSocialLinks = pgTable(
  'member_social_links',
  {
    tenant: text('tenant').notNull(),
    channel: text('channel').notNull(),
    /** The provider's stable id of the person (never an e-mail, which can change hands). */
    subject: text('subject').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.channel, t.subject] }), uniqueIndex('member_social_links_member_channel').on(t.memberId, t.channel)],
);

/**
 * What a jurisdiction's sign-up asked (features.json registration.signUp): the CPF (11 digits,
 * normalised; one member per CPF and tenant, held by the unique index so that concurrent sign-ups
 * with one CPF cannot both pass), the birth date and the gender. Personal data: never logged.
 */
export const memberSignUps = pgTable(
  'member_sign_ups',
  {
    memberId: integer('member_id').primaryKey(),
    tenant: text('tenant').notNull(),
    cpf: text('cpf'),
    /** YYYY-MM-DD. */
    birthDate: text('birth_date'),
    gender: text('gender'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('member_sign_ups_tenant_cpf').on(t.tenant, t.cpf).where(sql`${t.cpf} is not null`)],
);
