/**
 * The common-password check (OWASP ASVS 5.0, 6.2.4): a new password may not be one of the 10,000
 * most common passwords, compared without case. The list is the ranked password dictionary that
 * @zxcvbn-ts/language-common ships (the frequency-ordered list of leaked passwords zxcvbn has always
 * used); its first 10,000 entries are the "top 10,000" lists that NIST SP 800-63B and ASVS point to.
 *
 * Only that slice ships: `npm run gen` writes it as a generated module (engine/build/commonPasswordList.ts),
 * lower-cased, about 30 KB compressed, where the library's whole dictionary was some 200 KB. The
 * portal still loads this module on demand, so keep it out of the engine's index.
 */
import { COMMON_PASSWORDS } from '../generated/common-passwords.js';

/** How many of the most common passwords are refused. */
export { COMMON_PASSWORDS_CHECKED } from '../generated/common-passwords.js';

const COMMON = new Set(COMMON_PASSWORDS.split('\n'));

/** Whether a password is among the most common ones (case does not make it less common). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
