/**
 * Ledger throughput: transfers per second and p99 latency at 1, 8 and 32 concurrent clients, on
 * 1,000 accounts and on 10 hot accounts, on PGlite (a data folder on disk) and on PostgreSQL (a
 * throw-away cluster with fsync on, started the way tests/pg/globalSetup.ts does, or
 * BENCH_DATABASE_URL), beside the physical floor measured in the same run on the same database: one
 * durable single-row INSERT transaction per request. Each ledger request is what a money-moving call
 * books: an idempotency key and a two-entry transfer, group-committed (server/modules/ledger/keyedPosting.ts:
 * the requests that arrive while a batch is written go together in the next transaction).
 * Afterwards: duplicated and lost transfers (acknowledged vs booked), deadlocks and other errors,
 * and the ledger's invariants. Target: ledger >= 0.5 of the floor at 32 clients on PostgreSQL.
 *
 *   npx tsx bench/ledger.bench.ts            (BENCH_SECONDS per cell, default 3)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/connect';
import { IdempotencyConflict, requestHash } from '../server/modules/ledger/idempotency';
import { postKeyed } from '../server/modules/ledger/keyedPosting';
import { ledgerViolations } from '../server/modules/ledger/invariants';
import { LedgerError, ensureAccounts, houseAccount, inTransaction, memberAccount, post, type Book } from '../server/modules/ledger/ledger';
import { systemClock } from '../server/platform/clock';
import { startCluster } from '../tests/pg/cluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = [1, 8, 32];
/** Floor/ledger pairs at 32 clients; the target is judged on their median ratio. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const ACCOUNT_SETS = [{ name: '1,000 accounts', size: 1000 }, { name: '10 hot accounts', size: 10 }];


interface Cell { tps: number; p99: number; errors: number; ok: number }

/** Runs `request` from `clients` loops for SECONDS; latencies in ms. */
async function measure(clients: number, request: (client: number, i: number) => Promise<boolean>): Promise<Cell> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; performance.now() < end; i += 1) {
      const t = performance.now();
      if (await request(client, i)) latencies.push(performance.now() - t);
      else errors += 1;
    }
  }));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((x, y) => x - y);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { tps: latencies.length / elapsed, p99, errors, ok: latencies.length };
}

async function rowsOf<T>(db: Database, text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(text)) as unknown as { rows: T[] }).rows;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function benchDatabase(label: string, db: Database): Promise<{ ledger32: Map<string, number> }> {
  console.log(`\n## ${label}`);
  await db.db.execute(sql`create table if not exists bench_floor (id bigserial primary key, k text not null, v bigint not null)`);
  let floorRun = 0;
  const measureFloor = (c: number) => {
    floorRun += 1;
    const run = floorRun;
    return measure(c, async (client, i) => {
      await db.db.execute(sql`insert into bench_floor (k, v) values (${`${run}-${client}-${i}`}, ${i})`);
      return true;
    });
  };
  const ledger32 = new Map<string, number>();
  let run = 0;
  for (const set of ACCOUNT_SETS) {
    run += 1;
    const book: Book = { tenant: `bench-${Date.now()}-${run}`, currency: 'BRL' };
    const members = Array.from({ length: set.size }, (_, i) => i + 1);
    await ensureAccounts(db.db, book, [...members.map((m) => memberAccount(m)), houseAccount('deposits')]);
    for (const m of members) {
      await inTransaction(db.db, (tx) => post(tx, book, [{ kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(m), amount: 1_000_000_00n }], db.db, systemClock.now()));
    }
    const acknowledged = new Set<number>();
    let duplicatesSeen = 0;
    let unexpected = 0;
    let deadlocks = 0;
    let ledgerRun = 0;
    const measureLedger = (c: number) => {
      ledgerRun += 1;
      const run = ledgerRun;
      return measure(c, async (client, i) => {
        const from = members[(client * 7919 + i * 104729) % set.size]!;
        let to = members[(client * 31 + i * 17 + 1) % set.size]!;
        if (to === from) to = members[(from % set.size)]!;
        const key = `${run}-${client}-${i}`;
        try {
          // What the game-wallet transfer books (server/modules/wallet/transfers.ts): a keyed transfer, group-committed.
          const result = await postKeyed(db.db, book, { memberId: from, operation: 'bench' }, key, requestHash('bench', from, { to, i }), { kind: 'transferToUpline', from: memberAccount(from), to: memberAccount(to), amount: 1n }, systemClock.now(), (posted) => ({ id: posted.transferId }));
          if (acknowledged.has(result.value.id)) duplicatesSeen += 1;
          acknowledged.add(result.value.id);
          return true;
        } catch (error) {
          if (error instanceof LedgerError || error instanceof IdempotencyConflict) return false;
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (code === '40P01') deadlocks += 1;
          else unexpected += 1;
          return false;
        }
      });
    };
    // Floor and ledger cells alternate, each pair a few seconds apart, so a change in the machine's
    // load between them moves both; at 32 clients (the target) PAIRS pairs, and their median ratio.
    for (const c of CONCURRENCY) {
      const ratios: number[] = [];
      for (let pair = 0; pair < (c === 32 ? PAIRS : 1); pair += 1) {
        const floor = await measureFloor(c);
        const cell = await measureLedger(c);
        ratios.push(cell.tps / floor.tps);
        console.log(`${set.name.padEnd(16)} ${String(c).padStart(2)} clients: ledger ${cell.tps.toFixed(0).padStart(6)} transfers/s, p99 ${cell.p99.toFixed(1).padStart(7)} ms | floor ${floor.tps.toFixed(0).padStart(6)} inserts/s, p99 ${floor.p99.toFixed(1).padStart(7)} ms | ratio ${(cell.tps / floor.tps).toFixed(2)} (${facts()})`);
      }
      if (c === 32) ledger32.set(set.name, median(ratios));
    }
    const [booked] = await rowsOf<{ n: string }>(db, sql`select count(*) as n from ledger_transfers where tenant = ${book.tenant} and kind = 'transferToUpline'`);
    const violations = await ledgerViolations(db.db, book.tenant);
    const bookedCount = Number(booked?.n ?? 0);
    console.log(`${set.name.padEnd(16)} acknowledged ${acknowledged.size}, booked ${bookedCount}: duplicated ${Math.max(bookedCount - acknowledged.size, 0) + duplicatesSeen}, lost ${Math.max(acknowledged.size - bookedCount, 0)}; deadlocks ${deadlocks}; other errors ${unexpected}; invariant violations ${JSON.stringify(violations)}`);
  }
  return { ledger32 };
}

function facts(): string {
  return `cores ${cpus().length}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
}
console.log(`# Ledger bench (${SECONDS} s per cell; ${facts()})`);
console.log('Floor: one durable single-row INSERT per request on the same database and pool (10 connections on PostgreSQL; PGlite has one).');

const pgliteDir = mkdtempSync(join(tmpdir(), 'wl-bench-pglite-'));
try {
  const pglite = await openDatabase({ dataDir: pgliteDir });
  await benchDatabase('PGlite (data folder on disk)', pglite);
  await pglite.close();
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

// fsync on: the figure includes the commit's cost on disk, as a production server pays it.
const own = process.env.BENCH_DATABASE_URL ? undefined : await startCluster({ prefix: 'wl-bench-pg-', maxConnections: 200, fsync: true });
const cluster = { url: process.env.BENCH_DATABASE_URL ?? own!.url, stop: () => own?.remove() };
try {
  const pg = await openDatabase({ databaseUrl: cluster.url });
  const result = await benchDatabase('PostgreSQL (fsync on)', pg);
  await pg.close();
  for (const [set, ratio] of result.ledger32) console.log(`PostgreSQL, 32 clients, ${set}: ledger/floor, median of ${PAIRS} alternating pairs, ${ratio.toFixed(2)} (target >= 0.5): ${ratio >= 0.5 ? 'met' : 'NOT met'} in this run`);
} finally {
  cluster.stop();
}
console.log(`after: ${facts()}`);
