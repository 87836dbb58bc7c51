/**
 * A member's money records for the member's data export (LGPD art. 18): deposits, withdrawals and the
 * main wallet's ledger entries, latest first for the entries, oldest first for the rest (the ledger itself stays whatever the member asks: the
 * law requires the operator to keep it).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { deposits, withdrawals } from './schema';
import { accountEntryPage, formatMoney, walletAccountIds } from '../ledger/index';

/** The export's bound on ledger entries (a member with more gets the latest ones and a note). */
const MAX_ENTRIES = 10_000;

export interface MoneyData {
  currency: string;
  deposits: { id: string; methodId: string; amount: string; status: string; createdAt: string; decidedAt: string | null }[];
  withdrawals: { id: string; amount: string; status: string; confirmation: string; createdAt: string; decidedAt: string | null }[];
  entries: { kind: string; amount: string; balanceAfter: string; reference: string; createdAt: string }[];
  entriesTotal: number;
}

export async function moneyDataOf(db: Db, tenant: string, currency: string, memberId: number): Promise<MoneyData> {
  const deposited = await db.select().from(deposits).where(and(eq(deposits.tenant, tenant), eq(deposits.memberId, memberId))).orderBy(asc(deposits.id));
  const withdrawn = await db.select().from(withdrawals).where(and(eq(withdrawals.tenant, tenant), eq(withdrawals.memberId, memberId))).orderBy(asc(withdrawals.id));
  const accountId = (await walletAccountIds(db, tenant, [memberId])).get(memberId);
  const page = accountId === undefined ? { total: 0, list: [] } : await accountEntryPage(db, accountId, MAX_ENTRIES, 0);
  return {
    currency,
    deposits: deposited.map((d) => ({ id: `D${d.id}`, methodId: d.methodId, amount: formatMoney(d.amount), status: d.status, createdAt: d.createdAt.toISOString(), decidedAt: d.decidedAt?.toISOString() ?? null })),
    withdrawals: withdrawn.map((w) => ({ id: `W${w.id}`, amount: formatMoney(w.amount), status: w.status, confirmation: w.confirmation, createdAt: w.createdAt.toISOString(), decidedAt: w.decidedAt?.toISOString() ?? null })),
    entries: page.list.map((e) => ({ kind: e.kind, amount: formatMoney(e.amount), balanceAfter: formatMoney(e.balanceAfter), reference: e.reference, createdAt: e.time })),
    entriesTotal: page.total,
  };
}
