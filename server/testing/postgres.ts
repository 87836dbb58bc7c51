/**
 * Scratch databases on a PostgreSQL server for the server suite's PostgreSQL run: each test server
 * gets a database of its own, dropped at close: a copy of the run's seeded template
 * (tests/pg/globalSetup.ts), or an empty one that the server migrates and seeds itself.
 */
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/connect';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the server suite runs on, when it runs on one (set by tests/pg/globalSetup.ts). */
export function testDatabaseServer(): string | undefined {
  return process.env['TEST_DATABASE_URL'] || inject('testDatabaseUrl') || undefined;
}

/** The run's migrated and seeded template database on the test server, when the run built one. */
export function testTemplateDatabase(): string | undefined {
  return inject('testTemplateDatabase') || undefined;
}

/** A new database on the server: empty, or a copy of `template` (nobody may be connected to it). */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `wl_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Two connection pools on one new scratch database: two API instances' worth of connections. */
export interface TwoPools {
  a: Database;
  b: Database;
  /** The scratch database's URL (for a client of a test's own). */
  url: string;
  /** Ends both pools and drops the database. */
  close(): Promise<void>;
}

/** Opens TwoPools on the PostgreSQL server of the run (migrated, empty); fails where there is none. */
export async function openTwoPools(): Promise<TwoPools> {
  const server = testDatabaseServer();
  if (server === undefined) throw new Error('this test runs on PostgreSQL (the postgres project)');
  const scratch = await createScratchDatabase(server);
  const a = await openDatabase({ databaseUrl: scratch.url });
  const b = await openDatabase({ databaseUrl: scratch.url });
  return {
    a,
    b,
    url: scratch.url,
    async close() {
      await a.close();
      await b.close();
      await scratch.drop();
    },
  };
}

/** The rows of a raw statement on a database. */
export async function rowsOf<T>(database: Database, text: SQL): Promise<T[]> {
  return ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
}
