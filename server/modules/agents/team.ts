/**
 * An agent's team (every member below it in the members' downline tree, direct or indirect) and the
 * team's figures, from the ledger. Every query filters by tenant.
 */
import { groupFlowsBetween, type Executor } from '../ledger/index';
import { downlinesOf, isDownlineOf, uplineIdOf, type Downline } from '../members/index';
import type { PeriodFigures } from './tiers';
import { pausedDuring } from '../responsibleGaming/index';

export type TeamMember = Downline;

/** Every downline of an agent, with its parent and depth (1: direct). */
export async function teamOf(ex: Executor, tenant: string, agentId: number): Promise<TeamMember[]> {
  return downlinesOf(ex, tenant, agentId);
}

/** Whether `memberId` is below `agentId` (direct or indirect) in the tenant's tree. */
export async function isInTeam(ex: Executor, tenant: string, agentId: number, memberId: number): Promise<boolean> {
  return isDownlineOf(ex, tenant, agentId, memberId);
}

/** The parent of a member (undefined at the root). */
export async function parentOf(ex: Executor, tenant: string, memberId: number): Promise<number | undefined> {
  return uplineIdOf(ex, tenant, memberId);
}

export interface TeamFigures extends PeriodFigures {
  readonly deposits: bigint;
  readonly withdrawals: bigint;
}

/**
 * The figures of the team `memberIds` in [from, to): stakes (valid bet), stakes minus wins (the
 * house's profit and loss), members with a stake (but none paused for responsible gaming in the
 * period), bonuses, approved deposits and paid withdrawals, read from the ledger's transfers on the
 * members' accounts.
 */
export async function figuresOfTeam(ex: Executor, tenant: string, memberIds: readonly number[], from: Date, to: Date): Promise<TeamFigures> {
  const f = await groupFlowsBetween(ex, tenant, memberIds, from, to);
  // A member paused (time-out, self-exclusion) during the period is no active member (issue 38).
  const paused = f.stakers.length === 0 ? new Set<number>() : await pausedDuring(ex, tenant, f.stakers, from, to);
  const activeMembers = f.stakers.filter((id) => !paused.has(id)).length;
  return { validBet: f.bets, profitLoss: f.bets - f.wins, activeMembers, bonusCost: f.bonus, deposits: f.deposits, withdrawals: f.withdrawals };
}

/** The figures of an agent's team in [from, to) (figuresOfTeam of its downlines). */
export async function teamFigures(ex: Executor, tenant: string, agentId: number, from: Date, to: Date): Promise<TeamFigures> {
  return figuresOfTeam(ex, tenant, (await teamOf(ex, tenant, agentId)).map((m) => m.id), from, to);
}
