/** The modules' database function files: applied on open, once per checksum. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './connect';
import { applySqlFunctions, checksumOf, sqlFunctionFiles, type SqlFunctionFile } from './sqlFunctions';

describe('database function files', () => {
  it('are found in the modules, the ledger posting function among them', () => {
    const names = sqlFunctionFiles().map((f) => f.name);
    expect(names).toContain('ledger/ledger_post_keyed_batch');
    expect(names).toContain('ledger/ledger_immutable');
    expect(names).toEqual([...names].sort());
  });

  it('are applied when the database opens, and then only a changed file is applied again', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const { db } = database;
      const stored = ((await db.execute(sql`select name, checksum from database_functions order by name`)) as unknown as { rows: { name: string; checksum: string }[] }).rows;
      expect(stored).toEqual(sqlFunctionFiles().map((f) => ({ name: f.name, checksum: f.checksum })).sort((a, b) => (a.name < b.name ? -1 : 1)));
      expect(await applySqlFunctions(db)).toEqual([]);

      const changedText = `CREATE OR REPLACE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'changed: % %', TG_TABLE_NAME, TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;`;
      const files: SqlFunctionFile[] = sqlFunctionFiles().map((f) => (f.name === 'ledger/ledger_immutable' ? { ...f, text: changedText, checksum: checksumOf(changedText) } : f));
      expect(await applySqlFunctions(db, files)).toEqual(['ledger/ledger_immutable']);
      const source = ((await db.execute(sql`select prosrc from pg_proc where proname = 'ledger_immutable'`)) as unknown as { rows: { prosrc: string }[] }).rows[0]!.prosrc;
      expect(source).toContain('changed:');
      expect(await applySqlFunctions(db, files)).toEqual([]);

      // A file that fails leaves the definition and the checksum that were there.
      const broken = files.map((f) => (f.name === 'ledger/ledger_immutable' ? { ...f, text: 'CREATE OR REPLACE FUNCTION ledger_immutable( broken', checksum: 'x' } : f));
      await expect(applySqlFunctions(db, broken)).rejects.toThrow();
      expect(await applySqlFunctions(db, files)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
