/**
 * Points: the ledger's second asset (`points`), whole numbers that never expire. Earned from real
 * bets by the tenant's rate per game type (booked in the spin's own transaction, see `accruePoints`);
 * spent on rewards (a redemption holds its points in the member's `held` points wallet until an
 * operator approves it, which spends them, or rejects it, which gives them back) and converted to
 * cash by the tenant's ratio (points to the house, cash from the house's bonus account, in one
 * transaction under the request's idempotency key). The arithmetic is in arithmetic.ts.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  ConvertBody, ConvertValue, PointBalanceValue, PointConfigValue, PointDetailsValue, PointKind, PointRewardValue, RedeemBody, RedeemListValue,
  RedeemRecord, RedeemStatus, RedeemValue, RewardType,
} from '../../../schemas/api/points';
import { GAME_TYPES } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { pointAccruals, pointRedemptions, pointRewards, pointSettings } from './schema';
import { checkPaymentPassword, hashPassword, paymentPasswordHash, storeNewPaymentPassword } from '../security/index';
import { memberIdByAccount } from '../members/index';
import { LedgerError, accountEntryPage, balanceOf, ensureAccounts, formatMoney, houseAccount, inTransaction, memberAccount, post, realStakesOf, withIdempotencyKey, type Book, type Executor, type Tx } from '../ledger/index';
import type { TenantInfo } from '../tenants/index';
import { isoOf, type MemberContext } from '../wallet/index';
import { cashOfPoints, convertibleOf, pointsOfBet, type ConversionRate } from './arithmetic';
import { DomainError } from '../../platform/domainError';

export interface PointSettings extends ConversionRate {
  readonly earnRates: Readonly<Record<string, number>>;
  readonly defaultRate: number;
}

/** Whether the tenant's manifest offers the points mall (features.pointsMall); the server refuses points calls otherwise. */
export function pointsEnabled(tenant: TenantInfo): boolean {
  return tenant.compiled.features.features?.pointsMall !== false;
}

/** The settings a tenant starts with: live casino and sports earn less, slots and lottery more. */
export function defaultPointSettings(tenantCode: string): typeof pointSettings.$inferInsert {
  return {
    tenant: tenantCode,
    earnRates: { RNG: 100, ELOTT: 100, LOTT: 100, FISH: 80, PVP: 80, INHOUSE: 100, LIVE: 50, SPORTS: 50, ESPORTS: 50 },
    defaultRate: 100,
    convertPoints: 100n,
    convertCents: 1_00n,
    minConvertPoints: 500n,
  };
}

/** The rewards a tenant starts with (names in both languages). */
const DEFAULT_REWARDS: readonly { type: RewardType; namePt: string; nameEn: string; points: bigint; amountRequirement: bigint }[] = [
  { type: 'voucher', namePt: 'Vale de 10 giros grátis', nameEn: '10 free spins voucher', points: 300n, amountRequirement: 0n },
  { type: 'voucher', namePt: 'Vale de bônus de 50', nameEn: 'Bonus voucher of 50', points: 2_000n, amountRequirement: 500_00n },
  { type: 'item', namePt: 'Camiseta oficial', nameEn: 'Official T-shirt', points: 1_500n, amountRequirement: 0n },
  { type: 'item', namePt: 'Fones de ouvido sem fio', nameEn: 'Wireless headphones', points: 20_000n, amountRequirement: 5_000_00n },
];

/** Writes a tenant's default settings and rewards unless it has them. */
export async function seedPoints(ex: Executor, tenantCode: string): Promise<void> {
  await ex.insert(pointSettings).values(defaultPointSettings(tenantCode)).onConflictDoNothing();
  await ex.insert(pointRewards).values(DEFAULT_REWARDS.map((r, i) => ({ ...r, tenant: tenantCode, sort: i }))).onConflictDoNothing();
}

export async function pointSettingsOf(db: Db, tenantCode: string): Promise<PointSettings> {
  let [row] = await db.select().from(pointSettings).where(eq(pointSettings.tenant, tenantCode));
  if (!row) {
    await seedPoints(db, tenantCode);
    [row] = await db.select().from(pointSettings).where(eq(pointSettings.tenant, tenantCode));
  }
  if (!row) throw new Error(`no point settings for ${tenantCode}`);
  return { earnRates: row.earnRates, defaultRate: row.defaultRate, convertPoints: row.convertPoints, convertCents: row.convertCents, minConvertPoints: row.minConvertPoints };
}

const pointsMain = (memberId: number) => memberAccount(memberId, 'main', 'points');
const pointsHeld = (memberId: number) => memberAccount(memberId, 'held', 'points');
/** The house's side of points: earned points come from it, spent and converted ones go back to it. */
const housePoints = () => houseAccount('bonus', 'points');

/**
 * Books the points a real bet earns, inside the spin's transaction (so a re-sent spin, replayed by its
 * idempotency key, earns nothing again): the member's running total grows by stake x rate and the
 * whole points it completes move from the house to the member. Returns the points booked.
 */
export async function accruePoints(tx: Tx, book: Book, settings: PointSettings, memberId: number, gameType: string, stake: bigint, reference: string, cacheKey: object, now: Date): Promise<bigint> {
  const rate = BigInt(settings.earnRates[gameType] ?? settings.defaultRate);
  if (rate <= 0n || stake <= 0n) return 0n;
  const add = stake * rate;
  // The row is created or grown atomically; concurrent bets of one member queue on it.
  const [row] = await tx
    .insert(pointAccruals)
    .values({ tenant: book.tenant, memberId, weighted: add })
    .onConflictDoUpdate({ target: [pointAccruals.tenant, pointAccruals.memberId], set: { weighted: sql`${pointAccruals.weighted} + ${add}` } })
    .returning({ weighted: pointAccruals.weighted });
  if (!row) throw new Error('the point accrual was not written');
  const { points } = pointsOfBet(row.weighted - add, stake, rate);
  if (points > 0n) await post(tx, book, [{ kind: 'pointsEarned', from: housePoints(), to: pointsMain(memberId), amount: points, reference, meta: { gameType } }], cacheKey, now);
  return points;
}

/** The member's real bets so far (cents): the stakes of their booked rounds. */
async function totalBets(ex: Executor, ctx: MemberContext): Promise<bigint> {
  return (await realStakesOf(ex, ctx.settings.tenant, ctx.memberId, null, null)).stake;
}

export async function pointBalance(db: Db, ctx: MemberContext, settings: PointSettings): Promise<PointBalanceValue> {
  const balance = await balanceOf(db, ctx.settings.tenant, pointsMain(ctx.memberId));
  const held = await balanceOf(db, ctx.settings.tenant, pointsHeld(ctx.memberId));
  const convertible = convertibleOf(balance, settings);
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    balance: balance.toString(),
    held: held.toString(),
    convertPoints: settings.convertPoints.toString(),
    convertAmount: formatMoney(settings.convertCents),
    minConvertPoints: settings.minConvertPoints.toString(),
    convertible: convertible.toString(),
    convertibleAmount: formatMoney(cashOfPoints(convertible, settings) ?? 0n),
  };
}

export function pointConfig(ctx: MemberContext, settings: PointSettings): PointConfigValue {
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    earnRates: GAME_TYPES.map((gameType) => ({ gameType, pointsPerHundred: settings.earnRates[gameType] ?? settings.defaultRate })),
    convertPoints: settings.convertPoints.toString(),
    convertAmount: formatMoney(settings.convertCents),
    minConvertPoints: settings.minConvertPoints.toString(),
  };
}

export async function pointRewardList(db: Db, ctx: MemberContext): Promise<PointRewardValue> {
  const rows = await db.select().from(pointRewards).where(eq(pointRewards.tenant, ctx.settings.tenant)).orderBy(asc(pointRewards.sort), asc(pointRewards.id));
  const bets = await totalBets(db, ctx);
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    balance: (await balanceOf(db, ctx.settings.tenant, pointsMain(ctx.memberId))).toString(),
    totalBets: formatMoney(bets),
    list: rows.map((r) => ({
      id: r.id, type: r.type as RewardType, name: { pt: r.namePt, en: r.nameEn }, points: r.points.toString(), amountRequirement: formatMoney(r.amountRequirement), meetsAmount: bets >= r.amountRequirement,
    })),
  };
}

/** A redemption's number from the reference the member sees: `P12` or `12` -> 12. */
export function redemptionNumber(text: string): number | undefined {
  const match = /^P?([0-9]{1,15})$/i.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

type RedemptionRow = typeof pointRedemptions.$inferSelect;

function recordOf(r: RedemptionRow): RedeemRecord {
  return {
    id: `P${r.id}`, time: isoOf(r.createdAt), type: r.type as RewardType, name: { pt: r.namePt, en: r.nameEn }, quantity: r.quantity, points: r.points.toString(),
    amountRequirement: formatMoney(r.amountRequirement), status: r.status as RedeemStatus, remark: r.remark, address: r.address,
  };
}

/**
 * Redeems a reward, once per idempotency key: the key is claimed first, the reward, its requirements
 * and the payment password are checked in its transaction (a refusal is the key's answer), then its
 * points are held and it is recorded `process`.
 */
export async function redeemReward(db: Db, ctx: MemberContext, key: string, hash: string, body: RedeemBody): Promise<{ value: RedeemValue; replayed: boolean }> {
  const { settings, memberId, now } = ctx;
  await ensureAccounts(db, settings, [pointsMain(memberId), pointsHeld(memberId)]);
  let found: typeof pointRewards.$inferSelect | undefined;
  const address = (body.address ?? '').trim();
  const guard = async (tx: Tx) => {
    [found] = await tx.select().from(pointRewards).where(and(eq(pointRewards.tenant, settings.tenant), eq(pointRewards.id, body.rewardId)));
    if (!found) throw new DomainError('notFound', 'error.notFound');
    if (found.type === 'item' && address === '') throw new DomainError('invalid', 'form.required');
    if ((await totalBets(tx, ctx)) < found.amountRequirement) throw new DomainError('invalid', 'error.invalidRequest');
    await checkPaymentPassword(tx, settings.tenant, memberId, body.paymentPassword, now, db);
  };
  try {
    return await withIdempotencyKey(db, { tenant: settings.tenant, memberId, operation: 'redeemPointReward' }, key, hash, now, async (tx) => {
      const reward = found!;
      const points = reward.points * BigInt(body.quantity);
      const [hold] = await post(tx, settings, [{ kind: 'redeemHold', from: pointsMain(memberId), to: pointsHeld(memberId), amount: points, reference: reward.nameEn }], db, now);
      const [row] = await tx.insert(pointRedemptions).values({
        tenant: settings.tenant, memberId, rewardId: reward.id, type: reward.type, namePt: reward.namePt, nameEn: reward.nameEn, quantity: body.quantity, points,
        amountRequirement: reward.amountRequirement, address: reward.type === 'item' ? address : '', holdTransferId: hold!.transferId, createdAt: now,
      }).returning();
      return { record: recordOf(row!), balance: hold!.fromBalance.toString() };
    }, { guard });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new DomainError('conflict', 'error.insufficientBalance');
    throw error;
  }
}

export async function redeemList(db: Db, ctx: MemberContext, query: { pageNo: number; pageSize: number; status?: RedeemStatus }): Promise<RedeemListValue> {
  const where = and(eq(pointRedemptions.tenant, ctx.settings.tenant), eq(pointRedemptions.memberId, ctx.memberId), query.status ? eq(pointRedemptions.status, query.status) : undefined);
  const [total] = await db.select({ n: count() }).from(pointRedemptions).where(where);
  const rows = await db.select().from(pointRedemptions).where(where).orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return { pageNo: query.pageNo, pageSize: query.pageSize, total: Number(total?.n ?? 0), list: rows.map(recordOf) };
}

const KIND_OF: Record<string, PointKind> = { pointsEarned: 'earned', redeemHold: 'redeemHold', redeemReleased: 'redeemReleased', pointsConverted: 'converted', opening: 'opening' };

/** The entries of the member's points balance, newest first. */
export async function pointDetails(db: Db, ctx: MemberContext, query: { pageNo: number; pageSize: number }): Promise<PointDetailsValue> {
  const base = { pageNo: query.pageNo, pageSize: query.pageSize };
  const [account] = await ensureAccounts(db, ctx.settings, [pointsMain(ctx.memberId)]);
  const { total, list } = await accountEntryPage(db, account!, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return {
    ...base,
    total,
    list: list.map((r) => ({ id: `T${r.transferId}`, time: isoOf(r.time), kind: KIND_OF[r.kind] ?? 'opening', points: r.amount.toString(), balanceAfter: r.balanceAfter.toString(), reference: r.reference })),
  };
}

/**
 * Converts points to cash by the tenant's ratio: both legs in one transaction, once per idempotency
 * key (claimed first; the amount and the payment password are checked in its transaction).
 */
export async function convertPoints(db: Db, ctx: MemberContext, settings: PointSettings, key: string, hash: string, body: ConvertBody): Promise<{ value: ConvertValue; replayed: boolean }> {
  const { memberId, now } = ctx;
  const book = ctx.settings;
  const points = BigInt(body.points);
  const cents = cashOfPoints(points, settings);
  await ensureAccounts(db, book, [pointsMain(memberId), housePoints(), houseAccount('bonus'), memberAccount(memberId)]);
  const guard = async (tx: Tx) => {
    if (cents === undefined) throw new DomainError('invalid', 'error.amountOutOfLimits');
    await checkPaymentPassword(tx, book.tenant, memberId, body.paymentPassword, now, db);
  };
  try {
    return await withIdempotencyKey(db, { tenant: book.tenant, memberId, operation: 'convertPoint' }, key, hash, now, async (tx) => {
      const meta = { points: points.toString() };
      const [spent, paid] = await post(tx, book, [
        { kind: 'pointsConverted', from: pointsMain(memberId), to: housePoints(), amount: points, reference: formatMoney(cents!), meta },
        { kind: 'pointConvert', from: houseAccount('bonus'), to: memberAccount(memberId), amount: cents!, reference: `${points} pts`, meta },
      ], db, now);
      return { transferId: `T${paid!.transferId}`, points: points.toString(), amount: formatMoney(cents!), pointBalance: spent!.fromBalance.toString(), cashBalance: formatMoney(paid!.toBalance) };
    }, { guard });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new DomainError('conflict', 'error.insufficientBalance');
    throw error;
  }
}

export type RedeemDecision = 'approve' | 'reject';

/**
 * An operator's decision on a redemption in process: approve spends the held points, reject gives
 * them back (with the remark). Taken once: a decided redemption is left as it is (changed: false).
 */
export async function decideRedemption(db: Db, book: Book, id: number, decision: RedeemDecision, now: Date, remark = ''): Promise<{ record: RedeemRecord; changed: boolean } | undefined> {
  const [found] = await db.select({ memberId: pointRedemptions.memberId }).from(pointRedemptions).where(and(eq(pointRedemptions.tenant, book.tenant), eq(pointRedemptions.id, id)));
  if (!found) return undefined;
  await ensureAccounts(db, book, [pointsHeld(found.memberId), pointsMain(found.memberId), housePoints()]);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(pointRedemptions).where(and(eq(pointRedemptions.tenant, book.tenant), eq(pointRedemptions.id, id))).for('update');
    if (!row) return undefined;
    if (row.status !== 'process') return { record: recordOf(row), changed: false };
    const approve = decision === 'approve';
    const [settled] = await post(tx, book, [{
      kind: approve ? 'redeemApproved' : 'redeemReleased', from: pointsHeld(row.memberId), to: approve ? housePoints() : pointsMain(row.memberId), amount: row.points, reference: `P${row.id}`,
    }], db, now);
    const [updated] = await tx.update(pointRedemptions)
      .set({ status: approve ? 'approved' : 'rejected', remark: remark.slice(0, 200), settleTransferId: settled!.transferId, decidedAt: now })
      .where(eq(pointRedemptions.id, row.id)).returning();
    return { record: recordOf(updated!), changed: true };
  });
}

/** A demo balance of points for the seeded demo player, booked once (keyed by the member). */
export async function seedDemoPoints(db: Db, book: Book, memberId: number, points: bigint, now: Date): Promise<void> {
  await ensureAccounts(db, book, [houseAccount('opening', 'points'), pointsMain(memberId)]);
  await withIdempotencyKey(db, book.tenant, `seed-points:${memberId}`, `seed-points:${points}`, now, async (tx) => {
    await post(tx, book, [{ kind: 'opening', from: houseAccount('opening', 'points'), to: pointsMain(memberId), amount: points }], db, now);
    return null;
  });
}

/** Points the seeded demo player starts with. */
export const DEMO_POINTS = 5_000n;
/** The points mall's demonstration account (server/seed/demoAccounts.ts): its points and payment password. */
export const POINTS_DEMO = { account: 'points01', points: 20_000n, paymentPassword: '135790' } as const;

/**
 * A tenant's points settings and rewards, the demo player's points, and the points demonstration
 * account's points and payment password (each written once; a changed payment password is kept).
 */
export async function seedTenantPoints(db: Db, tenant: TenantInfo, book: Book, now: Date): Promise<void> {
  await seedPoints(db, tenant.code);
  if (!pointsEnabled(tenant)) return;
  const idOf = async (account: string) => (await memberIdByAccount(db, tenant.code, account))?.id;
  const demo = await idOf('demo');
  if (demo !== undefined) await seedDemoPoints(db, book, demo, DEMO_POINTS, now);
  const player = await idOf(POINTS_DEMO.account);
  if (player === undefined) return;
  await seedDemoPoints(db, book, player, POINTS_DEMO.points, now);
  if ((await paymentPasswordHash(db, tenant.code, player)) === undefined) {
    await storeNewPaymentPassword(db, tenant.code, player, await hashPassword(POINTS_DEMO.paymentPassword), now);
  }
}
