/**
 * The unread-count push sockets open on every server instance (server/modules/messages/pushSockets.ts): one
 * row per socket, so the cap per member holds across instances. An instance refreshes its rows while
 * their sockets live and deletes them when they close; rows of a stopped instance expire.
 */
import { integer, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pushSockets = pgTable(
  'push_sockets',
  {
    id: uuid('id').primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** Refreshed by the instance holding the socket; a row not refreshed for the TTL is a stopped instance's. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_sockets_member').on(t.tenant, t.memberId, t.openedAt)],
);
