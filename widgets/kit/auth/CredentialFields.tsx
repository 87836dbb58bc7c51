/**
 * Field groups the sign-in forms share: a new password with its confirmation (change password,
 * reset by phone) and a mobile number with its SMS code (SMS login, reset by phone). The forms keep
 * their own react-hook-form state and pass the registered fields and their errors in.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';
import { FormField } from './FormField';
import { MobileField } from './MobileField';
import type { ValueRule } from './rules';
import { SmsCodeButton } from './SmsCodeButton';

export interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { newPassword?: string | undefined; confirmation?: string | undefined };
  /** The tenant's password rule; its message is the hint under the field. */
  rule: ValueRule;
}

export function NewPasswordFields({ newPassword, confirmation, errors, rule }: NewPasswordFieldsProps) {
  const t = useText(AUTH_TEXTS);
  return (
    <>
      <FormField label={t('changePassword.newPassword')} type="password" autoComplete="new-password" hint={rule.message} error={errors.newPassword} {...newPassword} />
      <FormField label={t('changePassword.confirmNewPassword')} type="password" autoComplete="new-password" error={errors.confirmation} {...confirmation} />
    </>
  );
}

export interface MobileCodeFieldsProps {
  dialCode: string;
  onDialCodeChange(code: string): void;
  mobile: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  errors: { mobile?: string | undefined; code?: string | undefined };
  /** Sends the code (SmsCodeButton: countdown, throttle and failure dialog). */
  send(): Promise<{ expiredMinutes?: number }>;
  /** Whether the typed mobile number is valid, so a code may be sent. */
  canSend: boolean;
}

export function MobileCodeFields({ dialCode, onDialCodeChange, mobile, code, errors, send, canSend }: MobileCodeFieldsProps) {
  const t = useText(AUTH_TEXTS);
  return (
    <>
      <MobileField dialCode={dialCode} onDialCodeChange={onDialCodeChange} error={errors.mobile} {...mobile} />
      <FormField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code}
        after={<SmsCodeButton send={send} canSend={canSend} />}
        {...code}
      />
    </>
  );
}
