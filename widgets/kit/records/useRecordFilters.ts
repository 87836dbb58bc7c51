/**
 * The filters of a record page: the period (a preset or a custom range of days), a type, and the
 * page, which goes back to 1 whenever the period or the type changes.
 */
import { useCallback, useMemo, useState } from 'react';
import type { PeriodValue } from './DateRangeFilter';
import { presetRange, rangeInstants, type RangePreset } from './dateRange';

export interface RecordFilters<T extends string> {
  period: PeriodValue;
  setPeriod(next: PeriodValue): void;
  type: T | 'all';
  setType(next: T | 'all'): void;
  page: number;
  setPage(page: number): void;
  /** The instants the server takes: `from` inclusive, `to` exclusive. */
  instants: { from: string; to: string };
  /** The instants and the chosen type (none for 'all'): what a typed record call takes. */
  query: { from: string; to: string; type?: T };
}

export function useRecordFilters<T extends string>(defaultRange: RangePreset, now: () => Date = () => new Date()): RecordFilters<T> {
  const [period, setPeriodState] = useState<PeriodValue>(() => ({ choice: defaultRange, range: presetRange(defaultRange, now()) }));
  const [type, setTypeState] = useState<T | 'all'>('all');
  const [page, setPage] = useState(1);
  const setPeriod = useCallback((next: PeriodValue) => { setPeriodState(next); setPage(1); }, []);
  const setType = useCallback((next: T | 'all') => { setTypeState(next); setPage(1); }, []);
  const instants = useMemo(() => rangeInstants(period.range), [period.range]);
  const query = useMemo(() => (type === 'all' ? instants : { ...instants, type }), [instants, type]);
  return { period, setPeriod, type, setType, page, setPage, instants, query };
}
