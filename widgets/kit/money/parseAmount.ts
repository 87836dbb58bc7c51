/**
 * Money as the member types it, read into integer minor units (the other half of amounts.ts, which
 * only the money pages need). Parsing follows the view's language: Portuguese writes '1.234,56',
 * English '1,234.56'; group separators are optional but must sit every three digits, so '10.50' in
 * Portuguese (or '10,50' in English) is refused instead of being read as a thousand and fifty, or as ten.
 */
import type { Language } from '../../../schemas/domain';
import { MINOR_DIGITS, SEPARATORS } from './amounts';

/** Why typed text is not an acceptable amount. */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'negative' | 'zero' | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface AmountLimits {
  /** Smallest amount allowed, minor units (inclusive). */
  min?: number;
  /** Largest amount allowed, minor units (inclusive). */
  max?: number;
  /** What the member has available, minor units: a larger amount is refused (withdrawals, transfers). */
  available?: number;
}

export type AmountParse = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Typed text as minor units, or why it is refused. Integer arithmetic only: no float ever holds money. */
export function parseAmount(text: string, language: Language, limits: AmountLimits = {}, digits = MINOR_DIGITS): AmountParse {
  const { group, decimal } = SEPARATORS[language];
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (/^[-−]/.test(trimmed)) return { ok: false, problem: 'negative' };
  const pattern = new RegExp(`^\\+?(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d*))?$`);
  const match = pattern.exec(trimmed);
  if (match === null) return { ok: false, problem: 'format' };
  const whole = match[1]!.split(group).join('');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { ok: false, problem: digits === 0 ? 'format' : 'decimals' };
  const written = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  // Beyond 2^53 minor units no limit can hold it anyway; refused as above the maximum.
  if (written.length > 15) return { ok: false, problem: 'aboveMax' };
  const minor = Number(written);
  if (minor === 0) return { ok: false, problem: 'zero' };
  if (limits.min !== undefined && minor < limits.min) return { ok: false, problem: 'belowMin' };
  if (limits.max !== undefined && minor > limits.max) return { ok: false, problem: 'aboveMax' };
  if (limits.available !== undefined && minor > limits.available) return { ok: false, problem: 'aboveBalance' };
  return { ok: true, minor };
}
