/**
 * An instance killed (SIGKILL: no shutdown, no drain) during money load on two instances, then
 * started again, three times over (two of them at moments the test holds, see MOMENTS): nothing acknowledged is lost or doubled and no batch is left half done. The
 * instances are processes of their own (server/ops/testing/pgInstance.ts) on one PostgreSQL
 * database; the clients (server/ops/testing/moneyLoad.ts) move money to game wallets and back
 * (group-committed batches), to their upline and out as withdrawals, each call with its key, and the
 * calls the kill cut are sent again with their keys afterwards, as a client retries. Then every
 * acknowledged operation's transfer is booked once, of its kind and amount, and no transfer is
 * booked that no answer names; no key is left claimed without an answer; each member holds what it
 * was funded less what it sent to its upline; every ledger invariant holds; and every operation sent
 * once more replays its first answer. PostgreSQL only.
 */
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../testing/testApp';
import { bookingReport, killInstance, loadClients, MoneyLoad, startInstance, type InstanceProcess, type Operation, type OpKind, type Slot } from './testing/moneyLoad';

/**
 * The moments of the three kills. `withdrawal`: the test holds the withdrawals table locked, so the
 * victim's withdrawals wait at their row's insert with their hold already posted in the key's
 * transaction; `batch`: the idempotency keys locked, so a group-committed batch waits at its keys'
 * insert with its transfers written; then one at a moment of the load's own. Once the victim is
 * dead the lock goes, and each statement it left finishes alone: the key's transaction is rolled
 * back whole, the batch (a statement of its own) commits whole.
 */
const MOMENTS = [
  { table: 'withdrawals', statement: /^insert into "withdrawals"/i, kind: 'withdraw' },
  { table: 'idempotency_keys', statement: /ledger_post_keyed_batch/, kind: 'toGame' },
  undefined,
] as const;

type Moment = (typeof MOMENTS)[number];

/**
 * Runs `kill` once a statement of the instance's connections (`application`) waits on the moment's
 * table lock; `fire` sends calls of the moment's kind to it meanwhile, so there are some.
 */
async function atMoment(moment: Moment, application: string, fire: (kind: OpKind) => void, kill: () => Promise<void>): Promise<void> {
  if (moment === undefined) return kill();
  const locker = new pg.Client({ connectionString: server.databaseUrl! });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${moment.table} IN EXCLUSIVE MODE`);
    fire(moment.kind);
    await vi.waitFor(async () => {
      // Inside a transaction the activity view keeps its first snapshot: a fresh one each time.
      await locker.query('select pg_stat_clear_snapshot()');
      const activity = await locker.query<{ state: string; wait: string | null; query: string }>(`select state, wait_event_type as wait, left(query, 60) as query from pg_stat_activity where application_name = $1`, [application]);
      const waiting = activity.rows.filter((r) => r.wait === 'Lock' && moment.statement.test(r.query));
      expect(waiting.length, `${application} waiting at ${moment.statement}: ${JSON.stringify(activity.rows)}`).toBeGreaterThanOrEqual(1);
    }, { timeout: 60_000, interval: 20 });
    await kill();
  } finally {
    await locker.query('ROLLBACK').catch(() => undefined);
    await locker.end();
  }
}

const server = useTestServer();

describe('an instance killed during money load', () => {
  it('loses no acknowledged operation, books none twice and leaves no batch half done', async () => {
    expect(server.databaseUrl, 'this test runs on PostgreSQL').toMatch(/^postgres(ql)?:\/\//);
    const url = server.databaseUrl!;
    const clients = await loadClients(server, 8);
    const started: InstanceProcess[] = [];
    try {
      const named = (name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
      let victim = await startInstance(named('victim-0'), server.clock.now());
      started.push(victim);
      const survivor = await startInstance(named('survivor'), server.clock.now());
      started.push(survivor);
      const slots: Slot[] = [{ instance: victim, live: true }, { instance: survivor, live: true }];
      const load = new MoneyLoad(clients, slots);
      const answeredBy = (instance: InstanceProcess) => load.answered().filter((o) => o.attempts.some((a) => a.instance === instance.base && a.status !== 'network')).length;
      load.start();
      const cut: Operation[] = [];
      const cutAt: Operation[][] = [];
      for (const [round, moment] of MOMENTS.entries()) {
        await vi.waitFor(() => expect(answeredBy(victim)).toBeGreaterThanOrEqual(40), { timeout: 120_000, interval: 20 });
        // Killed with requests in flight on it; at a frozen moment, with its statements held mid-way in the database.
        const target = victim;
        const fire = (kind: OpKind) => clients.slice(0, 4).forEach((client) => void load.fire(kind, client, target));
        await atMoment(moment, `victim-${round}`, fire, async () => {
          expect(await killInstance(victim)).toBeNull();
        });
        slots[0]!.live = false;
        cutAt.push(load.operations.filter((o) => !cut.includes(o) && o.answer === undefined && o.attempts.some((a) => a.instance === victim.base && a.status === 'network')));
        cut.push(...cutAt[round]!);
        // The survivor carries the load alone, then the victim is back (a new process on the same database).
        const before = answeredBy(survivor);
        await vi.waitFor(() => expect(answeredBy(survivor)).toBeGreaterThanOrEqual(before + 20), { timeout: 120_000, interval: 20 });
        victim = await startInstance(named(`victim-${round + 1}`), server.clock.now());
        started.push(victim);
        slots[0] = { instance: victim, live: true };
      }
      await vi.waitFor(() => expect(answeredBy(victim)).toBeGreaterThanOrEqual(20), { timeout: 120_000, interval: 20 });
      await load.stop();
      const back = victim;

      // The kill cut calls under way: the test is about them.
      expect(cut.length).toBeGreaterThan(0);
      // A client sends what got no answer again, with its key.
      await load.settle([back, survivor]);
      // The withdrawals the first kill left waiting were rolled back whole: sent again, each is booked
      // anew (not a replay). The batch the second left waiting committed whole: sent again, its calls replay.
      const settledBy = (o: Operation) => o.attempts.find((a) => a.late && a.status !== 'network' && a.status !== 503);
      const heldWithdrawals = cutAt[0]!.filter((o) => o.kind === 'withdraw');
      expect(heldWithdrawals.length).toBeGreaterThan(0);
      expect(heldWithdrawals.map((o) => settledBy(o)?.replayed)).toEqual(heldWithdrawals.map(() => false));
      expect(cutAt[1]!.filter((o) => (o.kind === 'toGame' || o.kind === 'toMain') && settledBy(o)?.status === 200 && settledBy(o)?.replayed === true).length).toBeGreaterThan(0);
      const report = await bookingReport(server.db, load);
      expect(report.problems).toEqual([]);
      expect(report.violations).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
      expect(load.acknowledged().length).toBeGreaterThan(100);
      // Each kind was acknowledged, the batches' too.
      expect(new Set(load.acknowledged().map((o) => o.kind))).toEqual(new Set(['toGame', 'toMain', 'upline', 'withdraw']));
      expect(await load.replayProblems([back, survivor])).toEqual([]);
    } finally {
      await Promise.all(started.map((instance) => killInstance(instance, 'SIGTERM')));
    }
  }, 300_000);
});
