/** The chat room (SPEC sections 1 and 7): messages, each member's read mark, and one-use tickets into a room. */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    room: text('room').notNull(),
    memberId: integer('member_id').notNull(),
    /** The author's name as others see it at sending time: the chosen nickname or the masked account (server/modules/members/publicName.ts). */
    author: text('author').notNull(),
    /** Plain text; never HTML (the portal draws it as text). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_room').on(t.tenant, t.room, t.id), index('chat_messages_rate').on(t.tenant, t.memberId, t.createdAt)],
);

/** The last message id each member has seen in each room (the unread count counts past it). */
export const chatReads = pgTable(
  'chat_reads',
  {
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    room: text('room').notNull(),
    lastId: integer('last_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.memberId, t.room] })],
);

/**
 * A browser's WebSocket cannot send the session header, so CBS_launchChat hands out a ticket: one
 * use, a minute long, bound to the tenant, the member and the room. Only its hash is kept.
 */
export const chatTickets = pgTable('chat_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  tenant: text('tenant').notNull(),
  memberId: integer('member_id').notNull(),
  room: text('room').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
