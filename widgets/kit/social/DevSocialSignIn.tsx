/**
 * The development sign-in of a social channel: a test account id (and an e-mail if wanted) becomes
 * the token the server's development provider reads. Nothing leaves the page. Not a <form>, so it
 * can sit inside the registration form.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { FormField } from '../auth/FormField';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';
import { DEV_SUBJECT_PATTERN, devIdToken, type SocialChannel, type SocialToken } from './socialLogin';
import './social.css';

export interface DevSocialSignInProps {
  channel: SocialChannel;
  onToken(token: SocialToken): void;
  onCancel(): void;
}

export function DevSocialSignIn({ channel, onToken, onCancel }: DevSocialSignInProps) {
  const t = useText(AUTH_TEXTS);
  const titleId = useId();
  const [subject, setSubject] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const channelName = t(`social.channel.${channel}`);

  const done = () => {
    if (!DEV_SUBJECT_PATTERN.test(subject.trim())) {
      setError(t('social.dev.subjectRule'));
      return;
    }
    onToken({ channel, idToken: devIdToken(channel, subject, email) });
  };
  // Enter continues, as in a form, without submitting the form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    done();
  };

  return (
    <div className="social-dev" role="group" aria-labelledby={titleId} data-testid="social-dev-sign-in">
      <p id={titleId} className="social-dev__title">{t('social.dev.title', { channel: channelName })}</p>
      <p className="social-dev__intro">{t('social.dev.intro')}</p>
      <FormField label={t('social.dev.subject')} value={subject} error={error} autoComplete="off" onKeyDown={onKeyDown}
        onChange={(event) => { setSubject(event.target.value); setError(undefined); }} />
      <FormField label={t('social.dev.email')} type="email" value={email} autoComplete="off" onKeyDown={onKeyDown} onChange={(event) => setEmail(event.target.value)} />
      <div className="social-dev__actions">
        <button type="button" className="wl-button wl-button--primary" onClick={done}>{t('social.dev.submit')}</button>
        <button type="button" className="wl-button" onClick={onCancel}>{t('social.dev.cancel')}</button>
      </div>
    </div>
  );
}
