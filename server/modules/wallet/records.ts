/**
 * The member's records, read from the ledger's entries (so they always agree with the balance):
 * transaction history of the main wallet, betting record and profit (real-mode rounds: a `bet`
 * transfer and, when it won, a `win` transfer with the same round reference), bonus details, and the
 * wallet summary.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rescueBonus, vipStanding } from '../../../engine/rewards/playRewards';
import {
  RECORDS_MAX_RANGE_DAYS, type BetsValue, type PlayStandingValue, type BonusValue, type ProfitValue, type Transaction, type TransactionType, type TransactionsValue,
} from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import { formatMoney, type Executor } from '../ledger/index';
import { isoOf, type MemberContext } from './context';
import { DomainError } from '../../platform/domainError';

/** The rows of a raw query, whichever driver answers (both give `rows`). */
async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A checked date range: `from` inclusive, `to` exclusive, at most RECORDS_MAX_RANGE_DAYS. */
export function rangeOf(query: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) throw new DomainError('invalid', 'error.invalidRequest');
  if (to.getTime() - from.getTime() > RECORDS_MAX_RANGE_DAYS * 86_400_000) throw new DomainError('invalid', 'error.invalidRequest');
  return { from, to };
}

/** The member's main cash account id, or undefined before any booking. */
async function mainAccountId(ex: Executor, ctx: MemberContext, wallet = 'main'): Promise<number | undefined> {
  const rows = await rowsOf<{ id: string | number }>(ex, sql`select id from ledger_accounts where tenant = ${ctx.settings.tenant} and member_id = ${ctx.memberId} and asset = 'cash' and wallet = ${wallet}`);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

/** The SQL condition of a transaction type on (t.kind, e.amount). */
export function typeCondition(type: TransactionType): SQL {
  switch (type) {
    case 'withdrawal': return sql`(t.kind = 'withdrawalHold')`;
    case 'transferToUpline': return sql`(t.kind = 'transferToUpline' and e.amount < 0)`;
    case 'transferFromDownline': return sql`(t.kind = 'transferToUpline' and e.amount > 0)`;
    case 'transferToDownline': return sql`(t.kind = 'transferToDownline' and e.amount < 0)`;
    case 'transferFromUpline': return sql`(t.kind = 'transferToDownline' and e.amount > 0)`;
    default: return sql`(t.kind = ${type})`;
  }
}

export function typeOf(kind: string, amount: bigint): TransactionType {
  if (kind === 'withdrawalHold') return 'withdrawal';
  if (kind === 'transferToUpline') return amount < 0n ? 'transferToUpline' : 'transferFromDownline';
  if (kind === 'transferToDownline') return amount < 0n ? 'transferToDownline' : 'transferFromUpline';
  return kind as TransactionType;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface EntryRow { id: string | number; time: string; kind: string; amount: string; balance_after: string; reference: string; meta: unknown }

function transactionOf(row: EntryRow): Transaction {
  const amount = BigInt(row.amount);
  const meta = (typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta) as Record<string, string> | null;
  return {
    id: `T${row.id}`,
    time: isoOf(row.time),
    type: typeOf(row.kind, amount),
    amount: formatMoney(amount),
    balanceAfter: formatMoney(BigInt(row.balance_after)),
    reference: row.reference || meta?.['gameName'] || meta?.['vendor'] || '',
  };
}

/** Transaction history of the main wallet, newest first, with totals over every matching row. */
export async function transactions(db: Db, ctx: MemberContext, query: { from: string; to: string; pageNo: number; pageSize: number; type?: TransactionType[] }): Promise<TransactionsValue> {
  const { from, to } = rangeOf(query);
  const base = { pageNo: query.pageNo, pageSize: query.pageSize, currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, total: 0, list: [], totals: { credit: '0.00', debit: '0.00', net: '0.00' } };
  const types = query.type && query.type.length > 0 ? sql` and (${sql.join(query.type.map(typeCondition), sql` or `)})` : sql``;
  const where = sql`e.account_id = ${account} and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}${types}`;
  const [totals] = await rowsOf<{ n: string | number; credit: string; debit: string }>(db, sql`
    select count(*) as n, coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as credit, coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text as debit
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where ${where}`);
  const rows = await rowsOf<EntryRow>(db, sql`
    select t.id, ${iso(sql`e.created_at`)} as time, t.kind, e.amount::text as amount, e.balance_after::text as balance_after, t.reference, t.meta
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where ${where}
    order by e.created_at desc, e.id desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`);
  const credit = BigInt(totals?.credit ?? '0');
  const debit = BigInt(totals?.debit ?? '0');
  return {
    ...base,
    total: Number(totals?.n ?? 0),
    list: rows.map(transactionOf),
    totals: { credit: formatMoney(credit), debit: formatMoney(debit), net: formatMoney(credit - debit) },
  };
}

/** The last transactions of the main wallet (wallet summary). */
export async function lastTransactions(db: Db, ctx: MemberContext, limit = 5): Promise<Transaction[]> {
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return [];
  const rows = await rowsOf<EntryRow>(db, sql`
    select t.id, ${iso(sql`e.created_at`)} as time, t.kind, e.amount::text as amount, e.balance_after::text as balance_after, t.reference, t.meta
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where e.account_id = ${account}
    order by e.created_at desc, e.id desc limit ${limit}`);
  return rows.map(transactionOf);
}

/**
 * Rounds of the member in a range: one row per round reference, the stake from its `bet` transfer
 * (leaving the main wallet) and the win from its `win` transfer (coming back).
 */
function roundsQuery(account: number, from: Date, to: Date, filters: { gameType?: string; vendor?: string }): SQL {
  const gameType = filters.gameType ? sql` and t.meta->>'gameType' = ${filters.gameType}` : sql``;
  const vendor = filters.vendor ? sql` and t.meta->>'vendor' = ${filters.vendor}` : sql``;
  return sql`
    select t.reference as round, min(e.created_at) as time,
      max(t.meta->>'nodeId') as node_id, max(t.meta->>'gameName') as game_name, max(t.meta->>'vendor') as vendor, max(t.meta->>'gameType') as game_type,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0) as stake,
      coalesce(sum(e.amount) filter (where t.kind = 'win'), 0) as win
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.account_id = ${account} and t.kind in ('bet', 'win') and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}${gameType}${vendor}
    group by t.reference`;
}

const zeroTotals = { count: 0, stake: '0.00', win: '0.00', profit: '0.00' };

/** Betting record: rounds newest first, with totals over every matching round. */
export async function bets(db: Db, ctx: MemberContext, query: { from: string; to: string; pageNo: number; pageSize: number; gameType?: string; vendor?: string }): Promise<BetsValue> {
  const { from, to } = rangeOf(query);
  const base = { pageNo: query.pageNo, pageSize: query.pageSize, currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, total: 0, list: [], totals: zeroTotals };
  const rounds = roundsQuery(account, from, to, query);
  const [totals] = await rowsOf<{ n: string | number; stake: string; win: string }>(db, sql`select count(*) as n, coalesce(sum(stake), 0)::text as stake, coalesce(sum(win), 0)::text as win from (${rounds}) r`);
  const rows = await rowsOf<{ round: string; time: string; node_id: string; game_name: string; vendor: string; game_type: string; stake: string; win: string }>(db, sql`
    select round, ${iso(sql`time`)} as time, node_id, game_name, vendor, game_type, stake::text as stake, win::text as win from (${rounds}) r
    order by r.time desc, round desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`);
  const stake = BigInt(totals?.stake ?? '0');
  const win = BigInt(totals?.win ?? '0');
  return {
    ...base,
    total: Number(totals?.n ?? 0),
    list: rows.map((r) => ({
      id: r.round, time: isoOf(r.time), nodeId: r.node_id ?? '', gameName: r.game_name ?? '', vendor: r.vendor ?? '', gameType: r.game_type as BetsValue['list'][number]['gameType'],
      stake: formatMoney(BigInt(r.stake)), win: formatMoney(BigInt(r.win)), profit: formatMoney(BigInt(r.win) - BigInt(r.stake)),
    })),
    totals: { count: Number(totals?.n ?? 0), stake: formatMoney(stake), win: formatMoney(win), profit: formatMoney(win - stake) },
  };
}

/** Profit over a range: rounds' totals, by game type, and the deposits, withdrawals and bonus booked. */
export async function profit(db: Db, ctx: MemberContext, query: { from: string; to: string }): Promise<ProfitValue> {
  const { from, to } = rangeOf(query);
  const base = { currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, totals: zeroTotals, byGameType: [], deposits: '0.00', withdrawals: '0.00', bonus: '0.00' };
  const rounds = roundsQuery(account, from, to, {});
  const byType = await rowsOf<{ game_type: string; n: string | number; stake: string; win: string }>(db, sql`
    select game_type, count(*) as n, sum(stake)::text as stake, sum(win)::text as win from (${rounds}) r group by game_type order by game_type`);
  const [money] = await rowsOf<{ deposits: string; withdrawals: string; bonus: string }>(db, sql`
    select coalesce(sum(e.amount) filter (where t.kind = 'deposit'), 0)::text as deposits,
      coalesce(-sum(e.amount) filter (where t.kind = 'withdrawalHold'), 0)::text as withdrawals_held,
      coalesce(sum(e.amount) filter (where t.kind = 'bonus'), 0)::text as bonus,
      coalesce((select sum(t2.amount) from ledger_transfers t2 join ledger_entries e2 on e2.transfer_id = t2.id
        join ledger_accounts a2 on a2.id = e2.account_id
        where t2.kind = 'withdrawalPaid' and a2.tenant = ${ctx.settings.tenant} and a2.member_id = ${ctx.memberId} and a2.wallet = 'held'
        and e2.created_at >= ${from.toISOString()} and e2.created_at < ${to.toISOString()}), 0)::text as withdrawals
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.account_id = ${account} and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}`);
  let count = 0;
  let stake = 0n;
  let win = 0n;
  const byGameType = byType.map((r) => {
    const s = BigInt(r.stake);
    const w = BigInt(r.win);
    count += Number(r.n);
    stake += s;
    win += w;
    return { gameType: r.game_type as ProfitValue['byGameType'][number]['gameType'], count: Number(r.n), stake: formatMoney(s), win: formatMoney(w), profit: formatMoney(w - s) };
  });
  return {
    ...base,
    totals: { count, stake: formatMoney(stake), win: formatMoney(win), profit: formatMoney(win - stake) },
    byGameType,
    deposits: formatMoney(BigInt(money?.deposits ?? '0')),
    withdrawals: formatMoney(BigInt(money?.withdrawals ?? '0')),
    bonus: formatMoney(BigInt(money?.bonus ?? '0')),
  };
}

/** Bonus details: the `bonus` transfers into the main wallet, newest first, with their total. */
export async function bonuses(db: Db, ctx: MemberContext, query: { from: string; to: string; pageNo: number; pageSize: number }): Promise<BonusValue> {
  const { from, to } = rangeOf(query);
  const base = { pageNo: query.pageNo, pageSize: query.pageSize, currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol };
  const account = await mainAccountId(db, ctx);
  if (account === undefined) return { ...base, total: 0, list: [], totals: { amount: '0.00' } };
  const where = sql`e.account_id = ${account} and t.kind = 'bonus' and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}`;
  const [totals] = await rowsOf<{ n: string | number; amount: string }>(db, sql`
    select count(*) as n, coalesce(sum(e.amount), 0)::text as amount from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where ${where}`);
  const rows = await rowsOf<{ id: string | number; time: string; amount: string; kind: string | null }>(db, sql`
    select t.id, ${iso(sql`e.created_at`)} as time, e.amount::text as amount, t.meta->>'bonusKind' as kind
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where ${where}
    order by e.created_at desc, e.id desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`);
  return {
    ...base,
    total: Number(totals?.n ?? 0),
    list: rows.map((r) => ({ id: `T${r.id}`, time: isoOf(r.time), kind: (r.kind ?? 'promotion') as BonusValue['list'][number]['kind'], amount: formatMoney(BigInt(r.amount)) })),
    totals: { amount: formatMoney(BigInt(totals?.amount ?? '0')) },
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
    const [row] = await rowsOf<{ turnover: string; stake: string; win: string }>(db, sql`
      select coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0)::text as turnover,
        coalesce(-sum(e.amount) filter (where t.kind = 'bet' and e.created_at >= ${day.toISOString()} and e.created_at < ${new Date(today).toISOString()}), 0)::text as stake,
        coalesce(sum(e.amount) filter (where t.kind = 'win' and e.created_at >= ${day.toISOString()} and e.created_at < ${new Date(today).toISOString()}), 0)::text as win
      from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
      where e.account_id = ${account} and t.kind in ('bet', 'win')`);
    turnover = BigInt(row?.turnover ?? '0');
    const loss = BigInt(row?.stake ?? '0') - BigInt(row?.win ?? '0');
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
