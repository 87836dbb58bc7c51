/** Two instances opening one PostgreSQL database at once apply each function file once. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTwoPools } from '../testing/postgres';
import { applySqlFunctions, sqlFunctionFiles } from './sqlFunctions';

describe('database function files on PostgreSQL', () => {
  it('are applied once when two instances apply them at the same moment', async () => {
    const pools = await openTwoPools();
    try {
      // As before the files were ever applied (the database opened by an older server).
      await pools.a.db.execute(sql`delete from database_functions`);
      const [a, b] = await Promise.all([applySqlFunctions(pools.a.db), applySqlFunctions(pools.b.db)]);
      expect([...a, ...b].sort()).toEqual(sqlFunctionFiles().map((f) => f.name).sort());
      expect(a.length === 0 || b.length === 0).toBe(true);
    } finally {
      await pools.close();
    }
  });
});
