/**
 * The cost of the responsible-gaming checks on the deposit request (issue 38), on PostgreSQL (a
 * throw-away cluster with fsync on): a deposit request as the wallet makes it (the key claimed, the
 * member's row locked, the pending deposits counted, the deposit inserted) with a deposit limit in
 * every period (the worst case: three usage sums), beside the checks' reads alone (the pause status,
 * the limits, the three sums). Same run, same database, cells alternating. The ledger's posting (bench/ledger.bench.ts) carries no check: the
 * limits are checked when a deposit is asked, not when it is booked.
 *
 *   npx tsx bench/rgChecks.bench.ts            (BENCH_SECONDS per cell, default 3)
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/connect';
import { requestHash } from '../server/modules/ledger/index';
import { setLimit } from '../server/modules/responsibleGaming/index';
import { requestDeposit, type MemberContext, type WalletSettings } from '../server/modules/wallet/index';
import { assertDepositAllowed } from '../server/modules/wallet/protection';
import { systemClock } from '../server/platform/clock';
import { startCluster } from '../tests/pg/cluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const MEMBERS = 64;
const TENANT = 'bench';

const settings: WalletSettings = {
  tenant: TENANT, currency: 'BRL', currencySymbol: 'R$', depositMethods: [{ id: 'pix', min: 1n, max: 1_000_000_00n }], maxPendingDeposits: 1_000_000_000,
  withdrawMin: 1n, withdrawMax: 1n, maxPendingWithdrawals: 1, uplineMin: 1n, uplineMax: 1n, confirmMinutes: 30, demoApproveSeconds: null, localOffsetMinutes: -180,
};

const facts = () => `cores ${cpus().length}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

async function measure(clients: number, request: (member: number) => Promise<void>): Promise<{ tps: number; p50: number }> {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; performance.now() < end; i++) {
      const t = performance.now();
      await request(1 + ((client * 7 + i) % MEMBERS));
      latencies.push(performance.now() - t);
    }
  }));
  latencies.sort((a, b) => a - b);
  return { tps: latencies.length / ((performance.now() - start) / 1000), p50: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

async function bench(database: Database): Promise<void> {
  const { db } = database;
  const now = systemClock.now();
  const ids: number[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const rows = await db.execute(sql`insert into members (tenant, account, password_hash, password_changed_at, created_at) values (${TENANT}, ${`bench${i}`}, 'x', ${now.toISOString()}, ${now.toISOString()}) returning id`) as unknown as { rows: { id: number }[] };
    const id = rows.rows[0]!.id;
    ids.push(id);
    for (const period of ['day', 'week', 'month'] as const) await setLimit(db, { tenant: TENANT, memberId: id, kind: 'deposit', period, value: 1_000_000_000_00, actor: 'player' }, now);
  }
  const ctxOf = (n: number): MemberContext => ({ settings, memberId: ids[n - 1]!, now: systemClock.now() });
  const deposit = async (n: number) => {
    await requestDeposit(db, ctxOf(n), randomUUID(), requestHash('deposit', ids[n - 1]!, { n }), { methodId: 'pix', amount: '1.00' });
  };
  // The checks' reads alone (the pause status, the limits, three sums), outside a transaction: what
  // they add to the request's transaction, without its lock and commit.
  const checksAlone = async (n: number) => {
    await assertDepositAllowed(db, ctxOf(n), 100n);
  };
  for (const clients of [1, 8]) {
    const requests: number[] = [];
    const checks: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const a = await measure(clients, deposit);
      const b = await measure(clients, checksAlone);
      requests.push(a.p50);
      checks.push(b.p50);
      console.log(`${clients} clients, round ${round + 1}: deposit request ${a.tps.toFixed(0)}/s, p50 ${a.p50.toFixed(2)} ms | checks alone ${b.tps.toFixed(0)}/s, p50 ${b.p50.toFixed(2)} ms (${facts()})`);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    console.log(`${clients} clients: the checks take ${median(checks).toFixed(2)} ms of a ${median(requests).toFixed(2)} ms deposit request (median p50 of ${ROUNDS} alternating rounds)`);
  }
}

console.log(`# Responsible-gaming checks on the deposit request (${SECONDS} s per cell; ${facts()})`);
const own = process.env.BENCH_DATABASE_URL ? undefined : await startCluster({ prefix: 'wl-bench-rg-', maxConnections: 100, fsync: true });
try {
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL ?? own!.url });
  await bench(database);
  await database.close();
} finally {
  own?.remove();
}
console.log(`after: ${facts()}`);
