/**
 * The pruning pass's one statement (server/ops/prune.ts holds the transaction and the advisory lock):
 * at most `limit` rows of a table whose `column` instant is before `cutoff` are deleted, skipping
 * rows another transaction holds. Table and column names are the module's constants, never input.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../modules/ledger/index';
import { rowCountOf } from './rowCount';

/** An instant as a timestamptz parameter. */
export const instantParameter = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

export async function deleteExpiredRows(tx: Tx, table: string, key: string, column: string, cutoff: Date, limit: number): Promise<number> {
  const [t, k, c] = [sql.identifier(table), sql.identifier(key), sql.identifier(column)];
  return rowCountOf(await tx.execute(sql`delete from ${t} where ${k} in (
      select ${k} from ${t} where ${c} < ${instantParameter(cutoff)} limit ${limit} for update skip locked)`));
}
