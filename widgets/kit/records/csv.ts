/**
 * CSV export of what a record page's filters show (RFC 4180: comma separated, CRLF line ends, fields
 * with a comma, quote or line break quoted, quotes doubled). A text cell that a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe
 * (OWASP CSV injection); numbers are written plainly.
 */

/** Text, a number, or an exact decimal written as given ('-1234.50', from plainMinor). */
export type CsvCell = string | number | { readonly decimal: string };

function quoteCell(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'object') return /^-?\d+(\.\d+)?$/.test(cell.decimal) ? cell.decimal : '';
  const guarded = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A header row and the data rows as CSV text, with a byte order mark so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(quoteCell).join(',')).join('\r\n')}\r\n`;
}

/** Offers CSV text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; give it a moment before releasing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
