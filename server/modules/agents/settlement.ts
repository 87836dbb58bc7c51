/**
 * Settlement of agent contracts: each period of a contract (from the period it was accepted in to the
 * period it ended in) is settled once, after the period's end, keyed by (contract, period start) in
 * agent_settlements. One transaction inserts the settlement row (ON CONFLICT DO NOTHING: a second
 * instance waits on the unique index, then finds it settled) and books the payout through the ledger
 * from the house's `commission` account to the agent's main wallet; a crash before the commit leaves
 * neither, so the next run books it. Periods of one contract settle in order (the carry-over chains).
 */
import { and, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { ContractType } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { agentContracts, agentSettlements } from './schema';
import { ensureAccounts, houseAccount, inTransaction, memberAccount, post, type AccountRef, type Book } from '../ledger/index';
import { tiersOf, type Contract } from './contracts';
import { nextPeriod, periodOf, type Period, type PeriodType } from '../../platform/periods';
import type { AgentSettings } from './settings';
import { teamFigures } from './team';
import { settle } from './tiers';

/** The house account agent payouts come from. */
export const COMMISSION_ACCOUNT: AccountRef = houseAccount('commission');
/** Periods one run settles per contract at most (a long-idle server catches up over several runs). */
export const MAX_PERIODS_PER_RUN = 400;

export interface SettleHooks {
  /** Called inside the transaction after the settlement row and before the payout (tests crash here). */
  afterRow?: () => Promise<void>;
}

export type SettleOutcome = 'settled' | 'alreadySettled';

/** Settles one period of a contract (idempotent). */
export async function settlePeriod(db: Db, book: Book, rules: AgentSettings, contract: Contract, period: Period, now: Date, hooks: SettleHooks = {}): Promise<SettleOutcome> {
  await ensureAccounts(db, book, [COMMISSION_ACCOUNT, memberAccount(contract.downlineId)]);
  return inTransaction(db, async (tx) => {
    const [previous] = await tx.select({ carryOut: agentSettlements.carryOut }).from(agentSettlements)
      .where(and(eq(agentSettlements.contractId, contract.id), lt(agentSettlements.periodStart, period.start)))
      .orderBy(desc(agentSettlements.periodStart)).limit(1);
    const figures = await teamFigures(tx, book.tenant, contract.downlineId, period.start, period.end);
    const result = settle(contract.type as ContractType, tiersOf(contract.tiers), figures, previous?.carryOut ?? 0n, rules);
    const [row] = await tx.insert(agentSettlements).values({
      tenant: book.tenant, contractId: contract.id, memberId: contract.downlineId, periodStart: period.start, periodEnd: period.end,
      validBet: figures.validBet, profitLoss: figures.profitLoss, activeMembers: figures.activeMembers, bonusCost: figures.bonusCost, fees: result.fees,
      rateBp: result.rateBp, carryIn: result.carryIn, base: result.base, payout: result.payout, carryOut: result.carryOut, settledAt: now,
    }).onConflictDoNothing().returning({ id: agentSettlements.id });
    if (!row) return 'alreadySettled';
    await hooks.afterRow?.();
    if (result.payout > 0n) {
      const [posted] = await post(tx, book, [{
        kind: 'commission', from: COMMISSION_ACCOUNT, to: memberAccount(contract.downlineId), amount: result.payout,
        reference: `C${contract.id}`, meta: { contractType: contract.type, contractId: String(contract.id), periodStart: period.start.toISOString() },
      }], db, now);
      await tx.update(agentSettlements).set({ transferId: posted!.transferId }).where(eq(agentSettlements.id, row.id));
    }
    return 'settled';
  });
}

/** The periods of a contract that ended by `now` and are not settled yet, in order. */
async function duePeriods(db: Db, contract: Contract, offsetMinutes: number, now: Date): Promise<Period[]> {
  if (!contract.acceptedAt) return [];
  const type = contract.periodType as PeriodType;
  const [last] = await db.select({ periodStart: agentSettlements.periodStart }).from(agentSettlements)
    .where(eq(agentSettlements.contractId, contract.id)).orderBy(desc(agentSettlements.periodStart)).limit(1);
  let period = last ? nextPeriod(type, periodOf(type, last.periodStart, offsetMinutes), offsetMinutes) : periodOf(type, contract.acceptedAt, offsetMinutes);
  const due: Period[] = [];
  while (period.end.getTime() <= now.getTime() && due.length < MAX_PERIODS_PER_RUN) {
    if (contract.endedAt && period.start.getTime() >= contract.endedAt.getTime()) break;
    due.push(period);
    period = nextPeriod(type, period, offsetMinutes);
  }
  return due;
}

/** Settles every due period of the tenant's contracts at `now`; returns how many it settled. */
export async function settleDue(db: Db, book: Book, rules: AgentSettings, now: Date, hooks: SettleHooks = {}): Promise<number> {
  const contracts = await db.select().from(agentContracts).where(and(
    eq(agentContracts.tenant, book.tenant),
    isNotNull(agentContracts.acceptedAt),
    or(eq(agentContracts.status, 'active'), inArray(agentContracts.status, ['ended', 'terminated', 'replaced'])),
  ));
  let settled = 0;
  for (const contract of contracts) {
    for (const period of await duePeriods(db, contract, rules.gmtOffsetMinutes, now)) {
      if ((await settlePeriod(db, book, rules, contract, period, now, hooks)) === 'settled') settled += 1;
    }
  }
  return settled;
}
