/**
 * A member's step that ends the session, confirmed with the login password: a time-out or
 * self-exclusion, the account's closure. A refusal (a wrong password, too many guesses) is shown in
 * the dialog, which stays open with what was typed. Once the server has taken it, the page goes home
 * and then signs out: signed out on a member page, its guard would open the sign-in popup for an
 * account that cannot sign in now.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '../ui/ModalDialog';
import { usePortalSession } from '../../portal-context/PortalSession';
import { MoneyNote } from './MoneyNote';

export interface PasswordConfirmTexts {
  readonly title: string;
  /** What confirming does, read with the password field. */
  readonly what: string;
  readonly password: string;
  readonly passwordRequired: string;
  readonly confirm: string;
  readonly cancel: string;
}

export interface PasswordConfirmDialogProps {
  readonly texts: PasswordConfirmTexts;
  readonly testId: string;
  /** The server's call with the password; rejects with the refusal. */
  confirm(password: string): Promise<unknown>;
  /** The text of a refusal of `confirm`. */
  refusalText(failed: unknown): string;
  /** After the player is home and signed out (e.g. a message saying what happened). */
  afterSignOut?(): void;
  onClose(): void;
}

export function PasswordConfirmDialog({ texts, testId, confirm, refusalText, afterSignOut, onClose }: PasswordConfirmDialogProps) {
  const { signOut } = usePortalSession();
  const navigate = useNavigate();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') { setError(texts.passwordRequired); return; }
    setError(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await confirm(password);
    } catch (failed) {
      setFailure(refusalText(failed));
      setBusy(false);
      return;
    }
    void navigate('/', { replace: true });
    await signOut();
    afterSignOut?.();
  };

  return (
    <ModalDialog title={texts.title} onClose={onClose} testId={testId} role="alertdialog">
      <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
        <p id={`${id}-what`}>{texts.what}</p>
        <div className={`money-field${error ? ' money-field--invalid' : ''}`}>
          <label className="money-field__label" htmlFor={`${id}-password`}>{texts.password}</label>
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
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{texts.confirm}</button>
          <button type="button" className="wl-button" onClick={onClose}>{texts.cancel}</button>
        </div>
        {failure !== undefined && <MoneyNote tone="error" testId={`${testId.replace(/-dialog$/, '')}-error`}>{failure}</MoneyNote>}
      </form>
    </ModalDialog>
  );
}
