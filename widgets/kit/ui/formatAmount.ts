/**
 * Money amounts as the interface shows them (SPEC section 9): 2 decimals and thousands separators in
 * the visitor's language, '1.234.567,50' in Portuguese (Brazil's convention) and '1,234,567.50' in
 * English, rounded half away from zero on the decimal digits as written ('1.005' gives '1.01', as
 * Intl.NumberFormat does). Written out rather than through Intl.NumberFormat: the first formatter a
 * page builds loads the locale's data on the main thread (about 20 ms on a phone, inside the first
 * render), and these two patterns are all the portal needs.
 */
import type { Language } from '../../../schemas/domain';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Hundredths of a non-negative amount, rounded on its shortest decimal form (1.005 is 101, not 100). */
function hundredths(magnitude: number): number {
  const scaled = Number(`${magnitude}e2`);
  return Math.round(Number.isFinite(scaled) ? scaled : magnitude * 100);
}

export function formatAmount(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) return Number.isNaN(amount) ? 'NaN' : amount > 0 ? '∞' : '-∞';
  const { group, decimal } = SEPARATORS[language];
  const cents = hundredths(Math.abs(amount));
  const whole = Math.floor(cents / 100).toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${whole}${decimal}${fraction}`;
}
