/** Content per tenant, feedback and platform messages. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_messages_unread').on(t.tenant, t.memberId, t.readAt)],
);
