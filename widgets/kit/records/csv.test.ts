import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes RFC 4180 CSV with a byte order mark and CRLF line ends', () => {
    expect(toCsv(['Data', 'Valor'], [['2026-11-25', { decimal: '-12.30' }], ['a, "b"', 3]])).toBe(
      '\uFEFFData,Valor\r\n2026-11-25,-12.30\r\n"a, ""b""",3\r\n',
    );
  });

  it('keeps a spreadsheet from running a text cell as a formula, but writes amounts as numbers', () => {
    const csv = toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['@SUM(A1)'], [{ decimal: '-5.00' }], [{ decimal: '=1+1' }]]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(lines[2]).toBe("'+1");
    expect(lines[3]).toBe("'@SUM(A1)");
    expect(lines[4]).toBe('-5.00');
    // A "decimal" that is not one is left empty rather than written raw.
    expect(lines[5]).toBe('');
  });

  it('quotes line breaks inside a cell', () => {
    expect(toCsv(['a'], [['one\ntwo']])).toBe('\uFEFFa\r\n"one\ntwo"\r\n');
  });
});
