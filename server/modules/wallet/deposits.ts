/**
 * Deposits: a member asks (method and amount within the tenant's limits, a few pending at most); the
 * deposit is pending until an operator approves (the deposits clearing account pays the member's
 * main wallet) or rejects it. In development a demo mode approves pending deposits after the tenant's
 * delay, run in the server process and keyed in the database by the deposit, so a re-run or a second
 * instance books it once.
 */
import { and, count, desc, eq, lte, sql, sum } from 'drizzle-orm';
import type { DepositBody, DepositRecord, DepositStatus } from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import { deposits, scheduledRuns } from './schema';
import { lockMemberRow } from '../members/index';
import { formatMoney, houseAccount, inTransaction, memberAccount, parseAmount, post, withIdempotencyKey, type Tx } from '../ledger/index';
import { isoOf, type MemberContext } from './context';
import type { WalletSettings } from './settings';
import { DomainError } from '../../platform/domainError';
import { assertDepositAllowed } from './protection';
import { depositEvent, type WalletOutcomeTeller } from './outcomes';

type DepositRow = typeof deposits.$inferSelect;

export function depositRecord(row: DepositRow): DepositRecord {
  return {
    id: `D${row.id}`,
    methodId: row.methodId as DepositRecord['methodId'],
    amount: formatMoney(row.amount),
    status: row.status as DepositStatus,
    createdAt: isoOf(row.createdAt),
    ...(row.decidedAt ? { decidedAt: isoOf(row.decidedAt) } : {}),
  };
}

/** The amount in cents if it is within [min, max]; a WalletError otherwise. */
export function amountWithin(text: string, min: bigint, max: bigint): bigint {
  const cents = parseAmount(text);
  if (cents === undefined || cents <= 0n || cents < min || cents > max) throw new DomainError('invalid', 'error.amountOutOfLimits');
  return cents;
}

/**
 * Locks the member's row for the rest of the transaction: the member's requests that count what they
 * are about to add (pending deposits, pending withdrawals) queue here, so each counts what the one
 * before it committed, on any instance. FOR NO KEY UPDATE: rows that only reference the member
 * (sessions, messages) are not held up.
 */
export async function lockMember(tx: Tx, tenant: string, memberId: number): Promise<void> {
  if (!(await lockMemberRow(tx, tenant, memberId))) throw new DomainError('notFound', 'error.notFound');
}

/**
 * A new pending deposit (idempotent by key, claimed before the checks; at most `maxPendingDeposits`
 * pending; refused while the member is paused and when it would pass a deposit limit, counted under
 * the member's row lock so concurrent requests on any instance never pass it together).
 */
export async function requestDeposit(db: Db, ctx: MemberContext, key: string, hash: string, body: DepositBody): Promise<{ value: DepositRecord; replayed: boolean }> {
  const { tenant } = ctx.settings;
  return withIdempotencyKey(db, { tenant, memberId: ctx.memberId, operation: 'deposit' }, key, hash, ctx.now, async (tx) => {
    const method = ctx.settings.depositMethods.find((m) => m.id === body.methodId);
    // A method of the wallet's list the tenant's site does not offer (its manifest, or its law: a credit
    // card, crypto, cash or boleto under BR) is refused as a function the site does not have.
    if (!method) throw new DomainError('forbidden', 'error.functionDisabled');
    const amount = amountWithin(body.amount, method.min, method.max);
    await lockMember(tx, tenant, ctx.memberId);
    const [pending] = await tx
      .select({ n: count() })
      .from(deposits)
      .where(and(eq(deposits.tenant, tenant), eq(deposits.memberId, ctx.memberId), eq(deposits.status, 'pending')));
    if ((pending?.n ?? 0) >= ctx.settings.maxPendingDeposits) throw new DomainError('conflict', 'error.tooManyPending');
    await assertDepositAllowed(tx, ctx, amount);
    const [row] = await tx.insert(deposits).values({ tenant, memberId: ctx.memberId, methodId: method.id, amount, createdAt: ctx.now }).returning();
    if (!row) throw new Error('the deposit was not inserted');
    return depositRecord(row);
  });
}

export async function listDeposits(db: Db, ctx: MemberContext, query: { pageNo: number; pageSize: number; status?: DepositStatus }) {
  const where = and(
    eq(deposits.tenant, ctx.settings.tenant), eq(deposits.memberId, ctx.memberId), query.status ? eq(deposits.status, query.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  const rows = await db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return { pageNo: query.pageNo, pageSize: query.pageSize, total: total?.n ?? 0, list: rows.map(depositRecord) };
}

/** Pending deposits of a member: how many and how much (cents). */
export async function pendingDeposits(db: Db, ctx: MemberContext): Promise<{ count: number; amount: bigint }> {
  const [row] = await db
    .select({ n: count(), total: sum(deposits.amount) })
    .from(deposits)
    .where(and(eq(deposits.tenant, ctx.settings.tenant), eq(deposits.memberId, ctx.memberId), eq(deposits.status, 'pending')));
  return { count: row?.n ?? 0, amount: BigInt(row?.total ?? 0) };
}

export type DepositDecision = 'approve' | 'reject';

/**
 * Approves or rejects a pending deposit, once: the row is locked, and a deposit that is no longer
 * pending is left as it is (the answer says what it is). Approval books deposits clearing -> the
 * member's main wallet in the same transaction.
 */
export async function decideDeposit(db: Db, settings: WalletSettings, depositId: number, decision: DepositDecision, by: string, now: Date, tx?: Tx, tell?: WalletOutcomeTeller): Promise<{ record: DepositRecord; changed: boolean } | undefined> {
  const work = async (t: Tx) => {
    const [row] = await t.select().from(deposits).where(and(eq(deposits.tenant, settings.tenant), eq(deposits.id, depositId))).for('update');
    if (!row) return undefined;
    if (row.status !== 'pending') return { record: depositRecord(row), changed: false };
    let transferId: number | null = null;
    if (decision === 'approve') {
      const [posted] = await post(t, settings, [{
        kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(row.memberId), amount: row.amount, reference: `D${row.id}`, meta: { methodId: row.methodId },
      }], db, now);
      transferId = posted?.transferId ?? null;
    }
    const [updated] = await t
      .update(deposits)
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: now, decidedBy: by, transferId })
      .where(eq(deposits.id, row.id))
      .returning();
    if (!updated) return undefined;
    const record = depositRecord(updated);
    const event = depositEvent(updated.status);
    if (tell && event) await tell(t, { tenant: settings.tenant, memberId: row.memberId, kind: 'deposit', event, reference: record.id, amount: record.amount }, now);
    return { record, changed: true };
  };
  return tx ? work(tx) : inTransaction(db, work);
}

/**
 * The demo mode's work (development only): every deposit pending longer than the tenant's delay is
 * approved, each in a transaction that also records `demo-approve:D<id>`, so it is booked once.
 */
export async function approveDueDemoDeposits(db: Db, settings: WalletSettings, now: Date, tell?: WalletOutcomeTeller): Promise<number> {
  if (settings.demoApproveSeconds === null) return 0;
  const due = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.tenant, settings.tenant), eq(deposits.status, 'pending'), lte(deposits.createdAt, new Date(now.getTime() - settings.demoApproveSeconds * 1000))))
    .limit(100);
  let approved = 0;
  for (const { id } of due) {
    await inTransaction(db, async (tx) => {
      const inserted = await tx.insert(scheduledRuns).values({ key: `demo-approve:${settings.tenant}:D${id}`, tenant: settings.tenant, doneAt: now }).onConflictDoNothing().returning({ key: scheduledRuns.key });
      if (inserted.length === 0) return;
      const result = await decideDeposit(db, settings, id, 'approve', 'demo', now, tx, tell);
      if (result?.changed) approved += 1;
      await tx.update(scheduledRuns).set({ detail: sql`${JSON.stringify({ changed: result?.changed ?? false })}::jsonb` }).where(eq(scheduledRuns.key, `demo-approve:${settings.tenant}:D${id}`));
    });
  }
  return approved;
}
