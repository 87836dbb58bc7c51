/**
 * The "send code" button of every SMS step (SPEC sections 4, 5, 8 and 9): disabled while its
 * countdown runs (60 s times the expiry minutes the server answers, 1 minute when it gives none) and
 * while the number is not valid; at most one request per 1000 ms; a failed send shows the server's
 * message (else the catalogue text) in a warning dialog with a confirm button.
 */
import { useState } from 'react';
import { errorServerMessage, errorTextKey } from '../ui/errorText';
import { usePortalActions } from '../../portal-context/PortalData';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';
import { useThrottle } from './throttle';
import { useCountdown } from './useCountdown';
import './auth.css';

/** SMS resend countdown per expiry minute (SPEC section 9). */
export const SMS_SECONDS_PER_MINUTE = 60;
/** Throttle of SMS requests (SPEC section 9). */
export const SMS_THROTTLE_MS = 1000;

export interface SmsCodeButtonProps {
  send: () => Promise<{ expiredMinutes?: number }>;
  canSend: boolean;
  label?: string;
}

export function SmsCodeButton({ send, canSend, label }: SmsCodeButtonProps) {
  const t = useText(AUTH_TEXTS);
  const { showMessage } = usePortalActions();
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const request = useThrottle(() => {
    if (!canSend || running || sending) return;
    setSending(true);
    send()
      .then((value) => {
        const minutes = value.expiredMinutes !== undefined && value.expiredMinutes > 0 ? value.expiredMinutes : 1;
        start(SMS_SECONDS_PER_MINUTE * minutes);
      })
      .catch((error: unknown) => {
        const raw = errorServerMessage(error);
        void showMessage({ text: raw !== undefined ? { raw } : errorTextKey(error), tone: 'warning' });
      })
      .finally(() => setSending(false));
  }, SMS_THROTTLE_MS);

  return (
    <button
      type="button"
      className="wl-button auth-sms-button"
      disabled={!canSend || running || sending}
      aria-busy={sending || undefined}
      onClick={request}
    >
      {running ? t('auth.resendIn', { seconds: remaining }) : (label ?? t('auth.sendCode'))}
    </button>
  );
}
