/**
 * The PostgreSQL pool of openDatabase: a connection the server ends while it is idle (a restart, a
 * fail-over, an administrator) is reported and replaced, never thrown out of the process; close()
 * returns only when none of the instance's connections is left. Runs in the PostgreSQL project only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createScratchDatabase, testDatabaseServer, type ScratchDatabase } from '../testing/postgres';
import { openDatabase } from './connect';

let scratch: ScratchDatabase | undefined;
let admin: pg.Client | undefined;

beforeAll(async () => {
  const server = testDatabaseServer();
  expect(server, 'this test runs on PostgreSQL').toBeDefined();
  scratch = await createScratchDatabase(server!);
  admin = new pg.Client({ connectionString: server });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await scratch?.drop();
});

function databaseName(): string {
  return new URL(scratch!.url).pathname.slice(1);
}

async function connectionsTo(name: string): Promise<number> {
  const result = await admin!.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
  return Number(result.rows[0]?.n);
}

describe('openDatabase on PostgreSQL', () => {
  it('reports an idle connection the server terminates, and the next query runs on a new one', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: scratch!.url, onConnectionError: (error) => errors.push(error) });
    try {
      await database.db.execute(sql`SELECT 1`);
      expect(await connectionsTo(databaseName())).toBeGreaterThan(0);
      const ended = await admin!.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName()]);
      expect(ended.rowCount).toBeGreaterThan(0);
      // Every idle connection of the pool was ended (opening the database may leave more than one):
      // each is reported, and the pool drops it, before the next query picks one.
      await expect.poll(() => errors.length).toBe(ended.rowCount);
      expect(errors[0]?.message).toMatch(/terminat/i);
      // The Db type is what both drivers share, so the result's shape is node-postgres's, read as such.
      const again = (await database.db.execute(sql`SELECT 1 AS one`)) as unknown as pg.QueryResult<{ one: number }>;
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('close() returns when every connection is closed, so dropping the database at once ends nothing of ours', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: scratch!.url, onConnectionError: (error) => errors.push(error) });
    await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
    expect(await connectionsTo(databaseName())).toBeGreaterThan(1);
    await database.close();
    expect(await connectionsTo(databaseName())).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps listening after its connection is killed, retrying until the database takes connections again', async () => {
    const errors: Error[] = [];
    const heard: string[] = [];
    let resumed = 0;
    const database = await openDatabase({ databaseUrl: scratch!.url, relistenMs: 20, onConnectionError: (error) => errors.push(error) });
    // A sender of its own, connected before the database stops taking new connections.
    const sender = new pg.Client({ connectionString: scratch!.url });
    await sender.connect();
    const name = databaseName();
    try {
      const unlisten = await database.listen('relisten_test', (payload) => heard.push(payload), () => {
        resumed += 1;
      });
      await sender.query(`NOTIFY relisten_test, 'before'`);
      await expect.poll(() => heard).toEqual(['before']);
      // The database refuses new connections (as while it restarts), then the listener is killed:
      // its reconnects fail until connections are allowed again.
      await admin!.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      const killed = await admin!.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'listen:relisten_test'`, [name]);
      expect(killed.rowCount).toBe(1);
      // The kill and at least two failed reconnects are reported.
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
      expect(resumed).toBe(0);
      await admin!.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await expect.poll(() => resumed, { timeout: 10_000 }).toBe(1);
      await sender.query(`NOTIFY relisten_test, 'after'`);
      await expect.poll(() => heard).toEqual(['before', 'after']);
      await unlisten();
    } finally {
      await admin!.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await sender.end();
      await database.close();
    }
  });
});
