/**
 * The manual rebate: real bets earn a rebate by the tenant's rate table (basis points of the stake per
 * game type), accrued in each spin's own transaction (so a replayed spin accrues nothing again), and
 * claimed by the member once per period (the UTC day): the claim locks the member's accrual row, pays
 * what is owed (rounded down to the cent once, on the running total; the fraction waits) from the
 * house's bonus account as a `bonus` transfer (bonusKind rebate, in the bonus details), and records
 * the period, whose unique index refuses a second claim even from a concurrent request.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RebateClaimValue, RebateValue } from '../../../schemas/api/rebate';
import { GAME_TYPES } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { rebateAccruals, rebateClaims, rebateSettings } from './rebateSchema';
import { IdempotencyConflict, formatMoney, payBonus, prepareBonus, withIdempotencyKey, type Book, type Executor, type Tx } from '../ledger/index';
import { isoOf, type MemberContext } from '../wallet/index';
import { DomainError } from '../../platform/domainError';

/** stake (cents) x rate (basis points) / BASIS = cents. */
export const BASIS = 10_000n;

export interface RebateRates {
  readonly rates: Readonly<Record<string, number>>;
  readonly defaultRate: number;
}

/** What a running total owes beyond what was paid: floor(weighted / BASIS) - paid, never negative. */
export function rebateOwed(weighted: bigint, paid: bigint): bigint {
  const owed = weighted / BASIS - paid;
  return owed > 0n ? owed : 0n;
}

export function defaultRebateSettings(tenant: string): typeof rebateSettings.$inferInsert {
  return { tenant, rates: { RNG: 80, FISH: 80, PVP: 60, INHOUSE: 80, LIVE: 50, SPORTS: 50, ESPORTS: 50, ELOTT: 30, LOTT: 30 }, defaultRate: 50 };
}

export async function rebateRatesOf(db: Db, tenant: string): Promise<RebateRates> {
  let [row] = await db.select().from(rebateSettings).where(eq(rebateSettings.tenant, tenant));
  if (!row) {
    await db.insert(rebateSettings).values(defaultRebateSettings(tenant)).onConflictDoNothing();
    [row] = await db.select().from(rebateSettings).where(eq(rebateSettings.tenant, tenant));
  }
  if (!row) throw new Error(`no rebate settings for ${tenant}`);
  return { rates: row.rates, defaultRate: row.defaultRate };
}

/** Adds a real bet to the member's rebate totals, inside the spin's transaction. */
export async function accrueRebate(tx: Tx, tenant: string, rates: RebateRates, memberId: number, gameType: string, stake: bigint): Promise<void> {
  if (stake <= 0n) return;
  const add = stake * BigInt(rates.rates[gameType] ?? rates.defaultRate);
  await tx
    .insert(rebateAccruals)
    .values({ tenant, memberId, staked: stake, weighted: add })
    .onConflictDoUpdate({
      target: [rebateAccruals.tenant, rebateAccruals.memberId],
      set: { staked: sql`${rebateAccruals.staked} + ${stake}`, weighted: sql`${rebateAccruals.weighted} + ${add}` },
    });
}

/** The period of an instant: its UTC day. */
export function periodOf(now: Date): { period: string; next: Date } {
  const period = now.toISOString().slice(0, 10);
  const next = new Date(`${period}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { period, next };
}

async function accrualOf(ex: Executor, tenant: string, memberId: number) {
  const [row] = await ex.select().from(rebateAccruals).where(and(eq(rebateAccruals.tenant, tenant), eq(rebateAccruals.memberId, memberId)));
  return row;
}

export async function rebateState(db: Db, ctx: MemberContext, rates: RebateRates, now = ctx.now): Promise<RebateValue> {
  const { tenant } = ctx.settings;
  const { period, next } = periodOf(now);
  const row = await accrualOf(db, tenant, ctx.memberId);
  const claims = await db.select().from(rebateClaims).where(and(eq(rebateClaims.tenant, tenant), eq(rebateClaims.memberId, ctx.memberId))).orderBy(desc(rebateClaims.id)).limit(10);
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    rates: GAME_TYPES.map((gameType) => ({ gameType, basisPoints: rates.rates[gameType] ?? rates.defaultRate })),
    period,
    nextPeriodAt: next.toISOString(),
    claimedThisPeriod: claims.some((c) => c.period === period),
    bets: formatMoney(row ? row.staked - row.stakedClaimed : 0n),
    amount: formatMoney(row ? rebateOwed(row.weighted, row.paid) : 0n),
    history: claims.map((c) => ({ id: `R${c.id}`, period: c.period, time: isoOf(c.createdAt), bets: formatMoney(c.bets), amount: formatMoney(c.amount) })),
  };
}

/** Claims what is owed for the current period, once per period and once per idempotency key. */
export async function claimRebate(db: Db, ctx: MemberContext, key: string, hash: string, now = ctx.now): Promise<{ value: RebateClaimValue; replayed: boolean }> {
  const book: Book = ctx.settings;
  const { memberId } = ctx;
  const { period } = periodOf(now);
  await prepareBonus(db, book, memberId);
  try {
    return await withIdempotencyKey(db, { tenant: book.tenant, memberId, operation: 'rebateClaim' }, key, hash, now, async (tx) => {
      // The member's claims queue on their accrual row; a second claim of the period then meets the
      // claim row the first wrote and is refused.
      const [row] = await tx.select().from(rebateAccruals).where(and(eq(rebateAccruals.tenant, book.tenant), eq(rebateAccruals.memberId, memberId))).for('update');
      if (!row) throw new DomainError('invalid', 'error.invalidRequest');
      const [claimed] = await tx.select({ id: rebateClaims.id }).from(rebateClaims)
        .where(and(eq(rebateClaims.tenant, book.tenant), eq(rebateClaims.memberId, memberId), eq(rebateClaims.period, period)));
      if (claimed) throw new DomainError('conflict', 'error.invalidRequest');
      const amount = rebateOwed(row.weighted, row.paid);
      if (amount <= 0n) throw new DomainError('invalid', 'error.invalidRequest');
      const bets = row.staked - row.stakedClaimed;
      const paid = await payBonus(tx, db, book, { memberId, amount, bonusKind: 'rebate', reference: `rebate ${period}`, meta: { period } }, now);
      await tx.update(rebateAccruals).set({ paid: row.paid + amount, stakedClaimed: row.staked })
        .where(and(eq(rebateAccruals.tenant, book.tenant), eq(rebateAccruals.memberId, memberId)));
      const [claim] = await tx.insert(rebateClaims).values({ tenant: book.tenant, memberId, period, bets, amount, transferId: paid.transferId, createdAt: now }).returning({ id: rebateClaims.id });
      return { id: `R${claim!.id}`, period, bets: formatMoney(bets), amount: formatMoney(amount), balance: formatMoney(paid.toBalance) };
    });
  } catch (error) {
    if (error instanceof IdempotencyConflict) throw error;
    // Two first claims of the period at once: the claim row's unique index refuses the second.
    if (error instanceof Error && /rebate_claims_period|duplicate key/.test(`${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`)) throw new DomainError('conflict', 'error.invalidRequest');
    throw error;
  }
}
