/**
 * Team overview (agentTeamOverview): team size, direct downlines, active members, deposits,
 * withdrawals, valid bets and the team's profit and loss for the chosen period (today, this week,
 * this month, in the tenant's time), and a chart of the last periods with its figures as a table.
 */
import { useState } from 'react';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { formatMoney } from '../kit/money/amounts';
import { ScrollRegion } from '../kit/agent/ScrollRegion';
import { RecordsTable } from '../kit/records/RecordsTable';
import { formatInOffset, useAgentText } from '../agent-texts/useAgentText';
import { TeamChart } from './TeamChart';

type Period = 'daily' | 'weekly' | 'monthly';
const PERIODS: readonly Period[] = ['daily', 'weekly', 'monthly'];
const PERIOD_LABEL = { daily: 'overview.periodDaily', weekly: 'overview.periodWeekly', monthly: 'overview.periodMonthly' } as const;

export function AgentTeamOverview({ defaultPeriod = 'weekly' }: { defaultPeriod?: Period }) {
  const { view } = usePortal();
  const t = useAgentText();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const { useCall } = usePortalData();
  const overview = useCall('agentOverview', { period });
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const money = (value: string) => formatMoney(value, view.language);
  return (
    <div className="agent-overview" data-testid="agent-overview">
      <div className="agent-toolbar">
        <label>
          {t('overview.period')}
          <select className="agent-input" value={period} onChange={(e) => setPeriod(e.target.value as Period)} data-testid="overview-period">
            {PERIODS.map((p) => <option key={p} value={p}>{t(PERIOD_LABEL[p])}</option>)}
          </select>
        </label>
      </div>
      <DataStatus result={overview} isEmpty={() => false}>
        {(value) => (
          <>
            <p className="agent-muted">{t('overview.range', { from: formatInOffset(value.periodStart, offset), to: formatInOffset(value.periodEnd, offset) })}</p>
            <dl className="agent-figures">
              {([
                ['overview.teamSize', String(value.teamSize), 'team-size'],
                ['overview.direct', String(value.directCount), 'direct'],
                ['overview.active', String(value.activeMembers), 'active'],
                ['overview.deposits', money(value.deposits), 'deposits'],
                ['overview.withdrawals', money(value.withdrawals), 'withdrawals'],
                ['overview.validBet', money(value.validBet), 'valid-bet'],
                ['overview.profitLoss', money(value.profitLoss), 'profit-loss'],
              ] as const).map(([label, figure, id]) => (
                <div key={id} className="agent-figure" data-figure={id}><dt>{t(label)}</dt><dd>{figure}</dd></div>
              ))}
            </dl>
            <section className="agent-section" aria-label={t('overview.chart', { count: value.series.length })}>
              <h2>{t('overview.chart', { count: value.series.length })}</h2>
              <TeamChart series={value.series} labels={{ validBet: t('overview.validBet'), profitLoss: t('overview.profitLoss') }} />
              <details>
                <summary>{t('overview.chartTable')}</summary>
                <ScrollRegion label={t('overview.chartTable')}><RecordsTable
                  caption={t('overview.chartTable')}
                  rows={value.series}
                  rowKey={(p) => p.start}
                  columns={[
                    { key: 'start', label: t('overview.start'), cell: (p) => formatInOffset(p.start, offset) },
                    { key: 'validBet', label: t('overview.validBet'), numeric: true, cell: (p) => money(p.validBet) },
                    { key: 'profitLoss', label: t('overview.profitLoss'), numeric: true, cell: (p) => money(p.profitLoss) },
                    { key: 'active', label: t('overview.active'), numeric: true, cell: (p) => p.activeMembers },
                  ]}
                /></ScrollRegion>
              </details>
            </section>
          </>
        )}
      </DataStatus>
    </div>
  );
}
