/**
 * Promotion applications (server/modules/applications/): the promotions of a tenant that need an application
 * and the bonus an issued one pays, and each member's applications with their comment, the images
 * they sent (stored as files outside the public folder; these rows name them) and the operator's
 * decision.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A promotion that is applied for (the promotions page's "apply"), and its bonus in cents. */
export const promotionOffers = pgTable(
  'promotion_offers',
  {
    tenant: text('tenant').notNull(),
    promotionId: integer('promotion_id').notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.promotionId] })],
);

/** One stored image of an application: its file name in the upload folder, its sniffed kind and size. */
export interface StoredImage {
  readonly file: string;
  readonly kind: 'png' | 'jpeg';
  readonly bytes: number;
}

export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenant: text('tenant').notNull(),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    comment: text('comment').notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    /** The bonus (cents) as offered when the member applied. */
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    /** applying, issued, rejected. */
    status: text('status').notNull().default('applying'),
    remark: text('remark').notNull().default(''),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('promotion_applications_member').on(t.tenant, t.memberId, t.createdAt),
    // One open or issued application per member and promotion; a rejected one may be followed by another.
    uniqueIndex('promotion_applications_open').on(t.tenant, t.memberId, t.promotionId).where(sql`status <> 'rejected'`),
  ],
);
