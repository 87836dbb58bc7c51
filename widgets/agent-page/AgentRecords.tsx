/**
 * The agent centre's records: team betting (personalHistoryCopy), profit and loss by downline
 * (palStatementsAgentCopy) and downline transactions (agentDownlineTransactionDetailsCopy). Each has
 * the member records' period filter, a downline filter (a downline agent brings its own team), a type
 * filter where it applies, pagination, totals over everything the filters match and the member
 * records' CSV export of every page. Every figure comes from the ledger, so it agrees with balances.
 */
import { useId, useState, type ReactNode } from 'react';
import { GAME_TYPES, type GameType } from '../../schemas/domain';
import { RECORDS_MAX_PAGE_SIZE, TRANSACTION_TYPES, type TransactionType } from '../../schemas/api/wallet';
import type { Statement, TeamBet, TeamTransaction } from '../../schemas/api/agentRecords';
import { Pagination } from '../kit/games/Pagination';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { ExportCsvButton, fetchAllPages, type CsvContent } from '../kit/records/ExportCsvButton';
import { useRecordFilters, type RecordFilters } from '../kit/records/useRecordFilters';
import { formatMoney } from '../kit/money/amounts';
import { minorOfMoney, plainMinor } from '../kit/money/wireAmounts';
import { DateRangeFilter } from '../kit/records/DateRangeFilter';
import { RecordsTable, type RecordColumn } from '../kit/records/RecordsTable';
import { formatInOffset, useAgentText } from '../agent-texts/useAgentText';
import { ScrollRegion } from '../kit/agent/ScrollRegion';

export type AgentRecord = 'teamBets' | 'profitLoss' | 'downlineTransactions';

export const PAGE_SIZE = 10;
export const decimal = (money: string) => ({ decimal: plainMinor(minorOfMoney(money)) });

export function Money({ value, signed = false }: { value: string; signed?: boolean }) {
  const { view } = usePortal();
  const tone = !signed ? '' : value.startsWith('-') ? ' member-amount--out' : ' member-amount--in';
  return <span className={`member-amount${tone}`}>{formatMoney(value, view.language)}</span>;
}

/** The downline filter: the whole team, or one downline (and its branch). */
export function DownlineFilter({ value, onChange }: { value: number | undefined; onChange(next: number | undefined): void }) {
  const t = useAgentText();
  const id = useId();
  const hint = useId();
  const list = usePortalData().useCall('agentDownlines', {});
  return (
    <label className="records-type" htmlFor={id}>
      <span>{t('records.downline')}</span>
      <select id={id} className="money-select" aria-describedby={hint} value={value ?? ''} data-testid="records-downline"
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
        <option value="">{t('records.allDownlines')}</option>
        {(list.data?.list ?? []).map((d) => <option key={d.id} value={d.id}>{`${d.account} (${t('records.level', { depth: d.depth })})`}</option>)}
      </select>
      <span id={hint} className="agent-muted records-hint">{t('records.branchHint')}</span>
    </label>
  );
}

export function TypeFilter<T extends string>({ filters, types, label }: { filters: RecordFilters<T>; types: readonly { value: T; label: string }[]; label: string }) {
  const m = useMemberText();
  const id = useId();
  return (
    <label className="records-type" htmlFor={id}>
      <span>{label}</span>
      <select id={id} className="money-select" value={filters.type} onChange={(e) => filters.setType(e.target.value as T | 'all')} data-testid="records-type">
        <option value="all">{m('records.allTypes')}</option>
        {types.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
}

function Shell<T extends string>({ filters, downline, setDownline, typeFilter, exportButton, children }: {
  filters: RecordFilters<T>; downline: number | undefined; setDownline(next: number | undefined): void; typeFilter?: ReactNode; exportButton: ReactNode; children: ReactNode;
}) {
  return (
    <>
      <div className="records-filters">
        <DateRangeFilter value={filters.period} onChange={filters.setPeriod} />
        <DownlineFilter value={downline} onChange={(next) => { setDownline(next); filters.setPage(1); }} />
        {typeFilter}
        {exportButton}
      </div>
      {children}
    </>
  );
}

export function Paged({ filters, total }: { filters: RecordFilters<string>; total: number }) {
  const m = useMemberText();
  return (
    <>
      <p className="records-bar" role="status" data-testid="records-count">{m('records.count', { count: total })}</p>
      <Pagination page={filters.page} totalPages={Math.ceil(total / PAGE_SIZE)} onChange={filters.setPage} />
    </>
  );
}

export const fileName = (record: string, filters: RecordFilters<string>) => `${record}-${filters.period.range.from}-${filters.period.range.to}.csv`;
export const Empty = () => <p className="records-empty" role="status">{useMemberText()('records.empty')}</p>;

function TeamBets() {
  const t = useAgentText();
  const m = useMemberText();
  const text = useText();
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const filters = useRecordFilters<GameType>('7d');
  const [downline, setDownline] = useState<number | undefined>(undefined);
  const params = { ...filters.instants, ...(filters.type === 'all' ? {} : { gameType: filters.type }), ...(downline === undefined ? {} : { downlineId: downline }) };
  const result = useCall('agentTeamBets', { ...params, pageNo: filters.page, pageSize: PAGE_SIZE });
  const columns: RecordColumn<TeamBet>[] = [
    { key: 'time', label: m('records.date'), cell: (r) => <time dateTime={r.time}>{formatInOffset(r.time, offset)}</time> },
    { key: 'account', label: t('records.account'), cell: (r) => r.account },
    { key: 'game', label: m('records.game'), cell: (r) => r.gameName },
    { key: 'gameType', label: m('records.gameType'), cell: (r) => text(`gameType.${r.gameType}`) },
    { key: 'stake', label: m('records.stake'), numeric: true, cell: (r) => <Money value={r.stake} /> },
    { key: 'win', label: m('records.win'), numeric: true, cell: (r) => <Money value={r.win} /> },
    { key: 'profit', label: m('records.profitColumn'), numeric: true, cell: (r) => <Money value={r.profit} signed /> },
  ];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('agentTeamBets', { ...params, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return {
      header: [m('records.date'), t('records.account'), m('records.game'), m('records.vendor'), m('records.gameType'), m('records.stake'), m('records.win'), m('records.profitColumn'), 'id'],
      rows: rows.map((r) => [r.time, r.account, r.gameName, r.vendor, text(`gameType.${r.gameType}`), decimal(r.stake), decimal(r.win), decimal(r.profit), r.id]),
    };
  };
  return (
    <Shell filters={filters} downline={downline} setDownline={setDownline}
      typeFilter={<TypeFilter filters={filters} label={m('records.gameType')} types={GAME_TYPES.map((v) => ({ value: v, label: text(`gameType.${v}`) }))} />}
      exportButton={<ExportCsvButton fileName={fileName('team-bets', filters)} content={csv} disabled={result.data?.total === 0} />}>
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => (value.total === 0 ? <Empty /> : (
          <>
            <ScrollRegion label={t('records.teamBets')}><RecordsTable caption={t('records.teamBets')} columns={columns} rows={value.list} rowKey={(r) => `${r.account}/${r.id}`}
              totalsLabel={m('records.totals')}
              totals={{ game: m('records.count', { count: value.totals.count }), stake: <Money value={value.totals.stake} />, win: <Money value={value.totals.win} />, profit: <Money value={value.totals.profit} signed /> }} /></ScrollRegion>
            <Paged filters={filters} total={value.total} />
          </>
        ))}
      </DataStatus>
    </Shell>
  );
}

function ProfitLoss() {
  const t = useAgentText();
  const m = useMemberText();
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const filters = useRecordFilters<never>('30d');
  const [downline, setDownline] = useState<number | undefined>(undefined);
  const params = { ...filters.instants, ...(downline === undefined ? {} : { downlineId: downline }) };
  const result = useCall('agentProfitLoss', { ...params, pageNo: filters.page, pageSize: PAGE_SIZE });
  const columns: RecordColumn<Statement>[] = [
    { key: 'account', label: t('records.account'), cell: (r) => <>{r.account} <span className="agent-muted">{t(r.isAgent ? 'downlines.agent' : 'downlines.member')}</span></> },
    { key: 'count', label: m('records.bets.count'), numeric: true, cell: (r) => r.count },
    { key: 'stake', label: m('records.stake'), numeric: true, cell: (r) => <Money value={r.stake} /> },
    { key: 'win', label: m('records.win'), numeric: true, cell: (r) => <Money value={r.win} /> },
    { key: 'profit', label: m('records.profitColumn'), numeric: true, cell: (r) => <Money value={r.profit} signed /> },
    { key: 'bonus', label: m('records.bonusTotal'), numeric: true, cell: (r) => <Money value={r.bonus} /> },
    { key: 'deposits', label: m('records.deposits'), numeric: true, cell: (r) => <Money value={r.deposits} /> },
    { key: 'withdrawals', label: m('records.withdrawals'), numeric: true, cell: (r) => <Money value={r.withdrawals} /> },
    { key: 'house', label: t('records.houseResult'), numeric: true, cell: (r) => <Money value={r.houseResult} signed /> },
  ];
  const header = [t('records.account'), m('records.bets.count'), m('records.stake'), m('records.win'), m('records.profitColumn'), m('records.bonusTotal'), m('records.deposits'), m('records.withdrawals'), t('records.houseResult')];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('agentProfitLoss', { ...params, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return { header, rows: rows.map((r) => [r.account, r.count, decimal(r.stake), decimal(r.win), decimal(r.profit), decimal(r.bonus), decimal(r.deposits), decimal(r.withdrawals), decimal(r.houseResult)]) };
  };
  return (
    <Shell filters={filters} downline={downline} setDownline={setDownline}
      exportButton={<ExportCsvButton fileName={fileName('profit-loss', filters)} content={csv} disabled={result.data?.total === 0} />}>
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => (value.total === 0 ? <Empty /> : (
          <>
            <ScrollRegion label={t('records.statements')}><RecordsTable caption={t('records.statements')} columns={columns} rows={value.list} rowKey={(r) => String(r.downlineId)}
              totalsLabel={m('records.totals')}
              totals={{
                count: value.totals.count, stake: <Money value={value.totals.stake} />, win: <Money value={value.totals.win} />, profit: <Money value={value.totals.profit} signed />,
                bonus: <Money value={value.totals.bonus} />, deposits: <Money value={value.totals.deposits} />, withdrawals: <Money value={value.totals.withdrawals} />, house: <Money value={value.totals.houseResult} signed />,
              }} /></ScrollRegion>
            <Paged filters={filters} total={value.total} />
          </>
        ))}
      </DataStatus>
    </Shell>
  );
}

function DownlineTransactions() {
  const t = useAgentText();
  const m = useMemberText();
  const lang = usePortal().view.language;
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const filters = useRecordFilters<TransactionType>('7d');
  const [downline, setDownline] = useState<number | undefined>(undefined);
  const params = { ...filters.query, ...(downline === undefined ? {} : { downlineId: downline }) };
  const result = useCall('agentTeamTransactions', { ...params, pageNo: filters.page, pageSize: PAGE_SIZE });
  const columns: RecordColumn<TeamTransaction>[] = [
    { key: 'time', label: m('records.date'), cell: (r) => <time dateTime={r.time}>{formatInOffset(r.time, offset)}</time> },
    { key: 'account', label: t('records.account'), cell: (r) => r.account },
    { key: 'type', label: m('records.type'), cell: (r) => m(`type.${r.type}`) },
    { key: 'reference', label: m('records.reference'), cell: (r) => r.reference },
    { key: 'amount', label: m('records.amount'), numeric: true, cell: (r) => <Money value={r.amount} signed /> },
    { key: 'balanceAfter', label: m('records.balanceAfter'), numeric: true, cell: (r) => <Money value={r.balanceAfter} /> },
  ];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('agentTeamTransactions', { ...params, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return {
      header: [m('records.date'), t('records.account'), m('records.type'), m('records.reference'), m('records.amount'), m('records.balanceAfter'), 'id'],
      rows: rows.map((r) => [r.time, r.account, m(`type.${r.type}`), r.reference, decimal(r.amount), decimal(r.balanceAfter), r.id]),
    };
  };
  return (
    <Shell filters={filters} downline={downline} setDownline={setDownline}
      typeFilter={<TypeFilter filters={filters} label={m('records.type')} types={TRANSACTION_TYPES.map((v) => ({ value: v, label: m(`type.${v}`) }))} />}
      exportButton={<ExportCsvButton fileName={fileName('downline-transactions', filters)} content={csv} disabled={result.data?.total === 0} />}>
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => (value.total === 0 ? <Empty /> : (
          <>
            <ScrollRegion label={t('records.transactions')}><RecordsTable caption={t('records.transactions')} columns={columns} rows={value.list} rowKey={(r) => `${r.id}/${r.account}`}
              totalsLabel={m('records.totals')}
              totals={{ reference: `${m('records.credit')} ${formatMoney(value.totals.credit, lang)} · ${m('records.debit')} ${formatMoney(value.totals.debit, lang)}`, amount: <Money value={value.totals.net} signed /> }} /></ScrollRegion>
            <Paged filters={filters} total={value.total} />
          </>
        ))}
      </DataStatus>
    </Shell>
  );
}

export function AgentRecords({ record }: { record: AgentRecord }) {
  return (
    <div className="member-records agent-records" data-record={record} data-testid="agent-records">
      {record === 'teamBets' && <TeamBets />}
      {record === 'profitLoss' && <ProfitLoss />}
      {record === 'downlineTransactions' && <DownlineTransactions />}
    </div>
  );
}
