/**
 * A labelled input with its error beside it (SPEC section 8: field errors are shown beside each
 * field): `aria-invalid` while it has an error, `aria-describedby` pointing at the error and the hint.
 * Works with react-hook-form's `register()` (name, onChange, onBlur and ref are passed through).
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './auth.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  /** The error text shown beside the field; absent when the value is fine. */
  error?: string | undefined;
  /** Help text under the field (a rule, a note). */
  hint?: ReactNode;
  /** Controls after the input, inside the field row (an SMS button, a show-password toggle). */
  after?: ReactNode;
  /** Controls before the input (a dialling-code select). */
  before?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** The input's id; generated when not given. */
  inputId?: string;
}

export function FormField({ label, error, hint, after, before, ref, inputId, className, ...input }: FormFieldProps) {
  const generated = useId();
  const id = inputId ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((x) => x !== null).join(' ');
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="auth-field__label" htmlFor={id}>{label}</label>
      <div className="auth-field__row">
        {before}
        <input
          {...input}
          ref={ref}
          id={id}
          className="auth-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        {after}
      </div>
      {hint ? <p id={hintId} className="auth-field__hint">{hint}</p> : null}
      {error ? <p id={errorId} className="auth-field__error" role="alert">{error}</p> : null}
    </div>
  );
}
