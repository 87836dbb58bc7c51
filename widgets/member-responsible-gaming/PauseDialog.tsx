/**
 * The time-out or self-exclusion confirmed with the login password (the call is encrypted, as every
 * password check): once the server has started it, the player is signed out, as the pause means.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RG_DURATIONS } from '../../schemas/api/responsibleGaming';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { errorTextKey } from '../kit/ui/errorText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { useProtectionText, useRefusalText } from '../kit/protection/useProtectionText';
import { usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';

export interface PauseRequest {
  kind: 'timeout' | 'selfExclusion';
  duration: (typeof RG_DURATIONS)[number];
}

export function PauseDialog({ request, onClose }: { request: PauseRequest; onClose(): void }) {
  const t = useProtectionText();
  const text = useText();
  const refusal = useRefusalText();
  const { call } = usePortalData().useCaller();
  const { signOut } = usePortalSession();
  const navigate = useNavigate();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const duration = t(`rg.duration.${request.duration}`).toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') { setError(t('rg.passwordRequired')); return; }
    setError(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await call('rgPause', { kind: request.kind, duration: request.duration, password });
    } catch (failed) {
      setFailure(refusal(failed) ?? text(errorTextKey(failed)));
      setBusy(false);
      return;
    }
    // Paused: the session ends here (the server refuses play until the end anyway). Home first: signed
    // out on this member page, its guard would open the sign-in popup the pause has just refused.
    void navigate('/', { replace: true });
    await signOut();
  };

  return (
    <ModalDialog title={t('rg.confirmTitle')} onClose={onClose} testId="rg-pause-dialog" role="alertdialog">
      <form className="money-form" onSubmit={(e) => { void submit(e); }} noValidate aria-busy={busy}>
        <p id={`${id}-what`}>{t(request.kind === 'timeout' ? 'rg.confirmTimeout' : 'rg.confirmSelfExclusion', { duration })}</p>
        <div className={`money-field${error ? ' money-field--invalid' : ''}`}>
          <label className="money-field__label" htmlFor={`${id}-password`}>{t('rg.password')}</label>
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
          <button type="submit" className="wl-button wl-button--primary" disabled={busy}>{t('rg.confirm')}</button>
          <button type="button" className="wl-button" onClick={onClose}>{t('rg.cancel')}</button>
        </div>
        {failure !== undefined && <MoneyNote tone="error" testId="rg-pause-error">{failure}</MoneyNote>}
      </form>
    </ModalDialog>
  );
}
