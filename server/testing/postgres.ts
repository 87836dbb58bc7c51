/**
 * Scratch databases on a PostgreSQL server for the server suite's PostgreSQL run: each test server
 * gets a database of its own, dropped at close: a copy of the run's seeded template
 * (tests/pg/globalSetup.ts), or an empty one that the server migrates and seeds itself.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

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
