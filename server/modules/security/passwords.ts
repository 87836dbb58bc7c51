/**
 * Password hashing with scrypt (node:crypto) at the OWASP parameters: N = 2^17, r = 8, p = 1, a
 * 32-byte key and a 16-byte random salt. A hash is stored as `scrypt$N$r$p$salt$hash` (salt and hash
 * in base64url), so verification reads the cost from the hash itself and old hashes keep working when
 * the parameters change; `needsRehash` tells the login to upgrade them.
 *
 * Tests only: under NODE_ENV=test (vitest sets it) the cost is lowered so seeding and logins stay
 * fast: N = 2^PASSWORD_SCRYPT_LOG_N, default 2^10, bounded to 2^10..2^17. In any other environment
 * (development, production) the variable is ignored and N is always 2^17. A hash made with a lower
 * cost still verifies everywhere, and is replaced with a full-cost hash at its next successful login.
 */
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashPool } from '../../ops/hashPool';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N = 2^17, r = 8, p = 1. */
export const PRODUCTION_SCRYPT: Readonly<ScryptParameters> = { N: 2 ** 17, r: 8, p: 1 };
export const KEY_BYTES = 32;
export const SALT_BYTES = 16;

const TEST_DEFAULT_LOG_N = 10;
const MIN_LOG_N = 10;
const MAX_LOG_N = 17;

/** The parameters new hashes use: the OWASP ones, or a lower N under NODE_ENV=test only. */
export function currentScryptParameters(env: NodeJS.ProcessEnv = process.env): ScryptParameters {
  if (env.NODE_ENV !== 'test') return { ...PRODUCTION_SCRYPT };
  const asked = Number(env.PASSWORD_SCRYPT_LOG_N ?? TEST_DEFAULT_LOG_N);
  const logN = Number.isInteger(asked) ? Math.min(MAX_LOG_N, Math.max(MIN_LOG_N, asked)) : TEST_DEFAULT_LOG_N;
  return { ...PRODUCTION_SCRYPT, N: 2 ** logN };
}

/** scrypt needs 128 * N * r bytes; Node refuses above 32 MiB unless maxmem is raised. */
function optionsFor({ N, r, p }: ScryptParameters): ScryptOptions {
  return { N, r, p, maxmem: 2 * 128 * N * r };
}

// On the hashing pool's workers, behind its bounded queue (server/ops/hashPool.ts): a request that
// finds the queue full is answered 503, one whose client went away is dropped.
function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  return hashPool().scrypt(password.normalize('NFKC'), salt, KEY_BYTES, optionsFor(parameters));
}

/** A new `scrypt$N$r$p$salt$hash` for a password. */
export async function hashPassword(password: string, parameters: ScryptParameters = currentScryptParameters()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, parameters);
  return ['scrypt', parameters.N, parameters.r, parameters.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash extends ScryptParameters {
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** The parts of an encoded hash, or undefined when it is not one this module wrote. */
export function parsePasswordHash(encoded: string): ParsedHash | undefined {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a tampered row from asking for gigabytes of memory.
  if (!isPowerOfTwo(N) || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < SALT_BYTES || key.length !== KEY_BYTES) return undefined;
  return { N, r, p, salt, key };
}

/** Whether `password` matches the encoded hash; constant-time comparison of the derived keys. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a hash was made with weaker parameters than new hashes use (upgrade it at login). */
export function needsRehash(encoded: string, parameters: ScryptParameters = currentScryptParameters()): boolean {
  const parsed = parsePasswordHash(encoded);
  return !parsed || parsed.N < parameters.N || parsed.r < parameters.r || parsed.p < parameters.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a throw-away hash, so an unknown account answers
 * as slowly as a wrong password.
 */
export async function burnVerification(password: string): Promise<void> {
  // A 503 or a gone client while it is made must not leave a failed hash for every later call.
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url')).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
}
