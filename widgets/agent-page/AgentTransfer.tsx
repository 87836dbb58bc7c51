/**
 * Transfer to a downline: an amount within the tenant's limits from the agent's main wallet to a
 * downline's (direct or indirect), with the payment password and the submission's idempotency key.
 * A refused or failed transfer keeps what was typed; a booked one shows both new balances.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AgentInfoValue, DownlinesValue } from '../../schemas/api/agent';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { AmountField } from '../kit/money/AmountField';
import { formatCurrency } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { PaymentPasswordField } from '../kit/money/PaymentPasswordField';
import { usePasswordedAmount } from '../kit/money/usePasswordedAmount';
import { useAgentText } from '../agent-texts/useAgentText';
import '../kit/money/money-kit.css';

function TransferForm({ info, downlines }: { info: AgentInfoValue; downlines: DownlinesValue['list'] }) {
  const { view } = usePortal();
  const t = useAgentText();
  const text = useText();
  const { call, invalidate } = usePortalData().useCaller();
  const [downlineId, setDownlineId] = useState('');
  const [downlineError, setDownlineError] = useState<string | undefined>(undefined);
  const money = (value: string) => formatCurrency(value, view.language, info.currencySymbol);
  const target = downlines.find((d) => String(d.id) === downlineId);
  const form = usePasswordedAmount(
    { minAmount: info.minAmount, maxAmount: info.maxAmount, available: info.balance },
    async (body, key) => {
      const answer = await call('agentTransfer', { ...body, downlineId: Number(downlineId) }, { idempotencyKey: key });
      void invalidate(['agentInfo', 'agentDownlines', 'agentOverview']);
      return answer;
    },
    (answer, body) => t('transfer.done', { amount: money(body.amount), name: target?.account ?? '', balance: money(answer.downlineBalance) }),
  );
  if (!info.paymentPasswordSet) {
    return <MoneyNote tone="info">{t('transfer.noPassword')} <Link to="/member?page=securityCenter">{t('transfer.toSecurity')}</Link></MoneyNote>;
  }
  const submit = (event: FormEvent) => {
    const chosen = downlineId !== '';
    setDownlineError(chosen ? undefined : t('transfer.chooseRequired'));
    if (!chosen) {
      event.preventDefault();
      return;
    }
    form.submit(event);
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-busy={form.busy} data-testid="agent-transfer-form">
      <p className="money-field__hint" data-testid="agent-available">{t('transfer.available', { amount: money(info.balance) })}</p>
      <div className="money-field">
        <label htmlFor="agent-transfer-to">{t('transfer.to')}</label>
        <select
          id="agent-transfer-to" className="agent-input" value={downlineId} onChange={(e) => setDownlineId(e.target.value)}
          aria-invalid={downlineError !== undefined} aria-describedby={downlineError ? 'agent-transfer-to-error' : undefined} data-testid="agent-transfer-to"
        >
          <option value="">{t('transfer.choose')}</option>
          {downlines.map((d) => <option key={d.id} value={d.id}>{`${d.account} (${d.nickname})`}</option>)}
        </select>
        {downlineError !== undefined && <p id="agent-transfer-to-error" className="money-field__error">{downlineError}</p>}
      </div>
      <AmountField input={form.amount} currency={info.currencySymbol} />
      <PaymentPasswordField value={form.password} onChange={form.setPassword} error={form.passwordError} label={t('transfer.password')} />
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={form.busy}>{t('transfer.submit')}</button>
      </div>
      {form.failure !== undefined && <MoneyNote tone="error">{text(form.failure)}</MoneyNote>}
      {form.done !== undefined && <MoneyNote tone="ok" testId="agent-transfer-done">{form.done}</MoneyNote>}
    </form>
  );
}

export function AgentTransfer() {
  const t = useAgentText();
  const { useCall } = usePortalData();
  const info = useCall('agentInfo');
  const downlines = useCall('agentDownlines', { kind: 'all' });
  return (
    <section className="agent-section agent-transfer" aria-labelledby="agent-transfer-title" data-testid="agent-transfer">
      <h2 id="agent-transfer-title">{t('transfer.title')}</h2>
      <DataStatus result={info} isEmpty={() => false}>
        {(value) => (
          <DataStatus result={downlines} isEmpty={(d) => d.list.length === 0}>
            {(d) => <TransferForm info={value} downlines={d.list} />}
          </DataStatus>
        )}
      </DataStatus>
    </section>
  );
}
