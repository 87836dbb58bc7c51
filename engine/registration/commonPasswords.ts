/**
 * The common-password check (OWASP ASVS 5.0, 6.2.4): a new password may not be one of the 10,000
 * most common passwords, compared without case. The list is the ranked password dictionary that
 * @zxcvbn-ts/language-common ships (the frequency-ordered list of leaked passwords zxcvbn has always
 * used); its first 10,000 entries are the "top 10,000" lists that NIST SP 800-63B and ASVS point to.
 *
 * The portal loads this module on demand (it is about 100 KB compressed), so keep it out of the
 * engine's index.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_CHECKED = 10_000;

const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_CHECKED).map((p) => p.toLowerCase()));

/** Whether a password is among the most common ones (case does not make it less common). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
