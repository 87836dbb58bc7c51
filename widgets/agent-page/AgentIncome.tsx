/**
 * The agent's own money pages: my income (its payouts by contract type and settled period, with
 * totals by type), user loss (per downline, direct and indirect, the period's deposits, withdrawals,
 * valid bets, wins, bonuses and net loss, sortable by loss) and account details (its own wallet's
 * entries with the balance after each; the newest agrees with the balance the frame shows). Each has
 * the member records' period filter, pagination, totals over everything the filters match and the
 * CSV export of every page. Every figure comes from the ledger.
 */
import { useId, useState } from 'react';
import type { Income, UserLossRow, UserLossQuery } from '../../schemas/api/agentIncome';
import { RECORDS_MAX_PAGE_SIZE, TRANSACTION_TYPES, type Transaction, type TransactionType } from '../../schemas/api/wallet';
import { CONTRACT_TYPES, type ContractType } from '../../schemas/domain';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useMemberText } from '../member-texts/useMemberText';
import { ExportCsvButton, fetchAllPages, type CsvContent } from '../kit/records/ExportCsvButton';
import { useRecordFilters } from '../kit/records/useRecordFilters';
import { formatCurrency, formatMoney } from '../kit/money/amounts';
import { DateRangeFilter } from '../kit/records/DateRangeFilter';
import { RecordsTable, type RecordColumn } from '../kit/records/RecordsTable';
import { formatInOffset, formatRate, useAgentText } from '../agent-texts/useAgentText';
import { ScrollRegion } from '../kit/agent/ScrollRegion';
import { DownlineFilter, Empty, Money, PAGE_SIZE, Paged, TypeFilter, decimal, fileName } from './AgentRecords';

export type AgentIncomeView = 'myIncome' | 'userLoss' | 'accountDetails';
type Sort = NonNullable<UserLossQuery['sort']>;

const pct = (bp: number) => ({ decimal: (bp / 100).toFixed(2) });

function MyIncome() {
  const t = useAgentText();
  const m = useMemberText();
  const lang = usePortal().view.language;
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const filters = useRecordFilters<ContractType>('30d');
  const params = filters.query;
  const result = useCall('agentIncome', { ...params, pageNo: filters.page, pageSize: PAGE_SIZE });
  const when = (iso: string) => formatInOffset(iso, offset);
  const columns: RecordColumn<Income>[] = [
    { key: 'time', label: t('income.paidAt'), cell: (r) => <time dateTime={r.time}>{when(r.time)}</time> },
    { key: 'type', label: t('income.type'), cell: (r) => t(`type.${r.contractType}`) },
    { key: 'period', label: t('income.period'), cell: (r) => <>{`${when(r.periodStart)} – ${when(r.periodEnd)}`} <span className="agent-muted">{t(`period.${r.periodType}`)}</span></> },
    { key: 'base', label: t('income.base'), numeric: true, cell: (r) => <Money value={r.base} /> },
    { key: 'rate', label: t('income.rate'), numeric: true, cell: (r) => formatRate(r.rateBp, lang) },
    { key: 'amount', label: t('income.amount'), numeric: true, cell: (r) => <Money value={r.amount} /> },
  ];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('agentIncome', { ...params, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return {
      header: [t('income.paidAt'), t('income.type'), t('income.period'), 'periodEnd', t('income.base'), `${t('income.rate')} (%)`, t('income.amount'), 'id'],
      rows: rows.map((r) => [r.time, t(`type.${r.contractType}`), r.periodStart, r.periodEnd, decimal(r.base), pct(r.rateBp), decimal(r.amount), r.id]),
    };
  };
  return (
    <>
      <div className="records-filters">
        <DateRangeFilter value={filters.period} onChange={filters.setPeriod} />
        <TypeFilter filters={filters} label={t('income.type')} types={CONTRACT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
        <ExportCsvButton fileName={fileName('my-income', filters)} content={csv} disabled={result.data?.total === 0} />
      </div>
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => (value.total === 0 ? <Empty /> : (
          <>
            <dl className="agent-figures" data-testid="income-totals">
              <div className="agent-figure"><dt>{t('income.total')}</dt><dd data-testid="income-total">{formatCurrency(value.totals.amount, lang, value.currencySymbol)}</dd></div>
              {value.totals.byType.map((b) => (
                <div key={b.contractType} className="agent-figure" data-type={b.contractType}>
                  <dt>{t(`type.${b.contractType}`)}</dt>
                  <dd>{formatCurrency(b.amount, lang, value.currencySymbol)} <span className="agent-muted">{t('income.payouts', { count: b.count })}</span></dd>
                </div>
              ))}
            </dl>
            <ScrollRegion label={t('income.title')}><RecordsTable caption={t('income.title')} columns={columns} rows={value.list} rowKey={(r) => r.id}
              totalsLabel={m('records.totals')}
              totals={{ type: t('income.payouts', { count: value.totals.count }), amount: <Money value={value.totals.amount} /> }} /></ScrollRegion>
            <Paged filters={filters} total={value.total} />
          </>
        ))}
      </DataStatus>
    </>
  );
}

function SortFilter({ value, onChange }: { value: Sort; onChange(next: Sort): void }) {
  const t = useAgentText();
  const id = useId();
  return (
    <label className="records-type" htmlFor={id}>
      <span>{t('loss.sort')}</span>
      <select id={id} className="money-select" value={value} onChange={(e) => onChange(e.target.value as Sort)} data-testid="loss-sort">
        <option value="lossDesc">{t('loss.sortLossDesc')}</option>
        <option value="lossAsc">{t('loss.sortLossAsc')}</option>
        <option value="account">{t('loss.sortAccount')}</option>
      </select>
    </label>
  );
}

function UserLoss() {
  const t = useAgentText();
  const m = useMemberText();
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const filters = useRecordFilters<never>('30d');
  const [downline, setDownline] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<Sort>('lossDesc');
  const params = { ...filters.instants, sort, ...(downline === undefined ? {} : { downlineId: downline }) };
  const result = useCall('agentUserLoss', { ...params, pageNo: filters.page, pageSize: PAGE_SIZE });
  const relation = (r: UserLossRow) => (r.depth === 1 ? t('loss.direct') : t('loss.indirect', { parent: r.parent }));
  const columns: RecordColumn<UserLossRow>[] = [
    { key: 'account', label: t('records.account'), cell: (r) => <>{r.account} <span className="agent-muted">{t(r.isAgent ? 'downlines.agent' : 'downlines.member')}</span></> },
    { key: 'relation', label: t('loss.relation'), cell: relation },
    { key: 'deposits', label: m('records.deposits'), numeric: true, cell: (r) => <Money value={r.deposits} /> },
    { key: 'withdrawals', label: m('records.withdrawals'), numeric: true, cell: (r) => <Money value={r.withdrawals} /> },
    { key: 'validBet', label: t('loss.validBet'), numeric: true, cell: (r) => <Money value={r.validBet} /> },
    { key: 'win', label: m('records.win'), numeric: true, cell: (r) => <Money value={r.win} /> },
    { key: 'bonus', label: m('records.bonusTotal'), numeric: true, cell: (r) => <Money value={r.bonus} /> },
    { key: 'loss', label: t('loss.loss'), numeric: true, cell: (r) => <Money value={r.loss} signed /> },
  ];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('agentUserLoss', { ...params, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return {
      header: [t('records.account'), t('loss.relation'), m('records.deposits'), m('records.withdrawals'), t('loss.validBet'), m('records.win'), m('records.bonusTotal'), t('loss.loss')],
      rows: rows.map((r) => [r.account, relation(r), decimal(r.deposits), decimal(r.withdrawals), decimal(r.validBet), decimal(r.win), decimal(r.bonus), decimal(r.loss)]),
    };
  };
  return (
    <>
      <div className="records-filters">
        <DateRangeFilter value={filters.period} onChange={filters.setPeriod} />
        <DownlineFilter value={downline} onChange={(next) => { setDownline(next); filters.setPage(1); }} />
        <SortFilter value={sort} onChange={(next) => { setSort(next); filters.setPage(1); }} />
        <ExportCsvButton fileName={fileName('user-loss', filters)} content={csv} disabled={result.data?.total === 0} />
      </div>
      <p className="agent-muted">{t('loss.lossHint')}</p>
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => (value.total === 0 ? <Empty /> : (
          <>
            <ScrollRegion label={t('loss.title')}><RecordsTable caption={t('loss.title')} columns={columns} rows={value.list} rowKey={(r) => String(r.downlineId)}
              totalsLabel={m('records.totals')}
              totals={{
                deposits: <Money value={value.totals.deposits} />, withdrawals: <Money value={value.totals.withdrawals} />, validBet: <Money value={value.totals.validBet} />,
                win: <Money value={value.totals.win} />, bonus: <Money value={value.totals.bonus} />, loss: <Money value={value.totals.loss} signed />,
              }} /></ScrollRegion>
            <Paged filters={filters} total={value.total} />
          </>
        ))}
      </DataStatus>
    </>
  );
}

function AccountDetails() {
  const t = useAgentText();
  const m = useMemberText();
  const lang = usePortal().view.language;
  const { useCall, useCaller } = usePortalData();
  const { call } = useCaller();
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const filters = useRecordFilters<TransactionType>('7d');
  const params = filters.query;
  const result = useCall('agentAccountDetails', { ...params, pageNo: filters.page, pageSize: PAGE_SIZE });
  const columns: RecordColumn<Transaction>[] = [
    { key: 'time', label: m('records.date'), cell: (r) => <time dateTime={r.time}>{formatInOffset(r.time, offset, true)}</time> },
    { key: 'type', label: m('records.type'), cell: (r) => m(`type.${r.type}`) },
    { key: 'reference', label: m('records.reference'), cell: (r) => r.reference },
    { key: 'amount', label: m('records.amount'), numeric: true, cell: (r) => <Money value={r.amount} signed /> },
    { key: 'balanceAfter', label: m('records.balanceAfter'), numeric: true, cell: (r) => <Money value={r.balanceAfter} /> },
  ];
  const csv = async (): Promise<CsvContent> => {
    const rows = await fetchAllPages((pageNo) => call('agentAccountDetails', { ...params, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE }));
    return {
      header: [m('records.date'), m('records.type'), m('records.reference'), m('records.amount'), m('records.balanceAfter'), 'id'],
      rows: rows.map((r) => [r.time, m(`type.${r.type}`), r.reference, decimal(r.amount), decimal(r.balanceAfter), r.id]),
    };
  };
  return (
    <>
      <div className="records-filters">
        <DateRangeFilter value={filters.period} onChange={filters.setPeriod} />
        <TypeFilter filters={filters} label={m('records.type')} types={TRANSACTION_TYPES.map((v) => ({ value: v, label: m(`type.${v}`) }))} />
        <ExportCsvButton fileName={fileName('account-details', filters)} content={csv} disabled={result.data?.total === 0} />
      </div>
      {result.data !== undefined && (
        <p className="agent-muted" data-testid="account-balance" title={t('account.balanceHint')}>
          {t('account.balance', { amount: formatCurrency(result.data.balance, lang, result.data.currencySymbol) })}
        </p>
      )}
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => (value.total === 0 ? <Empty /> : (
          <>
            <ScrollRegion label={t('account.title')}><RecordsTable caption={t('account.title')} columns={columns} rows={value.list} rowKey={(r) => r.id}
              totalsLabel={m('records.totals')}
              totals={{ reference: `${m('records.credit')} ${formatMoney(value.totals.credit, lang)} · ${m('records.debit')} ${formatMoney(value.totals.debit, lang)}`, amount: <Money value={value.totals.net} signed /> }} /></ScrollRegion>
            <Paged filters={filters} total={value.total} />
          </>
        ))}
      </DataStatus>
    </>
  );
}

export function AgentIncome({ view }: { view: AgentIncomeView }) {
  return (
    <div className="member-records agent-records" data-record={view} data-testid="agent-records">
      {view === 'myIncome' && <MyIncome />}
      {view === 'userLoss' && <UserLoss />}
      {view === 'accountDetails' && <AccountDetails />}
    </div>
  );
}
