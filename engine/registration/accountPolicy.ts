/**
 * The account policy every tenant shares, whatever its merchant's rules (OWASP ASVS 5.0, 6.2): the
 * bounds of a new password and the default password that forces a change (SPEC section 9).
 */

/**
 * A new password has at least 8 characters and may have 64; a merchant's own rule applies on top
 * where it is stricter (resolveRegistrationForm).
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 64 } as const;

/**
 * The password an account is created with by an operator: logging in with it forces a change before
 * anything else (the server restricts the session, the portal shows only the change-password modal).
 */
export const DEFAULT_PASSWORD = '123456';

/**
 * Every printable character, spaces and any script included: no control, surrogate, private-use or
 * unassigned code point. The reference server's password rule (engine/profiles).
 */
export const PRINTABLE_PATTERN = '^[^\\p{Cc}\\p{Cs}\\p{Co}\\p{Cn}]+$';
