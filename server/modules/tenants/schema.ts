/** Tenant state: status and switches as the seed and operators set them. */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const tenantState = pgTable('tenant_state', {
  tenant: text('tenant').primaryKey(),
  /** 0 normal, 1 maintenance, 2 region restricted. */
  status: integer('status').notNull().default(0),
  /** White-label switches and the referral state, as the seed and operators set them. */
  switches: jsonb('switches').$type<Record<string, boolean>>().notNull(),
  smsExpiryMinutes: integer('sms_expiry_minutes').notNull().default(5),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
  seedVersion: integer('seed_version').notNull(),
});
