/**
 * Promotion applications: a member applies for a promotion that needs an application (the tenant's
 * `promotion_offers`) with a comment and up to 3 images; the application stays `applying` until an
 * operator issues it, which books its bonus from the house's bonus account to the member's main wallet
 * (a `bonus` transfer, bonusKind promotion, in the bonus details), or rejects it. A decision is taken
 * once: the row is locked and only an `applying` one changes, so a repeated or concurrent decision
 * books nothing again. One open (or issued) application per member and promotion, held by a partial
 * unique index; after a rejection the member may apply again.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus, PromotionApplication } from '../../../schemas/api/applications';
import type { Db } from '../../db/connect';
import { promotionExists } from '../content/index';
import { promotionApplications, promotionOffers, type StoredImage } from './schema';
import { formatMoney, inTransaction, payBonus, prepareBonus, type Book } from '../ledger/index';
import { isoOf, type MemberContext } from '../wallet/index';
import type { ImageKind, ImageStore } from './imageStore';
import { DomainError } from '../../platform/domainError';

/** The promotions every tenant starts with as applied for, and their bonus (cents). */
export const DEFAULT_OFFERS: readonly { promotionId: number; bonus: bigint }[] = [
  { promotionId: 101, bonus: 2_000n },
  { promotionId: 106, bonus: 1_000n },
];

type Row = typeof promotionApplications.$inferSelect;

/** `A12` or `12` -> 12. */
export function applicationNumber(text: string): number | undefined {
  const match = /^A?([0-9]{1,15})$/i.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The tenant's promotions that need an application, with their bonus (cents); the defaults are written on first use. */
export async function offersOf(db: Db, tenant: string): Promise<Map<number, bigint>> {
  let rows = await db.select().from(promotionOffers).where(eq(promotionOffers.tenant, tenant));
  if (rows.length === 0) {
    await db.insert(promotionOffers).values(DEFAULT_OFFERS.map((o) => ({ tenant, ...o }))).onConflictDoNothing();
    rows = await db.select().from(promotionOffers).where(eq(promotionOffers.tenant, tenant));
  }
  return new Map(rows.map((r) => [r.promotionId, r.bonus]));
}

function viewOf(row: Row): PromotionApplication {
  return {
    id: `A${row.id}`,
    promotionId: row.promotionId,
    status: row.status as ApplicationStatus,
    comment: row.comment,
    images: row.images.length,
    bonus: formatMoney(row.bonus),
    remark: row.remark,
    time: isoOf(row.createdAt),
    ...(row.decidedAt ? { decidedAt: isoOf(row.decidedAt) } : {}),
  };
}

export interface ApplicationInput {
  readonly promotionId: number;
  readonly comment: string;
  readonly images: readonly { kind: ImageKind; bytes: Buffer }[];
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /promotion_applications_open|duplicate key/.test(text);
}

/** Stores a member's application; 404 when the promotion is not applied for, 409 when one is open or issued. */
export async function applyForPromotion(db: Db, store: ImageStore, ctx: MemberContext, input: ApplicationInput): Promise<PromotionApplication> {
  const { tenant } = ctx.settings;
  const bonus = (await offersOf(db, tenant)).get(input.promotionId);
  const promotion = await promotionExists(db, tenant, input.promotionId);
  if (bonus === undefined || !promotion) throw new DomainError('notFound', 'error.notFound');
  const [open] = await db.select({ id: promotionApplications.id }).from(promotionApplications)
    .where(and(eq(promotionApplications.tenant, tenant), eq(promotionApplications.memberId, ctx.memberId), eq(promotionApplications.promotionId, input.promotionId), sql`${promotionApplications.status} <> 'rejected'`));
  if (open) throw new DomainError('conflict', 'error.invalidRequest');
  const images = await store.save(tenant, input.images);
  try {
    const [row] = await db.insert(promotionApplications)
      .values({ tenant, memberId: ctx.memberId, promotionId: input.promotionId, comment: input.comment, images, bonus, createdAt: ctx.now })
      .returning();
    return viewOf(row!);
  } catch (error) {
    await store.remove(tenant, images);
    // Two applications at once: the partial unique index keeps the first.
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'error.invalidRequest');
    throw error;
  }
}

/** The member's applications, newest first. */
export async function listApplications(db: Db, ctx: MemberContext): Promise<PromotionApplication[]> {
  const rows = await db.select().from(promotionApplications)
    .where(and(eq(promotionApplications.tenant, ctx.settings.tenant), eq(promotionApplications.memberId, ctx.memberId)))
    .orderBy(desc(promotionApplications.id)).limit(100);
  return rows.map(viewOf);
}

/**
 * The n-th image (from 1) of an application, for the member who sent it (`memberId`) or, with
 * `memberId` undefined, for the operator; undefined when there is none for them (other members and
 * other tenants find nothing).
 */
export async function applicationImage(db: Db, store: ImageStore, tenant: string, memberId: number | undefined, id: number, n: number): Promise<{ kind: ImageKind; bytes: Buffer } | undefined> {
  const [row] = await db.select({ images: promotionApplications.images }).from(promotionApplications)
    .where(and(eq(promotionApplications.tenant, tenant), eq(promotionApplications.id, id), ...(memberId === undefined ? [] : [eq(promotionApplications.memberId, memberId)])));
  const image: StoredImage | undefined = row?.images[n - 1];
  if (!image) return undefined;
  return { kind: image.kind, bytes: await store.read(tenant, image) };
}

/** An application with where its images are, for the operator. */
export async function applicationForOperator(db: Db, tenant: string, id: number): Promise<{ view: PromotionApplication; memberId: number; images: StoredImage[] } | undefined> {
  const [row] = await db.select().from(promotionApplications).where(and(eq(promotionApplications.tenant, tenant), eq(promotionApplications.id, id)));
  return row ? { view: viewOf(row), memberId: row.memberId, images: row.images } : undefined;
}

export type ApplicationDecision = 'issue' | 'reject';

/**
 * An operator's decision: `applying` -> issued (the bonus booked in the same transaction) or rejected.
 * Deciding again changes nothing (`changed: false`); undefined when there is no such application.
 */
export async function decideApplication(db: Db, book: Book, id: number, decision: ApplicationDecision, now: Date, remark = ''): Promise<{ record: PromotionApplication; changed: boolean } | undefined> {
  const [found] = await db.select({ memberId: promotionApplications.memberId }).from(promotionApplications)
    .where(and(eq(promotionApplications.tenant, book.tenant), eq(promotionApplications.id, id)));
  if (!found) return undefined;
  if (decision === 'issue') await prepareBonus(db, book, found.memberId);
  return inTransaction(db, async (tx) => {
    // Decisions on one application queue on its row; only the first finds it applying.
    const [row] = await tx.select().from(promotionApplications)
      .where(and(eq(promotionApplications.tenant, book.tenant), eq(promotionApplications.id, id))).for('update');
    if (!row) return undefined;
    if (row.status !== 'applying') return { record: viewOf(row), changed: false };
    let transferId: number | null = null;
    if (decision === 'issue' && row.bonus > 0n) {
      const paid = await payBonus(tx, db, book, { memberId: row.memberId, amount: row.bonus, bonusKind: 'promotion', reference: `A${row.id}`, meta: { promotionId: String(row.promotionId) } }, now);
      transferId = paid.transferId;
    }
    const [updated] = await tx.update(promotionApplications)
      .set({ status: decision === 'issue' ? 'issued' : 'rejected', remark: remark.slice(0, 200), transferId, decidedAt: now })
      .where(eq(promotionApplications.id, row.id)).returning();
    return { record: viewOf(updated!), changed: true };
  });
}
