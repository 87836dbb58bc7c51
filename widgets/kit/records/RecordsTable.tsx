/** A record page's table: a header row, the rows of the page, and the totals over every matching row. */
import type { ReactNode } from 'react';

export interface RecordColumn<R> {
  key: string;
  label: string;
  /** Amounts align right. */
  numeric?: boolean;
  cell(row: R): ReactNode;
}

export interface RecordsTableProps<R> {
  caption: string;
  columns: readonly RecordColumn<R>[];
  rows: readonly R[];
  rowKey(row: R): string;
  /** The totals row's cells by column key (a label in the first column). */
  totals?: Partial<Record<string, ReactNode>>;
  totalsLabel?: string;
}

export function RecordsTable<R>({ caption, columns, rows, rowKey, totals, totalsLabel }: RecordsTableProps<R>) {
  return (
    <div className="records-table__scroll">
      <table className="records-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{columns.map((c) => <th key={c.key} scope="col" className={c.numeric ? 'records-table__num' : undefined}>{c.label}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-row={rowKey(row)}>
              {columns.map((c) => <td key={c.key} className={c.numeric ? 'records-table__num' : undefined}>{c.cell(row)}</td>)}
            </tr>
          ))}
        </tbody>
        {totals !== undefined && (
          <tfoot>
            <tr data-testid="records-totals">
              {columns.map((c, i) => (
                <td key={c.key} className={c.numeric ? 'records-table__num' : undefined}>
                  {totals[c.key] ?? (i === 0 ? <strong>{totalsLabel}</strong> : null)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
