/**
 * The extra step of a login from an unregistered IP (SPEC section 4): the server names the methods
 * that can confirm the account (mobile number, the SMS code it sent with the login answer, e-mail,
 * bank account name, authenticator code); the member answers one, with the login's ticket. A right
 * answer is a login answer, which goes on as any login (signIn, forced password change, next stop).
 * The server sends the code once, with the login answer, and has no resend: a new code needs a new
 * login, so there is no send button here.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { VerificationMethod } from '../../schemas/api/session';
import { AuthTabs } from '../kit/auth/AuthTabs';
import { AGENT_HOME, refusalOf, useFinishLogin } from '../kit/auth/finishLogin';
import { FormField } from '../kit/auth/FormField';
import { emailRule, fieldChecks, followsRule, useAccountRules } from '../kit/auth/rules';
import { errorTextKey } from '../kit/ui/errorText';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { useModalRequest } from '../portal-context/PortalModals';
import { useText, type TextKey } from '../portal-context/useText';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import '../kit/auth/auth.css';
import './login-verification-modal.css';

/** Authenticator codes: 6 digits. */
export const AUTHENTICATOR_PATTERN = /^[0-9]{6}$/;

interface Values { answer: string }

/** Errors of the answer itself, shown beside the field; the others go to the form's alert. */
const FIELD_ERRORS: readonly TextKey[] = ['error.verificationFailed', 'error.invalidCode', 'error.codeExpired'];

const INPUT: Record<VerificationMethod, { type: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete: string }> = {
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  code: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  bankAccountName: { type: 'text', autoComplete: 'name' },
  authenticator: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
};

export function LoginVerificationModalWidget() {
  const t = useText(AUTH_TEXTS);
  const { view } = usePortal();
  const request = useModalRequest('login-verification-modal');
  const { closeModal } = usePortalActions();
  const { useCaller } = usePortalData();
  const { call } = useCaller();
  const rules = useAccountRules();
  const finish = useFinishLogin();
  const ids = useId();
  const methods = request.verification.methods;
  const [method, setMethod] = useState<VerificationMethod>(methods[0] ?? 'mobile');
  const [alert, setAlert] = useState<TextKey | undefined>(undefined);
  const { register, handleSubmit, setError, reset, formState: { errors, isSubmitting } } = useForm<Values>({ defaultValues: { answer: '' } });

  const validate = (raw: string): true | string => {
    // The code keeps its spaces (SPEC section 5); the other answers are trimmed.
    const value = method === 'code' ? raw : raw.trim();
    if (value === '') return t('form.required');
    switch (method) {
      case 'mobile':
        return fieldChecks.mobile(rules.mobile, t, true)(value);
      case 'code':
        return fieldChecks.code(t)(value);
      case 'authenticator':
        return AUTHENTICATOR_PATTERN.test(value) || t('form.validCode');
      case 'email': {
        const rule = emailRule(view.language);
        return followsRule(value, rule) || (rule.message ?? t('form.required'));
      }
      case 'bankAccountName':
        return true;
    }
  };

  const onSubmit = async ({ answer }: Values) => {
    setAlert(undefined);
    const value = method === 'code' ? answer : answer.trim();
    try {
      const login = await call('loginVerify', { ticket: request.verification.ticket, method, value });
      const outcome = await finish(login, { loginType: 'username', next: request.next, agentOnly: request.next === AGENT_HOME, inModal: true });
      const refused = refusalOf(outcome);
      if (refused !== undefined) setAlert(refused);
    } catch (error) {
      const key = errorTextKey(error);
      if (FIELD_ERRORS.includes(key)) setError('answer', { type: 'server', message: t(key) }, { shouldFocus: true });
      else setAlert(key);
    }
  };

  const choose = (next: VerificationMethod) => {
    setMethod(next);
    setAlert(undefined);
    // Each method has its own answer: a new method starts empty.
    reset({ answer: '' });
  };

  const input = INPUT[method];
  return (
    <ModalDialog title={t('loginVerification.title')} onClose={closeModal} className="login-verification-modal" testId="login-verification-modal">
      <p className="login-verification-modal__intro">{t('loginVerification.intro')}</p>
      {methods.length > 1 && (
        <AuthTabs<VerificationMethod>
          label={t('loginVerification.methods')}
          panelId={`${ids}-panel`}
          value={method}
          onChange={choose}
          tabs={methods.map((m) => ({ id: m, label: t(`loginVerification.method.${m}`) }))}
        />
      )}
      <form
        id={`${ids}-panel`}
        className="auth-form"
        role={methods.length > 1 ? 'tabpanel' : undefined}
        noValidate
        aria-busy={isSubmitting || undefined}
        onSubmit={(event) => { void handleSubmit(onSubmit)(event); }}
      >
        <FormField
          key={method}
          label={t(`loginVerification.method.${method}`)}
          hint={t(`loginVerification.hint.${method}`)}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          maxLength={method === 'authenticator' ? 6 : 128}
          error={errors.answer?.message}
          {...register('answer', { validate })}
        />
        {alert !== undefined && <p className="auth-alert" role="alert">{t(alert)}</p>}
        <button type="submit" className="wl-button wl-button--primary auth-submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.working') : t('loginVerification.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}
