/**
 * Exports what the filters show, every page of it, as a CSV file: the rows are fetched again at the
 * largest page size the API allows, so the file holds the whole period, not only the page on screen.
 */
import { useState } from 'react';
import { useText } from '../../portal-context/useText';
import { errorTextKey } from '../ui/errorText';
import { useMemberText } from '../../member-texts/useMemberText';
import { MoneyNote } from '../money/MoneyNote';
import { downloadCsv, toCsv, type CsvCell } from './csv';

export interface CsvContent {
  header: string[];
  rows: CsvCell[][];
}

export function ExportCsvButton({ fileName, content, disabled }: { fileName: string; content(): Promise<CsvContent>; disabled?: boolean }) {
  const t = useMemberText();
  const text = useText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const run = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { header, rows } = await content();
      downloadCsv(fileName, toCsv(header, rows));
    } catch (error) {
      setFailure(text(errorTextKey(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="wl-button" disabled={busy || disabled} aria-busy={busy} onClick={() => { void run(); }}>{t('records.export')}</button>
      {failure !== undefined && <MoneyNote tone="error">{failure}</MoneyNote>}
    </>
  );
}

/** Every row of a paged answer: pages of `pageSize` until `total` rows are in (at most 40 pages). */
export async function fetchAllPages<R>(fetchPage: (pageNo: number) => Promise<{ list: R[]; total: number }>): Promise<R[]> {
  const rows: R[] = [];
  for (let pageNo = 1; pageNo <= 40; pageNo += 1) {
    const { list, total } = await fetchPage(pageNo);
    rows.push(...list);
    if (list.length === 0 || rows.length >= total) break;
  }
  return rows;
}
