import { describe, expect, it } from 'vitest';
import {
  PRODUCTION_SCRYPT, currentScryptParameters, hashPassword, needsRehash, parsePasswordHash, verifyPassword,
} from './passwords';

// Three hashes at the production cost (128 MiB and a few hundred ms each on an idle core) run
// while the rest of the suite keeps both cores busy: they get the time that takes.
const PRODUCTION_COST_MS = 30_000;

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with the OWASP parameters, and verifies only the right password', async () => {
    const encoded = await hashPassword('Demo2024', PRODUCTION_SCRYPT);
    expect(encoded).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Demo2024', encoded)).toBe(true);
    expect(await verifyPassword('demo2024', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  }, PRODUCTION_COST_MS);

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(parsePasswordHash(a)!.salt.equals(parsePasswordHash(b)!.salt)).toBe(false);
  });

  it('reads the cost from the hash, so hashes of another cost still verify', async () => {
    const cheap = await hashPassword('Agent2024', { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Agent2024', cheap)).toBe(true);
    expect(needsRehash(cheap, PRODUCTION_SCRYPT)).toBe(true);
    expect(needsRehash(await hashPassword('x', PRODUCTION_SCRYPT), PRODUCTION_SCRYPT)).toBe(false);
  }, PRODUCTION_COST_MS);

  it('refuses what it did not write, and costs that would exhaust memory', async () => {
    for (const bad of ['', '!trial', 'plain', 'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA', 'scrypt$2097152$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect(parsePasswordHash(bad)).toBeUndefined();
      expect(await verifyPassword('x', bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it('lowers the cost only under NODE_ENV=test, never elsewhere', () => {
    expect(currentScryptParameters({ NODE_ENV: 'production', PASSWORD_SCRYPT_LOG_N: '10' })).toEqual(PRODUCTION_SCRYPT);
    expect(currentScryptParameters({ NODE_ENV: 'development', PASSWORD_SCRYPT_LOG_N: '10' })).toEqual(PRODUCTION_SCRYPT);
    expect(currentScryptParameters({ PASSWORD_SCRYPT_LOG_N: '10' })).toEqual(PRODUCTION_SCRYPT);
    expect(currentScryptParameters({ NODE_ENV: 'test' }).N).toBe(2 ** 10);
    expect(currentScryptParameters({ NODE_ENV: 'test', PASSWORD_SCRYPT_LOG_N: '14' }).N).toBe(2 ** 14);
    // Bounded: never below 2^10, never above the production cost.
    expect(currentScryptParameters({ NODE_ENV: 'test', PASSWORD_SCRYPT_LOG_N: '2' }).N).toBe(2 ** 10);
    expect(currentScryptParameters({ NODE_ENV: 'test', PASSWORD_SCRYPT_LOG_N: '30' }).N).toBe(2 ** 17);
  });
});
