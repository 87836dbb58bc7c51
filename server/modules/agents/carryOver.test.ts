/**
 * Negative carry-over, the per-tenant switch set by `npm run server:agent-settings`: the same two
 * dividend periods (a house loss, then a house win) settled with the switch off and on. Off, the
 * second period pays on its own net revenue; on, the first period's loss is carried into it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { agentContracts, agentSettlements } from './schema';
import { agentSettingsCommand } from '../../cli/agentSettings';
import { ledgerViolations } from '../ledger/invariants';
import { bookBackdated, prepareBackdated, type BackdatedTransfer } from '../ledger/backdated';
import { houseAccount, inTransaction, memberAccount } from '../ledger/ledger';
import { networkIds } from '../../seed/agentNetwork';
import { useTestServer } from '../../testing/testApp';
import { walletSettingsOf } from '../wallet/settings';
import { periodOf } from '../../platform/periods';
import { settlePeriod } from './settlement';
import { agentSettingsOf } from './settings';

const server = useTestServer();
const TENANT = 'redeprime';

describe('negative carry-over switch', { timeout: 60_000 }, () => {
  it('the operator command turns it off and on; settlement carries a loss into the next period only when on', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The test server's database stands in for DATA_DIR / DATABASE_URL; the command must not close it.
    const open = async () => ({ db: server.db, kind: 'pglite' as const, exclusive: <T>(work: () => Promise<T>) => work(), listen: async () => async () => undefined, close: async () => undefined });
    try {
      const env = { DATA_DIR: '/nowhere' };
      for (const bad of [[], ['redeprime', 'carry-over'], ['redeprime', 'carry-over', 'maybe'], ['redeprime', 'platform-fee', '10001'], ['redeprime', 'colour', 'red'], ['nowhere', 'carry-over', 'on']]) {
        expect(await agentSettingsCommand(bad, env, open), bad.join(' ')).toBe(1);
      }
      const tenant = server.tenants.byCode.get(TENANT)!;
      const book = await walletSettingsOf(server.db, tenant);
      const ids = await networkIds(server.db, TENANT);
      const agent04 = ids.get('agent04')!;
      const player41 = ids.get('player41')!;
      const offset = (await agentSettingsOf(server.db, tenant)).gmtOffsetMinutes;
      // Two days far ahead, so nothing else falls in them: the house loses 500.00 on the first, wins 1,000.00 on the second.
      const p1 = periodOf('daily', new Date('2099-01-10T15:00:00Z'), offset);
      const p2 = periodOf('daily', new Date('2099-01-11T15:00:00Z'), offset);
      const at = (p: typeof p1, hours: number) => new Date(p.start.getTime() + hours * 3600_000);
      const game = houseAccount('game');
      const main = memberAccount(player41);
      const transfers: BackdatedTransfer[] = [
        { kind: 'deposit', from: houseAccount('deposits'), to: main, amount: 2_000_00n, at: at(p1, 1) },
        { kind: 'bet', from: main, to: game, amount: 100_00n, at: at(p1, 2), reference: 'carry-r1', meta: { gameType: 'RNG' } },
        { kind: 'win', from: game, to: main, amount: 600_00n, at: at(p1, 3), reference: 'carry-r1', meta: { gameType: 'RNG' } },
        { kind: 'bet', from: main, to: game, amount: 1_000_00n, at: at(p2, 2), reference: 'carry-r2', meta: { gameType: 'RNG' } },
      ];
      const accountIds = await prepareBackdated(server.db, book, transfers);
      await inTransaction(server.db, (tx) => bookBackdated(tx, book, accountIds, transfers));

      const contractFor = async () => {
        const [row] = await server.db.insert(agentContracts).values({
          tenant: TENANT, uplineId: ids.get('agent02')!, downlineId: agent04, type: 'dividend', periodType: 'daily',
          tiers: [{ validBet: '0', profitLoss: '0', activeMembers: 0, rateBp: 2000 }], maxRateBp: 2000, status: 'withdrawn', acceptedAt: p1.start, offeredAt: p1.start,
        }).returning();
        return row!;
      };
      const settleBoth = async () => {
        const contract = await contractFor();
        const rules = await agentSettingsOf(server.db, tenant);
        expect(await settlePeriod(server.db, book, rules, contract, p1, server.app.clock.now())).toBe('settled');
        expect(await settlePeriod(server.db, book, rules, contract, p2, server.app.clock.now())).toBe('settled');
        return server.db.select().from(agentSettlements).where(sql`${agentSettlements.contractId} = ${contract.id}`).orderBy(agentSettlements.periodStart);
      };

      expect(await agentSettingsCommand(['redeprime', 'carry-over', 'off'], env, open)).toBe(0);
      expect(log).toHaveBeenLastCalledWith(expect.stringContaining('redeprime: negative carry-over off, platform fee 500 bp'));
      expect((await agentSettingsOf(server.db, tenant)).negativeCarryOver).toBe(false);
      const [offFirst, offSecond] = await settleBoth();
      // The first period: gross -500.00, no fee on a loss, base -500.00, nothing paid and nothing carried.
      expect(offFirst).toMatchObject({ profitLoss: -500_00n, fees: 0n, base: -500_00n, payout: 0n, carryOut: 0n });
      // The second: gross 1,000.00, fee 5 % = 50.00, base 950.00, 20 % = 190.00.
      expect(offSecond).toMatchObject({ profitLoss: 1_000_00n, fees: 50_00n, carryIn: 0n, base: 950_00n, rateBp: 2000, payout: 190_00n, carryOut: 0n });

      expect(await agentSettingsCommand(['redeprime', 'carry-over', 'on'], env, open)).toBe(0);
      expect(log).toHaveBeenLastCalledWith(expect.stringContaining('redeprime: negative carry-over on'));
      expect(await agentSettingsCommand(['redeprime'], env, open)).toBe(0);
      expect(log).toHaveBeenLastCalledWith(expect.stringContaining('negative carry-over on'));
      const [onFirst, onSecond] = await settleBoth();
      expect(onFirst).toMatchObject({ base: -500_00n, payout: 0n, carryOut: -500_00n });
      // 950.00 - 500.00 carried in = 450.00; 20 % = 90.00.
      expect(onSecond).toMatchObject({ carryIn: -500_00n, base: 450_00n, payout: 90_00n, carryOut: 0n });

      // Both payouts went through the ledger from the house's commission account.
      const paid = (await server.db.execute(sql`select t.amount::text as amount from agent_settlements s join ledger_transfers t on t.id = s.transfer_id
        where s.id in (${offSecond!.id}, ${onSecond!.id}) order by s.id`)) as unknown as { rows: { amount: string }[] };
      expect(paid.rows.map((r) => r.amount)).toEqual(['19000', '9000']);
      expect(await ledgerViolations(server.db, TENANT)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});
