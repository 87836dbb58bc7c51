/**
 * The agent centre's records (schemas/api/agentRecords.ts): team betting, profit and loss
 * statements and downline transactions, read from the ledger's entries on the team's wallets (so
 * every figure agrees with the balances). The scope is the caller's team, or one downline's branch
 * of it; a downline outside the team is refused (403 error.notYourDownline). Every query filters by
 * tenant, and by the scope's member ids.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  Statement, TeamBetsQuery, TeamBetsValue, TeamProfitLossQuery, TeamProfitLossValue, TeamTransactionsQuery, TeamTransactionsValue,
} from '../../../schemas/api/agentRecords';
import { AGENT_ACCOUNT_TYPES } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { memberNamesByIds } from '../members/index';
import { formatMoney, type Executor } from '../ledger/index';
import { isoOf, rangeOf, typeCondition, typeOf, type WalletSettings } from '../wallet/index';
import { isInTeam, teamOf } from './team';
import { DomainError } from '../../platform/domainError';

export interface ScopeMember {
  readonly id: number;
  readonly account: string;
  readonly isAgent: boolean;
  readonly depth: number;
  readonly parentId: number;
}

async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The members a record covers: the agent's whole team, or one downline and its branch. */
export async function recordScope(db: Db, tenant: string, agentId: number, downlineId?: number): Promise<Map<number, ScopeMember>> {
  const team = await teamOf(db, tenant, agentId);
  let ids = team.map((m) => m.id);
  if (downlineId !== undefined) {
    if (downlineId === agentId || !(await isInTeam(db, tenant, agentId, downlineId))) throw new DomainError('forbidden', 'error.notYourDownline');
    const branch = new Set([downlineId, ...(await teamOf(db, tenant, downlineId)).map((m) => m.id)]);
    ids = ids.filter((id) => branch.has(id));
  }
  const scope = new Map<number, ScopeMember>();
  if (ids.length === 0) return scope;
  const depthOf = new Map(team.map((m) => [m.id, m.depth]));
  const parentOf = new Map(team.map((m) => [m.id, m.parentId]));
  const agentTypes: readonly number[] = AGENT_ACCOUNT_TYPES;
  const rows = await memberNamesByIds(db, tenant, ids);
  for (const r of rows.values()) scope.set(r.id, { id: r.id, account: r.account, isAgent: agentTypes.includes(r.type), depth: depthOf.get(r.id) ?? 1, parentId: parentOf.get(r.id) ?? agentId });
  return scope;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const idList = (scope: Map<number, ScopeMember>) => sql.join([...scope.keys()].map((id) => sql`${id}`), sql`, `);
const money = (v: string | undefined | null) => BigInt(v ?? '0');

function baseOf(settings: WalletSettings, query: { pageNo?: number; pageSize?: number }) {
  return { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10, currency: settings.currency, currencySymbol: settings.currencySymbol };
}

/** Team betting: the rounds of the scope's members (a `bet` and, when won, a `win` on one reference). */
export async function teamBets(db: Db, settings: WalletSettings, agentId: number, query: TeamBetsQuery): Promise<TeamBetsValue> {
  const { from, to } = rangeOf(query);
  const base = baseOf(settings, query);
  const scope = await recordScope(db, settings.tenant, agentId, query.downlineId);
  const zero = { count: 0, stake: '0.00', win: '0.00', profit: '0.00' };
  if (scope.size === 0) return { ...base, total: 0, list: [], totals: zero };
  const gameType = query.gameType ? sql` and t.meta->>'gameType' = ${query.gameType}` : sql``;
  const rounds = sql`
    select a.member_id, t.reference as round, min(e.created_at) as time,
      max(t.meta->>'gameName') as game_name, max(t.meta->>'vendor') as vendor, max(t.meta->>'gameType') as game_type,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0) as stake,
      coalesce(sum(e.amount) filter (where t.kind = 'win'), 0) as win
    from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
    where a.tenant = ${settings.tenant} and t.tenant = ${settings.tenant} and a.asset = 'cash' and a.wallet = 'main' and a.member_id in (${idList(scope)})
      and t.kind in ('bet', 'win') and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}${gameType}
    group by a.member_id, t.reference`;
  const [totals] = await rowsOf<{ n: string | number; stake: string; win: string }>(db, sql`
    select count(*) as n, coalesce(sum(stake), 0)::text as stake, coalesce(sum(win), 0)::text as win from (${rounds}) r`);
  const rows = await rowsOf<{ member_id: number; round: string; time: string; game_name: string | null; vendor: string | null; game_type: string | null; stake: string; win: string }>(db, sql`
    select member_id, round, ${iso(sql`time`)} as time, game_name, vendor, game_type, stake::text as stake, win::text as win from (${rounds}) r
    order by r.time desc, round desc limit ${base.pageSize} offset ${(base.pageNo - 1) * base.pageSize}`);
  const stake = money(totals?.stake);
  const win = money(totals?.win);
  return {
    ...base,
    total: Number(totals?.n ?? 0),
    list: rows.map((r) => ({
      id: r.round, time: isoOf(r.time), account: scope.get(Number(r.member_id))?.account ?? '', gameName: r.game_name ?? '', vendor: r.vendor ?? '',
      gameType: (r.game_type ?? 'RNG') as TeamBetsValue['list'][number]['gameType'],
      stake: formatMoney(BigInt(r.stake)), win: formatMoney(BigInt(r.win)), profit: formatMoney(BigInt(r.win) - BigInt(r.stake)),
    })),
    totals: { count: Number(totals?.n ?? 0), stake: formatMoney(stake), win: formatMoney(win), profit: formatMoney(win - stake) },
  };
}

interface Figures { count: number; stake: bigint; win: bigint; bonus: bigint; deposits: bigint; withdrawals: bigint }

function statementFigures(f: Figures) {
  return {
    count: f.count, stake: formatMoney(f.stake), win: formatMoney(f.win), profit: formatMoney(f.win - f.stake), bonus: formatMoney(f.bonus),
    deposits: formatMoney(f.deposits), withdrawals: formatMoney(f.withdrawals), houseResult: formatMoney(f.stake - f.win - f.bonus),
  };
}

export interface MemberFigureRow { member_id: number; n: string | number; stake: string; win: string; bonus: string; deposits: string; withdrawals: string }

/**
 * Per member of a scope with entries in [from, to): rounds, stakes, wins, bonuses and deposits on the
 * main wallet, and withdrawals paid out of the held wallet (minor units as text). Shared by the
 * profit and loss statements and the user loss page (server/modules/agents/income.ts).
 */
export async function memberFigures(db: Db, tenant: string, scope: Map<number, ScopeMember>, from: Date, to: Date): Promise<MemberFigureRow[]> {
  if (scope.size === 0) return [];
  return rowsOf<MemberFigureRow>(db, sql`
    select a.member_id,
      count(distinct t.reference) filter (where t.kind = 'bet' and a.wallet = 'main') as n,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet' and a.wallet = 'main'), 0)::text as stake,
      coalesce(sum(e.amount) filter (where t.kind = 'win' and a.wallet = 'main'), 0)::text as win,
      coalesce(sum(e.amount) filter (where t.kind = 'bonus' and a.wallet = 'main'), 0)::text as bonus,
      coalesce(sum(e.amount) filter (where t.kind = 'deposit' and a.wallet = 'main'), 0)::text as deposits,
      coalesce(-sum(e.amount) filter (where t.kind = 'withdrawalPaid' and a.wallet = 'held'), 0)::text as withdrawals
    from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
    where a.tenant = ${tenant} and t.tenant = ${tenant} and a.asset = 'cash' and a.wallet in ('main', 'held') and a.member_id in (${idList(scope)})
      and t.kind in ('bet', 'win', 'bonus', 'deposit', 'withdrawalPaid') and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}
    group by a.member_id`);
}

/**
 * Profit and loss statements: per downline of the scope with activity in the range, its rounds,
 * stakes, wins, bonuses, deposits and paid withdrawals; sorted by account; totals over all rows.
 */
export async function teamProfitLoss(db: Db, settings: WalletSettings, agentId: number, query: TeamProfitLossQuery): Promise<TeamProfitLossValue> {
  const { from, to } = rangeOf(query);
  const base = baseOf(settings, query);
  const scope = await recordScope(db, settings.tenant, agentId, query.downlineId);
  const byMember = await memberFigures(db, settings.tenant, scope, from, to);
  const total: Figures = { count: 0, stake: 0n, win: 0n, bonus: 0n, deposits: 0n, withdrawals: 0n };
  const rows: Statement[] = [];
  for (const r of byMember) {
    const who = scope.get(Number(r.member_id));
    if (!who) continue;
    const f: Figures = { count: Number(r.n), stake: money(r.stake), win: money(r.win), bonus: money(r.bonus), deposits: money(r.deposits), withdrawals: money(r.withdrawals) };
    if (f.count === 0 && f.stake === 0n && f.win === 0n && f.bonus === 0n && f.deposits === 0n && f.withdrawals === 0n) continue;
    total.count += f.count;
    total.stake += f.stake;
    total.win += f.win;
    total.bonus += f.bonus;
    total.deposits += f.deposits;
    total.withdrawals += f.withdrawals;
    rows.push({ downlineId: who.id, account: who.account, isAgent: who.isAgent, depth: who.depth, ...statementFigures(f) });
  }
  rows.sort((x, y) => x.account.localeCompare(y.account));
  return { ...base, total: rows.length, list: rows.slice((base.pageNo - 1) * base.pageSize, base.pageNo * base.pageSize), totals: statementFigures(total) };
}

/** Downline transactions: the entries on the scope's main wallets, newest first, with totals. */
export async function teamTransactions(db: Db, settings: WalletSettings, agentId: number, query: TeamTransactionsQuery): Promise<TeamTransactionsValue> {
  const { from, to } = rangeOf(query);
  const base = baseOf(settings, query);
  const scope = await recordScope(db, settings.tenant, agentId, query.downlineId);
  if (scope.size === 0) return { ...base, total: 0, list: [], totals: { credit: '0.00', debit: '0.00', net: '0.00' } };
  const type = query.type ? sql` and ${typeCondition(query.type)}` : sql``;
  const where = sql`a.tenant = ${settings.tenant} and t.tenant = ${settings.tenant} and a.asset = 'cash' and a.wallet = 'main' and a.member_id in (${idList(scope)})
    and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}${type}`;
  const joined = sql`ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id`;
  const [totals] = await rowsOf<{ n: string | number; credit: string; debit: string }>(db, sql`
    select count(*) as n, coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as credit, coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text as debit
    from ${joined} where ${where}`);
  const rows = await rowsOf<{ id: string | number; member_id: number; time: string; kind: string; amount: string; balance_after: string; reference: string; meta: unknown }>(db, sql`
    select t.id, a.member_id, ${iso(sql`e.created_at`)} as time, t.kind, e.amount::text as amount, e.balance_after::text as balance_after, t.reference, t.meta
    from ${joined} where ${where}
    order by e.created_at desc, e.id desc limit ${base.pageSize} offset ${(base.pageNo - 1) * base.pageSize}`);
  const credit = money(totals?.credit);
  const debit = money(totals?.debit);
  return {
    ...base,
    total: Number(totals?.n ?? 0),
    list: rows.map((r) => {
      const amount = BigInt(r.amount);
      const meta = (typeof r.meta === 'string' ? JSON.parse(r.meta) : r.meta) as Record<string, string> | null;
      return {
        id: `T${r.id}`, time: isoOf(r.time), account: scope.get(Number(r.member_id))?.account ?? '', type: typeOf(r.kind, amount),
        amount: formatMoney(amount), balanceAfter: formatMoney(BigInt(r.balance_after)), reference: r.reference || meta?.['gameName'] || meta?.['vendor'] || '',
      };
    }),
    totals: { credit: formatMoney(credit), debit: formatMoney(debit), net: formatMoney(credit - debit) },
  };
}
