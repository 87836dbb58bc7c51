/**
 * Withdrawals, two-phase on the ledger: the request holds the amount (main -> held); the operator
 * then pays it (held -> withdrawals clearing) or rejects it (held -> main, released). A paid
 * withdrawal awaits the member's confirmation (received, not received with a proof image, or all
 * received); unconfirmed within the tenant's minutes it counts as received.
 */
import { and, count, desc, eq, inArray, lte, sum } from 'drizzle-orm';
import type { ConfirmationState, WithdrawBody, WithdrawConfirmBody, WithdrawalRecord, WithdrawalStatus, WithdrawValue } from '../../../schemas/api/wallet';
import { PROOF_IMAGE_MAX_BYTES } from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import { withdrawalProofs, withdrawals } from './schema';
import { LedgerError, formatMoney, houseAccount, inTransaction, memberAccount, parseAmount, post, withIdempotencyKey, type Tx } from '../ledger/index';
import { isoOf, type MemberContext } from './context';
import { amountWithin, lockMember } from './deposits';
import { checkPaymentPassword } from '../security/index';
import type { WalletSettings } from './settings';
import { DomainError } from '../../platform/domainError';
import { withdrawalEvent, type WalletOutcomeTeller } from './outcomes';

type WithdrawalRow = typeof withdrawals.$inferSelect;

export function withdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: `W${row.id}`,
    amount: formatMoney(row.amount),
    status: row.status as WithdrawalStatus,
    confirmation: row.confirmation as ConfirmationState,
    ...(row.receivedAmount !== null ? { receivedAmount: formatMoney(row.receivedAmount), remainingAmount: formatMoney(row.amount - row.receivedAmount) } : {}),
    hasProof: row.proofFile !== null,
    createdAt: isoOf(row.createdAt),
    ...(row.decidedAt ? { decidedAt: isoOf(row.decidedAt) } : {}),
    ...(row.confirmation === 'awaiting' && row.confirmBy ? { confirmBy: isoOf(row.confirmBy) } : {}),
  };
}

/**
 * A withdrawal: the key is claimed first; then the amount and the payment password are checked (a
 * wrong one is counted even though the request is refused), the member's row is locked so the pending
 * count holds on any instance, and the hold is booked.
 */
export async function requestWithdrawal(db: Db, ctx: MemberContext, key: string, hash: string, body: WithdrawBody): Promise<{ value: WithdrawValue; replayed: boolean }> {
  const { settings, memberId, now } = ctx;
  let amount = 0n;
  const guard = async (tx: Tx) => {
    amount = amountWithin(body.amount, settings.withdrawMin, settings.withdrawMax);
    await checkPaymentPassword(tx, settings.tenant, memberId, body.paymentPassword, now, db);
  };
  try {
    return await withIdempotencyKey(db, { tenant: settings.tenant, memberId, operation: 'withdraw' }, key, hash, now, async (tx) => {
      await lockMember(tx, settings.tenant, memberId);
      const [pending] = await tx.select({ n: count() }).from(withdrawals)
        .where(and(eq(withdrawals.tenant, settings.tenant), eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'pending')));
      if ((pending?.n ?? 0) >= settings.maxPendingWithdrawals) throw new DomainError('conflict', 'error.tooManyPending');
      const [hold] = await post(tx, settings, [{ kind: 'withdrawalHold', from: memberAccount(memberId), to: memberAccount(memberId, 'held'), amount }], db, now);
      if (!hold) throw new Error('the hold was not posted');
      const [row] = await tx.insert(withdrawals).values({ tenant: settings.tenant, memberId, amount, holdTransferId: hold.transferId, createdAt: now }).returning();
      if (!row) throw new Error('the withdrawal was not inserted');
      return { withdrawal: withdrawalRecord(row), balance: formatMoney(hold.fromBalance) };
    }, { guard });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new DomainError('conflict', 'error.insufficientBalance');
    throw error;
  }
}

export async function listWithdrawals(db: Db, ctx: MemberContext, query: { pageNo: number; pageSize: number; status?: WithdrawalStatus; confirmation?: ConfirmationState }) {
  await expireConfirmations(db, ctx.settings, ctx.now);
  const where = and(
    eq(withdrawals.tenant, ctx.settings.tenant), eq(withdrawals.memberId, ctx.memberId),
    query.status ? eq(withdrawals.status, query.status) : undefined,
    query.confirmation ? eq(withdrawals.confirmation, query.confirmation) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return { pageNo: query.pageNo, pageSize: query.pageSize, total: total?.n ?? 0, list: rows.map(withdrawalRecord) };
}

/** Pending withdrawals (count, cents) and paid ones awaiting the member's confirmation. */
export async function withdrawalCounts(db: Db, ctx: MemberContext): Promise<{ pendingCount: number; pendingAmount: bigint; awaiting: number }> {
  await expireConfirmations(db, ctx.settings, ctx.now);
  const mine = and(eq(withdrawals.tenant, ctx.settings.tenant), eq(withdrawals.memberId, ctx.memberId));
  const [pending] = await db.select({ n: count(), total: sum(withdrawals.amount) }).from(withdrawals).where(and(mine, eq(withdrawals.status, 'pending')));
  const [awaiting] = await db.select({ n: count() }).from(withdrawals).where(and(mine, eq(withdrawals.confirmation, 'awaiting')));
  return { pendingCount: pending?.n ?? 0, pendingAmount: BigInt(pending?.total ?? 0), awaiting: awaiting?.n ?? 0 };
}

export type WithdrawalDecision = 'pay' | 'reject';

/** Pays or rejects a pending withdrawal, once (the row is locked; a decided one is left as it is). */
export async function decideWithdrawal(db: Db, settings: WalletSettings, withdrawalId: number, decision: WithdrawalDecision, now: Date, tell?: WalletOutcomeTeller): Promise<{ record: WithdrawalRecord; changed: boolean } | undefined> {
  return inTransaction(db, async (tx: Tx) => {
    const [row] = await tx.select().from(withdrawals).where(and(eq(withdrawals.tenant, settings.tenant), eq(withdrawals.id, withdrawalId))).for('update');
    if (!row) return undefined;
    if (row.status !== 'pending') return { record: withdrawalRecord(row), changed: false };
    const pay = decision === 'pay';
    const [posted] = await post(tx, settings, [{
      kind: pay ? 'withdrawalPaid' : 'withdrawalReleased',
      from: memberAccount(row.memberId, 'held'),
      to: pay ? houseAccount('withdrawals') : memberAccount(row.memberId),
      amount: row.amount,
      reference: `W${row.id}`,
    }], db, now);
    const [updated] = await tx.update(withdrawals).set({
      status: pay ? 'paid' : 'rejected',
      settleTransferId: posted?.transferId ?? null,
      decidedAt: now,
      ...(pay ? { confirmation: 'awaiting', confirmBy: new Date(now.getTime() + settings.confirmMinutes * 60_000) } : {}),
    }).where(eq(withdrawals.id, row.id)).returning();
    if (!updated) return undefined;
    const record = withdrawalRecord(updated);
    const event = withdrawalEvent(updated.status);
    if (tell && event) await tell(tx, { tenant: settings.tenant, memberId: row.memberId, kind: 'withdrawal', event, reference: record.id, amount: record.amount }, now);
    return { record, changed: true };
  });
}

/** Paid withdrawals not confirmed in time count as received (a forced receipt: nothing is refunded). */
export async function expireConfirmations(db: Db, settings: WalletSettings, now: Date): Promise<number> {
  const rows = await db.update(withdrawals).set({ confirmation: 'autoReceived', confirmedAt: now })
    .where(and(eq(withdrawals.tenant, settings.tenant), eq(withdrawals.confirmation, 'awaiting'), lte(withdrawals.confirmBy, now)))
    .returning({ id: withdrawals.id });
  return rows.length;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image's type by its first bytes (never by a name or a declared type). */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  const starts = (magic: number[]) => bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return undefined;
}

/** Decodes and checks a proof image (base64): png or jpg by content, at most 5 MB. */
export function checkedProofImage(base64: string): { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PROOF_IMAGE_MAX_BYTES) throw new DomainError('tooLarge', 'error.imageTooLarge');
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw new DomainError('invalid', 'error.invalidImage');
  return { bytes, contentType };
}

/** The member's answer to paid withdrawals awaiting confirmation. */
export async function confirmWithdrawal(db: Db, ctx: MemberContext, body: WithdrawConfirmBody): Promise<WithdrawalRecord[]> {
  const { settings, memberId, now } = ctx;
  await expireConfirmations(db, settings, now);
  const mine = and(eq(withdrawals.tenant, settings.tenant), eq(withdrawals.memberId, memberId), eq(withdrawals.confirmation, 'awaiting'));
  if (body.result === 'allReceived') {
    const rows = await db.update(withdrawals).set({ confirmation: 'received', confirmedAt: now, receivedAmount: withdrawals.amount }).where(mine).returning();
    return rows.map(withdrawalRecord);
  }
  const id = body.withdrawalId === undefined ? undefined : Number(body.withdrawalId.slice(1));
  if (id === undefined || !Number.isSafeInteger(id)) throw new DomainError('invalid', 'error.invalidRequest');
  if (body.result === 'received') {
    const rows = await db.update(withdrawals).set({ confirmation: 'received', confirmedAt: now, receivedAmount: withdrawals.amount })
      .where(and(mine, eq(withdrawals.id, id))).returning();
    if (rows.length === 0) throw new DomainError('conflict', 'error.notAwaitingConfirmation');
    return rows.map(withdrawalRecord);
  }
  // Not received: what did arrive, and a proof image.
  if (body.receivedAmount === undefined || body.proofImage === undefined) throw new DomainError('invalid', 'form.required');
  const received = parseAmount(body.receivedAmount);
  if (received === undefined) throw new DomainError('invalid', 'error.amountOutOfLimits');
  const proof = checkedProofImage(body.proofImage);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(and(mine, eq(withdrawals.id, id))).for('update');
    if (!row) throw new DomainError('conflict', 'error.notAwaitingConfirmation');
    if (received >= row.amount) throw new DomainError('invalid', 'error.amountOutOfLimits');
    await tx.insert(withdrawalProofs).values({ tenant: settings.tenant, withdrawalId: row.id, contentType: proof.contentType, data: proof.bytes.toString('base64'), createdAt: now });
    const [updated] = await tx.update(withdrawals).set({ confirmation: 'notReceived', confirmedAt: now, receivedAmount: received, proofFile: `proof-W${row.id}` })
      .where(eq(withdrawals.id, row.id)).returning();
    return updated ? [withdrawalRecord(updated)] : [];
  });
}

/** Withdrawals by id of a tenant (operator tools). */
export async function withdrawalsByIds(db: Db, tenant: string, ids: number[]) {
  return db.select().from(withdrawals).where(and(eq(withdrawals.tenant, tenant), inArray(withdrawals.id, ids)));
}
