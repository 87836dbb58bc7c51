/**
 * The checks of sign-up's extra fields (a jurisdiction's `registration.signUp`) that the portal's form
 * and the server share: the CPF's check digits and mask, and a birth date's age on a given day. The
 * server adds what only it can know (a CPF already taken, today's date in the tenant's time zone).
 */

/** A CPF as its 11 digits, from what a person types ("123.456.789-09", spaces allowed); undefined when it is not 11 digits. */
export function normalizeCpf(text: string): string | undefined {
  if (!/^[0-9.\- ]+$/.test(text)) return undefined;
  const digits = text.replace(/[.\- ]/g, '');
  return /^[0-9]{11}$/.test(digits) ? digits : undefined;
}

/** The CPF whose first nine digits are `base`: the base and its two check digits (mod 11). */
export function cpfWithCheckDigits(base: string): string {
  const checkDigit = (digits: string): number => {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(base + String(first))}`;
}

/** Whether a CPF (Brazil's person register number, 11 digits, punctuation allowed) has valid check digits. */
export function isValidCpf(text: string): boolean {
  const digits = normalizeCpf(text);
  // Eleven equal digits pass the arithmetic but are no person's number.
  if (digits === undefined || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfWithCheckDigits(digits.slice(0, 9)) === digits;
}

/** The CPF mask as a person types: "123.456.789-09" (at most 11 digits kept; anything else dropped). */
export function maskCpf(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Whether `text` is a calendar date written YYYY-MM-DD (the date input's value). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The age in whole years on `today` of a person born on `birthDate` (both YYYY-MM-DD): one is a year
 * older on the birthday itself; a 29 February birthday counts on 1 March in other years.
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
