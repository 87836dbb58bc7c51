/**
 * Transfer to upline (member page transferUpline): an amount within the limits and the payment
 * password, to the member's upline, where the tenant's agent policy allows it (the server says so).
 */
import { Link } from 'react-router-dom';
import type { TransferUplineInfoValue } from '../../schemas/api/wallet';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField } from '../kit/money/AmountField';
import { formatCurrency } from '../kit/money/amounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { usePasswordedAmount } from '../kit/money/usePasswordedAmount';
import { PaymentPasswordField } from '../kit/money/PaymentPasswordField';
import '../kit/money/money-kit.css';

function UplineForm({ info }: { info: TransferUplineInfoValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const name = info.upline ?? '';
  const form = usePasswordedAmount(
    info,
    (body, key) => call('transferUpline', body, { idempotencyKey: key }),
    (_answer, body) => t('upline.done', { amount: formatCurrency(body.amount, view.language, info.currencySymbol), name }),
  );

  if (!info.paymentPasswordSet) {
    return <MoneyNote tone="info">{t('withdraw.noPassword')} <Link to="/member?page=securityCenter">{t('withdraw.toSecurity')}</Link></MoneyNote>;
  }

  return (
    <form className="money-form" onSubmit={form.submit} noValidate aria-busy={form.busy}>
      <p>{t('upline.to', { name })}</p>
      <p className="money-field__hint">{t('withdraw.available', { amount: formatCurrency(info.available, view.language, info.currencySymbol) })}</p>
      <AmountField input={form.amount} currency={info.currencySymbol} />
      <PaymentPasswordField value={form.password} onChange={form.setPassword} error={form.passwordError} label={t('withdraw.password')} />
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={form.busy}>{t('transfer.submit')}</button>
      </div>
      {form.failure !== undefined && <MoneyNote tone="error">{text(form.failure)}</MoneyNote>}
      {form.done !== undefined && <MoneyNote tone="ok">{form.done}</MoneyNote>}
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
