/**
 * The registration popup (registerModal, SPEC sections 4, 5 and 8). The mode opens as the site's
 * registration form says (register by username, or registerMobile when the mobile-registration switch
 * is on; both when both are allowed), with every field the engine resolved for that mode: its label,
 * required flag, pattern and message. Terms and the age confirmation must be ticked; an SMS code and
 * a captcha appear when the form has them.
 *
 * On submit: the rules (validateRegistration: the engine's rules checked field by field, since ajv
 * cannot compile under the portal's CSP), then the invitation code check when one was typed
 * ('invitation_code_error' beside the field), then register or registerMobile, then sign-in with the
 * returned token, close, go to '/'. A failure shows its catalogue message and keeps every typed value
 * (only the spent captcha answer is cleared, with a new image).
 */
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { RegistrationField, RegistrationMode } from '../../engine/registration/index';
import type { ResolvedSite } from '../../engine/index';
import type { RegisterModalProps } from '../../schemas/widgets';
import { AuthBanner } from '../kit/auth/AuthBanner';
import { AuthTabs } from '../kit/auth/AuthTabs';
import { CaptchaField } from '../kit/auth/CaptchaField';
import { FormField } from '../kit/auth/FormField';
import { useHumanCheck } from '../kit/auth/humanCheck';
import { isCommonPassword } from '../kit/auth/rules';
import { MobileField } from '../kit/auth/MobileField';
import { SmsCodeButton } from '../kit/auth/SmsCodeButton';
import { socialFailureOf, useSocialLoginOn, type SocialFailure, type SocialToken } from '../kit/social/socialLogin';
import { errorTextKey, errorValue } from '../kit/ui/errorText';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText, type TextKey } from '../portal-context/useText';
import { AUTH_TEXTS, type AuthTextKey } from '../../engine/i18n/texts/auth';
import {
  compileRegistrationChecks, emptyRegistrationValues, registrationValuesOf, validateRegistration,
  type RegistrationChecks, type RegistrationErrorField,
} from './validateRegistration';
import { SignUpFields } from './SignUpFields';
import { NO_SIGN_UP, emptySignUpValues, isSignUpField, localToday, signUpPayload, validateSignUp, type RegisterFormValues } from './signUpForm';
import '../kit/ui/base.css';
import './register-modal.css';

/** The social link, a chunk of its own: fetched only where the tenant has social login on. */
const SocialLinkField = lazy(() => import('../kit/social/SocialLinkField').then((m) => ({ default: m.SocialLinkField })));

/** Where the terms checkbox links when the props name no page: the help centre's terms anchor. */
export const DEFAULT_TERMS_URL = '/help#term';

/** Server failures that belong beside one field. */
const FIELD_OF_FAILURE: Partial<Record<TextKey, RegistrationErrorField>> = {
  'error.usernameTaken': 'username',
  'error.commonPassword': 'password',
  'error.mobileTaken': 'mobileNum',
  'error.invalidPhoneFormat': 'mobileNum',
  'error.enterValidPhone': 'mobileNum',
  'error.invalidCaptcha': 'captcha',
  'invitation_code_error': 'affiliateCode',
  'error.invalidCode': 'verificationCode',
  'error.missingCode': 'verificationCode',
  'error.codeExpired': 'verificationCode',
};

const AUTOCOMPLETE: Partial<Record<RegistrationField['name'], string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  verificationCode: 'one-time-code',
  captcha: 'off',
  fullName: 'name',
  payeeName: 'name',
  birthday: 'bday',
  address: 'street-address',
};

/** Whether a field's label key is one of the registration texts (a field the catalogue does not name shows its name). */
function isLabelKey(key: string): key is AuthTextKey {
  return Object.hasOwn(AUTH_TEXTS.en, key);
}


export function RegisterModalWidget({ showBanner = true, minimumAge = 18, termsUrl }: RegisterModalProps) {
  const { site, view } = usePortal();
  const { signIn } = usePortalSession();
  const { closeModal, openModal } = usePortalActions();
  const { useCaller } = usePortalData();
  const caller = useCaller();
  const humanCheck = useHumanCheck();
  const navigate = useNavigate();
  const t = useText(AUTH_TEXTS);
  const form = site.registrationForm;
  // A jurisdiction's extras (CPF, birth date, gender, limits, risk warning); none without one.
  const signUp = (site as Partial<ResolvedSite>).signUp ?? NO_SIGN_UP;
  const language = view.language;

  const [mode, setMode] = useState<RegistrationMode>(form.regType);
  const checks = useMemo(() => compileRegistrationChecks(form, mode), [form, mode]);
  const checksRef = useRef<RegistrationChecks>(checks);
  checksRef.current = checks;
  const [failure, setFailure] = useState<TextKey | undefined>(undefined);
  const socialOn = useSocialLoginOn();
  const [social, setSocial] = useState<SocialToken | undefined>(undefined);
  const [socialFailure, setSocialFailure] = useState<SocialFailure | undefined>(undefined);
  const [captchaId, setCaptchaId] = useState<string | undefined>(undefined);
  const [captchaKey, setCaptchaKey] = useState(0);

  const ageMessage = t('register.ageRequired', { age: minimumAge });
  // The engine's rules, field by field; the age message names the age the props ask for.
  const resolver = useCallback<Resolver<RegisterFormValues>>((values) => {
    const found = validateRegistration(checksRef.current, values);
    const signUpFound = Object.entries(validateSignUp(signUp, values, localToday()));
    const entries = Object.entries(found);
    if (entries.length === 0 && signUpFound.length === 0) return { values, errors: {} };
    const errors: FieldErrors<RegisterFormValues> = {};
    for (const [name, error] of entries) {
      const message = name === 'ageConfirmed' ? ageMessage : error.message[language];
      Object.assign(errors, { [name]: { type: error.rule, message } });
    }
    for (const [name, error] of signUpFound) Object.assign(errors, { [name]: { type: 'signUp', message: t(error.key, error.params) } });
    return { values: {}, errors };
  }, [ageMessage, language, signUp, t]);

  const { register, handleSubmit, control, setError, clearErrors, setValue, watch, getValues, formState } = useForm<RegisterFormValues>({
    // A member's referral link (`/register?referralCode=R…`) fills the referral code; the field's own
    // rule checks it, and a form without the field never sends it.
    defaultValues: { ...emptyRegistrationValues(form), ...emptySignUpValues(signUp), countryDialingCode: '', referralCode: new URLSearchParams(location.search).get('referralCode') ?? '' },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;

  const shown = (name: RegistrationErrorField) => checks.fields.some((c) => c.field.name === name);
  const mobileCheck = checks.fields.find((c) => c.field.name === 'mobileNum');
  const mobileNum = watch('mobileNum') ?? '';
  const mobileValid = mobileCheck !== undefined && mobileNum !== '' && validateRegistration({ ...checks, fields: [mobileCheck] }, {
    mobileNum, terms: true, ageConfirmed: true,
  }).mobileNum === undefined;

  const switchMode = (next: RegistrationMode) => {
    setMode(next);
    setFailure(undefined);
    clearErrors();
  };

  /** A failed call: beside its field when it has one, else as the form's message. */
  const showFailure = (error: unknown) => {
    const key = errorTextKey(error);
    // Sign-up's refusals name their field (a CPF taken, the age by the tenant's date...) and their
    // texts are this popup's (the auth texts, not the page's catalogue): shown at the field.
    const value = errorValue(error);
    const signUpField = Array.isArray(value?.fields) ? value.fields[0] : undefined;
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (isSignUpField(signUpField) && typeof code === 'string' && isLabelKey(code)) {
      setError(signUpField, { type: 'server', message: t(code, typeof value?.age === 'number' ? { age: value.age } : undefined) }, { shouldFocus: true });
      return;
    }
    const field = FIELD_OF_FAILURE[key];
    if (field !== undefined && shown(field)) {
      setError(field, { type: 'server', message: t(key) }, { shouldFocus: true });
      return;
    }
    if (key === 'error.invalidRequest') {
      // The server names the fields its rules refused: mark them with their rule's message.
      const fields = errorValue(error)?.fields;
      if (Array.isArray(fields)) {
        for (const name of fields) {
          const check = checks.fields.find((c) => c.field.name === name);
          if (check !== undefined) setError(check.field.name, { type: 'server', message: (check.field.message ?? check.field.requiredMessage)[language] });
        }
      }
    }
    setFailure(key);
  };

  const submit = async (values: RegisterFormValues) => {
    setFailure(undefined);
    const domain = window.location.hostname;
    const affiliateCode = values.affiliateCode?.trim() ?? '';
    // The invitation code is checked first (SPEC section 4).
    if (shown('affiliateCode') && affiliateCode !== '') {
      try {
        await caller.call('affiliateCheck', { code: affiliateCode, domain });
      } catch (error) {
        showFailure(error);
        return;
      }
    }
    // The common-password check, beside the field, before anything is sent (the server checks too).
    if (shown('password') && typeof values.password === 'string' && (await isCommonPassword(values.password))) {
      setError('password', { type: 'common', message: t('error.commonPassword') }, { shouldFocus: true });
      return;
    }
    let human: Awaited<ReturnType<typeof humanCheck>>;
    try {
      human = await humanCheck();
    } catch (error) {
      showFailure(error);
      return;
    }
    const payload = {
      ...registrationValuesOf(checks, values),
      ...signUpPayload(signUp, values),
      ...human,
      domain,
      login: true,
      ...(shown('captcha') && captchaId !== undefined ? { captchaId } : {}),
      ...(mode === 'register' ? { registerUrl: window.location.href, registerMethod: 'WEB' as const } : {}),
      ...(socialOn && social !== undefined ? { firebaseChannel: social.channel, firebaseIdToken: social.idToken } : {}),
    };
    setSocialFailure(undefined);
    let token: string;
    try {
      token = (await caller.call(mode, payload)).token;
    } catch (error) {
      if (shown('captcha')) {
        // The answer was spent: a new image, the rest of the form as typed.
        setValue('captcha', '');
        setCaptchaKey((k) => k + 1);
      }
      // A refusal of the social link is shown beside the link (lazy auth texts).
      const socialRefusal = socialFailureOf(error);
      if (socialRefusal !== undefined) setSocialFailure(socialRefusal);
      else showFailure(error);
      return;
    }
    try {
      await signIn(token);
    } catch (error) {
      setFailure(errorTextKey(error));
      return;
    }
    closeModal();
    void navigate('/');
  };

  const sendCode = async () => {
    const { mobileNum: number = '', countryDialingCode = '' } = getValues();
    const params = countryDialingCode === '' ? { mobileNum: number } : { mobileNum: number, countryDialingCode };
    // Every registration SMS is billed to the merchant: it needs the human check.
    return caller.call('smsRegister', { ...params, ...(await humanCheck()) }, { moduleId: mode === 'registerMobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3' });
  };

  const labelOf = (field: RegistrationField) => {
    const label = isLabelKey(field.labelKey) ? t(field.labelKey) : field.name;
    return field.required ? `${label} *` : label;
  };

  const renderField = (field: RegistrationField) => {
    const error = errors[field.name]?.message;
    const autoComplete = AUTOCOMPLETE[field.name];
    const common = { label: labelOf(field), error, 'aria-required': field.required, ...(autoComplete === undefined ? {} : { autoComplete }) };
    switch (field.name) {
      case 'mobileNum':
        return (
          <Controller
            key={field.name}
            control={control}
            name="countryDialingCode"
            render={({ field: dial }) => (
              <MobileField
                {...common}
                {...register('mobileNum')}
                dialCode={dial.value ?? ''}
                onDialCodeChange={dial.onChange}
              />
            )}
          />
        );
      case 'captcha':
        return (
          <Controller
            key={field.name}
            control={control}
            name="captcha"
            render={({ field: captcha }) => (
              <CaptchaField value={captcha.value ?? ''} onChange={captcha.onChange} error={error} refreshKey={captchaKey} onIdChange={setCaptchaId} />
            )}
          />
        );
      case 'verificationCode':
        return (
          <FormField
            key={field.name}
            {...common}
            {...register('verificationCode')}
            inputMode="numeric"
            after={<SmsCodeButton send={sendCode} canSend={mobileValid} />}
          />
        );
      default:
        return <FormField key={field.name} {...common} {...register(field.name)} type={field.inputType} />;
    }
  };

  const terms = termsUrl ?? DEFAULT_TERMS_URL;
  const panelId = 'register-modal-form';

  return (
    <ModalDialog title={t('register.title')} onClose={closeModal} className="register-modal">
      {showBanner && <AuthBanner group="w_register" />}
      {form.modes.length > 1 && (
        <AuthTabs
          tabs={form.modes.map((m) => ({ id: m, label: t(`register.mode.${m}`) }))}
          value={mode}
          onChange={switchMode}
          label={t('register.modes')}
          panelId={panelId}
        />
      )}
      <form id={panelId} className="auth-form register-modal__form" noValidate onSubmit={(event) => { void handleSubmit(submit)(event); }} data-mode={mode}>
        <p className="register-modal__hint">{t('form.starRequired')}</p>
        {checks.fields.map((c) => renderField(c.field))}
        <SignUpFields signUp={signUp} register={register} control={control} errors={errors} t={t} />
        <div className="register-modal__check">
          <label className="auth-check">
            <input type="checkbox" {...register('terms')} aria-invalid={errors.terms ? true : undefined} aria-describedby={errors.terms ? 'register-modal-terms-error' : undefined} />
            <span>{t('registration.terms')} *</span>
          </label>
          <a className="auth-link register-modal__terms" href={terms} target="_blank" rel="noopener noreferrer">{t('register.termsLink')}</a>
          {errors.terms?.message !== undefined && <p id="register-modal-terms-error" className="auth-field__error" role="alert">{errors.terms.message}</p>}
        </div>
        <div className="register-modal__check">
          <label className="auth-check">
            <input type="checkbox" {...register('ageConfirmed')} aria-invalid={errors.ageConfirmed ? true : undefined} aria-describedby={errors.ageConfirmed ? 'register-modal-age-error' : undefined} />
            <span>{t('register.ageConfirm', { age: minimumAge })} *</span>
          </label>
          {errors.ageConfirmed?.message !== undefined && <p id="register-modal-age-error" className="auth-field__error" role="alert">{errors.ageConfirmed.message}</p>}
        </div>
        {socialOn && <Suspense fallback={null}><SocialLinkField value={social} onChange={setSocial} failure={socialFailure} /></Suspense>}
        {failure !== undefined && <p className="auth-alert" role="alert">{t(failure)}</p>}
        <button type="submit" className="wl-button wl-button--primary auth-submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="register-modal__login">
          {t('register.haveAccount')}{' '}
          <button type="button" className="auth-link" onClick={() => openModal({ modal: 'login-modal' })}>{t('register.toLogin')}</button>
        </p>
      </form>
    </ModalDialog>
  );
}
