/**
 * Small pieces of the points mall's forms and lists: the payment password field, a labelled text
 * field (in the money kit's field style, one style sheet for both), the pager and the redeem status
 * tag. Notes beside a form are the money kit's MoneyNote.
 */
import { useId } from 'react';
import type { RedeemStatus } from '../../schemas/api/points';
import { usePointsText } from './usePointsText';

export interface FieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'password';
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  multiline?: boolean;
  testId?: string;
}

/** A labelled input with its hint and its problem beside it. */
export function PointsField({ label, value, onChange, error, hint, type = 'text', inputMode, maxLength, multiline = false, testId }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id, value, maxLength, className: 'money-field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': described, 'data-testid': testId,
  } as const;
  return (
    <div className={`money-field${error ? ' money-field--invalid' : ''}`}>
      <label className="money-field__label" htmlFor={id}>{label}</label>
      {multiline
        ? <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
        : <input {...common} type={type} inputMode={inputMode} autoComplete="off" onChange={(e) => onChange(e.target.value)} />}
      {hint !== undefined && <p id={`${id}-hint`} className="money-field__hint">{hint}</p>}
      {error !== undefined && <p id={`${id}-error`} className="money-field__error" role="alert">{error}</p>}
    </div>
  );
}

/** The payment password: six digits, checked before sending. */
export function checkPassword(password: string, t: ReturnType<typeof usePointsText>): string | undefined {
  if (password === '') return t('password.required');
  return /^\d{6}$/.test(password) ? undefined : t('password.rule');
}

export function PasswordField({ value, onChange, error }: { value: string; onChange(v: string): void; error: string | undefined }) {
  const t = usePointsText();
  return <PointsField label={t('password.label')} value={value} onChange={onChange} error={error} type="password" inputMode="numeric" maxLength={6} testId="points-password" />;
}

export function Pager({ pageNo, pages, setPageNo, label }: { pageNo: number; pages: number; setPageNo(page: number): void; label: string }) {
  const t = usePointsText();
  if (pages <= 1) return null;
  return (
    <nav className="points-pager" aria-label={label}>
      <button type="button" className="wl-button" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>{t('pages.previous')}</button>
      <span>{t('pages.page', { page: pageNo, pages })}</span>
      <button type="button" className="wl-button" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>{t('pages.next')}</button>
    </nav>
  );
}

export function RedeemStatusTag({ status }: { status: RedeemStatus }) {
  const t = usePointsText();
  return <span className={`points-status points-status--${status}`} data-status={status}>{t(`status.${status}`)}</span>;
}

/** An ISO instant as the visitor's local date and time, 'YYYY-MM-DD HH:mm'. */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
