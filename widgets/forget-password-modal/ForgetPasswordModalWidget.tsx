/**
 * Forgotten password (forgetPassModal, SPEC sections 4 and 5): e-mail mode (username and e-mail; the
 * server mails a temporary password, 'in_been_out') and phone mode (an SMS code, then the new
 * password with the code; the answer is a session, so the member is logged in, the modal closes and
 * the visitor goes to /). Phone mode exists, and is the default, when the phone-reset switch is on.
 */
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ResolvedSite } from '../../engine/index';
import type { ForgetPasswordModalProps } from '../../schemas/widgets';
import { AuthBanner } from '../kit/auth/AuthBanner';
import { AuthTabs } from '../kit/auth/AuthTabs';
import { MobileCodeFields, NewPasswordFields } from '../kit/auth/CredentialFields';
import { FormField } from '../kit/auth/FormField';
import { useHumanCheck } from '../kit/auth/humanCheck';

import { emailRule, fieldChecks, followsRule, useAccountRules } from '../kit/auth/rules';

import { errorTextKey } from '../kit/ui/errorText';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText, type TextKey } from '../portal-context/useText';
import type { MessageKey } from '../../engine/index';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import '../kit/auth/auth.css';
import './forget-password-modal.css';

export type ResetMode = 'email' | 'phone';


function Alert({ text }: { text: TextKey | undefined }) {
  const t = useText(AUTH_TEXTS);
  return text === undefined ? null : <p className="auth-alert" role="alert">{t(text)}</p>;
}

interface EmailValues { username: string; email: string }

function EmailReset({ hidden, panelId }: { hidden: boolean; panelId: string }) {
  const t = useText(AUTH_TEXTS);
  const { view } = usePortal();
  const { useCaller } = usePortalData();
  const { call } = useCaller();
  const { showMessage, closeModal } = usePortalActions();
  const humanCheck = useHumanCheck();
  const [alert, setAlert] = useState<TextKey | undefined>(undefined);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<EmailValues>({ defaultValues: { username: '', email: '' } });
  const rule = emailRule(view.language);

  const onSubmit = async (values: EmailValues) => {
    setAlert(undefined);
    try {
      await call('forgetPasswordByEmail', { username: values.username.trim(), email: values.email.trim(), ...(await humanCheck()) });
    } catch (error) {
      const key = errorTextKey(error);
      if (key === 'error.userNotFound') setError('username', { type: 'server', message: t(key) }, { shouldFocus: true });
      else setAlert(key);
      return;
    }
    // The same answer whether or not the details match an account (the server tells nothing more).
    await showMessage({ text: 'in_reset_mail_maybe_sent', tone: 'success' });
    closeModal();
  };

  return (
    <form className="auth-form" id={panelId} role="tabpanel" hidden={hidden} noValidate aria-busy={isSubmitting || undefined} onSubmit={(event) => { void handleSubmit(onSubmit)(event); }}>
      <p className="forget-password-modal__intro">{t('forgetPassword.emailIntro')}</p>
      <FormField
        label={t('login.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username', { validate: (v) => v.trim() !== '' || t('form.inputEmpty') })}
      />
      <FormField
        label={t('registration.field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (v) => {
            const value = v.trim();
            if (value === '') return t('form.inputEmpty');
            return followsRule(value, rule) || (rule.message ?? t('form.required'));
          },
        })}
      />
      <Alert text={alert} />
      <button type="submit" className="wl-button wl-button--primary auth-submit" disabled={isSubmitting}>
        {isSubmitting ? t('auth.working') : t('forgetPassword.sendEmail')}
      </button>
    </form>
  );
}

interface PhoneValues { mobile: string; code: string; newPassword: string; confirmNewPassword: string }

const PHONE_FIELD_OF: Partial<Record<MessageKey, keyof PhoneValues>> = {
  'error.invalidPhoneFormat': 'mobile',
  'error.mobileNotFound': 'mobile',
  'error.invalidCode': 'code',
  'error.codeExpired': 'code',
  'error.missingCode': 'code',
  'error.passwordRule': 'newPassword',
  'form.inconsistent': 'confirmNewPassword',
};

function PhoneReset({ hidden, panelId }: { hidden: boolean; panelId: string }) {
  const t = useText(AUTH_TEXTS);
  const rules = useAccountRules();
  const { useCaller } = usePortalData();
  const { call } = useCaller();
  const { closeModal } = usePortalActions();
  const { signIn } = usePortalSession();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<TextKey | undefined>(undefined);
  const [dialCode, setDialCode] = useState('');
  const { register, handleSubmit, watch, getValues, setError, formState: { errors, isSubmitting } } = useForm<PhoneValues>({
    defaultValues: { mobile: '', code: '', newPassword: '', confirmNewPassword: '' },
  });
  const mobile = watch('mobile').trim();
  const mobileValid = followsRule(mobile, rules.mobile);
  const dial = dialCode === '' ? {} : { countryDialingCode: dialCode };

  const humanCheck = useHumanCheck();
  const send = useCallback(
    async () => call('findPasswordByPhone', { mobileNum: mobile, ...(dialCode === '' ? {} : { countryDialingCode: dialCode }), ...(await humanCheck()) }),
    [call, mobile, dialCode, humanCheck],
  );

  const onSubmit = async (values: PhoneValues) => {
    setAlert(undefined);
    let token: string;
    try {
      ({ token } = await call('setPasswordByPhone', {
        mobileNum: values.mobile.trim(), ...dial, verificationCode: values.code, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword,
      }));
    } catch (error) {
      const key = errorTextKey(error);
      const field = PHONE_FIELD_OF[key];
      if (field !== undefined) setError(field, { type: 'server', message: t(key) }, { shouldFocus: true });
      else setAlert(key);
      return;
    }
    try {
      // The answer is a session: the automatic login of SPEC section 4.
      await signIn(token);
    } catch (error) {
      setAlert(errorTextKey(error));
      return;
    }
    closeModal();
    navigate('/');
  };

  const passwordRule = rules.password;
  return (
    <form className="auth-form" id={panelId} role="tabpanel" hidden={hidden} noValidate aria-busy={isSubmitting || undefined} onSubmit={(event) => { void handleSubmit(onSubmit)(event); }}>
      <p className="forget-password-modal__intro">{t('forgetPassword.phoneIntro')}</p>
      <MobileCodeFields
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        mobile={register('mobile', { validate: fieldChecks.mobile(rules.mobile, t) })}
        code={register('code', { validate: fieldChecks.code(t) })}
        errors={{ mobile: errors.mobile?.message, code: errors.code?.message }}
        send={send}
        canSend={mobileValid}
      />
      <NewPasswordFields
        rule={passwordRule}
        newPassword={register('newPassword', { validate: fieldChecks.newPassword(passwordRule, t) })}
        confirmation={register('confirmNewPassword', { validate: fieldChecks.confirmation(() => getValues('newPassword'), t) })}
        errors={{ newPassword: errors.newPassword?.message, confirmation: errors.confirmNewPassword?.message }}
      />
      <Alert text={alert} />
      <button type="submit" className="wl-button wl-button--primary auth-submit" disabled={isSubmitting}>
        {isSubmitting ? t('auth.working') : t('forgetPassword.submitPhone')}
      </button>
    </form>
  );
}

export function ForgetPasswordModalWidget({ showBanner = true }: Partial<ForgetPasswordModalProps>) {
  const t = useText(AUTH_TEXTS);
  const { site } = usePortal();
  const { closeModal } = usePortalActions();
  const phoneOffered = (site as Partial<ResolvedSite>).switches?.phonePasswordReset === true;
  const [mode, setMode] = useState<ResetMode>(phoneOffered ? 'phone' : 'email');
  const ids = useId();
  return (
    <ModalDialog title={t('forgetPassword.title')} onClose={closeModal} className="forget-password-modal" testId="forget-password-modal">
      {showBanner && <AuthBanner group="w_forget" />}
      {phoneOffered && (
        <AuthTabs<ResetMode>
          label={t('forgetPassword.modes')}
          panelId={`${ids}-${mode}`}
          value={mode}
          onChange={setMode}
          tabs={[{ id: 'phone', label: t('forgetPassword.tab.phone') }, { id: 'email', label: t('forgetPassword.tab.email') }]}
        />
      )}
      {phoneOffered && <PhoneReset hidden={mode !== 'phone'} panelId={`${ids}-phone`} />}
      <EmailReset hidden={mode !== 'email'} panelId={`${ids}-email`} />
    </ModalDialog>
  );
}
