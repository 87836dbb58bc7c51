/**
 * Sign-up's extra fields in the registration popup, as the resolved site's `signUp` asks (lusa, under
 * BR: CPF, birth date, gender, a loss and a time limit, the risk warning): the CPF masked as it is
 * typed, each error beside its field (the form's resolver: signUpForm.ts; the server's refusals are
 * set on the same fields). Nothing is drawn for a site without `signUp`.
 */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ResolvedSignUp } from '../../engine/index';
import { maskCpf } from '../../engine/registration/signUp';
import { GENDERS, SIGN_UP_LIMIT_PERIODS } from '../../schemas/signUp';
import { FormField } from '../kit/auth/FormField';
import type { AuthTextKey } from '../../engine/i18n/texts/auth';
import { LIMIT_FIELDS, type RegisterFormValues, type SignUpValues } from './signUpForm';

type Values = RegisterFormValues;

export interface SignUpFieldsProps {
  signUp: ResolvedSignUp;
  register: UseFormRegister<Values>;
  control: Control<Values>;
  errors: FieldErrors<Values>;
  t: (key: AuthTextKey) => string;
}

const LIMIT_LABELS = { loss: 'signUp.lossLimit', deposit: 'signUp.depositLimit', time: 'signUp.timeLimit' } as const;

/** A select with its label and its error beside it, as FormField draws inputs. */
function SelectField({ label, error, children, ...select }: { label: string; error: string | undefined; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>{label}</label>
      <div className="auth-field__row">
        <select {...select} id={id} className="auth-select register-modal__select" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          {children}
        </select>
      </div>
      {error ? <p id={`${id}-error`} className="auth-field__error" role="alert">{error}</p> : null}
    </div>
  );
}

export function SignUpFields({ signUp, register, control, errors, t }: SignUpFieldsProps) {
  const error = (name: keyof SignUpValues) => errors[name]?.message as string | undefined;
  const asks = (field: ResolvedSignUp['fields'][number]) => signUp.fields.includes(field);
  return (
    <>
      {asks('cpf') && (
        <Controller
          control={control}
          name="cpf"
          render={({ field }) => (
            <FormField
              label={`${t('signUp.cpf')} *`}
              error={error('cpf')}
              hint={t('signUp.cpfHint')}
              aria-required
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              name={field.name}
              ref={field.ref}
              value={(field.value as string | undefined) ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(maskCpf(event.target.value))}
            />
          )}
        />
      )}
      {asks('birthDate') && (
        <FormField label={`${t('signUp.birthDate')} *`} error={error('birthDate')} aria-required type="date" autoComplete="bday" {...register('birthDate')} />
      )}
      {asks('gender') && (
        <SelectField label={`${t('signUp.gender')} *`} error={error('gender')} aria-required {...register('gender')}>
          <option value="">{t('signUp.gender.choose')}</option>
          {GENDERS.map((g) => <option key={g} value={g}>{t(`signUp.gender.${g}`)}</option>)}
        </SelectField>
      )}
      {signUp.limits.length > 0 && (
        <fieldset className="register-modal__limits">
          <legend>{t('signUp.limits')}</legend>
          <p className="register-modal__hint">{t('signUp.limitsHint')}</p>
          {signUp.limits.map((kind) => {
            const names = LIMIT_FIELDS[kind];
            return (
              <div key={kind} className="register-modal__limit">
                <FormField label={`${t(LIMIT_LABELS[kind])} *`} error={error(names.value)} aria-required inputMode={kind === 'time' ? 'numeric' : 'decimal'} autoComplete="off" {...register(names.value)} />
                <SelectField label={t('signUp.period')} error={error(names.period)} {...register(names.period)}>
                  {SIGN_UP_LIMIT_PERIODS.map((p) => <option key={p} value={p}>{t(`signUp.period.${p}`)}</option>)}
                </SelectField>
              </div>
            );
          })}
        </fieldset>
      )}
      {signUp.riskWarning && (
        <div className="register-modal__check register-modal__risk">
          <p className="register-modal__warning" id="register-modal-risk-text">{t('signUp.riskWarning')}</p>
          <label className="auth-check">
            <input
              type="checkbox"
              {...register('riskAcknowledged')}
              aria-describedby={['register-modal-risk-text', ...(errors.riskAcknowledged ? ['register-modal-risk-error'] : [])].join(' ')}
              aria-invalid={errors.riskAcknowledged ? true : undefined}
            />
            <span>{t('signUp.riskAcknowledge')} *</span>
          </label>
          {error('riskAcknowledged') !== undefined && <p id="register-modal-risk-error" className="auth-field__error" role="alert">{error('riskAcknowledged')}</p>}
        </div>
      )}
    </>
  );
}
