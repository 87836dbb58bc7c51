/**
 * The record pages of the member centre: transaction history (transactionHistory), the betting
 * record (personalHistoryCopy), profit and loss (personalProfit) and bonus details (bonusDetails).
 * Each has the period filter (today, 7 days, 30 days, custom), a type filter, pagination, totals over
 * everything the filters match, an empty state, and a CSV export of what the filters show. Every
 * figure comes from the ledger, so it agrees with the balance.
 */
import { useId, type ReactNode } from 'react';
import { GAME_TYPES, type GameType } from '../../schemas/domain';
import { BONUS_KINDS, RECORDS_MAX_PAGE_SIZE, TRANSACTION_TYPES, type Bet, type BonusValue, type Transaction, type TransactionType } from '../../schemas/api/wallet';
import type { MemberRecordsProps } from '../../schemas/widgets';
import { Pagination } from '../kit/games/Pagination';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText, type MemberText, type MemberTextKey } from '../member-texts/useMemberText';
import { formatMoney } from '../kit/money/amounts';
import { formatMinor } from '../kit/money/wireAmounts';
import { minorOfMoney, plainMinor } from '../kit/money/wireAmounts';
import { DateRangeFilter } from '../kit/records/DateRangeFilter';
import { RecordsTable, type RecordColumn } from '../kit/records/RecordsTable';
import { formatTime } from '../kit/records/formatTime';
import { ExportCsvButton, fetchAllPages, type CsvContent } from '../kit/records/ExportCsvButton';
import { useRecordFilters, type RecordFilters } from '../kit/records/useRecordFilters';
import '../kit/money/money-kit.css';
import '../kit/records/records-kit.css';

type RangePreset = MemberRecordsProps['defaultRange'];

/** A signed amount, coloured by its sign. */
function Signed({ money }: { money: string }) {
  const { view } = usePortal();
  const negative = money.startsWith('-');
  return <span className={negative ? 'member-amount member-amount--out' : 'member-amount member-amount--in'}>{formatMoney(money, view.language)}</span>;
}

function Plain({ money }: { money: string }) {
  const { view } = usePortal();
  return <span className="member-amount">{formatMoney(money, view.language)}</span>;
}

const decimal = (money: string) => ({ decimal: plainMinor(minorOfMoney(money)) });

function TypeFilter<T extends string>({ filters, types, label }: { filters: RecordFilters<T>; types: readonly { value: T; label: string }[]; label: string }) {
  const t = useMemberText();
  const id = useId();
  return (
    <label className="records-type" htmlFor={id}>
      <span>{label}</span>
      <select id={id} className="money-select" value={filters.type} onChange={(e) => filters.setType(e.target.value as T | 'all')}>
        <option value="all">{t('records.allTypes')}</option>
        {types.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
}

interface ShellProps<T extends string> {
  filters: RecordFilters<T>;
  typeFilter: ReactNode;
  exportButton: ReactNode;
  children: ReactNode;
}

function RecordsShell<T extends string>({ filters, typeFilter, exportButton, children }: ShellProps<T>) {
  return (
    <>
      <div className="records-filters">
        <DateRangeFilter value={filters.period} onChange={filters.setPeriod} />
        {typeFilter}
        {exportButton}
      </div>
      {children}
    </>
  );
}

function Paged({ filters, total, pageSize, t }: { filters: RecordFilters<string>; total: number; pageSize: number; t: MemberText }) {
  return (
    <>
      <p className="records-bar" role="status">{t('records.count', { count: total })}</p>
      <Pagination page={filters.page} totalPages={Math.ceil(total / pageSize)} onChange={filters.setPage} />
    </>
  );
}

const fileName = (record: string, filters: RecordFilters<string>) => `${record}-${filters.period.range.from}-${filters.period.range.to}.csv`;

function Transactions({ pageSize, defaultRange }: { pageSize: number; defaultRange: RangePreset }) {
  const t = useMemberText();
  const lang = usePortal().view.language;
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const filters = useRecordFilters<TransactionType>(defaultRange);
  const typeParam = filters.type === 'all' ? {} : { type: [filters.type] };
  const result = useCall('memberTransactions', { ...filters.instants, ...typeParam, pageNo: filters.page, pageSize });
  const columns: RecordColumn<Transaction>[] = [
    { key: 'time', label: t('records.date'), cell: (r) => <time dateTime={r.time}>{formatTime(r.time)}</time> },
    { key: 'type', label: t('records.type'), cell: (r) => t(`type.${r.type}`) },
    { key: 'reference', label: t('records.reference'), cell: (r) => r.reference },
    { key: 'amount', label: t('records.amount'), numeric: true, cell: (r) => <Signed money={r.amount} /> },
    { key: 'balanceAfter', label: t('records.balanceAfter'), numeric: true, cell: (r) => <Plain money={r.balanceAfter} /> },
  ];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('memberTransactions', { ...filters.instants, ...typeParam, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return {
      header: [t('records.date'), t('records.type'), t('records.reference'), t('records.amount'), t('records.balanceAfter'), 'id'],
      rows: rows.map((r) => [r.time, t(`type.${r.type}`), r.reference, decimal(r.amount), decimal(r.balanceAfter), r.id]),
    };
  };
  return (
    <RecordsShell
      filters={filters}
      typeFilter={<TypeFilter filters={filters} label={t('records.type')} types={TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />}
      exportButton={<ExportCsvButton fileName={fileName('transactions', filters)} content={csv} disabled={result.data?.total === 0} />}
    >
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => value.total === 0 ? <p className="records-empty" role="status">{t('records.empty')}</p> : (
          <>
            <RecordsTable
              caption={t('records.transactions')}
              columns={columns}
              rows={value.list}
              rowKey={(r) => r.id}
              totalsLabel={t('records.totals')}
              totals={{ reference: `${t('records.credit')} ${formatMoney(value.totals.credit, lang)} · ${t('records.debit')} ${formatMoney(value.totals.debit, lang)}`, amount: <Signed money={value.totals.net} /> }}
            />
            <Paged filters={filters} total={value.total} pageSize={pageSize} t={t} />
          </>
        )}
      </DataStatus>
    </RecordsShell>
  );
}

function Bets({ pageSize, defaultRange }: { pageSize: number; defaultRange: RangePreset }) {
  const t = useMemberText();
  const text = useText();
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const filters = useRecordFilters<GameType>(defaultRange);
  const typeParam = filters.type === 'all' ? {} : { gameType: filters.type };
  const result = useCall('bettingRecord', { ...filters.instants, ...typeParam, pageNo: filters.page, pageSize });
  const columns: RecordColumn<Bet>[] = [
    { key: 'time', label: t('records.date'), cell: (r) => <time dateTime={r.time}>{formatTime(r.time)}</time> },
    { key: 'game', label: t('records.game'), cell: (r) => r.gameName },
    { key: 'vendor', label: t('records.vendor'), cell: (r) => r.vendor },
    { key: 'stake', label: t('records.stake'), numeric: true, cell: (r) => <Plain money={r.stake} /> },
    { key: 'win', label: t('records.win'), numeric: true, cell: (r) => <Plain money={r.win} /> },
    { key: 'profit', label: t('records.profitColumn'), numeric: true, cell: (r) => <Signed money={r.profit} /> },
  ];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('bettingRecord', { ...filters.instants, ...typeParam, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return {
      header: [t('records.date'), t('records.game'), t('records.vendor'), t('records.gameType'), t('records.stake'), t('records.win'), t('records.profitColumn'), 'id'],
      rows: rows.map((r) => [r.time, r.gameName, r.vendor, text(`gameType.${r.gameType}`), decimal(r.stake), decimal(r.win), decimal(r.profit), r.id]),
    };
  };
  return (
    <RecordsShell
      filters={filters}
      typeFilter={<TypeFilter filters={filters} label={t('records.gameType')} types={GAME_TYPES.map((v) => ({ value: v, label: text(`gameType.${v}`) }))} />}
      exportButton={<ExportCsvButton fileName={fileName('bets', filters)} content={csv} disabled={result.data?.total === 0} />}
    >
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => value.total === 0 ? <p className="records-empty" role="status">{t('records.empty')}</p> : (
          <>
            <RecordsTable
              caption={t('records.bets')}
              columns={columns}
              rows={value.list}
              rowKey={(r) => r.id}
              totalsLabel={t('records.totals')}
              totals={{ game: t('records.count', { count: value.totals.count }), stake: <Plain money={value.totals.stake} />, win: <Plain money={value.totals.win} />, profit: <Signed money={value.totals.profit} /> }}
            />
            <Paged filters={filters} total={value.total} pageSize={pageSize} t={t} />
          </>
        )}
      </DataStatus>
    </RecordsShell>
  );
}

type ProfitRow = { gameType: GameType; count: number; stake: string; win: string; profit: string };

function Profit({ defaultRange }: { defaultRange: RangePreset }) {
  const t = useMemberText();
  const text = useText();
  const { useCall } = usePortalData();
  const filters = useRecordFilters<GameType>(defaultRange);
  const result = useCall('profit', filters.instants);
  const columns: RecordColumn<ProfitRow>[] = [
    { key: 'gameType', label: t('records.gameType'), cell: (r) => text(`gameType.${r.gameType}`) },
    { key: 'count', label: t('records.bets.count'), numeric: true, cell: (r) => r.count },
    { key: 'stake', label: t('records.stake'), numeric: true, cell: (r) => <Plain money={r.stake} /> },
    { key: 'win', label: t('records.win'), numeric: true, cell: (r) => <Plain money={r.win} /> },
    { key: 'profit', label: t('records.profitColumn'), numeric: true, cell: (r) => <Signed money={r.profit} /> },
  ];
  const shownRows = (rows: readonly ProfitRow[]) => (filters.type === 'all' ? [...rows] : rows.filter((r) => r.gameType === filters.type));
  const csv = (): Promise<CsvContent> => {
    const value = result.data;
    const rows = value === undefined ? [] : shownRows(value.byGameType);
    return Promise.resolve({
      header: [t('records.gameType'), t('records.bets.count'), t('records.stake'), t('records.win'), t('records.profitColumn')],
      rows: rows.map((r) => [text(`gameType.${r.gameType}`), r.count, decimal(r.stake), decimal(r.win), decimal(r.profit)]),
    });
  };
  return (
    <RecordsShell
      filters={filters}
      typeFilter={<TypeFilter filters={filters} label={t('records.gameType')} types={GAME_TYPES.map((v) => ({ value: v, label: text(`gameType.${v}`) }))} />}
      exportButton={<ExportCsvButton fileName={fileName('profit', filters)} content={csv} disabled={result.data === undefined || shownRows(result.data.byGameType).length === 0} />}
    >
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => {
          const rows = shownRows(value.byGameType);
          const sum = (pick: (r: ProfitRow) => string) => plainMinor(rows.reduce((acc, r) => acc + minorOfMoney(pick(r)), 0));
          return (
            <>
              <dl className="records-summary" data-testid="profit-summary">
                <div><dt>{t('records.profitColumn')}</dt><dd><Signed money={value.totals.profit} /></dd></div>
                <div><dt>{t('records.bets.count')}</dt><dd>{value.totals.count}</dd></div>
                <div><dt>{t('records.deposits')}</dt><dd><Plain money={value.deposits} /></dd></div>
                <div><dt>{t('records.withdrawals')}</dt><dd><Plain money={value.withdrawals} /></dd></div>
                <div><dt>{t('records.bonusTotal')}</dt><dd><Plain money={value.bonus} /></dd></div>
              </dl>
              {rows.length === 0 ? <p className="records-empty" role="status">{t('records.empty')}</p> : (
                <RecordsTable
                  caption={t('records.profit')}
                  columns={columns}
                  rows={rows}
                  rowKey={(r) => r.gameType}
                  totalsLabel={t('records.totals')}
                  totals={{ count: rows.reduce((acc, r) => acc + r.count, 0), stake: <Plain money={sum((r) => r.stake)} />, win: <Plain money={sum((r) => r.win)} />, profit: <Signed money={sum((r) => r.profit)} /> }}
                />
              )}
            </>
          );
        }}
      </DataStatus>
    </RecordsShell>
  );
}

type BonusRow = BonusValue['list'][number];
type BonusKind = BonusRow['kind'];

/**
 * Bonus details. The API filters bonuses by period only, so the kind filter works on the period's
 * rows fetched at the largest page size, and pages and totals are counted here from those rows.
 */
function Bonuses({ pageSize, defaultRange }: { pageSize: number; defaultRange: RangePreset }) {
  const t = useMemberText();
  const lang = usePortal().view.language;
  const { useCall } = usePortalData();
  const filters = useRecordFilters<BonusKind>(defaultRange);
  const result = useCall('bonusDetails', { ...filters.instants, pageNo: 1, pageSize: RECORDS_MAX_PAGE_SIZE });
  const matching = (value: BonusValue) => (filters.type === 'all' ? value.list : value.list.filter((r) => r.kind === filters.type));
  const columns: RecordColumn<BonusRow>[] = [
    { key: 'time', label: t('records.date'), cell: (r) => <time dateTime={r.time}>{formatTime(r.time)}</time> },
    { key: 'kind', label: t('records.kind'), cell: (r) => t(`bonus.${r.kind}` as MemberTextKey) },
    { key: 'id', label: t('records.reference'), cell: (r) => r.id },
    { key: 'amount', label: t('records.amount'), numeric: true, cell: (r) => <Signed money={r.amount} /> },
  ];
  const csv = (): Promise<CsvContent> => Promise.resolve({
    header: [t('records.date'), t('records.kind'), t('records.reference'), t('records.amount')],
    rows: (result.data === undefined ? [] : matching(result.data)).map((r) => [r.time, t(`bonus.${r.kind}` as MemberTextKey), r.id, decimal(r.amount)]),
  });
  return (
    <RecordsShell
      filters={filters}
      typeFilter={<TypeFilter filters={filters} label={t('records.kind')} types={BONUS_KINDS.map((v) => ({ value: v, label: t(`bonus.${v}` as MemberTextKey) }))} />}
      exportButton={<ExportCsvButton fileName={fileName('bonus', filters)} content={csv} disabled={result.data === undefined || matching(result.data).length === 0} />}
    >
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => {
          const rows = matching(value);
          if (rows.length === 0) return <p className="records-empty" role="status">{t('records.empty')}</p>;
          const page = rows.slice((filters.page - 1) * pageSize, filters.page * pageSize);
          const total = rows.reduce((acc, r) => acc + minorOfMoney(r.amount), 0);
          return (
            <>
              <RecordsTable
                caption={t('records.bonuses')}
                columns={columns}
                rows={page}
                rowKey={(r) => r.id}
                totalsLabel={t('records.totals')}
                totals={{ amount: <span className="member-amount">{formatMinor(total, lang)}</span> }}
              />
              <Paged filters={filters} total={rows.length} pageSize={pageSize} t={t} />
            </>
          );
        }}
      </DataStatus>
    </RecordsShell>
  );
}

export function MemberRecordsWidget({ record = 'transactions', pageSize = 10, defaultRange = '7d' }: Partial<MemberRecordsProps>) {
  return (
    <div className="member-records" data-record={record} data-testid="member-records">
      {record === 'transactions' && <Transactions pageSize={pageSize} defaultRange={defaultRange} />}
      {record === 'bets' && <Bets pageSize={pageSize} defaultRange={defaultRange} />}
      {record === 'profit' && <Profit defaultRange={defaultRange} />}
      {record === 'bonuses' && <Bonuses pageSize={pageSize} defaultRange={defaultRange} />}
    </div>
  );
}
