/**
 * Encrypted calls, hybrid: the client makes a fresh AES-256-GCM key per request, encrypts the JSON
 * payload with it, and wraps the key with the server's RSA-OAEP (SHA-256, 2048-bit) public key.
 *
 * Envelope (the request body of an encrypted call):
 *   { "kid":  the server key id from GET /wps/system/publicKey,
 *     "key":  base64(RSA-OAEP-SHA256(the raw 32-byte AES key)),
 *     "iv":   base64(12 random bytes),
 *     "data": base64(AES-256-GCM(UTF-8 JSON payload), 16-byte tag appended, as Web Crypto returns it) }
 *
 * Both directions use Web Crypto (globalThis.crypto.subtle), so `encryptPayload` is exactly what the
 * browser client does and tests can use it as the client.
 */
import { createHash } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import type { EncryptedEnvelope, publicKeyJwkSchema } from '../../../schemas/api/session';

export type { EncryptedEnvelope };
export type PublicKeyJwk = FromSchema<typeof publicKeyJwkSchema>;

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const subtle = () => globalThis.crypto.subtle;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
}

/** Strict base64 (standard alphabet, padded): anything else is not an envelope we wrote. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new Error('not base64');
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/** RFC 7638 thumbprint of an RSA public key: the key id. */
export function rsaThumbprint(jwk: { e?: string; n?: string }): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

export interface GeneratedKeyPair {
  kid: string;
  publicJwk: PublicKeyJwk;
  privateJwk: JsonWebKey;
}

/** A new RSA-OAEP-256 2048-bit key pair as JWKs; the public one carries its kid. */
export async function generateKeyPair(): Promise<GeneratedKeyPair> {
  const pair = await subtle().generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const pub = await subtle().exportKey('jwk', pair.publicKey);
  const privateJwk = await subtle().exportKey('jwk', pair.privateKey);
  const kid = rsaThumbprint(pub);
  const publicJwk: PublicKeyJwk = { kty: 'RSA', n: pub.n!, e: pub.e!, alg: 'RSA-OAEP-256', ext: true, key_ops: ['encrypt'], use: 'enc', kid };
  return { kid, publicJwk, privateJwk };
}

/** The private key for decryption, from its stored JWK. */
export function importPrivateKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return subtle().importKey('jwk', { ...jwk, key_ops: ['decrypt'] }, RSA, false, ['decrypt']);
}

/** What the client does: encrypts `payload` (any JSON value) for the server key `jwk` / `kid`. */
export async function encryptPayload(jwk: JsonWebKey, kid: string, payload: unknown): Promise<EncryptedEnvelope> {
  const publicKey = await subtle().importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', ext: true }, RSA, false, ['encrypt']);
  const rawKey = globalThis.crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(payload)));
  const key = await subtle().encrypt(RSA, publicKey, rawKey);
  return { kid, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** Why an envelope was refused; the message is for logs, the client gets 'error.invalidRequest'. */
export class DecryptionError extends Error {}

/**
 * Decrypts an envelope made by `encryptPayload` with the server key `kid`; returns the parsed JSON
 * payload. Throws DecryptionError for another key id, malformed fields, a wrong key or any tampering
 * (AES-GCM authenticates the ciphertext), or a payload that is not JSON.
 */
export async function decryptPayload(privateKey: CryptoKey, kid: string, envelope: EncryptedEnvelope): Promise<unknown> {
  if (envelope.kid !== kid) throw new DecryptionError('unknown key id');
  let wrapped: Uint8Array<ArrayBuffer>;
  let iv: Uint8Array<ArrayBuffer>;
  let data: Uint8Array<ArrayBuffer>;
  try {
    wrapped = fromBase64(envelope.key);
    iv = fromBase64(envelope.iv);
    data = fromBase64(envelope.data);
  } catch {
    throw new DecryptionError('a field is not base64');
  }
  if (iv.length !== IV_BYTES) throw new DecryptionError('the iv is not 12 bytes');
  if (data.length < TAG_BYTES) throw new DecryptionError('the ciphertext is shorter than its tag');
  let plain: ArrayBuffer;
  try {
    const rawKey = new Uint8Array(await subtle().decrypt(RSA, privateKey, wrapped));
    if (rawKey.length !== AES_KEY_BYTES) throw new DecryptionError('the AES key is not 32 bytes');
    const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    plain = await subtle().decrypt({ name: 'AES-GCM', iv }, aesKey, data);
  } catch (error) {
    if (error instanceof DecryptionError) throw error;
    throw new DecryptionError('the envelope does not decrypt');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) as unknown;
  } catch {
    throw new DecryptionError('the payload is not UTF-8 JSON');
  }
}
