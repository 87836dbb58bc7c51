/**
 * The settled periods of one contract type, newest first (up to the last 500), with the payout total
 * and a CSV export of what is shown. Dividends are broken down as agent software does (gross revenue,
 * bonus cost, fees, net revenue, carried in, base, rate, commission, carried over) with each row's
 * arithmetic written out, so an agent can check it; salaries show valid bet x rate.
 */
import type { SettlementView } from '../../../schemas/api/agent';
import type { ContractType } from '../../../schemas/domain';
import { DataStatus } from '../ui/DataStatus';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalData } from '../../portal-context/PortalData';
import { formatMoney } from '../money/amounts';
import { ScrollRegion } from './ScrollRegion';
import { RecordsTable, type RecordColumn } from '../records/RecordsTable';
import { downloadCsv, toCsv } from '../records/csv';
import { formatInOffset, formatRate, useAgentText, type AgentText } from '../../agent-texts/useAgentText';

const EXPORT_SIZE = 500;

function columnsOf(type: ContractType, t: AgentText, money: (v: string) => string, rate: (bp: number) => string, when: (iso: string) => string): RecordColumn<SettlementView>[] {
  const period: RecordColumn<SettlementView> = { key: 'period', label: t('revenue.period'), cell: (s) => `${when(s.periodStart)} – ${when(s.periodEnd)}` };
  if (type !== 'dividend') {
    return [
      period,
      { key: 'validBet', label: t('overview.validBet'), numeric: true, cell: (s) => money(s.validBet) },
      { key: 'active', label: t('overview.active'), numeric: true, cell: (s) => s.activeMembers },
      { key: 'rate', label: t('revenue.rate'), numeric: true, cell: (s) => rate(s.rateBp) },
      { key: 'payout', label: t('contract.payout'), numeric: true, cell: (s) => money(s.payout) },
    ];
  }
  return [
    period,
    { key: 'gross', label: t('revenue.gross'), numeric: true, cell: (s) => money(s.grossRevenue) },
    { key: 'bonus', label: t('revenue.bonus'), numeric: true, cell: (s) => money(s.bonusCost) },
    { key: 'fees', label: t('revenue.fees'), numeric: true, cell: (s) => money(s.fees) },
    { key: 'net', label: t('revenue.net'), numeric: true, cell: (s) => money(s.netRevenue) },
    { key: 'carryIn', label: t('revenue.carryIn'), numeric: true, cell: (s) => money(s.carryIn) },
    { key: 'base', label: t('revenue.base'), numeric: true, cell: (s) => money(s.base) },
    { key: 'rate', label: t('revenue.rate'), numeric: true, cell: (s) => rate(s.rateBp) },
    { key: 'payout', label: t('revenue.commission'), numeric: true, cell: (s) => money(s.payout) },
    { key: 'carryOut', label: t('revenue.carryOut'), numeric: true, cell: (s) => money(s.carryOut) },
  ];
}

/** The CSV of the rows shown: exact decimals, the rate in basis points' percentage. */
export function settlementsCsv(type: ContractType, rows: readonly SettlementView[], t: AgentText): string {
  const dividend = type === 'dividend';
  const header = dividend
    ? [t('revenue.period'), 'periodEnd', t('revenue.gross'), t('revenue.bonus'), t('revenue.fees'), t('revenue.net'), t('revenue.carryIn'), t('revenue.base'), `${t('revenue.rate')} (%)`, t('revenue.commission'), t('revenue.carryOut')]
    : [t('revenue.period'), 'periodEnd', t('overview.validBet'), t('overview.active'), `${t('revenue.rate')} (%)`, t('contract.payout')];
  const pct = (bp: number) => ({ decimal: (bp / 100).toFixed(2) });
  return toCsv(header, rows.map((s) => (dividend
    ? [s.periodStart, s.periodEnd, { decimal: s.grossRevenue }, { decimal: s.bonusCost }, { decimal: s.fees }, { decimal: s.netRevenue }, { decimal: s.carryIn }, { decimal: s.base }, pct(s.rateBp), { decimal: s.payout }, { decimal: s.carryOut }]
    : [s.periodStart, s.periodEnd, { decimal: s.validBet }, s.activeMembers, pct(s.rateBp), { decimal: s.payout }])));
}

export function SettlementsSection({ type, title }: { type: ContractType; title: string }) {
  const { view } = usePortal();
  const t = useAgentText();
  const { useCall } = usePortalData();
  const list = useCall('agentSettlements', { type, pageSize: EXPORT_SIZE });
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const money = (v: string) => formatMoney(v, view.language);
  const rate = (bp: number) => formatRate(bp, view.language);
  const when = (iso: string) => formatInOffset(iso, offset);
  return (
    <section className="agent-section" aria-label={title} data-testid={`settlements-${type}`}>
      <h2>{title}</h2>
      {type === 'dividend' && <p className="agent-muted">{t('revenue.how')}</p>}
      <DataStatus result={list} isEmpty={(v) => v.list.length === 0}>
        {(value) => (
          <>
            <div className="agent-toolbar">
              <p className="agent-muted" data-testid="settlements-total">{t('contract.totalPayout', { amount: money(value.totalPayout) })}</p>
              <button type="button" className="wl-button" onClick={() => downloadCsv(`${type}-settlements.csv`, settlementsCsv(type, value.list, t))} data-testid="settlements-export">
                {t('revenue.export')}
              </button>
            </div>
            <ScrollRegion label={title}><RecordsTable caption={title} rows={value.list} rowKey={(s) => `${s.contractId}/${s.periodStart}`} columns={columnsOf(type, t, money, rate, when)} /></ScrollRegion>
            {type === 'dividend' && value.list[0] !== undefined && (
              <p className="agent-muted" data-testid="revenue-check">
                {t('revenue.check', {
                  gross: money(value.list[0].grossRevenue), bonus: money(value.list[0].bonusCost), fees: money(value.list[0].fees), net: money(value.list[0].netRevenue),
                  carryIn: money(value.list[0].carryIn), base: money(value.list[0].base), rate: rate(value.list[0].rateBp), commission: money(value.list[0].payout),
                })}
              </p>
            )}
          </>
        )}
      </DataStatus>
    </section>
  );
}
