/**
 * The sign-in form of the login modal and of the agent login page (SPEC sections 4, 5 and 8):
 * username mode (username, password, captcha once the server asks for it, human check before the
 * call) and SMS mode (mobile number with dialling code as the username, the SMS code as the
 * password). Each mode keeps what was typed when the other is shown or a request fails.
 *
 * A popup closed while its sign-in is under way drops the answer (no session is taken behind the
 * visitor's back), and the next login popup says so (SPEC section 8: login failure when the popup
 * is closed, try again).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ResolvedSite } from '../../engine/index';
import { AuthTabs } from '../kit/auth/AuthTabs';
import { CaptchaField } from '../kit/auth/CaptchaField';
import { refusalOf, useFinishLogin, type LoginContext } from '../kit/auth/finishLogin';
import { MobileCodeFields } from '../kit/auth/CredentialFields';
import { FormField } from '../kit/auth/FormField';
import { useHumanCheck } from '../kit/auth/humanCheck';

import { clearRememberedLogin, readRememberedLogin, writeRememberedLogin, REMEMBER_MAX_HOURS } from '../kit/auth/rememberLogin';
import { fieldChecks, followsRule, useAccountRules } from '../kit/auth/rules';

import { errorTextKey, errorValue } from '../kit/ui/errorText';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { useText, type TextKey } from '../portal-context/useText';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import '../kit/auth/auth.css';
import './login-modal.css';

export type LoginMode = 'username' | 'sms';

/** An SMS code as the form accepts it: digits only (the server sends six). */

export interface LoginFormProps {
  /** The mode shown first. */
  initialMode?: LoginMode;
  /** Where to go after a plain sign-in (the agent page: /agentHome). */
  next?: string | undefined;
  /** Only agent accounts may sign in (the agent page). */
  agentOnly?: boolean;
  /** The form sits in the login modal, which closes on success. */
  inModal: boolean;
  /** Lifetime of the remembered-login cookie, in hours (at most 24). */
  rememberHours?: number;
  /** Show the link to the registration modal. */
  showRegister?: boolean;
  /** Show the link to the forgot-password modal. */
  showForgot?: boolean;
}

/** Whether the site offers SMS login: its accounts carry mobile numbers (mobile registration or registration SMS). */
export function smsLoginOffered(site: Partial<ResolvedSite>): boolean {
  return site.switches?.mobileRegistration === true || site.switches?.registrationSms === true;
}

/**
 * The agent page tells the server so: it refuses any other account there as it refuses a wrong
 * password, before making a session (the answer's type is checked again after, for a server that
 * does not).
 */
function agentPage(context: Omit<LoginContext, 'loginType'>): { agent?: true } {
  return context.agentOnly === true ? { agent: true } : {};
}

interface UsernameValues { username: string; password: string; captcha: string; remember: boolean }
interface SmsValues { mobile: string; code: string }

/** A refusal: a catalogue key, or a responsible-gaming refusal's own text (a pause's end time). */
type LoginAlert = TextKey | { text: string };

function Alert({ text }: { text: LoginAlert | undefined }) {
  const t = useText(AUTH_TEXTS);
  if (text === undefined) return null;
  return <p className="auth-alert" role="alert">{typeof text === 'string' ? t(text) : text.text}</p>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The alert of a failed login: a time-out's or a self-exclusion's refusal with its end
 * (server/modules/responsibleGaming, error.rgExcluded and error.rgClosed), else the catalogue's.
 * Read here rather than through the responsible-gaming kit, which ships with the member centre.
 */
function useLoginFailure(): (error: unknown) => LoginAlert {
  const t = useText(AUTH_TEXTS);
  return (error) => {
    const sent = typeof error === 'object' && error !== null && 'serverCode' in error ? error.serverCode : undefined;
    if (sent === 'error.rgClosed') return { text: t('login.closed') };
    if (sent !== 'error.rgExcluded') return errorTextKey(error);
    const until = errorValue(error)?.['until'];
    const end = typeof until === 'string' ? new Date(until) : undefined;
    if (end === undefined || Number.isNaN(end.getTime())) return { text: t('login.pausedIndefinitely') };
    // The records' format ('25/11/2026 14:05', the member's time zone; kit/records formatTime).
    return { text: t('login.paused', { until: `${pad(end.getDate())}/${pad(end.getMonth() + 1)}/${end.getFullYear()} ${pad(end.getHours())}:${pad(end.getMinutes())}` }) };
  };
}

function Links({ showRegister, showForgot }: { showRegister: boolean; showForgot: boolean }) {
  const t = useText(AUTH_TEXTS);
  const { openModal } = usePortalActions();
  if (!showRegister && !showForgot) return null;
  return (
    <div className="auth-links">
      {showForgot && <button type="button" className="auth-link" onClick={() => openModal({ modal: 'forget-password-modal' })}>{t('login.forgot')}</button>}
      {showRegister && <button type="button" className="auth-link" onClick={() => openModal({ modal: 'register-modal' })}>{t('login.register')}</button>}
    </div>
  );
}

/** Set when a login popup closed while its sign-in was under way; the next popup tells the visitor. */
let closedMidLogin = false;

/** Whether the form is still on screen (a closed popup's answer is dropped). */
function useMounted(): { readonly current: boolean } {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => { mounted.current = false; };
  }, []);
  return mounted;
}

function UsernameLogin({ context, rememberHours, hidden, panelId }: { context: Omit<LoginContext, 'loginType'>; rememberHours: number; hidden: boolean; panelId: string }) {
  const t = useText(AUTH_TEXTS);
  const { useCaller } = usePortalData();
  const { call } = useCaller();
  const humanCheck = useHumanCheck();
  const finish = useFinishLogin();
  const mounted = useMounted();
  const [alert, setAlert] = useState<LoginAlert | undefined>(context.inModal && closedMidLogin ? 'error.loginPopupClosed' : undefined);
  const loginFailure = useLoginFailure();
  useEffect(() => {
    if (context.inModal) closedMidLogin = false;
  }, [context.inModal]);
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaId, setCaptchaId] = useState<string | undefined>(undefined);
  const remembered = readRememberedLogin();
  const { register, handleSubmit, control, setValue, formState: { errors, isSubmitting } } = useForm<UsernameValues>({
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: remembered !== undefined },
  });

  const onSubmit = async (values: UsernameValues) => {
    setAlert(undefined);
    const username = values.username.trim();
    const password = values.password.trim();
    try {
      const human = await humanCheck();
      const answer = await call('login', {
        username, password, type: 'username', ...human, ...agentPage(context),
        ...(showCaptcha ? { captcha: values.captcha.trim(), ...(captchaId !== undefined ? { captchaId } : {}) } : {}),
      });
      if (!mounted.current) {
        if (context.inModal) closedMidLogin = true;
        return;
      }
      if (values.remember) writeRememberedLogin(username, rememberHours);
      else clearRememberedLogin();
      const outcome = await finish(answer, { ...context, loginType: 'username', password });
      const refused = refusalOf(outcome);
      if (refused !== undefined) setAlert(refused);
    } catch (error) {
      if (!mounted.current) {
        if (context.inModal) closedMidLogin = true;
        return;
      }
      if (errorValue(error)?.captcha === true || showCaptcha) {
        // The image is spent by the attempt: a new one, and its answer typed again.
        setShowCaptcha(true);
        setCaptchaKey((key) => key + 1);
        setValue('captcha', '');
      }
      setAlert(loginFailure(error));
    }
  };

  const credentials = (value: string) => value.trim() !== '' || t('form.enterCredentials');
  return (
    <form className="auth-form" id={panelId} role="tabpanel" hidden={hidden} noValidate onSubmit={(event) => { void handleSubmit(onSubmit)(event); }} aria-busy={isSubmitting || undefined}>
      <FormField label={t('login.username')} autoComplete="username" error={errors.username?.message} {...register('username', { validate: credentials })} />
      <FormField label={t('login.password')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password', { validate: credentials })} />
      {showCaptcha && (
        <Controller
          control={control}
          name="captcha"
          rules={{ validate: (value) => value.trim() !== '' || t('form.enterCaptcha') }}
          render={({ field, fieldState }) => (
            <CaptchaField name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} refreshKey={captchaKey} onIdChange={setCaptchaId} />
          )}
        />
      )}
      <label className="auth-check">
        <input type="checkbox" {...register('remember')} />
        {t('login.remember')}
      </label>
      <Alert text={alert} />
      <button type="submit" className="wl-button wl-button--primary auth-submit" disabled={isSubmitting}>
        {isSubmitting ? t('auth.working') : t('login.submit')}
      </button>
    </form>
  );
}

function SmsLogin({ context, hidden, panelId }: { context: Omit<LoginContext, 'loginType'>; hidden: boolean; panelId: string }) {
  const t = useText(AUTH_TEXTS);
  const rules = useAccountRules();
  const { useCaller } = usePortalData();
  const { call } = useCaller();
  const humanCheck = useHumanCheck();
  const finish = useFinishLogin();
  const [alert, setAlert] = useState<LoginAlert | undefined>(undefined);
  const loginFailure = useLoginFailure();
  const [dialCode, setDialCode] = useState('');
  const { register, handleSubmit, watch, formState: { errors, isSubmitting } } = useForm<SmsValues>({ defaultValues: { mobile: '', code: '' } });
  const mobile = watch('mobile').trim();
  const mobileValid = followsRule(mobile, rules.mobile);
  const dial = dialCode === '' ? {} : { countryDialingCode: dialCode };

  const send = useCallback(async () => {
    const human = await humanCheck();
    return call('smsNoLogin', { mobileNum: mobile, ...(dialCode === '' ? {} : { countryDialingCode: dialCode }), ...human });
  }, [humanCheck, call, mobile, dialCode]);

  const onSubmit = async (values: SmsValues) => {
    setAlert(undefined);
    try {
      const answer = await call('login', { username: values.mobile.trim(), password: values.code, type: 'sms', ...dial, ...agentPage(context) });
      const outcome = await finish(answer, { ...context, loginType: 'sms' });
      const refused = refusalOf(outcome);
      if (refused !== undefined) setAlert(refused);
    } catch (error) {
      setAlert(loginFailure(error));
    }
  };

  return (
    <form className="auth-form" id={panelId} role="tabpanel" hidden={hidden} noValidate onSubmit={(event) => { void handleSubmit(onSubmit)(event); }} aria-busy={isSubmitting || undefined}>
      <MobileCodeFields
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        mobile={register('mobile', { validate: fieldChecks.mobile(rules.mobile, t) })}
        code={register('code', { validate: fieldChecks.code(t) })}
        errors={{ mobile: errors.mobile?.message, code: errors.code?.message }}
        send={send}
        canSend={mobileValid}
      />
      <Alert text={alert} />
      <button type="submit" className="wl-button wl-button--primary auth-submit" disabled={isSubmitting}>
        {isSubmitting ? t('auth.working') : t('login.submit')}
      </button>
    </form>
  );
}

export function LoginForm({ initialMode = 'username', next, agentOnly = false, inModal, rememberHours = REMEMBER_MAX_HOURS, showRegister = true, showForgot = true }: LoginFormProps) {
  const t = useText(AUTH_TEXTS);
  const { site } = usePortal();
  const smsOffered = smsLoginOffered(site) || initialMode === 'sms';
  const [mode, setMode] = useState<LoginMode>(smsOffered ? initialMode : 'username');
  const ids = useId();
  const context: Omit<LoginContext, 'loginType'> = { next, agentOnly, inModal };
  return (
    <div className="login-form">
      {smsOffered && (
        <AuthTabs<LoginMode>
          label={t('login.modes')}
          panelId={`${ids}-${mode}`}
          value={mode}
          onChange={setMode}
          tabs={[{ id: 'username', label: t('login.tab.username') }, { id: 'sms', label: t('login.tab.sms') }]}
        />
      )}
      <UsernameLogin context={context} rememberHours={rememberHours} hidden={mode !== 'username'} panelId={`${ids}-username`} />
      {smsOffered && <SmsLogin context={context} hidden={mode !== 'sms'} panelId={`${ids}-sms`} />}
      <Links showRegister={showRegister} showForgot={showForgot} />
    </div>
  );
}
