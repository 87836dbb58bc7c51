/**
 * Contracts between an upline and a direct downline agent (SPEC sections 3, 4 and 6): the upline
 * offers, the downline accepts, rejects or later terminates. The rules:
 * - a downline's rate (its contract's highest tier rate) never exceeds its upline's own contract of
 *   that type (the tree's roots hold contracts from the house, upline 0, which has no limit);
 * - accepting replaces the downline's contract of that type; when the new rate is lower, or the
 *   contract ends, every contract below whose rate now exceeds its upline's ends automatically
 *   (status 'ended', reason 'uplineRateLowered'), down the tree.
 * State changes run in one transaction with the contract rows locked.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContractType } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { agentContracts, type StoredTier } from './schema';
import { memberTypeOf } from '../members/index';
import { inTransaction, type Executor, type Tx } from '../ledger/index';
import { PERIODS_OF, type PeriodType } from '../../platform/periods';
import { parentOf } from './team';
import { MAX_RATE_BP, maxRate, type Tier } from './tiers';
import { DomainError } from '../../platform/domainError';

export type Contract = typeof agentContracts.$inferSelect;
export type ContractAction = 'accept' | 'reject' | 'terminate';

export const MAX_TIERS = 5;

export interface OfferInput {
  readonly downlineId: number;
  readonly type: ContractType;
  readonly periodType: PeriodType;
  readonly tiers: readonly Tier[];
}

export function tiersOf(stored: readonly StoredTier[]): Tier[] {
  return stored.map((t) => ({ validBet: BigInt(t.validBet), profitLoss: BigInt(t.profitLoss), activeMembers: t.activeMembers, rateBp: t.rateBp }));
}

function storedTiers(tiers: readonly Tier[]): StoredTier[] {
  return tiers.map((t) => ({ validBet: t.validBet.toString(), profitLoss: t.profitLoss.toString(), activeMembers: t.activeMembers, rateBp: t.rateBp }));
}

/** The active contract of a member and type, if any. */
export async function activeContract(ex: Executor, tenant: string, memberId: number, type: string): Promise<Contract | undefined> {
  const [row] = await ex.select().from(agentContracts)
    .where(and(eq(agentContracts.tenant, tenant), eq(agentContracts.downlineId, memberId), eq(agentContracts.type, type), eq(agentContracts.status, 'active')));
  return row;
}

/** The rate an upline may give: its own active rate of the type; the house (0) has no limit. */
async function ceilingOf(ex: Executor, tenant: string, uplineId: number, type: string): Promise<number> {
  if (uplineId === 0) return MAX_RATE_BP;
  return (await activeContract(ex, tenant, uplineId, type))?.maxRateBp ?? 0;
}

function checkShape(input: OfferInput): void {
  const { tiers } = input;
  const valid = PERIODS_OF[input.type].includes(input.periodType)
    && tiers.length >= 1 && tiers.length <= MAX_TIERS
    && tiers.every((t) => t.validBet >= 0n && t.activeMembers >= 0 && Number.isInteger(t.rateBp) && t.rateBp >= 1 && t.rateBp <= MAX_RATE_BP);
  if (!valid) throw new DomainError('invalid', 'error.contractInvalid');
}

/** Ends, down the tree from `memberId`, the contracts of `type` whose rate exceeds their upline's. */
async function enforceBelow(tx: Tx, tenant: string, memberId: number, type: string, now: Date): Promise<number[]> {
  const ended: number[] = [];
  const queue = [memberId];
  for (let guard = 0; queue.length > 0 && guard < 10_000; guard += 1) {
    const upline = queue.shift()!;
    const ceiling = await ceilingOf(tx, tenant, upline, type);
    const over = await tx.update(agentContracts)
      .set({ status: 'ended', endReason: 'uplineRateLowered', endedAt: now })
      .where(and(eq(agentContracts.tenant, tenant), eq(agentContracts.uplineId, upline), eq(agentContracts.type, type), eq(agentContracts.status, 'active'), sql`${agentContracts.maxRateBp} > ${ceiling}`))
      .returning({ id: agentContracts.id, downlineId: agentContracts.downlineId });
    for (const c of over) {
      ended.push(c.id);
      queue.push(c.downlineId);
    }
  }
  return ended;
}

/** An upline's offer to a direct downline agent; a pending offer of the same type is withdrawn. */
export async function offerContract(db: Db, tenant: string, offered: readonly ContractType[], uplineId: number, input: OfferInput, agentTypes: readonly number[], now: Date): Promise<Contract> {
  if (!offered.includes(input.type)) throw new DomainError('forbidden', 'error.functionDisabled');
  checkShape(input);
  if (input.downlineId === uplineId || (await parentOf(db, tenant, input.downlineId)) !== uplineId) throw new DomainError('forbidden', 'error.notYourDownline');
  const downlineType = await memberTypeOf(db, tenant, input.downlineId);
  if (downlineType === undefined || !agentTypes.includes(downlineType)) throw new DomainError('forbidden', 'error.notYourDownline');
  const rate = maxRate(input.tiers);
  return inTransaction(db, async (tx) => {
    if (rate > (await ceilingOf(tx, tenant, uplineId, input.type))) throw new DomainError('conflict', 'error.contractRateAboveUpline');
    await tx.update(agentContracts).set({ status: 'withdrawn', endedAt: now })
      .where(and(eq(agentContracts.tenant, tenant), eq(agentContracts.downlineId, input.downlineId), eq(agentContracts.type, input.type), eq(agentContracts.status, 'pending')));
    const [row] = await tx.insert(agentContracts).values({
      tenant, uplineId, downlineId: input.downlineId, type: input.type, periodType: input.periodType, tiers: storedTiers(input.tiers), maxRateBp: rate, offeredAt: now,
    }).returning();
    return row!;
  });
}

/** Accept or reject a pending offer, or terminate an active contract, as its downline. */
export async function respondToContract(db: Db, tenant: string, memberId: number, contractId: number, type: ContractType, action: ContractAction, now: Date): Promise<{ contract: Contract; ended: number[] }> {
  return inTransaction(db, async (tx) => {
    const [contract] = await tx.select().from(agentContracts)
      .where(and(eq(agentContracts.tenant, tenant), eq(agentContracts.id, contractId), eq(agentContracts.downlineId, memberId), eq(agentContracts.type, type)))
      .for('update');
    const wanted = action === 'terminate' ? 'active' : 'pending';
    if (!contract || contract.status !== wanted) throw new DomainError('conflict', 'error.contractNotPending');
    let ended: number[] = [];
    if (action === 'reject') {
      const [row] = await tx.update(agentContracts).set({ status: 'rejected', endedAt: now }).where(eq(agentContracts.id, contractId)).returning();
      return { contract: row!, ended };
    }
    if (action === 'terminate') {
      const [row] = await tx.update(agentContracts).set({ status: 'terminated', endReason: 'terminatedByDownline', endedAt: now }).where(eq(agentContracts.id, contractId)).returning();
      ended = await enforceBelow(tx, tenant, memberId, type, now);
      return { contract: row!, ended };
    }
    // The upline's own rate may have dropped since it offered.
    if (contract.maxRateBp > (await ceilingOf(tx, tenant, contract.uplineId, type))) throw new DomainError('conflict', 'error.contractRateAboveUpline');
    await tx.update(agentContracts).set({ status: 'replaced', endReason: 'replaced', endedAt: now })
      .where(and(eq(agentContracts.tenant, tenant), eq(agentContracts.downlineId, memberId), eq(agentContracts.type, type), eq(agentContracts.status, 'active')));
    const [row] = await tx.update(agentContracts).set({ status: 'active', acceptedAt: now }).where(eq(agentContracts.id, contractId)).returning();
    ended = await enforceBelow(tx, tenant, memberId, type, now);
    return { contract: row!, ended };
  });
}

/** Contracts a member holds or was offered, and those it offered, newest first. */
export async function contractsOf(ex: Executor, tenant: string, memberId: number): Promise<{ mine: Contract[]; offered: Contract[] }> {
  const rows = await ex.select().from(agentContracts)
    .where(and(eq(agentContracts.tenant, tenant), sql`(${agentContracts.downlineId} = ${memberId} or ${agentContracts.uplineId} = ${memberId})`))
    .orderBy(sql`${agentContracts.id} desc`).limit(200);
  return { mine: rows.filter((r) => r.downlineId === memberId), offered: rows.filter((r) => r.uplineId === memberId) };
}

/** The active contracts of several members, by member. */
export async function activeContractsOf(ex: Executor, tenant: string, memberIds: readonly number[]): Promise<Map<number, Contract[]>> {
  const map = new Map<number, Contract[]>();
  if (memberIds.length === 0) return map;
  const rows = await ex.select().from(agentContracts)
    .where(and(eq(agentContracts.tenant, tenant), inArray(agentContracts.downlineId, [...memberIds]), eq(agentContracts.status, 'active')));
  for (const r of rows) map.set(r.downlineId, [...(map.get(r.downlineId) ?? []), r]);
  return map;
}
