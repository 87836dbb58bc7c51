/**
 * Trial play (freeplay, SPEC sections 4 and 6): a guest starts a trial account without registering
 * (POST /wps/session/login/freeplay with os, platform W, Encryption and gateway version 3). The trial
 * session browses and plays demos; real games and the member and agent centres answer
 * 'in_need_true_account'.
 */
import { useState } from 'react';
import { errorTextKey } from '../kit/ui/errorText';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText, type TextKey } from '../portal-context/useText';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';

/** The visitor's operating system as the freeplay call reports it (a coarse name, never the full user agent). */
export function osName(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'macOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

export function FreePlayButton() {
  const t = useText(AUTH_TEXTS);
  const { call } = usePortalData().useCaller();
  const { signIn } = usePortalSession();
  const { closeModal } = usePortalActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TextKey | undefined>(undefined);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await call('freePlay', { os: osName(navigator.userAgent), platform: 'W', Encryption: true, gatewayVersion: 3 });
      if (answer.token === undefined) throw new Error('the freeplay answer has no token');
      await signIn(answer.token);
      closeModal();
    } catch (error) {
      setFailure(errorTextKey(error));
      setBusy(false);
    }
  };

  return (
    <div className="login-modal__freeplay">
      <button type="button" className="wl-button" disabled={busy} onClick={() => { void start(); }}>
        {busy ? t('auth.working') : t('login.freePlay')}
      </button>
      {failure !== undefined && <p role="alert" className="auth-alert">{t(failure)}</p>}
    </div>
  );
}
