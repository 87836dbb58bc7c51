/** The migration test on PostgreSQL (the same test on PGlite: upgrade.test.ts). */
import { describe } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createScratchDatabase, testDatabaseServer } from '../testing/postgres';
import { upgradeTests, type AnyDb } from '../testing/upgrade';

describe('migrations on PostgreSQL', () => {
  upgradeTests({
    async open() {
      const server = testDatabaseServer();
      if (server === undefined) throw new Error('this test runs on PostgreSQL (the postgres project)');
      const scratch = await createScratchDatabase(server);
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      const db = drizzle(pool);
      return {
        db: db as unknown as AnyDb,
        migrate: (folder) => migrate(db, { migrationsFolder: folder }),
        close: async () => {
          await pool.end();
          await scratch.drop();
        },
      };
    },
  });
});
