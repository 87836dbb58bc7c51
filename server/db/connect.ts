/**
 * Opens the database: embedded PGlite by default (a folder under DATA_DIR, or memory for tests), a
 * PostgreSQL server when DATABASE_URL is set. Both are migrated on open with the same SQL files.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** Either driver, seen through what both share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = resolve(import.meta.dirname, 'migrations');

export interface OpenOptions {
  /** A PostgreSQL connection string; wins over everything else. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory` keeps it in memory (tests). */
  dataDir?: string;
}

/** Opens and migrates the database. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = options.dataDir ?? '.data';
  let client: PGlite;
  if (dir === 'memory') client = new PGlite();
  else {
    const path = join(resolve(dir), 'pglite');
    mkdirSync(path, { recursive: true });
    client = new PGlite(path);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
