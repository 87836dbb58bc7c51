/**
 * Red envelopes (server/modules/envelopes/): an agent's amount split among chosen downlines, paid from the
 * sender's main wallet into the house's `envelopes` clearing account. Each share is claimed once by
 * its downline (a conditional UPDATE from 'open'), or returned to the sender after the envelope's
 * expiry by the scheduler (the envelope's `returned_at` is set by one transaction only).
 */
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    senderId: integer('sender_id').notNull(),
    /** Minor units, the sum of the shares. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** equal or random. */
    split: text('split').notNull(),
    /** The sender's debit (main wallet -> house envelopes). */
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the run that returned the unclaimed shares (null while open). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The return's ledger transfer; null when every share was claimed. */
    returnTransferId: bigint('return_transfer_id', { mode: 'number' }),
  },
  (t) => [index('red_envelopes_sender').on(t.tenant, t.senderId, t.createdAt), index('red_envelopes_expiry').on(t.tenant, t.expiresAt)],
);

export const redEnvelopeShares = pgTable(
  'red_envelope_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    envelopeId: bigint('envelope_id', { mode: 'number' }).notNull().references(() => redEnvelopes.id),
    memberId: integer('member_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** open, claimed, returned. */
    state: text('state').notNull().default('open'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The claim's ledger transfer (house envelopes -> the member's main wallet). */
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (t) => [uniqueIndex('red_envelope_shares_member').on(t.envelopeId, t.memberId), index('red_envelope_shares_recipient').on(t.tenant, t.memberId, t.state)],
);
