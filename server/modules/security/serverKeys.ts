/**
 * The server's own keys, generated once and stored in `server_keys` so every instance behind a load
 * balancer shares them: the RSA-OAEP key of encrypted calls and the HMAC secret of the human check.
 * Each lives in a fixed slot (row id); the first instance to insert wins and the others read its row.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { serverKeys } from './schema';
import { generateKeyPair, importPrivateKey, type PublicKeyJwk } from './hybridCrypto';

const ENCRYPTION_SLOT = 'encryption-rsa-oaep-256';
const HUMAN_CHECK_SLOT = 'human-check-hmac';

export interface EncryptionKey {
  kid: string;
  publicJwk: PublicKeyJwk;
  privateKey: CryptoKey;
}

async function readSlot(db: Db, id: string) {
  const rows = await db.select().from(serverKeys).where(eq(serverKeys.id, id)).limit(1);
  return rows[0];
}

async function loadEncryptionKey(db: Db): Promise<EncryptionKey> {
  let row = await readSlot(db, ENCRYPTION_SLOT);
  if (!row) {
    const generated = await generateKeyPair();
    await db.insert(serverKeys).values({ id: ENCRYPTION_SLOT, publicKeyJwk: generated.publicJwk, privateKeyJwk: generated.privateJwk }).onConflictDoNothing();
    row = await readSlot(db, ENCRYPTION_SLOT);
    if (!row) throw new Error('the encryption key could not be stored');
  }
  const publicJwk = row.publicKeyJwk as PublicKeyJwk;
  return { kid: publicJwk.kid, publicJwk, privateKey: await importPrivateKey(row.privateKeyJwk as JsonWebKey) };
}

/**
 * A symmetric secret in the same table: its "public" JWK holds only the metadata (kty oct, no `k`),
 * the private one the secret.
 */
async function loadHumanCheckSecret(db: Db): Promise<string> {
  let row = await readSlot(db, HUMAN_CHECK_SLOT);
  if (!row) {
    const k = randomBytes(32).toString('base64url');
    await db
      .insert(serverKeys)
      .values({ id: HUMAN_CHECK_SLOT, publicKeyJwk: { kty: 'oct', alg: 'HS256', use: 'sig' }, privateKeyJwk: { kty: 'oct', alg: 'HS256', use: 'sig', k } })
      .onConflictDoNothing();
    row = await readSlot(db, HUMAN_CHECK_SLOT);
    if (!row) throw new Error('the human-check secret could not be stored');
  }
  const k = (row.privateKeyJwk as { k?: unknown }).k;
  if (typeof k !== 'string' || k.length < 32) throw new Error('the stored human-check secret is malformed');
  return k;
}

// One load per database per process; a failed load is retried on the next call.
const encryptionKeys = new WeakMap<Db, Promise<EncryptionKey>>();
const humanCheckSecrets = new WeakMap<Db, Promise<string>>();

function cached<T>(cache: WeakMap<Db, Promise<T>>, db: Db, load: (db: Db) => Promise<T>): Promise<T> {
  let promise = cache.get(db);
  if (!promise) {
    promise = load(db);
    promise.catch(() => cache.delete(db));
    cache.set(db, promise);
  }
  return promise;
}

/** The RSA key of encrypted calls (created on first use). */
export function encryptionKey(db: Db): Promise<EncryptionKey> {
  return cached(encryptionKeys, db, loadEncryptionKey);
}

/** The HMAC secret that signs human-check challenges (created on first use). */
export function humanCheckSecret(db: Db): Promise<string> {
  return cached(humanCheckSecrets, db, loadHumanCheckSecret);
}
