/**
 * What the agent pages read: the team overview (figures of a period and of the periods before it),
 * the downline tree with balances, last logins and contracts, the contracts and the settlements,
 * each mapped to the API's shapes (schemas/api/agent.ts). Every read is of the caller's own tree.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgentContractsValue, ContractView, DownlinesQuery, DownlinesValue, OverviewQuery, OverviewValue, SettlementsQuery, SettlementsValue } from '../../../schemas/api/agent';
import { AGENT_ACCOUNT_TYPES, type ContractType } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { agentSettlements } from './schema';
import { lastLoginsOf, memberNamesByIds } from '../members/index';
import { formatMoney, walletBalances } from '../ledger/index';
import { contractsOf, activeContractsOf, type Contract } from './contracts';
import { periodOf, type PeriodType } from '../../platform/periods';
import { figuresOfTeam, isInTeam, teamOf } from './team';
import { netRevenue } from './tiers';
import { DomainError } from '../../platform/domainError';

/** Periods the overview's chart shows. */
export const OVERVIEW_SERIES = 8;

async function accountsById(db: Db, tenant: string, ids: readonly number[]): Promise<Map<number, { account: string; nickname: string; type: number }>> {
  if (ids.length === 0) return new Map();
  const rows = [...(await memberNamesByIds(db, tenant, ids)).values()];
  // The agent's own team, listed with its accounts: a downline without a chosen nickname is named by its account.
  return new Map(rows.map((r) => [r.id, { account: r.account, nickname: r.nickname ?? r.account, type: r.type }]));
}

export async function contractViews(db: Db, tenant: string, contracts: readonly Contract[]): Promise<ContractView[]> {
  const names = await accountsById(db, tenant, contracts.flatMap((c) => [c.uplineId, c.downlineId]));
  return contracts.map((c) => ({
    id: c.id,
    type: c.type as ContractView['type'],
    periodType: c.periodType as ContractView['periodType'],
    tiers: c.tiers.map((t) => ({ validBet: formatMoney(BigInt(t.validBet)), profitLoss: formatMoney(BigInt(t.profitLoss)), activeMembers: t.activeMembers, rateBp: t.rateBp })),
    maxRateBp: c.maxRateBp,
    status: c.status as ContractView['status'],
    ...(c.endReason ? { endReason: c.endReason } : {}),
    upline: names.get(c.uplineId)?.account ?? '',
    downline: names.get(c.downlineId)?.account ?? '',
    downlineId: c.downlineId,
    offeredAt: c.offeredAt.toISOString(),
    ...(c.acceptedAt ? { acceptedAt: c.acceptedAt.toISOString() } : {}),
    ...(c.endedAt ? { endedAt: c.endedAt.toISOString() } : {}),
  }));
}

export async function contractsValue(db: Db, tenant: string, memberId: number): Promise<AgentContractsValue> {
  const { mine, offered } = await contractsOf(db, tenant, memberId);
  return { mine: await contractViews(db, tenant, mine), offered: await contractViews(db, tenant, offered) };
}

export async function overview(db: Db, tenant: string, agentId: number, offsetMinutes: number, query: OverviewQuery, now: Date): Promise<OverviewValue> {
  const type = (query.period ?? 'weekly') as PeriodType;
  const team = await teamOf(db, tenant, agentId);
  const periods = [periodOf(type, now, offsetMinutes)];
  for (let i = 1; i < OVERVIEW_SERIES; i += 1) periods.unshift(periodOf(type, new Date(periods[0]!.start.getTime() - 1), offsetMinutes));
  const series = [];
  const ids = team.map((m) => m.id);
  for (const p of periods) {
    const f = await figuresOfTeam(db, tenant, ids, p.start, p.end);
    series.push({
      start: p.start.toISOString(), validBet: formatMoney(f.validBet), profitLoss: formatMoney(f.profitLoss), deposits: formatMoney(f.deposits),
      withdrawals: formatMoney(f.withdrawals), activeMembers: f.activeMembers,
    });
  }
  const current = periods[periods.length - 1]!;
  const last = series[series.length - 1]!;
  return {
    teamSize: team.length,
    directCount: team.filter((m) => m.depth === 1).length,
    periodStart: current.start.toISOString(),
    periodEnd: current.end.toISOString(),
    validBet: last.validBet, profitLoss: last.profitLoss, deposits: last.deposits, withdrawals: last.withdrawals, activeMembers: last.activeMembers,
    series,
  };
}

export async function downlines(db: Db, tenant: string, agentId: number, query: DownlinesQuery): Promise<DownlinesValue> {
  if (query.parentId !== undefined && query.parentId !== agentId && !(await isInTeam(db, tenant, agentId, query.parentId))) throw new DomainError('forbidden', 'error.notYourDownline');
  const root = query.parentId ?? agentId;
  const team = await teamOf(db, tenant, root);
  const ids = team.map((m) => m.id);
  const info = await accountsById(db, tenant, [...ids, ...team.map((m) => m.parentId)]);
  const balanceOf = await walletBalances(db, tenant, ids);
  const loginOf = await lastLoginsOf(db, tenant, ids);
  const contracts = await activeContractsOf(db, tenant, ids);
  const search = query.search?.trim().toLowerCase() ?? '';
  const kind = query.kind ?? 'all';
  const agentTypes: readonly number[] = AGENT_ACCOUNT_TYPES;
  const list = team.flatMap((m) => {
    const who = info.get(m.id);
    if (!who) return [];
    const isAgent = agentTypes.includes(who.type);
    if ((kind === 'agent' && !isAgent) || (kind === 'member' && isAgent)) return [];
    if (search && !who.account.toLowerCase().includes(search) && !who.nickname.toLowerCase().includes(search)) return [];
    const login = loginOf.get(m.id);
    return [{
      id: m.id, account: who.account, nickname: who.nickname, type: who.type, isAgent,
      parent: info.get(m.parentId)?.account ?? '', parentId: m.parentId, depth: m.depth,
      balance: formatMoney(balanceOf.get(m.id) ?? 0n),
      lastLoginAt: login ? login.toISOString() : null,
      contracts: (contracts.get(m.id) ?? []).map((c) => ({ id: c.id, type: c.type as ContractType, periodType: c.periodType as DownlinesValue['list'][number]['contracts'][number]['periodType'], maxRateBp: c.maxRateBp })),
    }];
  });
  return { list, total: list.length };
}

export async function settlements(db: Db, tenant: string, memberId: number, query: SettlementsQuery): Promise<SettlementsValue> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const where = and(eq(agentSettlements.tenant, tenant), eq(agentSettlements.memberId, memberId),
    sql`${agentSettlements.contractId} in (select id from agent_contracts where tenant = ${tenant} and type = ${query.type})`);
  const [totals] = await db.select({ n: sql<string>`count(*)`, payout: sql<string>`coalesce(sum(${agentSettlements.payout}), 0)::text` }).from(agentSettlements).where(where);
  const rows = await db.select().from(agentSettlements).where(where).orderBy(desc(agentSettlements.periodStart), desc(agentSettlements.id)).limit(pageSize).offset((pageNo - 1) * pageSize);
  return {
    pageNo, pageSize, total: Number(totals?.n ?? 0), totalPayout: formatMoney(BigInt(totals?.payout ?? '0')),
    list: rows.map((r) => ({
      contractId: r.contractId, periodStart: r.periodStart.toISOString(), periodEnd: r.periodEnd.toISOString(),
      validBet: formatMoney(r.validBet), grossRevenue: formatMoney(r.profitLoss), bonusCost: formatMoney(r.bonusCost), fees: formatMoney(r.fees),
      netRevenue: formatMoney(netRevenue({ validBet: r.validBet, profitLoss: r.profitLoss, activeMembers: r.activeMembers, bonusCost: r.bonusCost }, r.fees)),
      activeMembers: r.activeMembers, rateBp: r.rateBp, carryIn: formatMoney(r.carryIn), base: formatMoney(r.base), payout: formatMoney(r.payout),
      carryOut: formatMoney(r.carryOut), settledAt: r.settledAt.toISOString(),
    })),
  };
}
