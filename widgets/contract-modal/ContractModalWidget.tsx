/**
 * The contract popup (SPEC sections 2 and 4): a signed-in agent's open offers from its upline, one at
 * a time, with the tiers and the contract it replaces; accept or reject through the process call of
 * the offer's type. Agreeing to a lower rate ends the contracts below whose rate is higher (the
 * server does it and says how many). The shared dialog: focus trapped, Escape closes, a click
 * outside does not. The shell places it for a signed-in agent on every page, player pages and the
 * agent centre alike, while no other modal is open (one at a time); it shows itself when an offer is
 * open and not yet put aside on this page load (Escape or close puts it aside; a reload, or a new
 * offer, brings it back). Members, trial accounts and guests never load it or make its call.
 */
import { useState } from 'react';
import type { ContractView } from '../../schemas/api/agent';
import type { CallName } from '../../schemas/api/callTable';
import type { ContractType } from '../../schemas/domain';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { agentErrorKey, useAgentErrorText, type AgentErrorKey } from '../agent-texts/agentError';
import { formatRate, useAgentText } from '../agent-texts/useAgentText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { TiersTable } from '../kit/agent/TiersTable';
import '../kit/money/money-kit.css';
import '../agent-centre/agent-centre.css';

/** The call table's process call of each contract type. */
export const PROCESS_CALL = {
  dividend: 'processDividend',
  dailySalary: 'processDailySalary',
  hourlySalary: 'processHourSalary',
  realTimeSalary: 'processRealTimeSalaryContract',
} as const satisfies Record<ContractType, CallName>;

/** The agent pages' reads a contract answer changes. */
export const CONTRACT_READS: readonly CallName[] = ['agentInfo', 'agentContracts', 'agentDownlines', 'agentSettlements'];

/** Offers put aside (closed unanswered, or answered) on this page load. */
const putAside = new Set<number>();

export function ContractModalWidget() {
  const { view } = usePortal();
  const t = useAgentText();
  const text = useText();
  const errorText = useAgentErrorText();
  const { call, invalidate } = usePortalData().useCaller();
  const contracts = usePortalData().useCall('agentContracts');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AgentErrorKey | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const mine = contracts.data?.mine ?? [];
  // The offer shown stays while its answer's note is read, though the answer ends its pending state.
  const [shown, setShown] = useState<number | undefined>(undefined);
  const offer = mine.find((c) => c.status === 'pending' && (c.id === shown || !putAside.has(c.id)));
  if (offer !== undefined && shown === undefined) setShown(offer.id);
  const close = () => {
    if (shown !== undefined) putAside.add(shown);
    setShown(undefined);
    setDone(undefined);
  };

  const answer = async (contract: ContractView, action: 'accept' | 'reject') => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await call(PROCESS_CALL[contract.type], { contractId: contract.id, action });
      putAside.add(contract.id);
      const ended = result.endedContracts.length;
      setDone(`${t(action === 'accept' ? 'offer.accepted' : 'offer.rejected')}${ended > 0 ? ` ${t('offer.ended', { count: ended })}` : ''}`);
      await invalidate(CONTRACT_READS);
    } catch (error) {
      setFailure(agentErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const replaced = offer ? mine.find((c) => c.status === 'active' && c.type === offer.type) : undefined;
  if (offer === undefined && done === undefined) return null;
  return (
    <ModalDialog title={t('offer.title')} onClose={close} testId="contract-modal" className="contract-modal">
      {done !== undefined && <MoneyNote tone="ok" testId="contract-modal-done">{done}</MoneyNote>}
      {offer === undefined
        ? (
          <div className="money-form__actions">
            <button type="button" className="wl-button wl-button--primary" onClick={close}>{text('modal.close')}</button>
          </div>
        )
        : (
          <div data-testid="contract-offer" data-contract={offer.id}>
            <p>{t('offer.from', { upline: offer.upline, type: t(`type.${offer.type}`), period: t(`period.${offer.periodType}`) })}</p>
            {replaced !== undefined && <p>{t('offer.replaces', { type: t(`type.${replaced.type}`), rate: formatRate(replaced.maxRateBp, view.language) })}</p>}
            <TiersTable tiers={offer.tiers} />
            <p className="agent-muted">{t('offer.below')}</p>
            {failure !== undefined && <MoneyNote tone="error">{errorText(failure)}</MoneyNote>}
            <div className="money-form__actions">
              <button type="button" className="wl-button wl-button--primary" disabled={busy} onClick={() => { void answer(offer, 'accept'); }}>{t('offer.accept')}</button>
              <button type="button" className="wl-button" disabled={busy} onClick={() => { void answer(offer, 'reject'); }}>{t('offer.reject')}</button>
            </div>
          </div>
        )}
    </ModalDialog>
  );
}
