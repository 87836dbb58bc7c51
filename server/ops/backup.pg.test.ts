/**
 * The backup and restore of docs/deploying.md, done as written: pg_dump (custom format) of a database
 * with play on it, pg_restore into a fresh database, and the restored one opened like a server start.
 * Every ledger invariant holds there, every account's balance is what it was, and a member signed in
 * before the backup reads the same balance through the API. Runs in the PostgreSQL project only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { binDir } from '../../tests/pg/binaries';
import type { Db } from '../db/connect';
import { ledgerViolations } from '../modules/ledger/invariants';
import { call } from '../testing/apiClient';
import { createScratchDatabase, testDatabaseServer, type ScratchDatabase } from '../testing/postgres';
import { fund, newMember, spins } from '../testing/realPlay';
import { createTestServer, type TestServer } from '../testing/testApp';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function run(tool: string, args: string[]): void {
  const result = spawnSync(join(binDir(), tool), args, { encoding: 'utf8' });
  expect(result.status, `${tool}: ${result.stderr}`).toBe(0);
}

interface Snapshot {
  accounts: { id: number; tenant: string; member_id: number; balance: string }[];
  counts: Record<string, number>;
}

async function snapshot(db: Db): Promise<Snapshot> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const accounts = await rows<Snapshot['accounts'][number]>(sql`select id, tenant, member_id, balance::text as balance from ledger_accounts order by id`);
  const counts: Record<string, number> = {};
  for (const table of ['ledger_transfers', 'ledger_entries', 'idempotency_keys', 'members', 'deposits', 'game_rounds', 'sessions']) {
    counts[table] = Number((await rows<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`))[0]?.n);
  }
  return { accounts, counts };
}

async function violationsOf(db: Db): Promise<Record<string, unknown>> {
  const tenants = ((await db.execute(sql`select distinct tenant from ledger_accounts order by tenant`)) as unknown as { rows: { tenant: string }[] }).rows;
  const all: Record<string, unknown> = {};
  for (const { tenant } of tenants) all[tenant] = await ledgerViolations(db, tenant);
  return all;
}

const CLEAN = { unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 };

describe('backup and restore (pg_dump, pg_restore)', () => {
  it('restores a database with play on it with every invariant and balance unchanged', async () => {
    const serverUrl = testDatabaseServer();
    expect(serverUrl, 'this test runs on PostgreSQL').toBeDefined();
    const original: TestServer = await createTestServer();
    cleanups.push(() => original.close());
    const url = original.databaseUrl!;

    // Play: members funded through a deposit, then real-mode spins.
    const players: { tenant: string; token: string }[] = [];
    for (const tenant of ['lusa']) {
      for (let i = 0; i < 4; i++) {
        const token = await newMember(original.app, tenant, 'backup');
        await fund(original.app, tenant, token, '300');
        await spins(original.app, tenant, token, [1000, 500, 100]);
        players.push({ tenant, token });
      }
    }
    const balanceOf = async (server: TestServer, player: { tenant: string; token: string }) => {
      const res = await call(server.app, 'GET', '/wps/v2/wallets/balance', { tenant: player.tenant, token: player.token });
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse(res.body) as { value: unknown };
    };
    const balancesBefore = await Promise.all(players.map((p) => balanceOf(original, p)));
    const before = await snapshot(original.db);
    const violationsBefore = await violationsOf(original.db);
    expect(before.counts.ledger_transfers).toBeGreaterThan(8);
    for (const found of Object.values(violationsBefore)) expect(found).toEqual(CLEAN);

    // The procedure of docs/deploying.md: a dump in the custom format while the server runs...
    const dir = mkdtempSync(join(tmpdir(), 'wl-backup-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'portal.dump');
    run('pg_dump', ['--format=custom', '--no-owner', '--file', file, url]);
    expect(statSync(file).size).toBeGreaterThan(0);
    // ...play that goes on after the dump is not in it...
    await spins(original.app, 'lusa', players[0]!.token, [1000]);

    // ...restored into a fresh, empty database.
    const fresh: ScratchDatabase = await createScratchDatabase(serverUrl!);
    cleanups.push(() => fresh.drop());
    run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', fresh.url, file]);

    // A server started on it (migrations found applied, the seed found done) answers as before.
    const restored = await createTestServer({ databaseUrl: fresh.url });
    cleanups.push(() => restored.close());
    const after = await snapshot(restored.db);
    expect(after).toEqual(before);
    expect(await violationsOf(restored.db)).toEqual(violationsBefore);
    expect(await Promise.all(players.map((p) => balanceOf(restored, p)))).toEqual(balancesBefore);
  });
});
