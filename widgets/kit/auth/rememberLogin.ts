/**
 * The remembered login (SPEC section 9: 24 hours): a cookie with the username only, never the
 * password or the token, lasting the widget's `rememberHours` (at most 24), SameSite=Lax.
 */
import { cookieValue } from '../../../schemas/api/cookies';

export const REMEMBER_COOKIE = 'wl_remembered_login';
/** Longest lifetime of the remembered login (SPEC section 9). */
export const REMEMBER_MAX_HOURS = 24;

/** The remembered username, if any. */
export function readRememberedLogin(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = cookieValue(document.cookie, REMEMBER_COOKIE);
  return value === '' ? undefined : value;
}

/** Remembers a username for `hours` (clamped to 1..24). */
export function writeRememberedLogin(username: string, hours: number): void {
  if (typeof document === 'undefined') return;
  const clamped = Math.min(REMEMBER_MAX_HOURS, Math.max(1, Math.floor(hours)));
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; Max-Age=${clamped * 3600}; Path=/; SameSite=Lax${secure}`;
}

/** Forgets the remembered username. */
export function clearRememberedLogin(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
