/**
 * Withdraw (member page withdraw): an amount within the limits and what is available, and the
 * payment password (set in the security centre; the call is encrypted). The server holds the amount
 * on the ledger until the withdrawal is paid or rejected (released). Below: the paid withdrawals to
 * confirm, and the member's recent withdrawals with their state.
 */
import { Link } from 'react-router-dom';
import type { WithdrawInfoValue } from '../../schemas/api/wallet';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField } from '../kit/money/AmountField';
import { formatCurrency, formatMoney } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { PaymentPasswordField } from '../kit/money/PaymentPasswordField';
import { StatusTag } from '../kit/money/StatusTag';
import { usePasswordedAmount } from '../kit/money/usePasswordedAmount';
import { formatTime } from '../kit/records/formatTime';
import { ConfirmWithdrawals } from './ConfirmWithdrawals';
import '../kit/money/money-kit.css';

function WithdrawForm({ info }: { info: WithdrawInfoValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const money = (value: string) => formatCurrency(value, view.language, info.currencySymbol);
  const form = usePasswordedAmount(
    info,
    (body, key) => call('withdraw', body, { idempotencyKey: key }),
    (answer) => t('withdraw.requested', { reference: answer.withdrawal.id, amount: money(answer.withdrawal.amount) }),
  );

  if (!info.paymentPasswordSet) {
    return (
      <MoneyNote tone="info" testId="withdraw-no-password">
        {t('withdraw.noPassword')} <Link to="/member?page=securityCenter">{t('withdraw.toSecurity')}</Link>
      </MoneyNote>
    );
  }

  return (
    <form className="money-form" onSubmit={form.submit} noValidate aria-busy={form.busy}>
      <p className="money-field__hint" data-testid="withdraw-available">{t('withdraw.available', { amount: money(info.available) })}</p>
      <AmountField input={form.amount} currency={info.currencySymbol} />
      <PaymentPasswordField value={form.password} onChange={form.setPassword} error={form.passwordError} label={t('withdraw.password')} />
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={form.busy}>{t('withdraw.submit')}</button>
      </div>
      {form.failure !== undefined && <MoneyNote tone="error" testId="withdraw-error">{text(form.failure)}</MoneyNote>}
      {form.done !== undefined && <MoneyNote tone="ok" testId="withdraw-done">{form.done}</MoneyNote>}
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
