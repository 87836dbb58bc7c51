/**
 * Withdraw (member page withdraw): an amount within the limits and what is available, and the
 * payment password (set in the security centre; the call is encrypted). The server holds the amount
 * on the ledger until the withdrawal is paid or rejected (released). Below: the paid withdrawals to
 * confirm, and the member's recent withdrawals with their state.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { WithdrawInfoValue } from '../../schemas/api/wallet';
import { DataStatus } from '../portal-context/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField, useAmountInput } from '../money-kit/AmountField';
import { formatMoney, minorOfMoney, moneyOfMinor } from '../money-kit/amounts';
import { MoneyNote } from '../money-kit/MoneyNote';
import { PaymentPasswordField } from '../money-kit/PaymentPasswordField';
import { StatusTag } from '../money-kit/StatusTag';
import { useBooking } from '../money-kit/useBooking';
import { formatTime } from '../records-kit/formatTime';
import { ConfirmWithdrawals } from './ConfirmWithdrawals';
import '../money-kit/money-kit.css';

function WithdrawForm({ info }: { info: WithdrawInfoValue }) {
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
  const money = (value: string) => `${info.currencySymbol} ${formatMoney(value, view.language)}`;

  if (!info.paymentPasswordSet) {
    return (
      <MoneyNote tone="info" testId="withdraw-no-password">
        {t('withdraw.noPassword')} <Link to="/member?page=securityCenter">{t('withdraw.toSecurity')}</Link>
      </MoneyNote>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const minor = amount.check();
    const passwordOk = /^\d{6}$/.test(password);
    setPasswordError(passwordOk ? undefined : t(password === '' ? 'withdraw.passwordRequired' : 'security.paymentRule'));
    if (minor === undefined || !passwordOk) return;
    const body = { amount: moneyOfMinor(minor), paymentPassword: password };
    const answer = await book(body, (key) => call('withdraw', body, { idempotencyKey: key }));
    if (answer !== undefined) {
      setDone(t('withdraw.requested', { reference: answer.withdrawal.id, amount: money(answer.withdrawal.amount) }));
      amount.reset();
      setPassword('');
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
      <p className="money-field__hint" data-testid="withdraw-available">{t('withdraw.available', { amount: money(info.available) })}</p>
      <AmountField input={amount} currency={info.currencySymbol} />
      <PaymentPasswordField value={password} onChange={setPassword} error={passwordError} label={t('withdraw.password')} />
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('withdraw.submit')}</button>
      </div>
      {failure !== undefined && <MoneyNote tone="error" testId="withdraw-error">{text(failure)}</MoneyNote>}
      {done !== undefined && <MoneyNote tone="ok" testId="withdraw-done">{done}</MoneyNote>}
    </form>
  );
}

function RecentWithdrawals() {
  const { view } = usePortal();
  const t = useMemberText();
  const list = usePortalData().useCall('withdrawList', { pageNo: 1, pageSize: 5 });
  return (
    <section aria-labelledby="withdraw-recent">
      <h2 id="withdraw-recent" className="money-form__section">{t('withdraw.recent')}</h2>
      <DataStatus result={list} isEmpty={(v) => v.list.length === 0}>
        {(value) => (
          <ul className="money-list" data-testid="withdraw-list">
            {value.list.map((w) => (
              <li key={w.id} className="money-list__item" data-withdrawal={w.id}>
                <span>{w.id}</span>
                <time dateTime={w.createdAt}>{formatTime(w.createdAt)}</time>
                <span className="member-amount">{formatMoney(w.amount, view.language)}</span>
                <StatusTag status={w.status} />
                {w.confirmation !== 'none' && <StatusTag status={w.confirmation} />}
              </li>
            ))}
          </ul>
        )}
      </DataStatus>
    </section>
  );
}

export function MemberWithdrawWidget() {
  const { useCall } = usePortalData();
  const info = useCall('withdrawInfo');
  const awaiting = useCall('withdrawList', { pageNo: 1, pageSize: 50, confirmation: 'awaiting' });
  return (
    <div className="member-withdraw" data-testid="member-withdraw">
      <DataStatus result={info} isEmpty={() => false}>
        {(value) => (
          <>
            <WithdrawForm info={value} />
            {awaiting.data !== undefined && <ConfirmWithdrawals awaiting={awaiting.data.list} confirmMinutes={value.confirmMinutes} />}
          </>
        )}
      </DataStatus>
      <RecentWithdrawals />
    </div>
  );
}
