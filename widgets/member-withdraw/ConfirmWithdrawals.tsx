/**
 * The withdrawal confirmation (SPEC sections 3 and 4): for each paid withdrawal awaiting the
 * member's answer, received, or not received with the amount that did arrive and a proof image
 * (PNG or JPG, at most 5 MB, checked here before sending), or all received at once. Unconfirmed
 * within the tenant's minutes counts as received.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { WithdrawalRecord } from '../../schemas/api/wallet';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { AmountField, useAmountInput } from '../kit/money/AmountField';
import { formatMoney } from '../kit/money/amounts';
import { minorOfMoney, moneyOfMinor } from '../kit/money/wireAmounts';
import { MoneyNote } from '../kit/money/MoneyNote';
import { useBooking } from '../kit/money/useBooking';
import { base64Of, proofProblem } from './proofImage';

function NotReceivedDialog({ withdrawal, onClose, onDone }: { withdrawal: WithdrawalRecord; onClose(): void; onDone(): void }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const fileId = useId();
  const amountMinor = minorOfMoney(withdrawal.amount);
  // What arrived: nothing up to below the whole amount (the whole amount is "received").
  const limits = useMemo(() => ({ max: amountMinor - 1 }), [amountMinor]);
  const received = useAmountInput(limits);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const { book, busy, failure } = useBooking();

  const pick = async (picked: File | null) => {
    setFile(null);
    setFileError(undefined);
    if (picked === null) return;
    const problem = await proofProblem(picked);
    if (problem !== null) setFileError(t(`withdraw.${problem}`));
    else setFile(picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Nothing arrived is a valid answer: an empty field counts as 0.
    const minor = received.text.trim() === '' || /^0+([.,]0{1,2})?$/.test(received.text.trim()) ? 0 : received.check();
    if (file === null) setFileError((current) => current ?? t('withdraw.proofRequired'));
    if (minor === undefined || file === null) return;
    const body = { result: 'notReceived' as const, withdrawalId: withdrawal.id, receivedAmount: moneyOfMinor(minor), proofImage: await base64Of(file) };
    const answer = await book({ ...body, proofImage: `${file.name}:${file.size}` }, () => call('withdrawConfirm', body));
    if (answer !== undefined) onDone();
  };

  return (
    <ModalDialog title={t('withdraw.notReceived')} onClose={onClose} testId="withdraw-not-received">
      <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
        <p>{withdrawal.id} · {formatMoney(withdrawal.amount, view.language)}</p>
        <AmountField input={received} label={t('withdraw.receivedAmount')} />
        <div className={`money-field${fileError ? ' money-field--invalid' : ''}`}>
          <label className="money-field__label" htmlFor={fileId}>{t('withdraw.proof')}</label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(e) => { void pick(e.target.files?.[0] ?? null); }}
          />
          {fileError !== undefined && <p id={`${fileId}-error`} className="money-field__error" role="alert">{fileError}</p>}
        </div>
        <div className="money-form__actions">
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('withdraw.sendConfirm')}</button>
          <button type="button" className="wl-button" onClick={onClose}>{t('security.cancel')}</button>
        </div>
        {failure !== undefined && <MoneyNote tone="error">{text(failure)}</MoneyNote>}
      </form>
    </ModalDialog>
  );
}

export function ConfirmWithdrawals({ awaiting, confirmMinutes }: { awaiting: readonly WithdrawalRecord[]; confirmMinutes: number }) {
  const { view } = usePortal();
  const t = useMemberText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const { book, busy, failure } = useBooking();
  const [open, setOpen] = useState<WithdrawalRecord | null>(null);
  const [done, setDone] = useState(false);

  const answer = async (body: { result: 'received'; withdrawalId: string } | { result: 'allReceived' }) => {
    setDone(false);
    if ((await book(body, () => call('withdrawConfirm', body))) !== undefined) setDone(true);
  };

  if (awaiting.length === 0) return done ? <MoneyNote tone="ok" testId="withdraw-confirmed">{t('withdraw.confirmed')}</MoneyNote> : null;
  return (
    <section aria-labelledby="withdraw-confirm-title" data-testid="withdraw-confirm">
      <h2 id="withdraw-confirm-title" className="money-form__section">{t('withdraw.confirmList')}</h2>
      <p className="money-field__hint">{t('withdraw.confirmHint', { minutes: confirmMinutes })}</p>
      <ul className="money-list">
        {awaiting.map((w) => (
          <li key={w.id} className="money-list__item" data-withdrawal={w.id}>
            <span>{t('withdraw.confirmTitle', { amount: formatMoney(w.amount, view.language) })} ({w.id})</span>
            <span className="money-form__actions">
              <button type="button" className="wl-button wl-button--primary" disabled={busy} onClick={() => { void answer({ result: 'received', withdrawalId: w.id }); }}>
                {t('withdraw.received')}
              </button>
              <button type="button" className="wl-button" disabled={busy} onClick={() => setOpen(w)}>{t('withdraw.notReceived')}</button>
            </span>
          </li>
        ))}
      </ul>
      {awaiting.length > 1 && (
        <div className="money-form__actions">
          <button type="button" className="wl-button" disabled={busy} onClick={() => { void answer({ result: 'allReceived' }); }}>{t('withdraw.allReceived')}</button>
        </div>
      )}
      {failure !== undefined && <MoneyNote tone="error">{text(failure)}</MoneyNote>}
      {open !== null && <NotReceivedDialog withdrawal={open} onClose={() => setOpen(null)} onDone={() => { setOpen(null); setDone(true); }} />}
    </section>
  );
}
