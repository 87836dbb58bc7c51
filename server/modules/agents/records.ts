/**
 * The agent centre's records (schemas/api/agentRecords.ts): team betting, profit and loss
 * statements and downline transactions, read from the ledger's entries on the team's wallets (so
 * every figure agrees with the balances). The scope is the caller's team, or one downline's branch
 * of it; a downline outside the team is refused (403 error.notYourDownline). Every query filters by
 * tenant, and by the scope's member ids.
 */
import type {
  Statement, TeamBetsQuery, TeamBetsValue, TeamProfitLossQuery, TeamProfitLossValue, TeamTransactionsQuery, TeamTransactionsValue,
} from '../../../schemas/api/agentRecords';
import { AGENT_ACCOUNT_TYPES } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { memberNamesByIds } from '../members/index';
import { entryPage, entryTotals, formatMoney, memberFlowsBetween, roundPage, roundTotals, walletAccountIds, type MemberFlows } from '../ledger/index';
import { isoOf, kindFiltersOf, rangeOf, typeOf, type WalletSettings } from '../wallet/index';
import { isInTeam, teamOf } from './team';
import { DomainError } from '../../platform/domainError';

export interface ScopeMember {
  readonly id: number;
  readonly account: string;
  readonly isAgent: boolean;
  readonly depth: number;
  readonly parentId: number;
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

/** The scope's main cash accounts: the ids to read by, and whose each one is. */
async function scopeAccounts(db: Db, tenant: string, scope: Map<number, ScopeMember>): Promise<{ ids: number[]; memberOf: Map<number, number> }> {
  const accounts = await walletAccountIds(db, tenant, [...scope.keys()]);
  return { ids: [...accounts.values()], memberOf: new Map([...accounts].map(([member, account]) => [account, member])) };
}

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
  const { ids, memberOf } = await scopeAccounts(db, settings.tenant, scope);
  const rounds = { tenant: settings.tenant, accountIds: ids, from, to, ...(query.gameType ? { gameType: query.gameType } : {}) };
  const totals = await roundTotals(db, rounds);
  const rows = await roundPage(db, rounds, base.pageSize, (base.pageNo - 1) * base.pageSize);
  const { stake, win } = totals;
  return {
    ...base,
    total: totals.count,
    list: rows.map((r) => ({
      id: r.round, time: isoOf(r.time), account: scope.get(memberOf.get(r.accountId) ?? 0)?.account ?? '', gameName: r.gameName ?? '', vendor: r.vendor ?? '',
      gameType: (r.gameType ?? 'RNG') as TeamBetsValue['list'][number]['gameType'],
      stake: formatMoney(r.stake), win: formatMoney(r.win), profit: formatMoney(r.win - r.stake),
    })),
    totals: { count: totals.count, stake: formatMoney(stake), win: formatMoney(win), profit: formatMoney(win - stake) },
  };
}

interface Figures { count: number; stake: bigint; win: bigint; bonus: bigint; deposits: bigint; withdrawals: bigint }

function statementFigures(f: Figures) {
  return {
    count: f.count, stake: formatMoney(f.stake), win: formatMoney(f.win), profit: formatMoney(f.win - f.stake), bonus: formatMoney(f.bonus),
    deposits: formatMoney(f.deposits), withdrawals: formatMoney(f.withdrawals), houseResult: formatMoney(f.stake - f.win - f.bonus),
  };
}

/**
 * Per member of a scope with entries in [from, to): rounds, stakes, wins, bonuses and deposits on the
 * main wallet, and withdrawals paid out of the held wallet (the ledger's memberFlowsBetween). Shared
 * by the profit and loss statements and the user loss page (server/modules/agents/income.ts).
 */
export async function memberFigures(db: Db, tenant: string, scope: Map<number, ScopeMember>, from: Date, to: Date): Promise<Map<number, MemberFlows>> {
  return memberFlowsBetween(db, tenant, [...scope.keys()], from, to);
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
  for (const [memberId, r] of byMember) {
    const who = scope.get(memberId);
    if (!who) continue;
    const f: Figures = { count: r.rounds, stake: r.stake, win: r.win, bonus: r.bonus, deposits: r.deposits, withdrawals: r.withdrawals };
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
  const { ids, memberOf } = await scopeAccounts(db, settings.tenant, scope);
  const entries = { tenant: settings.tenant, accountIds: ids, from, to, ...(query.type ? { kinds: kindFiltersOf(query.type) } : {}) };
  const totals = await entryTotals(db, entries);
  const rows = await entryPage(db, entries, base.pageSize, (base.pageNo - 1) * base.pageSize);
  const { credit, debit } = totals;
  return {
    ...base,
    total: totals.count,
    list: rows.map((r) => ({
      id: `T${r.transferId}`, time: isoOf(r.time), account: scope.get(memberOf.get(r.accountId) ?? 0)?.account ?? '', type: typeOf(r.kind, r.amount),
      amount: formatMoney(r.amount), balanceAfter: formatMoney(r.balanceAfter), reference: r.reference || r.meta?.['gameName'] || r.meta?.['vendor'] || '',
    })),
    totals: { credit: formatMoney(credit), debit: formatMoney(debit), net: formatMoney(credit - debit) },
  };
}
