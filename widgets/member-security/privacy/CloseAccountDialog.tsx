/**
 * The account's closure confirmed with the login password (LGPD art. 18). A refusal (a wrong
 * password, too many guesses) is shown in the dialog, which stays open with what was typed; once the
 * server has closed the account every session of it is over, so the player is signed out here and
 * told the account is closed.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '../../kit/ui/ModalDialog';
import { errorTextKey } from '../../kit/ui/errorText';
import { MoneyNote } from '../../kit/money/MoneyNote';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import { usePortalSession } from '../../portal-context/PortalSession';
import { useText } from '../../portal-context/useText';
import { usePrivacyText } from './usePrivacyText';

export function CloseAccountDialog({ onClose }: { onClose(): void }) {
  const t = usePrivacyText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const { signOut } = usePortalSession();
  const { showMessage } = usePortalActions();
  const navigate = useNavigate();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') { setError(t('privacy.passwordRequired')); return; }
    setError(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await call('closeAccount', { password });
    } catch (failed) {
      setFailure(text(errorTextKey(failed)));
      setBusy(false);
      return;
    }
    // The text is taken now: this dialog is gone once the player is home.
    const closed = t('privacy.closed');
    // Home first, while still signed in: signed out on a member page, the member guard would open the
    // login popup for an account that can no longer sign in.
    navigate('/', { replace: true });
    await signOut();
    void showMessage({ text: { raw: closed }, tone: 'success' });
  };

  return (
    <ModalDialog title={t('privacy.closeTitle')} onClose={onClose} testId="close-account-dialog" role="alertdialog">
      <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
        <p id={`${id}-what`}>{t('privacy.closeWarning')}</p>
        <div className={`money-field${error ? ' money-field--invalid' : ''}`}>
          <label className="money-field__label" htmlFor={`${id}-password`}>{t('privacy.password')}</label>
          <input
            id={`${id}-password`}
            className="money-field__input"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-what`}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error !== undefined && <p id={`${id}-error`} className="money-field__error" role="alert">{error}</p>}
        </div>
        <div className="money-form__actions">
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('privacy.confirmClose')}</button>
          <button type="button" className="wl-button" onClick={onClose}>{t('privacy.cancel')}</button>
        </div>
        {failure !== undefined && <MoneyNote tone="error" testId="close-account-error">{failure}</MoneyNote>}
      </form>
    </ModalDialog>
  );
}
