/**
 * Opens the database: embedded PGlite by default (a folder under DATA_DIR, or memory for tests), a
 * PostgreSQL server when DATABASE_URL is set. Both are migrated on open with the same SQL files, and
 * then given the modules' database functions (server/db/sqlFunctions.ts: each module's sql/ folder).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { applySqlFunctions } from './sqlFunctions';

/** Either driver, seen through what both share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL a session advisory lock, so instances
   * that start together migrate and seed one after another; on PGlite (one process) it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears the database's notifications on a channel (PostgreSQL LISTEN): on PostgreSQL those of every
   * process on the database (other server instances, the operator commands), on PGlite those of this
   * process. Returns the function that stops listening.
   */
  listen: Listen;
  /** The connection pool's state (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** The whole data directory as a tar (PGlite only): a template other in-memory databases load. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * `onResume` runs after a lost listening connection is back (PostgreSQL): notifications sent while it
 * was away are not delivered, so a listener that must not miss anything reads what it missed then.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onResume?: () => void) => Promise<() => Promise<void>>;

/** How long a lost PostgreSQL listener waits before it connects again (doubling up to a minute). */
const RELISTEN_MS = 1000;
const RELISTEN_MAX_MS = 60_000;

/** How long a query waits for a pooled connection before it fails (and is answered 503). */
const CONNECT_TIMEOUT_MS = 5000;

/** Advisory lock id of start-up work (migrations and seeding); any constant shared by all instances. */
const STARTUP_LOCK = 727_274_001;

const MIGRATIONS = resolve(import.meta.dirname, 'migrations');

export interface OpenOptions {
  /** A PostgreSQL connection string; wins over everything else. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory` keeps it in memory (tests). */
  dataDir?: string;
  /** In memory: starts from this dumped data directory (Database.dump) instead of an empty one. */
  loadDataDir?: Blob;
  /**
   * Hears a PostgreSQL connection that broke while idle (a server restart, a fail-over, an
   * administrator's termination). The pool drops it and opens a new one on the next query; without a
   * listener, node-postgres would throw the error out of the process. Default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
  /** The first delay before a lost listening connection is opened again (default a second; tests shorten it). */
  relistenMs?: number;
}

const logConnectionError = (error: Error) => {
  console.error(`database: an idle connection was closed (${error.message}); the next query opens a new one`);
};

/** Opens and migrates the database. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A query waits at most CONNECT_TIMEOUT_MS for a connection (a full pool, an unreachable
    // database); the error is answered 503 with Retry-After (server/ops/unavailable.ts), not left hanging.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const relistenMs = options.relistenMs ?? RELISTEN_MS;
    pool.on('error', options.onConnectionError ?? logConnectionError);
    // pool.end() resolves once every client is asked to end, not when their connections are closed;
    // close() waits for those too, so nothing of this instance is still connected when it returns.
    let open = 0;
    let allClosed: (() => void) | undefined;
    pool.on('connect', (client) => {
      open += 1;
      // The pool listens for errors of idle connections only: a connection the server ends while it
      // is checked out between queries (a transaction waiting for a password hash, say, during a
      // database restart) would emit an 'error' nobody handles, and that ends the process. Its next
      // query fails instead, and is answered 503 like any unreachable database. (An idle one's error
      // the pool reports itself.)
      client.on('error', (error) => {
        if (checkedOut.has(client)) (options.onConnectionError ?? logConnectionError)(error);
      });
    });
    const checkedOut = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_error, client) => checkedOut.delete(client));
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) allClosed?.();
    });
    const close = async () => {
      const closed = open === 0 ? Promise.resolve() : new Promise<void>((done) => {
        allClosed = done;
      });
      await pool.end();
      await closed;
    };
    const db = drizzlePg(pool, { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        lockClient.release();
      }
    };
    await exclusive(async () => {
      await migratePg(db, { migrationsFolder: MIGRATIONS });
      await applySqlFunctions(db);
    });
    const listen: Listen = async (channel, onPayload, onResume) => {
      // A connection of its own (not the pool's): LISTEN holds for the connection's life. A lost one
      // is opened again, and again until it succeeds (a restarting database refuses connections for a
      // while), with a growing delay so a restarted database is not hammered.
      let client: pg.Client | undefined;
      let stopped = false;
      let delay = relistenMs;
      let timer: NodeJS.Timeout | undefined;
      const report = options.onConnectionError ?? logConnectionError;
      const connect = async (): Promise<void> => {
        // The name lets an operator (and the tests) tell the listening connections in pg_stat_activity.
        const next = new pg.Client({ connectionString: options.databaseUrl, application_name: `listen:${channel}`.slice(0, 63) });
        let lost = false;
        const lose = (error: Error) => {
          // A connection fails once: its error event and a failed connect may both report it.
          if (lost) return;
          lost = true;
          report(error);
          void next.end().catch(() => undefined);
          if (client === next) client = undefined;
          retry();
        };
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        next.on('error', lose);
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          lose(error instanceof Error ? error : new Error(String(error)));
          throw error;
        }
        if (stopped) {
          await next.end();
          return;
        }
        client = next;
        delay = relistenMs;
      };
      const retry = () => {
        if (stopped) return;
        clearTimeout(timer);
        const wait = delay;
        delay = Math.min(delay * 2, RELISTEN_MAX_MS);
        timer = setTimeout(() => {
          if (stopped) return;
          connect().then(() => {
            if (stopped || client === undefined) return;
            console.error(`database: listening on ${channel} again`);
            // Notifications sent while no connection listened are gone: the listener catches up.
            onResume?.();
          }, () => undefined /* lose() has already reported it and planned the next try */);
        }, wait);
        timer.unref();
      };
      try {
        await connect();
      } catch (error) {
        // The first connection must work (the server does not start without its database); a failed
        // one is not retried behind the caller's back.
        stopped = true;
        clearTimeout(timer);
        throw error;
      }
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await client?.end().catch(() => undefined);
        client = undefined;
      };
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 });
    return { db: db as unknown as Db, kind: 'postgres', exclusive, listen, close, poolStats };
  }
  const dir = options.dataDir ?? '.data';
  // The name search's extensions (migration 'catalogue_cache_search'); PGlite ships both.
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  if (dir === 'memory') client = new PGlite({ extensions, ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }) });
  else {
    const path = join(resolve(dir), 'pglite');
    mkdirSync(path, { recursive: true });
    client = new PGlite(path, { extensions });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  await applySqlFunctions(db);
  const listen: Listen = (channel, onPayload) => client.listen(channel, onPayload);
  const dump = async () => (await client.dumpDataDir('none')) as Blob;
  return { db: db as unknown as Db, kind: 'pglite', exclusive: (work) => work(), listen, dump, close: () => client.close() };
}
