/** The rows a raw statement changed, as either driver reports it (node-postgres `rowCount`, PGlite `affectedRows`). */
export function rowCountOf(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
}
