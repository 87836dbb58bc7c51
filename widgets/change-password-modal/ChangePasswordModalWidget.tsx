/**
 * Change password (changePassModal, SPEC sections 4 and 5): the old password unless the login just
 * gave it, the new one by the site's password rule and its message, and its confirmation. A forced
 * change (default, expired or temporary password) cannot be dismissed. The login stored the token
 * before opening it, so the call is authenticated; success reloads the member, closes the modal and
 * goes to / (or the request's next stop).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../kit/auth/CredentialFields';
import { FormField } from '../kit/auth/FormField';
import { fieldChecks, useAccountRules } from '../kit/auth/rules';
import { errorTextKey } from '../kit/ui/errorText';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { useModalRequest } from '../portal-context/PortalModals';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText, type TextKey } from '../portal-context/useText';
import type { MessageKey } from '../../engine/index';
import { AUTH_TEXTS } from '../../engine/i18n/texts/auth';
import '../kit/auth/auth.css';
import './change-password-modal.css';

interface Values { oldPassword: string; newPassword: string; confirmNewPassword: string }

/** Server errors shown beside a field. */
const FIELD_OF: Partial<Record<MessageKey, keyof Values>> = {
  'error.wrongPassword': 'oldPassword',
  'error.passwordRule': 'newPassword',
  'error.samePassword': 'newPassword',
  'form.inconsistent': 'confirmNewPassword',
};

export function ChangePasswordModalWidget() {
  const t = useText(AUTH_TEXTS);
  const request = useModalRequest('change-password-modal');
  const { closeModal } = usePortalActions();
  const { useCaller } = usePortalData();
  const { call } = useCaller();
  const { reload, passwordChanged } = usePortalSession();
  const navigate = useNavigate();
  const rules = useAccountRules();
  const [alert, setAlert] = useState<TextKey | undefined>(undefined);
  const forced = request.reason !== 'voluntary';
  const knownOld = request.oldPassword;
  const { register, handleSubmit, getValues, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = async (values: Values) => {
    setAlert(undefined);
    const oldPassword = knownOld ?? values.oldPassword;
    try {
      await call('changePassword', { oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
    } catch (error) {
      const key = errorTextKey(error);
      const field = FIELD_OF[key];
      // Without an old-password field a wrong old password can only be told in the alert.
      if (field !== undefined && !(field === 'oldPassword' && knownOld !== undefined)) setError(field, { type: 'server', message: t(key) }, { shouldFocus: true });
      else setAlert(key);
      return;
    }
    passwordChanged?.();
    try {
      await reload();
    } catch {
      // The password is changed; the member info will load on the next request.
    }
    closeModal();
    navigate(request.next ?? '/');
  };

  const passwordRule = rules.password;
  return (
    <ModalDialog
      title={t('changePassword.title')}
      onClose={forced ? undefined : closeModal}
      role={forced ? 'alertdialog' : 'dialog'}
      className="change-password-modal"
      testId="change-password-modal"
    >
      {forced && <p className="change-password-modal__reason">{t(`changePassword.reason.${request.reason as Exclude<typeof request.reason, 'voluntary'>}`)}</p>}
      <form className="auth-form" noValidate aria-busy={isSubmitting || undefined} onSubmit={(event) => { void handleSubmit(onSubmit)(event); }}>
        {knownOld === undefined && (
          <FormField
            label={t('changePassword.oldPassword')}
            type="password"
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...register('oldPassword', { validate: (v) => v !== '' || t('form.required') })}
          />
        )}
        <NewPasswordFields
          rule={passwordRule}
          newPassword={register('newPassword', { validate: fieldChecks.newPassword(passwordRule, t) })}
          confirmation={register('confirmNewPassword', { validate: fieldChecks.confirmation(() => getValues('newPassword'), t) })}
          errors={{ newPassword: errors.newPassword?.message, confirmation: errors.confirmNewPassword?.message }}
        />
        {alert !== undefined && <p className="auth-alert" role="alert">{t(alert)}</p>}
        <button type="submit" className="wl-button wl-button--primary auth-submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.working') : t('changePassword.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}
