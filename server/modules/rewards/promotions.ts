/**
 * The reward centre (SPEC sections 2, 4 and 7: rewardCenter, bonusDetails): the tenant's reward
 * promotions with each member's activity status (activityStatus.ts), joining where a promotion needs
 * it, and claiming a raffle promotion's prize, booked through the ledger exactly once: under the
 * request's idempotency key, and by the participation row (its unique index and its state), so a
 * second claim with another key, concurrent ones included, is refused. The claim list reads the paid
 * amounts from the ledger's transfers, so it agrees with the balance and the bonus records.
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AvailablePromotionsValue, ClaimPromotionValue, JoinPromotionValue, PromotionClaimListValue } from '../../../schemas/api/rewards';
import type { Language } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { rewardParticipations, rewardPromotions } from './schema';
import { IdempotencyConflict, formatMoney, inTransaction, payBonus, prepareBonus, transferAmounts, withIdempotencyKey, type Book, type Executor, type Tx } from '../ledger/index';
import { isoOf, type MemberContext } from '../wallet/index';
import { activityStatus, transition, type ActivityStatus, type ParticipationState, type PromotionEntry, type PromotionRule } from './activityStatus';
import { drawPrize, tiersOf } from './prizeDraw';
import { realBets } from './realBets';
import { DomainError } from '../../platform/domainError';

type PromotionRow = typeof rewardPromotions.$inferSelect;
type ParticipationRow = typeof rewardParticipations.$inferSelect;

function ruleOf(row: PromotionRow): PromotionRule {
  return { entry: row.entry as PromotionEntry, turnover: row.turnover, startsAt: row.startsAt, endsAt: row.endsAt };
}

/** The real bets that count for a promotion: since joining (join), since the start (auto), none (apply). */
async function progressOf(ex: Executor, tenant: string, memberId: number, row: PromotionRow, participation: ParticipationRow | undefined, now: Date): Promise<bigint> {
  if (row.entry === 'apply' || row.turnover === 0n) return 0n;
  if (row.entry === 'join' && participation === undefined) return 0n;
  const since = row.entry === 'join' ? participation!.joinedAt : row.startsAt;
  return (await realBets(ex, tenant, memberId, since, now)).stake;
}

async function statusOf(ex: Executor, tenant: string, memberId: number, row: PromotionRow, participation: ParticipationRow | undefined, now: Date): Promise<{ status: ActivityStatus; progress: bigint }> {
  const progress = await progressOf(ex, tenant, memberId, row, participation, now);
  return { status: activityStatus(ruleOf(row), participation?.state as ParticipationState | undefined, progress, now), progress };
}

async function participationsOf(ex: Executor, tenant: string, memberId: number): Promise<Map<number, ParticipationRow>> {
  const rows = await ex.select().from(rewardParticipations).where(and(eq(rewardParticipations.tenant, tenant), eq(rewardParticipations.memberId, memberId)));
  return new Map(rows.map((r) => [r.promotionId, r]));
}

/** availablePromotions: every reward promotion of the tenant with the member's status. */
export async function availablePromotions(db: Db, ctx: MemberContext, language: Language, now = ctx.now): Promise<AvailablePromotionsValue> {
  const { tenant } = ctx.settings;
  const rows = await db.select().from(rewardPromotions).where(eq(rewardPromotions.tenant, tenant)).orderBy(asc(rewardPromotions.position), asc(rewardPromotions.id));
  const mine = await participationsOf(db, tenant, ctx.memberId);
  const list: AvailablePromotionsValue['list'] = [];
  for (const row of rows) {
    const { status, progress } = await statusOf(db, tenant, ctx.memberId, row, mine.get(row.id), now);
    list.push({
      id: row.id,
      title: row.title[language],
      entry: row.entry as PromotionEntry,
      status,
      turnover: formatMoney(row.turnover),
      progress: formatMoney(progress > row.turnover ? row.turnover : progress),
      prize: formatMoney(row.prize),
      ...(row.prizes === null ? {} : { prizes: row.prizes.map((tier) => ({ amount: formatMoney(BigInt(tier.amount)), weight: tier.weight })) }),
      ...(row.startsAt === null ? {} : { startsAt: isoOf(row.startsAt) }),
      ...(row.endsAt === null ? {} : { endsAt: isoOf(row.endsAt) }),
    });
  }
  return { currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol, claimable: list.filter((p) => p.status === 'claim').length, list };
}

async function promotionOf(ex: Executor, tenant: string, id: number): Promise<PromotionRow> {
  const [row] = await ex.select().from(rewardPromotions).where(and(eq(rewardPromotions.tenant, tenant), eq(rewardPromotions.id, id)));
  if (!row) throw new DomainError('notFound', 'error.notFound');
  return row;
}

async function lockedParticipation(tx: Tx, tenant: string, memberId: number, promotionId: number): Promise<ParticipationRow | undefined> {
  const [row] = await tx.select().from(rewardParticipations)
    .where(and(eq(rewardParticipations.tenant, tenant), eq(rewardParticipations.memberId, memberId), eq(rewardParticipations.promotionId, promotionId))).for('update');
  return row;
}

function refuse(outcome: ReturnType<typeof transition>): asserts outcome is Extract<ReturnType<typeof transition>, { ok: true }> {
  if (!outcome.ok) throw new DomainError(outcome.refusal, 'error.invalidRequest');
}

/** A unique index refused the row: another request took it first. */
function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  return /duplicate key|reward_participations_member|mission_claims_period/.test(text);
}

/** Joins a join promotion (join -> signed). Not money: no key; a second join is refused (409). */
export async function joinPromotion(db: Db, ctx: MemberContext, promotionId: number, now = ctx.now): Promise<JoinPromotionValue> {
  const { tenant } = ctx.settings;
  try {
    return await inTransaction(db, async (tx) => {
      const row = await promotionOf(tx, tenant, promotionId);
      const participation = await lockedParticipation(tx, tenant, ctx.memberId, promotionId);
      const { status } = await statusOf(tx, tenant, ctx.memberId, row, participation, now);
      const outcome = transition(row.entry as PromotionEntry, status, 'join');
      refuse(outcome);
      const inserted = await tx.insert(rewardParticipations).values({ tenant, memberId: ctx.memberId, promotionId, state: outcome.state, joinedAt: now, updatedAt: now })
        .onConflictDoNothing().returning({ id: rewardParticipations.id });
      if (inserted.length === 0) throw new DomainError('conflict', 'error.invalidRequest');
      return { promotionId, status: activityStatus(ruleOf(row), outcome.state, 0n, now) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'error.invalidRequest');
    throw error;
  }
}

/**
 * Claims a raffle promotion's prize (claim -> claimed), drawn from its prize table when it has one
 * (prizeDraw.ts): the prize goes from the house's bonus account
 * to the member's main wallet as a `bonus` transfer (bonusKind promotion), in the transaction that
 * stores the key's answer and the participation.
 */
export async function claimPromotion(db: Db, ctx: MemberContext, promotionId: number, key: string, hash: string, now = ctx.now): Promise<{ value: ClaimPromotionValue; replayed: boolean }> {
  const book: Book = ctx.settings;
  const { tenant } = book;
  const { memberId } = ctx;
  await prepareBonus(db, book, memberId);
  try {
    return await withIdempotencyKey(db, { tenant, memberId, operation: 'claimRafflePromotion' }, key, hash, now, async (tx) => {
      const row = await promotionOf(tx, tenant, promotionId);
      const participation = await lockedParticipation(tx, tenant, memberId, promotionId);
      const { status } = await statusOf(tx, tenant, memberId, row, participation, now);
      const outcome = transition(row.entry as PromotionEntry, status, 'claim');
      refuse(outcome);
      // Take the participation: a join promotion's signed row moves on only if no one moved it
      // meanwhile (a concurrent claim waits on the row and then finds it claimed); an automatic one's
      // row is new, and the unique index lets one insert through.
      const taken = participation === undefined
        ? await tx.insert(rewardParticipations).values({ tenant, memberId, promotionId, state: 'claimed', joinedAt: now, updatedAt: now }).onConflictDoNothing().returning({ id: rewardParticipations.id })
        : await tx.update(rewardParticipations).set({ state: 'claimed', updatedAt: now })
          .where(and(eq(rewardParticipations.id, participation.id), eq(rewardParticipations.state, participation.state))).returning({ id: rewardParticipations.id });
      const claim = taken[0];
      if (claim === undefined) throw new DomainError('conflict', 'error.invalidRequest');
      // A raffle draws its prize here, once: the key's stored answer and the ledger keep this draw.
      const amount = row.prizes === null ? row.prize : drawPrize(tiersOf(row.prizes));
      const paid = await payBonus(tx, db, book, { memberId, amount, bonusKind: 'promotion', reference: `promotion ${promotionId}`, meta: { promotionId: String(promotionId) } }, now);
      await tx.update(rewardParticipations).set({ transferId: paid.transferId }).where(eq(rewardParticipations.id, claim.id));
      return { id: `C${claim.id}`, promotionId, status: 'claimed' as const, amount: formatMoney(amount), balance: formatMoney(paid.toBalance) };
    });
  } catch (error) {
    if (error instanceof IdempotencyConflict || error instanceof DomainError) throw error;
    if (isUniqueViolation(error)) throw new DomainError('conflict', 'error.invalidRequest');
    throw error;
  }
}

/** promotionClaimList (bonusDetails): the member's participations, newest first, with what the ledger paid. */
export async function promotionClaimList(db: Db, ctx: MemberContext, language: Language, page: { pageNo: number; pageSize: number }, now = ctx.now): Promise<PromotionClaimListValue> {
  const { tenant } = ctx.settings;
  const where = and(eq(rewardParticipations.tenant, tenant), eq(rewardParticipations.memberId, ctx.memberId));
  const [count] = await db.select({ n: sql<string>`count(*)::text` }).from(rewardParticipations).where(where);
  // What the ledger paid: the amounts of the participations' transfers (all of them for the total).
  const transferIds = (await db.select({ id: rewardParticipations.transferId }).from(rewardParticipations).where(and(where, isNotNull(rewardParticipations.transferId))))
    .map((r) => r.id!);
  const paidOf = await transferAmounts(db, tenant, transferIds);
  const total = transferIds.reduce((sum, id) => sum + (paidOf.get(id) ?? 0n), 0n);
  const rows = await db
    .select({ participation: rewardParticipations, promotion: rewardPromotions })
    .from(rewardParticipations)
    .innerJoin(rewardPromotions, and(eq(rewardPromotions.tenant, rewardParticipations.tenant), eq(rewardPromotions.id, rewardParticipations.promotionId)))
    .where(where)
    .orderBy(desc(rewardParticipations.updatedAt), desc(rewardParticipations.id))
    .limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize);
  const list: PromotionClaimListValue['list'] = [];
  for (const r of rows) {
    const { status } = await statusOf(db, tenant, ctx.memberId, r.promotion, r.participation, now);
    list.push({
      id: `C${r.participation.id}`,
      promotionId: r.promotion.id,
      title: r.promotion.title[language],
      status,
      time: isoOf(r.participation.updatedAt),
      amount: formatMoney(r.participation.transferId === null ? 0n : (paidOf.get(r.participation.transferId) ?? 0n)),
      ...(r.participation.transferId === null ? {} : { transfer: `T${r.participation.transferId}` }),
    });
  }
  return {
    currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol, pageNo: page.pageNo, pageSize: page.pageSize,
    total: Number(count?.n ?? 0), list, totals: { amount: formatMoney(total) },
  };
}
