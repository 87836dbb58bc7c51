/**
 * An offer of a contract of one type to a direct downline agent: the period the type uses, one to
 * five tiers (thresholds and a rate in %), at most the agent's own rate. A refused offer shows the
 * catalogue's message and keeps everything typed.
 */
import { useState, type FormEvent } from 'react';
import { CONTRACT_PERIODS, type DownlinesValue } from '../../schemas/api/agent';
import type { ContractType } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { agentErrorKey, useAgentErrorText, type AgentErrorKey } from '../agent-texts/agentError';
import { MoneyNote } from '../kit/money/MoneyNote';
import { moneyOfMinor } from '../kit/money/wireAmounts';
import { parseAmount } from '../kit/money/parseAmount';
import { CONTRACT_READS } from '../contract-modal/ContractModalWidget';
import { formatRate, rateBpOf, useAgentText } from '../agent-texts/useAgentText';

interface TierInput { validBet: string; profitLoss: string; activeMembers: string; rate: string }
const EMPTY_TIER: TierInput = { validBet: '0', profitLoss: '0', activeMembers: '0', rate: '' };
const MAX_TIERS = 5;

/** A threshold as typed: 0 (or empty) or an amount with the language's separators; as the API's decimal string. */
function thresholdOf(text: string, language: 'pt' | 'en'): string | undefined {
  if (/^\s*0*([.,]0*)?\s*$/.test(text)) return '0';
  const parsed = parseAmount(text, language);
  return parsed.ok ? moneyOfMinor(parsed.minor) : undefined;
}

export function OfferForm({ type, maxRateBp, downlines }: { type: ContractType; maxRateBp: number; downlines: DownlinesValue['list'] }) {
  const { view } = usePortal();
  const t = useAgentText();
  const errorText = useAgentErrorText();
  const { call, invalidate } = usePortalData().useCaller();
  const periods = CONTRACT_PERIODS[type];
  const [downlineId, setDownlineId] = useState(downlines[0] ? String(downlines[0].id) : '');
  const [periodType, setPeriodType] = useState<string>(periods[0]);
  const [tiers, setTiers] = useState<TierInput[]>([{ ...EMPTY_TIER }]);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AgentErrorKey | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  const max = formatRate(maxRateBp, view.language);

  const setTier = (i: number, field: keyof TierInput, value: string) => setTiers((list) => list.map((tier, j) => (j === i ? { ...tier, [field]: value } : tier)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = tiers.map((tier) => {
      const validBet = thresholdOf(tier.validBet, view.language);
      const profitLoss = thresholdOf(tier.profitLoss, view.language);
      const rateBp = rateBpOf(tier.rate);
      const activeMembers = /^\d{1,5}$/.test(tier.activeMembers.trim()) ? Number(tier.activeMembers) : undefined;
      if (validBet === undefined || profitLoss === undefined || rateBp === undefined || rateBp < 1 || rateBp > maxRateBp || activeMembers === undefined) return undefined;
      return { validBet, profitLoss, activeMembers, rateBp };
    });
    if (downlineId === '' || parsed.some((p) => p === undefined)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    // The last offer's note stays until another one starts: a stray second click that fails the checks
    // (the form already emptied by the first) must not hide that the first went through.
    setDone(undefined);
    setBusy(true);
    try {
      const contract = await call('agentOfferContract', { downlineId: Number(downlineId), type, periodType: periodType as (typeof periods)[number], tiers: parsed.filter((p) => p !== undefined) });
      setDone(t('contract.sent', { name: contract.downline }));
      void invalidate(CONTRACT_READS);
    } catch (error) {
      setFailure(agentErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  if (downlines.length === 0) return <p className="agent-muted">{t('contract.noDownlines')}</p>;
  return (
    <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy} data-testid="offer-form">
      <div className="agent-toolbar">
        <label>
          {t('contract.downline')}
          <select className="agent-input" value={downlineId} onChange={(e) => setDownlineId(e.target.value)} data-testid="offer-downline">
            {downlines.map((d) => <option key={d.id} value={d.id}>{`${d.account} (${d.nickname})`}</option>)}
          </select>
        </label>
        <label>
          {t('contract.period')}
          <select className="agent-input" value={periodType} onChange={(e) => setPeriodType(e.target.value)} data-testid="offer-period">
            {periods.map((p) => <option key={p} value={p}>{t(`period.${p}`)}</option>)}
          </select>
        </label>
      </div>
      <p className="agent-muted">{t('contract.rateHint', { max })}</p>
      {tiers.map((tier, i) => (
        <fieldset key={i} className="agent-tier-row" data-testid={`offer-tier-${i}`}>
          <legend className="visually-hidden">{t('contract.tier', { n: i + 1 })}</legend>
          <label>{t('tier.validBet')}<input className="agent-input" inputMode="decimal" value={tier.validBet} onChange={(e) => setTier(i, 'validBet', e.target.value)} /></label>
          <label>{t('tier.profitLoss')}<input className="agent-input" inputMode="decimal" value={tier.profitLoss} onChange={(e) => setTier(i, 'profitLoss', e.target.value)} /></label>
          <label>{t('tier.activeMembers')}<input className="agent-input" inputMode="numeric" value={tier.activeMembers} onChange={(e) => setTier(i, 'activeMembers', e.target.value)} /></label>
          <label>{`${t('tier.rate')} (%)`}<input className="agent-input" inputMode="decimal" value={tier.rate} onChange={(e) => setTier(i, 'rate', e.target.value)} data-testid={`offer-rate-${i}`} /></label>
          {tiers.length > 1 && (
            <button type="button" className="wl-button" onClick={() => setTiers((list) => list.filter((_, j) => j !== i))}>{t('contract.removeTier', { n: i + 1 })}</button>
          )}
        </fieldset>
      ))}
      <div className="money-form__actions">
        {tiers.length < MAX_TIERS && <button type="button" className="wl-button" onClick={() => setTiers((list) => [...list, { ...EMPTY_TIER }])}>{t('contract.addTier')}</button>}
        <button type="submit" className="wl-button wl-button--primary" disabled={busy} data-testid="offer-send">{t('contract.send')}</button>
      </div>
      {invalid && <MoneyNote tone="error">{t('contract.invalid', { max })}</MoneyNote>}
      {failure !== undefined && <MoneyNote tone="error">{errorText(failure)}</MoneyNote>}
      {done !== undefined && <MoneyNote tone="ok" testId="offer-done">{done}</MoneyNote>}
    </form>
  );
}
