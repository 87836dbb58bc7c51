/**
 * Payload encryption of the encrypted calls, with Web Crypto only (browser and Node alike):
 * a fresh AES-256-GCM key and 12-byte iv per request; the AES key travels wrapped with the server's
 * RSA-OAEP (SHA-256) public key. The body sent is
 * `{ kid, key: base64(RSA-OAEP(raw AES key)), iv: base64(iv), data: base64(AES-GCM ciphertext + tag) }`.
 */
import type { PublicKeyValue } from '../../schemas/api/session';

export interface EncryptedBody {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

/** The server key imported for encryption, with the id the server knows it by. */
export interface ServerKey {
  kid: string;
  key: CryptoKey;
}

export const RSA_OAEP_SHA256 = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Imports the `publicKey` call's value. */
export async function importServerKey({ kid, jwk }: PublicKeyValue): Promise<ServerKey> {
  // Only the fields of an RSA public key: key_ops or alg from the server must not narrow the import.
  const publicJwk: JsonWebKey = { kty: jwk.kty, n: jwk.n, e: jwk.e, ext: true };
  const key = await crypto.subtle.importKey('jwk', publicJwk, RSA_OAEP_SHA256, false, ['encrypt']);
  return { kid, key };
}

/** Standard base64 of bytes (btoa exists in browsers and Node 16+). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encrypts a JSON payload for the server key. */
export async function encryptPayload(payload: unknown, serverKey: ServerKey): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload ?? {}));
  const [cipher, rawKey] = await Promise.all([
    crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain),
    crypto.subtle.exportKey('raw', aesKey),
  ]);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, serverKey.key, rawKey);
  return {
    kid: serverKey.kid,
    key: toBase64(new Uint8Array(wrapped)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(cipher)),
  };
}
