/**
 * Transfer to upline (member page transferUpline): an amount within the limits and the payment
 * password, to the member's upline, where the tenant's agent policy allows it (the server says so).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { TransferUplineInfoValue } from '../../schemas/api/wallet';
import { DataStatus } from '../portal-context/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField, useAmountInput } from '../money-kit/AmountField';
import { formatMoney, minorOfMoney, moneyOfMinor } from '../money-kit/amounts';
import { MoneyNote } from '../money-kit/MoneyNote';
import { useBooking } from '../money-kit/useBooking';
import { PaymentPasswordField } from '../money-kit/PaymentPasswordField';
import '../money-kit/money-kit.css';

function UplineForm({ info }: { info: TransferUplineInfoValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const limits = useMemo(() => ({ min: minorOfMoney(info.minAmount), max: minorOfMoney(info.maxAmount), available: minorOfMoney(info.available) }), [info]);
  const amount = useAmountInput(limits);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const { book, busy, failure } = useBooking();
  const [done, setDone] = useState<string | undefined>(undefined);
  const name = info.upline ?? '';

  if (!info.paymentPasswordSet) {
    return <MoneyNote tone="info">{t('withdraw.noPassword')} <Link to="/member?page=securityCenter">{t('withdraw.toSecurity')}</Link></MoneyNote>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const minor = amount.check();
    const passwordOk = /^\d{6}$/.test(password);
    setPasswordError(passwordOk ? undefined : t(password === '' ? 'withdraw.passwordRequired' : 'security.paymentRule'));
    if (minor === undefined || !passwordOk) return;
    const body = { amount: moneyOfMinor(minor), paymentPassword: password };
    const answer = await book(body, (key) => call('transferUpline', body, { idempotencyKey: key }));
    if (answer !== undefined) {
      setDone(t('upline.done', { amount: `${info.currencySymbol} ${formatMoney(body.amount, view.language)}`, name }));
      amount.reset();
      setPassword('');
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
      <p>{t('upline.to', { name })}</p>
      <p className="money-field__hint">{t('withdraw.available', { amount: `${info.currencySymbol} ${formatMoney(info.available, view.language)}` })}</p>
      <AmountField input={amount} currency={info.currencySymbol} />
      <PaymentPasswordField value={password} onChange={setPassword} error={passwordError} label={t('withdraw.password')} />
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('transfer.submit')}</button>
      </div>
      {failure !== undefined && <MoneyNote tone="error">{text(failure)}</MoneyNote>}
      {done !== undefined && <MoneyNote tone="ok">{done}</MoneyNote>}
    </form>
  );
}

export function MemberTransferUplineWidget() {
  const { site } = usePortal();
  const t = useMemberText();
  const info = usePortalData().useCall('transferUplineInfo');
  return (
    <div className="member-transfer-upline" data-testid="member-transfer-upline">
      <DataStatus result={info} isEmpty={() => false}>
        {(value) => (value.allowed
          ? <UplineForm info={value} />
          : <MoneyNote tone="info" testId="upline-unavailable">{t(site.switches.agentPolicy && value.upline === undefined ? 'upline.none' : 'upline.off')}</MoneyNote>)}
      </DataStatus>
    </div>
  );
}
