/**
 * PostgreSQL restarted (a fast stop, then a start on the same data and port) during money load on
 * two instances, each a process of its own (server/ops/testing/pgInstance.ts): while the database is
 * down both report not ready (/readyz 503) and answer every call 503 with Retry-After, never 500 and
 * never a dropped connection; once it is back they are ready again by themselves (nothing restarts
 * them); the calls answered 503 are sent again with their keys, and every acknowledged operation is
 * booked once, nothing else is, every ledger invariant holds and every operation sent once more
 * replays its first answer. The database server is a cluster of the test's own
 * (tests/pg/cluster.ts), loaded from a copy of the run's seeded template, so the shared
 * cluster the other files use is never stopped. PostgreSQL only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { binDir } from '../../tests/pg/binaries';
import { startCluster } from '../../tests/pg/cluster';
import { createScratchDatabase, testDatabaseServer, testTemplateDatabase } from '../testing/postgres';
import { createTestServer } from '../testing/testApp';
import { bookingReport, get, killInstance, loadClients, MoneyLoad, startInstance, type InstanceProcess, type Slot } from './testing/moneyLoad';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

function run(tool: string, args: string[]): void {
  const result = spawnSync(join(binDir(), tool), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool}: ${result.stderr}`);
}

/** A seeded database on a cluster of the test's own: the run's template, dumped and restored there. */
async function seededDatabaseOnOwnCluster(): Promise<{ url: string; cluster: Awaited<ReturnType<typeof startCluster>> }> {
  const shared = testDatabaseServer();
  if (shared === undefined) throw new Error('this test runs on PostgreSQL (the postgres project)');
  const source = await createScratchDatabase(shared, testTemplateDatabase());
  cleanups.push(() => source.drop());
  const cluster = await startCluster({ prefix: 'wl-pg-own-', maxConnections: 100, fsync: false });
  cleanups.push(() => cluster.remove());
  const dir = mkdtempSync(join(tmpdir(), 'wl-restart-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'seeded.dump');
  run('pg_dump', ['--format=custom', '--no-owner', '--file', file, source.url]);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE portal');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/portal';
  run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url.toString(), file]);
  return { url: url.toString(), cluster };
}

const statuses = (instances: readonly InstanceProcess[], path: string) => Promise.all(instances.map(async (i) => (await get(i, path)).status));

describe('PostgreSQL restarted during money load on two instances', () => {
  it('reports not ready and answers 503 with Retry-After while it is down, is ready again by itself, and loses nothing acknowledged', async () => {
    const { url, cluster } = await seededDatabaseOnOwnCluster();
    const server = await createTestServer({ databaseUrl: url });
    cleanups.push(() => server.close());
    const clients = await loadClients(server, 6);
    const a = await startInstance(url, server.clock.now());
    cleanups.push(() => killInstance(a, 'SIGTERM'));
    const b = await startInstance(url, server.clock.now());
    cleanups.push(() => killInstance(b, 'SIGTERM'));
    const instances = [a, b];
    const slots: Slot[] = [{ instance: a, live: true }, { instance: b, live: true }];
    const load = new MoneyLoad(clients, slots);
    const attempts = () => load.operations.flatMap((o) => o.attempts.map((at) => ({ ...at, kind: o.kind })));
    const acknowledgedAfter = (instant: number) => attempts().filter((at) => at.status === 200 && at.at > instant).length;
    expect(await statuses(instances, '/readyz')).toEqual([200, 200]);
    load.start();
    await vi.waitFor(() => expect(acknowledgedAfter(0)).toBeGreaterThanOrEqual(40), { timeout: 120_000, interval: 50 });

    cluster.stop();
    // Both say they are not ready (a bounded poll: the probe reads the database).
    await vi.waitFor(async () => expect(await statuses(instances, '/readyz'), `${a.output.err}\n${b.output.err}`).toEqual([503, 503]), { timeout: 30_000, interval: 100 });
    const down = performance.now();
    const probe = await get(a, '/readyz');
    expect([probe.status, probe.body]).toEqual([503, { status: 'database unreachable' }]);
    // Reads and every kind of money call, on both instances, while it is down.
    for (const instance of instances) {
      for (const client of clients) {
        const read = await get(instance, '/wps/v2/wallets/balance', client.token);
        expect([read.status, read.retryAfter]).toEqual([503, '5']);
      }
    }
    const extra = new MoneyLoad(clients, slots);
    for (const [i, client] of clients.entries()) {
      for (const kind of ['toGame', 'upline', 'toMain', 'withdraw'] as const) {
        const operation = { kind, key: crypto.randomUUID(), client, attempts: [] };
        load.operations.push(operation);
        await extra.send(operation, instances[i % 2]!, false);
      }
    }
    // The process lives the whole time.
    expect(await statuses(instances, '/healthz')).toEqual([200, 200]);
    const up = performance.now();

    cluster.start();
    // Ready again by themselves: nothing restarts the instances.
    await vi.waitFor(async () => expect(await statuses(instances, '/readyz')).toEqual([200, 200]), { timeout: 60_000, interval: 100 });
    const ready = performance.now();
    await vi.waitFor(() => expect(acknowledgedAfter(ready)).toBeGreaterThanOrEqual(40), { timeout: 120_000, interval: 50 });
    await load.stop();

    const whileDown = attempts().filter((at) => at.at > down && at.at < up);
    expect(whileDown.length).toBeGreaterThanOrEqual(clients.length * 4);
    expect(whileDown.filter((at) => at.status !== 503)).toEqual([]);
    // Never a 500, never a dropped connection, every 503 with its Retry-After, and the instances never exited.
    expect(attempts().filter((at) => at.status === 'network' || (at.status >= 500 && at.status !== 503))).toEqual([]);
    expect(attempts().filter((at) => at.status === 503 && !at.retryAfter)).toEqual([]);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);

    // The calls answered 503 are sent again with their keys; then the books agree with the answers.
    await load.settle(instances);
    const report = await bookingReport(server.db, load);
    expect(report.problems).toEqual([]);
    expect(report.violations).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
    expect(new Set(load.acknowledged().map((o) => o.kind))).toEqual(new Set(['toGame', 'toMain', 'upline', 'withdraw']));
    expect(await load.replayProblems(instances)).toEqual([]);
  }, 300_000);
});
