/**
 * Money as the member centre reads and writes it: integer minor units (cents) everywhere, text only
 * at the edges. Parsing follows the view's language: Portuguese writes '1.234,56', English
 * '1,234.56'; group separators are optional but must sit every three digits, so '10.50' in Portuguese
 * (or '10,50' in English) is refused instead of being read as a thousand and fifty, or as ten.
 */
import type { Language } from '../../../schemas/domain';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

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
export function parseAmount(text: string, language: Language, limits: AmountLimits = {}): AmountParse {
  const { group, decimal } = SEPARATORS[language];
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (/^[-−]/.test(trimmed)) return { ok: false, problem: 'negative' };
  const pattern = new RegExp(`^\\+?(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d*))?$`);
  const match = pattern.exec(trimmed);
  if (match === null) return { ok: false, problem: 'format' };
  const whole = match[1]!.split(group).join('');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  // Beyond 2^53 minor units no limit can hold it anyway; refused as above the maximum.
  if (digits.length > 15) return { ok: false, problem: 'aboveMax' };
  const minor = Number(digits);
  if (minor === 0) return { ok: false, problem: 'zero' };
  if (limits.min !== undefined && minor < limits.min) return { ok: false, problem: 'belowMin' };
  if (limits.max !== undefined && minor > limits.max) return { ok: false, problem: 'aboveMax' };
  if (limits.available !== undefined && minor > limits.available) return { ok: false, problem: 'aboveBalance' };
  return { ok: true, minor };
}

/** Minor units with 2 decimals and the language's separators: 123456 -> '1.234,56' (pt), '1,234.56' (en). */
export function formatMinor(minor: number | bigint, language: Language): string {
  const { group, decimal } = SEPARATORS[language];
  const value = BigInt(minor);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = (magnitude / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}${decimal}${cents}`;
}

/** Minor units as a plain number for a spreadsheet: '-1234.50' in any language. */
export function plainMinor(minor: number | bigint): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  return `${negative ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** A decimal string of the API ('-12.30', '100', '100.5') as minor units; NaN when malformed. */
export function minorOfMoney(money: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money);
  if (match === null) return Number.NaN;
  const minor = Number(`${match[2]}${(match[3] ?? '').padEnd(2, '0')}`);
  return match[1] === '-' ? -minor : minor;
}

/** Minor units as the API's amount ('1234.50'): what the member typed, exactly, with a dot. */
export function moneyOfMinor(minor: number): string {
  return plainMinor(minor);
}

/** A decimal string of the API in the view's language: '-1234.50' -> '-1.234,50' (pt). */
export function formatMoney(money: string, language: Language): string {
  const minor = minorOfMoney(money);
  return Number.isNaN(minor) ? money : formatMinor(minor, language);
}
