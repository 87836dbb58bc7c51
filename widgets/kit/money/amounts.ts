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
export const grouped = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** A decimal string of the API in the view's language: '-1234.50' -> '-1.234,50' (pt); a malformed one as it came. */
export function formatMoney(money: string, language: Language, digits = MINOR_DIGITS): string {
  // Text to text, without a number in between (exact at any size): the page's header and the
  // winner board load this on every page, the conversions to minor units only the money pages.
  const [, sign, digitsOf = '', typed = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(money) ?? [];
  if (sign === undefined || typed.length > digits) return money;
  const { group, decimal } = SEPARATORS[language];
  const whole = digitsOf.replace(/^0+(?=\d)/, '');
  const fraction = typed.padEnd(digits, '0');
  return `${sign && /[1-9]/.test(whole + fraction) ? '-' : ''}${grouped(whole, group)}${digits ? decimal + fraction : ''}`;
}

/** A decimal string of the API with the wallet settings' symbol before it: 'R$ 1.234,50' (pt), '$ 1,234.50' (en). */
export function formatCurrency(money: string, language: Language, currencySymbol: string, digits = MINOR_DIGITS): string {
  return `${currencySymbol} ${formatMoney(money, language, digits)}`;
}
