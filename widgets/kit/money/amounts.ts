/**
 * The portal's one money formatter and parser (SPEC section 9). Money is integer minor units
 * everywhere inside, text only at the edges:
 *
 * - on the wire, every call's amounts are decimal strings with the currency's minor-unit digits
 *   ('1234.50'; '-' when negative): `minorOfMoney` reads them, `moneyOfMinor` writes them;
 * - on screen, 2 decimals and thousands separators in the visitor's language ('1.234,50' in
 *   Portuguese, Brazil's convention; '1,234.50' in English): `formatMoney`, `formatMinor`, and
 *   `formatCurrency` with the wallet settings' symbol before it ('R$ 1.234,50');
 * - typed by the member: `parseAmount` (parseAmount.ts, beside it: only the money pages load it, while
 *   this file ships with every page's header) reads the view's language into minor units.
 *
 * Every currency the server answers has 2 minor-unit digits; `digits` covers the others (0 for the
 * yen, 3 for the dinar) without any float. Written out rather than through Intl.NumberFormat: the
 * first formatter a page builds loads the locale's data on the main thread (about 20 ms on a phone,
 * inside the first render), and these two patterns are all the portal needs.
 */
import type { Language } from '../../../schemas/domain';

/** The separators of each language: group and decimal mark. */
export const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Minor-unit digits of every currency the server answers (ISO 4217 exponent 2: BRL, USD, EUR...). */
export const MINOR_DIGITS = 2;

/** The digits of a non-negative integer in groups of three: '1234567' -> '1.234.567' (pt). */
const grouped = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** The whole and the fraction of minor units, as digit strings, with the sign apart. */
function split(minor: number | bigint, digits: number): { negative: boolean; whole: string; fraction: string } {
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

/** Minor units as the API writes money, and as a spreadsheet reads a number: '-1234.50' in any language. */
export function plainMinor(minor: number | bigint, digits = MINOR_DIGITS): string {
  const { negative, whole, fraction } = split(minor, digits);
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/** A decimal string of the API as exact minor units (any size); undefined when malformed. */
function exactMinorOfMoney(money: string, digits: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(money);
  if (match === null || (match[3] ?? '').length > digits) return undefined;
  const minor = BigInt(`${match[2]}${(match[3] ?? '').padEnd(digits, '0')}`);
  return match[1] === '-' ? -minor : minor;
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

/** A decimal string of the API in the view's language: '-1234.50' -> '-1.234,50' (pt); a malformed one as it came. */
export function formatMoney(money: string, language: Language, digits = MINOR_DIGITS): string {
  const minor = exactMinorOfMoney(money, digits);
  return minor === undefined ? money : formatMinor(minor, language, digits);
}

/** A decimal string of the API with the wallet settings' symbol before it: 'R$ 1.234,50' (pt), '$ 1,234.50' (en). */
export function formatCurrency(money: string, language: Language, currencySymbol: string, digits = MINOR_DIGITS): string {
  return `${currencySymbol} ${formatMoney(money, language, digits)}`;
}
