/**
 * Authenticator codes (RFC 6238 TOTP: HMAC-SHA1, 30-second steps, 6 digits), the "Google
 * verification" of a login from an unregistered IP. One step of clock drift either way is accepted.
 *
 * A code is accepted once (RFC 6238 section 5.2): the members module keeps each member's last accepted
 * step and lets only a later one pass (server/modules/members/authenticator.ts). The instant is always
 * the caller's (the server's clock); nothing here reads the time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;
/** The digits of the codes the authenticator apps show. */
const DIGITS = 6;

function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The time step (RFC 6238's T) of an instant. */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a base32 secret at a time step (RFC 4226's HOTP of the step), `digits` long. */
export function totpCodeAtStep(secret: string, step: number, digits: number = DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a base32 secret at an instant. */
export function totpCode(secret: string, at: Date): string {
  return totpCodeAtStep(secret, totpStepAt(at));
}

/**
 * The time step whose code `code` is: the step of `at`, or the one just before or after (the latest
 * when more than one match); undefined when none. Every candidate is compared, in constant time.
 */
export function matchingTotpStep(secret: string, code: string, at: Date): number | undefined {
  if (!/^[0-9]{6}$/.test(code)) return undefined;
  const now = totpStepAt(at);
  let matched: number | undefined;
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(totpCodeAtStep(secret, step)), Buffer.from(code))) matched = step;
  }
  return matched;
}
