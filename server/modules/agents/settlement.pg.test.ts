/**
 * Exactly-once settlement on PostgreSQL: a period settled twice, interrupted in the middle, or run by
 * two API instances at once on one database books its payout once. PostgreSQL project only.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentContracts, agentSettlements } from './schema';
import { ledgerViolations } from '../ledger/invariants';
import { houseAccount, inTransaction, memberAccount, post } from '../ledger/ledger';
import { networkIds } from '../../seed/agentNetwork';
import { useTwoInstances } from '../../testing/testApp';
import { walletSettingsOf } from '../wallet/settings';
import { periodOf } from '../../platform/periods';
import { settleDue, settlePeriod } from './settlement';
import { agentSettingsOf } from './settings';
import { TEST_INSTANT } from '../../testing/testInstant';

const TEST_NOW = new Date(TEST_INSTANT);

const TENANT = 'redeprime';
const { first, second } = useTwoInstances();

async function count(db: typeof first.db, query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}

describe('agent settlement on PostgreSQL', { timeout: 30_000 }, () => {
  it('books a period once whether re-run, interrupted or run by two instances at once', async () => {
    const db = first.db;
    const tenant = first.tenants.byCode.get(TENANT)!;
    const book = await walletSettingsOf(db, tenant);
    const rules = await agentSettingsOf(db, tenant);
    const ids = await networkIds(db, TENANT);
    // Play now, so the coming real-time salary periods have a valid bet to pay on.
    await inTransaction(db, (tx) => post(tx, book, [{ kind: 'bet', from: memberAccount(ids.get('player21')!), to: houseAccount('game'), amount: 400_00n }], db, TEST_NOW));
    const [contract] = await db.select().from(agentContracts)
      .where(and(eq(agentContracts.tenant, TENANT), eq(agentContracts.downlineId, ids.get('agent01')!), eq(agentContracts.type, 'realTimeSalary'), eq(agentContracts.status, 'active')));
    expect(contract).toBeDefined();
    const period = periodOf('fiveMinutes', first.clock.now(), rules.gmtOffsetMinutes);

    // Interrupted after its row and before its payout: the transaction rolls back, nothing is left.
    const crash = new Error('crash in the middle');
    await expect(settlePeriod(db, book, rules, contract!, period, TEST_NOW, { afterRow: () => Promise.reject(crash) })).rejects.toBe(crash);
    expect(await db.select().from(agentSettlements).where(and(eq(agentSettlements.contractId, contract!.id), eq(agentSettlements.periodStart, period.start)))).toHaveLength(0);

    // Then both instances settle everything due half an hour later, twice each, at once.
    const later = new Date(first.clock.now().getTime() + 30 * 60_000);
    const runs = await Promise.all([first, second(), first, second()].map((s) => settleDue(s.db, book, rules, later)));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await settleDue(second().db, book, rules, later)).toBe(0);

    const [row] = await db.select().from(agentSettlements).where(and(eq(agentSettlements.contractId, contract!.id), eq(agentSettlements.periodStart, period.start)));
    expect(row!.validBet).toBeGreaterThanOrEqual(400_00n);
    expect(row!.payout).toBeGreaterThan(0n);
    expect(row!.transferId).not.toBeNull();
    // One row per (contract, period); one commission transfer per paid row, each paid once.
    expect(await count(db, sql`select count(*) as n from (select contract_id, period_start from agent_settlements where tenant = ${TENANT} group by 1, 2 having count(*) > 1) d`)).toBe(0);
    const paidRows = await count(db, sql`select count(*) as n from agent_settlements where tenant = ${TENANT} and payout > 0`);
    expect(paidRows).toBeGreaterThan(0);
    expect(await count(db, sql`select count(*) as n from ledger_transfers where tenant = ${TENANT} and kind = 'commission'`)).toBe(paidRows);
    expect(await count(db, sql`select count(*) as n from agent_settlements s join ledger_transfers t on t.id = s.transfer_id where s.tenant = ${TENANT} and t.amount = s.payout`)).toBe(paidRows);
    expect(await ledgerViolations(db, TENANT)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
  });
});
