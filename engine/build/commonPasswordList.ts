/**
 * Build step (`npm run gen`): the common-password list the sign-up check needs, and nothing more.
 * @zxcvbn-ts/language-common ships its whole dictionary as one module (about 30,000 ranked passwords
 * plus the diceware word list, some 200 KB compressed), which a bundler cannot cut; the check uses the
 * first COMMON_PASSWORDS_CHECKED of the ranked list. This writes that slice, lower-cased (the check
 * ignores case), without repeats and sorted (shared prefixes compress well), as a generated module.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused (OWASP ASVS 5.0 6.2.4: the top 10,000). */
export const COMMON_PASSWORDS_CHECKED = 10_000;

/** The refused passwords, lower-cased, each once, sorted. */
export function commonPasswordSlice(): string[] {
  const ranked = dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_CHECKED);
  return [...new Set(ranked.map((p) => p.toLowerCase()))].sort();
}

/** The generated module's source: one string, a password a line (none holds a line break). */
export function commonPasswordsModule(header: string): { js: string; dts: string } {
  const list = commonPasswordSlice();
  if (list.some((p) => p.includes('\n'))) throw new Error('a common password holds a line break; choose another separator');
  return {
    js: `${header}export const COMMON_PASSWORDS_CHECKED = ${COMMON_PASSWORDS_CHECKED};\nexport const COMMON_PASSWORDS = ${JSON.stringify(list.join('\n'))};\n`,
    dts: `${header}/** How many of the ranked list's most common passwords are refused. */\nexport declare const COMMON_PASSWORDS_CHECKED: ${COMMON_PASSWORDS_CHECKED};\n/** Those passwords, lower-cased, each once, sorted, one a line. */\nexport declare const COMMON_PASSWORDS: string;\n`,
  };
}
