/**
 * A contract type's page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the agent's own contract of the type (with terminate), an offer to a direct
 * downline agent (at most the agent's own rate), the offers and contracts it gave, and the settled
 * periods with their payouts (CSV export).
 */
import type { ContractType } from '../../schemas/domain';
import { DataStatus } from '../kit/ui/DataStatus';
import { agentErrorKey, useAgentErrorText } from '../agent-texts/agentError';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { formatInOffset, formatRate, useAgentText } from '../agent-texts/useAgentText';
import { TiersTable } from '../kit/agent/TiersTable';
import { SettlementsSection } from '../kit/agent/SettlementsSection';
import { ScrollRegion } from '../kit/agent/ScrollRegion';
import { RecordsTable } from '../kit/records/RecordsTable';
import { CONTRACT_READS, PROCESS_CALL } from '../contract-modal/ContractModalWidget';
import { OfferForm } from './OfferForm';

export function AgentContractPage({ contractType }: { contractType: ContractType }) {
  const { view } = usePortal();
  const t = useAgentText();
  const { showMessage } = usePortalActions();
  const errorText = useAgentErrorText();
  const { useCall, useCaller } = usePortalData();
  const { call, invalidate } = useCaller();
  const contracts = useCall('agentContracts');
  const direct = useCall('agentDownlines', { kind: 'agent' });
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  const typeName = t(`type.${contractType}`);

  const terminate = async (contractId: number) => {
    if (!(await showMessage({ text: { raw: t('contract.terminateConfirm', { type: typeName }) }, tone: 'confirm' }))) return;
    try {
      await call(PROCESS_CALL[contractType], { contractId, action: 'terminate' });
      await invalidate(CONTRACT_READS);
      await showMessage({ text: { raw: t('contract.terminated') }, tone: 'success' });
    } catch (error) {
      await showMessage({ text: { raw: errorText(agentErrorKey(error)) }, tone: 'warning' });
    }
  };

  return (
    <div className="agent-contract-page" data-testid={`contract-page-${contractType}`}>
      <DataStatus result={contracts} isEmpty={() => false}>
        {(value) => {
          const mine = value.mine.find((c) => c.type === contractType && c.status === 'active');
          const given = value.offered.filter((c) => c.type === contractType);
          return (
            <>
              <section className="agent-section" aria-labelledby="contract-mine" data-testid="my-contract">
                <h2 id="contract-mine">{t('contract.current')}</h2>
                {mine === undefined
                  ? <p className="agent-muted">{t('contract.none', { type: typeName })}</p>
                  : (
                    <>
                      <p>{t('contract.from', { upline: mine.upline || t('contract.house'), period: t(`period.${mine.periodType}`), rate: formatRate(mine.maxRateBp, view.language) })}</p>
                      <TiersTable tiers={mine.tiers} />
                      <div className="money-form__actions">
                        <button type="button" className="wl-button" onClick={() => { void terminate(mine.id); }}>{t('contract.terminate')}</button>
                      </div>
                    </>
                  )}
              </section>
              {mine !== undefined && (
                <section className="agent-section" aria-labelledby="contract-offer">
                  <h2 id="contract-offer">{t('contract.offerTitle')}</h2>
                  <DataStatus result={direct} isEmpty={() => false}>
                    {(d) => <OfferForm type={contractType} maxRateBp={mine.maxRateBp} downlines={d.list.filter((x) => x.depth === 1)} />}
                  </DataStatus>
                </section>
              )}
              {given.length > 0 && (
                <section className="agent-section" aria-labelledby="contract-given">
                  <h2 id="contract-given">{t('contract.offers')}</h2>
                  <ScrollRegion label={t('contract.offers')}><RecordsTable
                    caption={t('contract.offers')}
                    rows={given}
                    rowKey={(c) => String(c.id)}
                    columns={[
                      { key: 'downline', label: t('contract.downline'), cell: (c) => c.downline },
                      { key: 'status', label: t('downlines.type'), cell: (c) => t(`status.${c.status}`) },
                      { key: 'period', label: t('contract.period'), cell: (c) => t(`period.${c.periodType}`) },
                      { key: 'rate', label: t('tier.rate'), numeric: true, cell: (c) => formatRate(c.maxRateBp, view.language) },
                      { key: 'offered', label: t('status.pending'), cell: (c) => formatInOffset(c.offeredAt, offset) },
                    ]}
                  /></ScrollRegion>
                </section>
              )}
            </>
          );
        }}
      </DataStatus>
      <SettlementsSection type={contractType} title={t('contract.periods')} />
    </div>
  );
}
