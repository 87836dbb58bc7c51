/**
 * The registration form's social link (its own lazy chunk, loaded only where the tenant has social
 * login on): the channel's sign-in before registering, whose token the registration sends as
 * `firebaseChannel` and `firebaseIdToken`, so the new account can later sign in with the channel.
 */
import { useState } from 'react';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';
import { DevSocialSignIn } from './DevSocialSignIn';
import { SOCIAL_CHANNELS, type SocialChannel, type SocialFailure, type SocialToken } from './socialLogin';
import './social.css';

export interface SocialLinkFieldProps {
  value: SocialToken | undefined;
  onChange(value: SocialToken | undefined): void;
  /** The server's refusal of the last registration's link, shown here. */
  failure?: SocialFailure | undefined;
}

export function SocialLinkField({ value, onChange, failure }: SocialLinkFieldProps) {
  const t = useText(AUTH_TEXTS);
  const [signingIn, setSigningIn] = useState<SocialChannel | undefined>(undefined);
  return (
    <div className="social-login social-link" data-testid="social-link">
      {value === undefined ? (
        <>
          <div className="social-login__channels">
            {SOCIAL_CHANNELS.map((channel) => (
              <button key={channel} type="button" className="wl-button" aria-pressed={signingIn === channel} onClick={() => setSigningIn(channel)}>
                {t('social.linkWith', { channel: t(`social.channel.${channel}`) })}
              </button>
            ))}
          </div>
          {signingIn !== undefined && (
            <DevSocialSignIn channel={signingIn} onToken={(token) => { setSigningIn(undefined); onChange(token); }} onCancel={() => setSigningIn(undefined)} />
          )}
        </>
      ) : (
        <p className="social-link__linked" role="status">
          <span>{t('social.linked', { channel: t(`social.channel.${value.channel}`) })}</span>
          <button type="button" className="auth-link" onClick={() => onChange(undefined)}>{t('social.unlink')}</button>
        </p>
      )}
      {failure !== undefined && <p className="auth-alert" role="alert">{t(failure)}</p>}
    </div>
  );
}
