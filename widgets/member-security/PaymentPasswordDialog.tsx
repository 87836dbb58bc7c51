/**
 * Set or change the payment password (six digits), in a dialog: the first one is proved with the
 * login password, a change with the current payment password. The call is encrypted.
 */
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortalData } from '../portal-context/PortalData';
import { errorTextKey } from '../kit/ui/errorText';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { PaymentPasswordField } from '../kit/money/PaymentPasswordField';

const SIX_DIGITS = /^\d{6}$/;

export function PaymentPasswordDialog({ isSet, onClose, onDone }: { isSet: boolean; onClose(): void; onDone(): void }) {
  const t = useMemberText();
  const text = useText();
  const { call, invalidate } = usePortalData().useCaller();
  const loginId = useId();
  const [proof, setProof] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'proof' | 'next' | 'confirm', string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (proof === '') found.proof = t('security.required');
    else if (isSet && !SIX_DIGITS.test(proof)) found.proof = t('security.paymentRule');
    if (!SIX_DIGITS.test(next)) found.next = t(next === '' ? 'security.required' : 'security.paymentRule');
    if (confirm !== next) found.confirm = t('security.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await call('paymentPassword', {
        ...(isSet ? { oldPaymentPassword: proof } : { loginPassword: proof }),
        newPaymentPassword: next,
        confirmNewPaymentPassword: confirm,
      });
      void invalidate(['securityCenter', 'withdrawInfo', 'transferUplineInfo']);
      onDone();
    } catch (error) {
      setFailure(text(errorTextKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t(isSet ? 'security.changePayment' : 'security.setPayment')} onClose={onClose} testId="payment-password-dialog">
      <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
        {isSet ? (
          <PaymentPasswordField value={proof} onChange={setProof} error={errors.proof} label={t('security.oldPassword')} />
        ) : (
          <div className={`money-field${errors.proof ? ' money-field--invalid' : ''}`}>
            <label className="money-field__label" htmlFor={loginId}>{t('security.loginForSet')}</label>
            <input
              id={loginId}
              className="money-field__input"
              type="password"
              autoComplete="current-password"
              value={proof}
              aria-invalid={errors.proof ? true : undefined}
              aria-describedby={errors.proof ? `${loginId}-error` : undefined}
              onChange={(e) => setProof(e.target.value)}
            />
            {errors.proof !== undefined && <p id={`${loginId}-error`} className="money-field__error" role="alert">{errors.proof}</p>}
          </div>
        )}
        <PaymentPasswordField value={next} onChange={setNext} error={errors.next} label={t('security.newPassword')} />
        <PaymentPasswordField value={confirm} onChange={setConfirm} error={errors.confirm} label={t('security.confirmPassword')} />
        <p className="money-field__hint">{t('security.paymentRule')}</p>
        <div className="money-form__actions">
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('security.save')}</button>
          <button type="button" className="wl-button" onClick={onClose}>{t('security.cancel')}</button>
        </div>
        {failure !== undefined && <MoneyNote tone="error">{failure}</MoneyNote>}
      </form>
    </ModalDialog>
  );
}
