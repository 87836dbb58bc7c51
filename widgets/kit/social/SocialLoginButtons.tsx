/**
 * The login modal's social sign-in (its own lazy chunk, loaded only where the tenant has social login
 * on): a button per channel, the channel's sign-in, then the login call of type 'social' and the
 * steps after any login, which never ask a social login to change a password (SPEC section 4). A
 * subject linked to no account offers the registration, where it can be linked.
 */
import { useState } from 'react';
import { useFinishLogin, refusalOf, type LoginContext } from '../auth/finishLogin';
import { errorTextKey } from '../ui/errorText';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';
import { DevSocialSignIn } from './DevSocialSignIn';
import { SOCIAL_CHANNELS, socialFailureOf, type SocialChannel, type SocialFailure, type SocialToken } from './socialLogin';
import './social.css';

export interface SocialLoginButtonsProps {
  context: Omit<LoginContext, 'loginType' | 'password'>;
}

export function SocialLoginButtons({ context }: SocialLoginButtonsProps) {
  const t = useText(AUTH_TEXTS);
  const { call } = usePortalData().useCaller();
  const { openModal } = usePortalActions();
  const finish = useFinishLogin();
  const [signingIn, setSigningIn] = useState<SocialChannel | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ text: string; notLinked?: SocialChannel } | undefined>(undefined);

  const logIn = async ({ channel, idToken }: SocialToken) => {
    setSigningIn(undefined);
    setAlert(undefined);
    setBusy(true);
    try {
      const answer = await call('login', { type: 'social', firebaseChannel: channel, firebaseIdToken: idToken, ...(context.agentOnly === true ? { agent: true } : {}) });
      const refused = refusalOf(await finish(answer, { ...context, loginType: 'social' }));
      if (refused !== undefined) setAlert({ text: t(refused) });
    } catch (error) {
      const social: SocialFailure | undefined = socialFailureOf(error);
      setAlert(social === undefined ? { text: t(errorTextKey(error)) } : { text: t(social), ...(social === 'error.socialNotLinked' ? { notLinked: channel } : {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="social-login" data-testid="social-login">
      <p className="social-login__or">{t('social.or')}</p>
      <div className="social-login__channels">
        {SOCIAL_CHANNELS.map((channel) => (
          <button key={channel} type="button" className="wl-button" disabled={busy} aria-pressed={signingIn === channel} onClick={() => { setAlert(undefined); setSigningIn(channel); }}>
            {t('social.signInWith', { channel: t(`social.channel.${channel}`) })}
          </button>
        ))}
      </div>
      {signingIn !== undefined && <DevSocialSignIn channel={signingIn} onToken={(token) => { void logIn(token); }} onCancel={() => setSigningIn(undefined)} />}
      {alert !== undefined && <p className="auth-alert" role="alert">{alert.text}</p>}
      {alert?.notLinked !== undefined && !context.agentOnly && (
        <button type="button" className="auth-link" onClick={() => openModal({ modal: 'register-modal' })}>
          {t('social.registerInstead', { channel: t(`social.channel.${alert.notLinked}`) })}
        </button>
      )}
    </div>
  );
}
