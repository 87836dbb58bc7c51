/**
 * Money between the wire and minor units, for the pages that send amounts (the member centre, the
 * agent pages): apart from amounts.ts, which every page's header loads for display only.
 */
import type { Language } from '../../../schemas/domain';
import { MINOR_DIGITS, SEPARATORS, grouped } from './amounts';

/* The conversions between minor units and text, exact at any size (bigint). */

/** The whole and the fraction of minor units, as digit strings, with the sign apart. */
export function split(minor: number | bigint, digits: number): { negative: boolean; whole: string; fraction: string } {
  const value = BigInt(minor);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const scale = 10n ** BigInt(digits);
  return { negative, whole: (magnitude / scale).toString(), fraction: digits === 0 ? '' : (magnitude % scale).toString().padStart(digits, '0') };
}

/** Minor units with the currency's decimals and the language's separators: 123456 -> '1.234,56' (pt), '1,234.56' (en). */
export function formatMinor(minor: number | bigint, language: Language, digits = MINOR_DIGITS): string {
  const { group, decimal } = SEPARATORS[language];
  const { negative, whole, fraction } = split(minor, digits);
  return `${negative ? '-' : ''}${grouped(whole, group)}${fraction === '' ? '' : `${decimal}${fraction}`}`;
}

/** A decimal string of the API as exact minor units (any size); undefined when malformed. */
export function exactMinorOfMoney(money: string, digits: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(money);
  if (match === null || (match[3] ?? '').length > digits) return undefined;
  const minor = BigInt(`${match[2]}${(match[3] ?? '').padEnd(digits, '0')}`);
  return match[1] === '-' ? -minor : minor;
}

/** Minor units as the API writes money, and as a spreadsheet reads a number: '-1234.50' in any language. */
export function plainMinor(minor: number | bigint, digits = MINOR_DIGITS): string {
  const { negative, whole, fraction } = split(minor, digits);
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** A decimal string of the API ('-12.30', '100', '100.5') as minor units; NaN when malformed. */
export function minorOfMoney(money: string, digits = MINOR_DIGITS): number {
  const minor = exactMinorOfMoney(money, digits);
  return minor === undefined ? Number.NaN : Number(minor);
}

/** Minor units as the API's amount ('1234.50'): what the member typed, exactly, with a dot. */
export function moneyOfMinor(minor: number | bigint, digits = MINOR_DIGITS): string {
  return plainMinor(minor, digits);
}

/** Whole units of the currency (a layout's quick amounts: 50, 100) as minor units, without a float product. */
export function minorOfUnits(units: number, digits = MINOR_DIGITS): number {
  return Number.isSafeInteger(units) ? minorOfMoney(String(units), digits) : Number.NaN;
}
