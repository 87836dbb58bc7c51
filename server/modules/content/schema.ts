/** Content per tenant, feedback and platform messages. */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

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


