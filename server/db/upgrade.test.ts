/** The migration test on PGlite (the same test on PostgreSQL: upgrade.pg.test.ts). */
import { describe } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { upgradeTests, type AnyDb } from '../testing/upgrade';

describe('migrations on PGlite', () => {
  upgradeTests({
    async open() {
      const client = new PGlite({ extensions: { pg_trgm, unaccent } });
      const db = drizzle(client);
      return {
        db: db as unknown as AnyDb,
        migrate: (folder) => migrate(db, { migrationsFolder: folder }),
        close: () => client.close(),
      };
    },
  });
});
