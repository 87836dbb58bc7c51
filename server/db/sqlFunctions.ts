/**
 * The database functions' current definitions: one SQL file per function beside the module that owns
 * it (`server/modules/<module>/sql/<name>.sql`, one `CREATE OR REPLACE FUNCTION` statement each),
 * applied when the database opens, after the migrations. The migrations keep the history (the forms
 * a function had); the file is what runs now, and the one place to read it.
 *
 * Each file's SHA-256 is stored in `database_functions` (migration 'database_functions'): a file whose
 * checksum is stored is not applied again; a new or changed one is, in one transaction with its
 * checksum, so a failed definition leaves the previous one and its checksum in place. The transaction
 * first takes an advisory lock: two instances that open the database at once apply the files one
 * after the other, and the second finds the checksums the first stored.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The checksum of each function file as applied (see above). */
export const databaseFunctions = pgTable('database_functions', {
  /** `<module>/<file name without .sql>`. */
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
});

export interface SqlFunctionFile {
  readonly name: string;
  readonly text: string;
  readonly checksum: string;
}

/** Advisory lock id of applying the function files (transaction-scoped); shared by all instances. */
const FUNCTIONS_LOCK = 727_274_002;

const MODULES = resolve(import.meta.dirname, '..', 'modules');

export function checksumOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Every module's function files, in module then file name order. */
export function sqlFunctionFiles(modules = MODULES): SqlFunctionFile[] {
  const files: SqlFunctionFile[] = [];
  for (const module of readdirSync(modules).sort()) {
    const folder = join(modules, module, 'sql');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) {
      const text = readFileSync(join(folder, file), 'utf8');
      files.push({ name: `${module}/${file.slice(0, -'.sql'.length)}`, text, checksum: checksumOf(text) });
    }
  }
  return files;
}

/**
 * Applies the files whose checksum is not the stored one; answers their names. `db` is either
 * driver (this runs before the server's own Db type is handed out).
 */
export async function applySqlFunctions(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>, files: readonly SqlFunctionFile[] = sqlFunctionFiles()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FUNCTIONS_LOCK})`);
    const stored = new Map((await tx.select().from(databaseFunctions)).map((row) => [row.name, row.checksum]));
    const applied: string[] = [];
    for (const file of files) {
      if (stored.get(file.name) === file.checksum) continue;
      await tx.execute(sql.raw(file.text));
      await tx.insert(databaseFunctions).values({ name: file.name, checksum: file.checksum })
        .onConflictDoUpdate({ target: databaseFunctions.name, set: { checksum: file.checksum } });
      applied.push(file.name);
    }
    return applied;
  });
}
