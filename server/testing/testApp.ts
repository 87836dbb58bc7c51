import { afterAll, beforeAll } from 'vitest';
/** One reference server on an in-memory database, seeded like `npm start`, for `inject` tests. */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type ServerMode } from '../app';
import { openDatabase, type Db } from '../db/connect';
import { registerRoutes } from '../routes/index';
import { seedAll } from '../seed/seedAll';
import { loadTenants, type TenantRegistry } from '../tenants';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  tenants: TenantRegistry;
  close(): Promise<void>;
}

export interface TestServerOptions {
  mode?: ServerMode;
  databaseUrl?: string;
  /** Sees every route as it is registered (the fuzz test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: 'memory' });
  const tenants = loadTenants();
  await seedAll(database.db, tenants);
  const { onRoute } = options;
  const register = onRoute === undefined ? registerRoutes : async (app: FastifyInstance) => {
    app.addHook('onRoute', onRoute);
    await registerRoutes(app);
  };
  const app = await buildApp({ db: database.db, tenants, mode: options.mode ?? 'test' }, register);
  return {
    app,
    db: database.db,
    tenants,
    async close() {
      await app.close();
      await database.close();
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
    close: () => started().close(),
  };
}
