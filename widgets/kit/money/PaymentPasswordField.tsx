import { useId } from 'react';

/** The payment password field: six digits, its problem beside it. */
export function PaymentPasswordField({ value, onChange, error, label }: { value: string; onChange(v: string): void; error: string | undefined; label: string }) {
  const id = useId();
  return (
    <div className={`money-field${error ? ' money-field--invalid' : ''}`}>
      <label className="money-field__label" htmlFor={id}>{label}</label>
      <div className="money-field__row">
        <input
          id={id}
          className="money-field__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error !== undefined && <p id={`${id}-error`} className="money-field__error" role="alert">{error}</p>}
    </div>
  );
}
