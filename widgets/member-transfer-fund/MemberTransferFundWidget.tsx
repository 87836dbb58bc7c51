/**
 * Transfer funds (member page transferFund): between the main wallet and a vendor's game wallet
 * (GCS_merchantWallet, GCS_walletTransfer), every move a ledger transfer. The balances list shows
 * each wallet; the form moves an amount one way, within what the source wallet holds.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { MerchantWalletValue } from '../../schemas/api/wallet';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField, useAmountInput } from '../kit/money/AmountField';
import { formatCurrency, formatMoney } from '../kit/money/amounts';
import { minorOfMoney, moneyOfMinor } from '../kit/money/wireAmounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { useBooking } from '../kit/money/useBooking';
import '../kit/money/money-kit.css';

type Direction = 'toGame' | 'toMain';

function TransferForm({ value }: { value: MerchantWalletValue }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const vendorId = useId();
  const [vendor, setVendor] = useState(value.wallets[0]?.vendor ?? '');
  const [direction, setDirection] = useState<Direction>('toGame');
  const wallet = value.wallets.find((w) => w.vendor === vendor) ?? value.wallets[0];
  const source = direction === 'toGame' ? value.main : (wallet?.balance ?? '0.00');
  const limits = useMemo(() => ({ available: minorOfMoney(source) }), [source]);
  const amount = useAmountInput(limits);
  const { book, busy, failure } = useBooking();
  const [done, setDone] = useState<string | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = amount.check();
    if (minor === undefined || wallet === undefined) return;
    // The last transfer's note stays until another one starts: a second click of a double click that
    // lands after a quick transfer (the field already emptied) must not hide that it went through.
    setDone(undefined);
    const body = { vendor: wallet.vendor, direction, amount: moneyOfMinor(minor) };
    const answer = await book(body, (key) => call('walletTransfer', body, { idempotencyKey: key }));
    if (answer !== undefined) {
      setDone(t('transfer.done', { amount: formatCurrency(body.amount, view.language, value.currencySymbol) }));
      amount.reset();
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
      <div className="money-field">
        <label className="money-field__label" htmlFor={vendorId}>{t('transfer.wallets')}</label>
        <select id={vendorId} className="money-select" value={wallet?.vendor} onChange={(e) => setVendor(e.target.value)}>
          {value.wallets.map((w) => <option key={w.vendor} value={w.vendor}>{w.displayName}</option>)}
        </select>
      </div>
      <fieldset className="money-choices">
        <legend>{t('transfer.to')}</legend>
        <label className="money-choice">
          <input type="radio" name="direction" value="toGame" checked={direction === 'toGame'} onChange={() => setDirection('toGame')} />
          {wallet?.displayName ?? ''}
        </label>
        <label className="money-choice">
          <input type="radio" name="direction" value="toMain" checked={direction === 'toMain'} onChange={() => setDirection('toMain')} />
          {t('transfer.main')}
        </label>
      </fieldset>
      <AmountField input={amount} currency={value.currencySymbol} />
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('transfer.submit')}</button>
      </div>
      {failure !== undefined && <MoneyNote tone="error" testId="transfer-error">{text(failure)}</MoneyNote>}
      {done !== undefined && <MoneyNote tone="ok" testId="transfer-done">{done}</MoneyNote>}
    </form>
  );
}

export function MemberTransferFundWidget() {
  const { view } = usePortal();
  const t = useMemberText();
  const wallets = usePortalData().useCall('merchantWallet');
  return (
    <div className="member-transfer-fund" data-testid="member-transfer-fund">
      <DataStatus result={wallets} isEmpty={() => false}>
        {(value) => (
          <>
            <ul className="money-list" aria-label={t('transfer.wallets')} data-testid="wallet-list">
              <li className="money-list__item" data-wallet="main">
                <strong>{t('transfer.main')}</strong>
                <span className="member-amount">{value.currencySymbol} {formatMoney(value.main, view.language)}</span>
              </li>
              {value.wallets.map((w) => (
                <li key={w.vendor} className="money-list__item" data-wallet={w.vendor}>
                  <span>{w.displayName}</span>
                  <span className="member-amount">{formatMoney(w.balance, view.language)}</span>
                </li>
              ))}
            </ul>
            <h2 className="money-form__section">{t('transfer.title')}</h2>
            <TransferForm value={value} />
          </>
        )}
      </DataStatus>
    </div>
  );
}
