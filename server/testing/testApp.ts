import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
/** One reference server on an in-memory database, seeded like `npm start`, for `inject` tests. */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import type { ServerMode } from '../platform/serverMode';
import { openDatabase, type Database, type Db } from '../db/connect';
import { registerRoutes } from '../routes/index';
import { seedAll } from '../seed/seedAll';
import { pgliteTemplate, pgliteTemplateDir } from './pgliteTemplate';
import { createScratchDatabase, testDatabaseServer, testTemplateDatabase } from './postgres';
import { loadTenants, type TenantRegistry } from '../modules/tenants/tenants';
import { fixedClock, runningClock, type SettableClock } from '../platform/clock';
import { TEST_INSTANT } from './testInstant';
import type { LoggerSetting } from '../ops/logging';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  tenants: TenantRegistry;
  /** The PostgreSQL database the server runs on; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** The server's clock: it starts at TEST_INSTANT (server/platform/clock.ts); a test moves it, never sleeps. */
  clock: SettableClock;
  close(): Promise<void>;
}

export interface TestServerOptions {
  mode?: ServerMode;
  databaseUrl?: string;
  /** Overrides TRUST_PROXY (app.ts trustProxyOf). */
  trustProxy?: boolean | string | number;
  /** Sees every route as it is registered (the fuzz test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The server's clock; by default one that starts at TEST_INSTANT and runs from there (a fixed day
   * and hour in every run, with time passing as the server works). `fixedClock()` stands still.
   */
  clock?: SettableClock;
  /** The server's log: off by default; a level and a stream capture its lines (server/ops/logging.ts). */
  logger?: LoggerSetting;
}

/**
 * A seeded server on an in-memory PGlite database; on a scratch PostgreSQL database instead when the
 * suite runs on PostgreSQL (TEST_DATABASE_URL); on `databaseUrl` as it is when given (several
 * instances sharing one database).
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const pgServer = options.databaseUrl === undefined ? testDatabaseServer() : undefined;
  // On the suite's PostgreSQL server: a copy of the run's seeded template, already migrated and seeded.
  const template = pgServer === undefined ? undefined : testTemplateDatabase();
  const scratch = pgServer === undefined ? undefined : await createScratchDatabase(pgServer, template);
  const databaseUrl = options.databaseUrl ?? scratch?.url;
  const tenants = loadTenants();
  const templateDir = databaseUrl ? undefined : pgliteTemplateDir();
  let database: Database;
  if (templateDir === undefined) {
    database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: 'memory' });
    if (template === undefined) await database.exclusive(() => seedAll(database.db, tenants, fixedClock(TEST_INSTANT)));
  } else {
    // PGlite: the run's migrated and seeded template (built once), as every file would seed it.
    const template = await pgliteTemplate(templateDir, async () => {
      const fresh = await openDatabase({ dataDir: 'memory' });
      try {
        await seedAll(fresh.db, tenants, fixedClock(TEST_INSTANT));
        return await fresh.dump!();
      } finally {
        await fresh.close();
      }
    });
    database = await openDatabase({ dataDir: 'memory', loadDataDir: template });
  }
  const { onRoute } = options;
  const register = onRoute === undefined ? registerRoutes : async (app: FastifyInstance) => {
    app.addHook('onRoute', onRoute);
    await registerRoutes(app);
  };
  // Each test server keeps its uploads in a folder of its own, removed on close.
  const uploadDir = await mkdtemp(join(tmpdir(), 'wl-uploads-'));
  const clock = options.clock ?? runningClock(TEST_INSTANT);
  const app = await buildApp({ db: database.db, tenants, mode: options.mode ?? 'test', clock, listen: database.listen, uploadDir, ...(options.logger === undefined ? {} : { logger: options.logger }), ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }) }, register);
  return {
    app,
    db: database.db,
    tenants,
    databaseUrl,
    clock,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** Headers that pick a tenant the way a browser on its domain would. */
export function hostOf(tenant: string): { host: string } {
  return { host: `${tenant}.localhost` };
}

/**
 * One seeded test server for the test file that calls this at its top: started before its tests,
 * closed after them. The returned object reads through to the running server.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await createTestServer(options);
  }, 120_000);
  afterAll(async () => {
    await running?.close();
  });
  const started = (): TestServer => {
    if (!running) throw new Error('the test server starts in beforeAll; use it inside tests');
    return running;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get tenants() {
      return started().tenants;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    get clock() {
      return started().clock;
    },
    close: () => started().close(),
  };
}

/**
 * Two API instances on one PostgreSQL database (the scale-out tests): the first as `useTestServer`
 * makes it, the second opened on the first's database in beforeAll. PostgreSQL project only.
 */
export function useTwoInstances(): { first: TestServer; second(): TestServer } {
  const first = useTestServer();
  let second: TestServer | undefined;
  beforeAll(async () => {
    expect(first.databaseUrl, 'this test runs on PostgreSQL').toMatch(/^postgres(ql)?:\/\//);
    // Two instances of one deployment read one time, as servers on the real clock do.
    second = await createTestServer({ databaseUrl: first.databaseUrl!, clock: first.clock });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
  });
  return {
    first,
    second: () => {
      if (second === undefined) throw new Error('the second instance starts in beforeAll');
      return second;
    },
  };
}
