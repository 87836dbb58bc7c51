import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_CHECKED, isCommonPassword } from './commonPasswords';

describe('the common-password check', () => {
  // The generated slice refuses exactly what the library's first 10,000 ranked passwords refused.
  const ranked = dictionary['passwords-common'];
  const checked = new Set(ranked.slice(0, COMMON_PASSWORDS_CHECKED).map((p) => p.toLowerCase()));

  it('refuses every one of the 10,000 most common passwords, in any case', () => {
    expect(COMMON_PASSWORDS_CHECKED).toBe(10_000);
    for (const password of ranked.slice(0, COMMON_PASSWORDS_CHECKED)) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(isCommonPassword(password.toUpperCase()), password).toBe(true);
    }
  });

  it('accepts the ranked list past its first 10,000 and passwords on no list', () => {
    const beyond = ranked.slice(COMMON_PASSWORDS_CHECKED).filter((p) => !checked.has(p.toLowerCase()));
    expect(beyond.length).toBeGreaterThan(1000);
    for (const password of beyond) expect(isCommonPassword(password), password).toBe(false);
    expect(isCommonPassword('Vx9!tq-Lumen-4417')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
