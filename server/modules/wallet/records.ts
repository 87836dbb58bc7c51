/**
 * The member's records, read from the ledger's entries (so they always agree with the balance):
 * transaction history of the main wallet, betting record and profit (real-mode rounds: a `bet`
 * transfer and, when it won, a `win` transfer with the same round reference), bonus details, and the
 * wallet summary.
 */
import { rescueBonus, vipStanding } from '../../../engine/rewards/playRewards';
import {
  RECORDS_MAX_RANGE_DAYS, type BetsValue, type PlayStandingValue, type BonusValue, type ProfitValue, type Transaction, type TransactionType, type TransactionsValue,
} from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import {
  entryPage, entryTotals, formatMoney, memberFlowsBetween, roundPage, roundTotals, roundTotalsByGameType, stakesAndWinsOf, walletAccountIds,
  type EntryRecord, type Executor, type KindFilter, type RoundFilter,
} from '../ledger/index';
import { isoOf, type MemberContext } from './context';
import { DomainError } from '../../platform/domainError';

/** A checked date range: `from` inclusive, `to` exclusive, at most RECORDS_MAX_RANGE_DAYS. */
export function rangeOf(query: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) throw new DomainError('invalid', 'error.invalidRequest');
  if (to.getTime() - from.getTime() > RECORDS_MAX_RANGE_DAYS * 86_400_000) throw new DomainError('invalid', 'error.invalidRequest');
  return { from, to };
}

/** The member's main cash account id, or undefined before any booking. */
async function mainAccountId(ex: Executor, ctx: MemberContext): Promise<number | undefined> {
  return (await walletAccountIds(ex, ctx.settings.tenant, [ctx.memberId])).get(ctx.memberId);
}

/** The ledger entries a transaction type is: the transfers' kind, and the entry's direction where one kind is two types. */
export function kindFiltersOf(type: TransactionType): KindFilter[] {
  switch (type) {
    case 'withdrawal': return [{ kind: 'withdrawalHold' }];
    case 'transferToUpline': return [{ kind: 'transferToUpline', direction: 'out' }];
    case 'transferFromDownline': return [{ kind: 'transferToUpline', direction: 'in' }];
    case 'transferToDownline': return [{ kind: 'transferToDownline', direction: 'out' }];
    case 'transferFromUpline': return [{ kind: 'transferToDownline', direction: 'in' }];
    default: return [{ kind: type }];
  }
}

export function typeOf(kind: string, amount: bigint): TransactionType {
  if (kind === 'withdrawalHold') return 'withdrawal';
  if (kind === 'transferToUpline') return amount < 0n ? 'transferToUpline' : 'transferFromDownline';
  if (kind === 'transferToDownline') return amount < 0n ? 'transferToDownline' : 'transferFromUpline';
  return kind as TransactionType;
}

function transactionOf(row: EntryRecord): Transaction {
  return {
    id: `T${row.transferId}`,
    time: isoOf(row.time),
    type: typeOf(row.kind, row.amount),
    amount: formatMoney(row.amount),
    balanceAfter: formatMoney(row.balanceAfter),
    reference: row.reference || row.meta?.['gameName'] || row.meta?.['vendor'] || '',
  };
}

/** Transaction history of the main wallet, newest first, with totals over every matching row. */
export async function transactions(db: Db, ctx: MemberContext, query: { from: string; to: string; pageNo: number; pageSize: number; type?: TransactionType[] }): Promise<TransactionsValue> {
  const { from, to } = rangeOf(query);
  const base = { pageNo: query.pageNo, pageSize: query.pageSize, currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, total: 0, list: [], totals: { credit: '0.00', debit: '0.00', net: '0.00' } };
  const entries = { tenant: ctx.settings.tenant, accountIds: [account], from, to, kinds: (query.type ?? []).flatMap(kindFiltersOf) };
  const { count, credit, debit } = await entryTotals(db, entries);
  const rows = await entryPage(db, entries, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return {
    ...base,
    total: count,
    list: rows.map(transactionOf),
    totals: { credit: formatMoney(credit), debit: formatMoney(debit), net: formatMoney(credit - debit) },
  };
}

/** The last transactions of the main wallet (wallet summary). */
export async function lastTransactions(db: Db, ctx: MemberContext, limit = 5): Promise<Transaction[]> {
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return [];
  return (await entryPage(db, { tenant: ctx.settings.tenant, accountIds: [account] }, limit, 0)).map(transactionOf);
}

/** The member's rounds in a range, on its main wallet. */
function roundsOf(ctx: MemberContext, account: number, from: Date, to: Date, filters: { gameType?: string; vendor?: string }): RoundFilter {
  return { tenant: ctx.settings.tenant, accountIds: [account], from, to, ...(filters.gameType ? { gameType: filters.gameType } : {}), ...(filters.vendor ? { vendor: filters.vendor } : {}) };
}

const zeroTotals = { count: 0, stake: '0.00', win: '0.00', profit: '0.00' };

/** Betting record: rounds newest first, with totals over every matching round. */
export async function bets(db: Db, ctx: MemberContext, query: { from: string; to: string; pageNo: number; pageSize: number; gameType?: string; vendor?: string }): Promise<BetsValue> {
  const { from, to } = rangeOf(query);
  const base = { pageNo: query.pageNo, pageSize: query.pageSize, currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, total: 0, list: [], totals: zeroTotals };
  const rounds = roundsOf(ctx, account, from, to, query);
  const { count, stake, win } = await roundTotals(db, rounds);
  const rows = await roundPage(db, rounds, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return {
    ...base,
    total: count,
    list: rows.map((r) => ({
      id: r.round, time: isoOf(r.time), nodeId: r.nodeId ?? '', gameName: r.gameName ?? '', vendor: r.vendor ?? '', gameType: r.gameType as BetsValue['list'][number]['gameType'],
      stake: formatMoney(r.stake), win: formatMoney(r.win), profit: formatMoney(r.win - r.stake),
    })),
    totals: { count, stake: formatMoney(stake), win: formatMoney(win), profit: formatMoney(win - stake) },
  };
}

/** Profit over a range: rounds' totals, by game type, and the deposits, withdrawals and bonus booked. */
export async function profit(db: Db, ctx: MemberContext, query: { from: string; to: string }): Promise<ProfitValue> {
  const { from, to } = rangeOf(query);
  const base = { currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, totals: zeroTotals, byGameType: [], deposits: '0.00', withdrawals: '0.00', bonus: '0.00' };
  const byType = await roundTotalsByGameType(db, roundsOf(ctx, account, from, to, {}));
  // The deposits and bonuses on the main wallet, and the withdrawals paid out of the held one.
  const money = (await memberFlowsBetween(db, ctx.settings.tenant, [ctx.memberId], from, to)).get(ctx.memberId);
  let count = 0;
  let stake = 0n;
  let win = 0n;
  const byGameType = byType.map((r) => {
    count += r.count;
    stake += r.stake;
    win += r.win;
    return { gameType: r.gameType as ProfitValue['byGameType'][number]['gameType'], count: r.count, stake: formatMoney(r.stake), win: formatMoney(r.win), profit: formatMoney(r.win - r.stake) };
  });
  return {
    ...base,
    totals: { count, stake: formatMoney(stake), win: formatMoney(win), profit: formatMoney(win - stake) },
    byGameType,
    deposits: formatMoney(money?.deposits ?? 0n),
    withdrawals: formatMoney(money?.withdrawals ?? 0n),
    bonus: formatMoney(money?.bonus ?? 0n),
  };
}

/** Bonus details: the `bonus` transfers into the main wallet, newest first, with their total. */
export async function bonuses(db: Db, ctx: MemberContext, query: { from: string; to: string; pageNo: number; pageSize: number }): Promise<BonusValue> {
  const { from, to } = rangeOf(query);
  const base = { pageNo: query.pageNo, pageSize: query.pageSize, currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, total: 0, list: [], totals: { amount: '0.00' } };
  const entries = { tenant: ctx.settings.tenant, accountIds: [account], from, to, kinds: [{ kind: 'bonus' }] };
  const totals = await entryTotals(db, entries);
  const rows = await entryPage(db, entries, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return {
    ...base,
    total: totals.count,
    list: rows.map((r) => ({ id: `T${r.transferId}`, time: isoOf(r.time), kind: (r.meta?.['bonusKind'] ?? 'promotion') as BonusValue['list'][number]['kind'], amount: formatMoney(r.amount) })),
    totals: { amount: formatMoney(totals.credit - totals.debit) },
  };
}

const DAY_MS = 86_400_000;

/**
 * What the member's real play has earned (the VIP page and the rescue task): the VIP level of the
 * lifetime stakes, and the rescue bonus of the previous UTC day's net loss, both from the ledger's
 * rounds (so they agree with the betting record).
 */
export async function playStanding(db: Db, ctx: MemberContext, now = ctx.now): Promise<PlayStandingValue> {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const day = new Date(today - DAY_MS);
  const account = await mainAccountId(db, ctx);
  let turnover = 0n;
  let netLoss = 0n;
  if (account !== undefined) {
    const row = await stakesAndWinsOf(db, account, day, new Date(today));
    turnover = row.turnover;
    const loss = row.stake - row.win;
    netLoss = loss > 0n ? loss : 0n;
  }
  const vip = vipStanding(turnover);
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    vip: {
      level: vip.level,
      turnover: formatMoney(turnover),
      ...(vip.next === undefined ? {} : { nextLevel: vip.next.level, remaining: formatMoney(vip.next.remainingMinor) }),
      progressBasisPoints: vip.progressBasisPoints,
    },
    rescue: { day: day.toISOString().slice(0, 10), netLoss: formatMoney(netLoss), bonus: formatMoney(rescueBonus(netLoss)) },
  };
}
