/** The messages module's tables: each member's inbox of platform messages. Chat and push seats have their own files. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform messages to a member (messageV2); the header shows how many are unread. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_messages_unread').on(t.tenant, t.memberId, t.readAt)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  tenant: text('tenant').notNull(),
  memberId: integer('member_id'),
  questionType: text('question_type').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
