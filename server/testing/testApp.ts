/** One reference server on an in-memory database, seeded like `npm start`, for `inject` tests. */
import type { FastifyInstance } from 'fastify';
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

export async function createTestServer(options: { mode?: ServerMode; databaseUrl?: string } = {}): Promise<TestServer> {
  const database = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: 'memory' });
  const tenants = loadTenants();
  await seedAll(database.db, tenants);
  const app = await buildApp({ db: database.db, tenants, mode: options.mode ?? 'test' }, registerRoutes);
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
