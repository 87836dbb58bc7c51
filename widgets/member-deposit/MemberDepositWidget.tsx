/**
 * Deposit (member page depositv2): a payment method and an amount within the method's limits; the
 * deposit is pending until an operator approves or rejects it (the recent deposits below show its
 * state). One idempotency key per submission: a double click or a retry books once.
 */
import { useMemo, useState, type FormEvent } from 'react';
import type { DepositMethodId, DepositMethodsValue } from '../../schemas/api/wallet';
import type { MemberDepositProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField, useAmountInput } from '../kit/money/AmountField';
import { formatCurrency, formatMoney } from '../kit/money/amounts';
import { formatMinor } from '../kit/money/wireAmounts';
import { minorOfMoney, minorOfUnits, moneyOfMinor } from '../kit/money/wireAmounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { StatusTag } from '../kit/money/StatusTag';
import { WALLET_READS, useBookingOf } from '../kit/money/useBooking';
import { errorTextKey } from '../kit/ui/errorText';
import type { CallName } from '../../schemas/api/callTable';

/** A deposit changes the wallet's answers and the room its limits leave. */
const DEPOSIT_READS: readonly CallName[] = [...WALLET_READS, 'responsibleGaming'];
/** The failure kept whole: a responsible-gaming refusal's text needs its value (the room left). */
const depositFailure = (error: unknown) => ({ key: errorTextKey(error), error });
import { formatTime } from '../kit/records/formatTime';
import { tightestRoom } from '../kit/protection/protection';
import { formatLimitValue, useProtectionText, useRefusalText } from '../kit/protection/useProtectionText';
import { Link } from 'react-router-dom';
import '../kit/money/money-kit.css';

/**
 * Beside the form: the room the deposit limits leave ("you can still deposit R$ 120,00 this week",
 * the tightest period) and the way to the responsible-gaming page. The server refuses a deposit past
 * a limit in any case; this only says so before.
 */
function DepositRoom({ currencySymbol }: { currencySymbol: string }) {
  const { view } = usePortal();
  const t = useProtectionText();
  const overview = usePortalData().useCall('responsibleGaming');
  const room = overview.data === undefined ? undefined : tightestRoom(overview.data.limits, 'deposit');
  return (
    <div className="money-form__room" data-testid="deposit-room">
      {room !== undefined && <p role="status">{t(`rg.depositRoom.${room.period}`, { room: formatLimitValue(view.language, 'deposit', room.room, currencySymbol) })}</p>}
      <Link to="/member?page=responsibleGaming">{t('rg.link')}</Link>
    </div>
  );
}

function RecentDeposits() {
  const { view } = usePortal();
  const t = useMemberText();
  const list = usePortalData().useCall('depositList', { pageNo: 1, pageSize: 5 });
  return (
    <section aria-labelledby="deposit-recent">
      <h2 id="deposit-recent" className="money-form__section">{t('deposit.recent')}</h2>
      <DataStatus result={list} isEmpty={(v) => v.list.length === 0}>
        {(value) => (
          <ul className="money-list" data-testid="deposit-list">
            {value.list.map((d) => (
              <li key={d.id} className="money-list__item" data-deposit={d.id}>
                <span>{d.id} · {t(`method.${d.methodId}`)}</span>
                <time dateTime={d.createdAt}>{formatTime(d.createdAt)}</time>
                <span className="member-amount">{formatMoney(d.amount, view.language)}</span>
                <StatusTag status={d.status} />
              </li>
            ))}
          </ul>
        )}
      </DataStatus>
    </section>
  );
}

function DepositForm({ methods, quickAmounts }: { methods: DepositMethodsValue; quickAmounts: readonly number[] }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const [methodId, setMethodId] = useState<DepositMethodId>(methods.methods[0]!.id);
  const method = methods.methods.find((m) => m.id === methodId) ?? methods.methods[0]!;
  const limits = useMemo(() => ({ min: minorOfMoney(method.minAmount), max: minorOfMoney(method.maxAmount) }), [method]);
  const amount = useAmountInput(limits);
  const { book, busy, failure } = useBookingOf(DEPOSIT_READS, depositFailure);
  const refusal = useRefusalText();
  const [done, setDone] = useState<string | undefined>(undefined);
  const quick = quickAmounts.map((units) => minorOfUnits(units)).filter((minor) => minor >= limits.min && minor <= limits.max);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const minor = amount.check();
    if (minor === undefined) return;
    const body = { methodId, amount: moneyOfMinor(minor) };
    const answer = await book(body, (key) => call('deposit', body, { idempotencyKey: key }));
    if (answer !== undefined) {
      setDone(t('deposit.pending', { reference: answer.id, amount: formatCurrency(answer.amount, view.language, methods.currencySymbol) }));
      amount.reset();
    }
  };

  return (
    <>
    <DepositRoom currencySymbol={methods.currencySymbol} />
    <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
      <fieldset className="money-choices">
        <legend>{t('deposit.method')}</legend>
        {methods.methods.map((m) => (
          <label key={m.id} className="money-choice">
            <input type="radio" name="method" value={m.id} checked={m.id === methodId} onChange={() => setMethodId(m.id)} />
            {t(`method.${m.id}`)}
          </label>
        ))}
      </fieldset>
      <AmountField input={amount} currency={methods.currencySymbol} />
      {quick.length > 0 && (
        <div className="money-choices">
          {quick.map((minor) => (
            <button key={minor} type="button" className="wl-button" onClick={() => amount.setText(formatMinor(minor, view.language))}>
              {formatMinor(minor, view.language)}
            </button>
          ))}
        </div>
      )}
      <div className="money-form__actions">
        <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('deposit.submit')}</button>
      </div>
      {failure !== undefined && <MoneyNote tone="error" testId="deposit-error">{refusal(failure.error, methods.currencySymbol) ?? text(failure.key)}</MoneyNote>}
      {done !== undefined && <MoneyNote tone="ok" testId="deposit-done">{done}</MoneyNote>}
    </form>
    </>
  );
}

export function MemberDepositWidget({ quickAmounts = [50, 100, 200, 500] }: Partial<MemberDepositProps>) {
  const t = useMemberText();
  const methods = usePortalData().useCall('depositMethods');
  return (
    <div className="member-deposit" data-testid="member-deposit">
      <DataStatus result={methods} isEmpty={() => false}>
        {(value) => value.methods.length === 0
          ? <MoneyNote tone="info">{t('deposit.noMethods')}</MoneyNote>
          : <DepositForm methods={value} quickAmounts={quickAmounts} />}
      </DataStatus>
      <RecentDeposits />
    </div>
  );
}
