/**
 * The amount input of the money pages: text in the view's language ('10,50' in Portuguese, '10.50'
 * in English), checked as typed once the member has left the field or submitted, with the problem
 * beside the field (SPEC section 8) and the limits under it. What was typed stays when a request fails.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import type { Language } from '../../../schemas/domain';
import { usePortal } from '../../portal-context/PortalContext';
import { useMemberText, type MemberText } from '../../member-texts/useMemberText';
import { formatMinor } from './wireAmounts';
import { parseAmount, type AmountLimits, type AmountParse, type AmountProblem } from './parseAmount';

/** The sentence for a refused amount. */
export function amountProblemText(problem: AmountProblem, limits: AmountLimits, language: Language, t: MemberText): string {
  switch (problem) {
    case 'format': return t('amount.format', { example: language === 'pt' ? '1.250,50' : '1,250.50' });
    case 'belowMin': return t('amount.belowMin', { min: formatMinor(limits.min ?? 0, language) });
    case 'aboveMax': return t('amount.aboveMax', { max: limits.max === undefined ? '' : formatMinor(limits.max, language) });
    case 'aboveBalance': return t('amount.aboveBalance', { balance: formatMinor(limits.available ?? 0, language) });
    default: return t(`amount.${problem}`);
  }
}

export interface AmountInput {
  text: string;
  setText(text: string): void;
  parsed: AmountParse;
  /** The problem to show beside the field (after the member left it or submitted). */
  error: string | undefined;
  /** Shows the problem, if any; returns the minor units when the amount is fine. */
  check(): number | undefined;
  reset(): void;
  limits: AmountLimits;
}

export function useAmountInput(limits: AmountLimits): AmountInput {
  const { view } = usePortal();
  const t = useMemberText();
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const parsed = useMemo(() => parseAmount(text, view.language, limits), [text, view.language, limits]);
  const error = shown && !parsed.ok ? amountProblemText(parsed.problem, limits, view.language, t) : undefined;
  const check = useCallback(() => {
    setShown(true);
    return parsed.ok ? parsed.minor : undefined;
  }, [parsed]);
  const reset = useCallback(() => { setText(''); setShown(false); }, []);
  const change = useCallback((next: string) => { setText(next); }, []);
  return { text, setText: change, parsed, error, check, reset, limits };
}

export interface AmountFieldProps {
  input: AmountInput;
  label?: string;
  /** Currency symbol shown before the input. */
  currency?: string;
  disabled?: boolean;
}

export function AmountField({ input, label, currency, disabled }: AmountFieldProps) {
  const { view } = usePortal();
  const t = useMemberText();
  const id = useId();
  const { limits } = input;
  const hint = limits.min !== undefined && limits.max !== undefined
    ? t('amount.limits', { min: formatMinor(limits.min, view.language), max: formatMinor(limits.max, view.language) })
    : undefined;
  const described = [input.error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter((x) => x !== null).join(' ');
  return (
    <div className={`money-field${input.error ? ' money-field--invalid' : ''}`}>
      <label className="money-field__label" htmlFor={id}>{label ?? t('amount.label')}</label>
      <div className="money-field__row">
        {currency !== undefined && <span className="money-field__currency" aria-hidden="true">{currency}</span>}
        <input
          id={id}
          className="money-field__input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={input.text}
          disabled={disabled}
          aria-invalid={input.error ? true : undefined}
          aria-describedby={described === '' ? undefined : described}
          onChange={(event) => input.setText(event.target.value)}
          onBlur={() => { if (input.text !== '') input.check(); }}
        />
      </div>
      {hint !== undefined && <p id={`${id}-hint`} className="money-field__hint">{hint}</p>}
      {input.error !== undefined && <p id={`${id}-error`} className="money-field__error" role="alert">{input.error}</p>}
    </div>
  );
}
