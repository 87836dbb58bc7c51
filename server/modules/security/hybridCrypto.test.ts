import { beforeAll, describe, expect, it } from 'vitest';
import { DecryptionError, decryptPayload, encryptPayload, generateKeyPair, importPrivateKey, rsaThumbprint, type GeneratedKeyPair } from './hybridCrypto';

let pair: GeneratedKeyPair;
let privateKey: CryptoKey;

beforeAll(async () => {
  pair = await generateKeyPair();
  privateKey = await importPrivateKey(pair.privateJwk);
});

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = bytes[index]! ^ 0x01;
  return bytes.toString('base64');
}

describe('hybrid encryption (RSA-OAEP-256 wraps an AES-256-GCM key)', () => {
  it('publishes a 2048-bit RSA-OAEP-256 public key whose kid is its thumbprint', () => {
    expect(pair.publicJwk).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', key_ops: ['encrypt'], kid: pair.kid });
    expect(Buffer.from(pair.publicJwk.n, 'base64url').length).toBe(256);
    expect(rsaThumbprint(pair.publicJwk)).toBe(pair.kid);
    expect(pair.publicJwk).not.toHaveProperty('d');
  });

  it('round-trips any JSON payload, Unicode included', async () => {
    const payload = { username: 'joão', password: 'Demo2024', nested: { list: [1, true, null] }, emoji: '🎰' };
    const envelope = await encryptPayload(pair.publicJwk, pair.kid, payload);
    expect(Object.keys(envelope).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    expect(Buffer.from(envelope.key, 'base64').length).toBe(256);
    expect(Buffer.from(envelope.iv, 'base64').length).toBe(12);
    // Ciphertext plus the 16-byte tag, as Web Crypto produces.
    expect(Buffer.from(envelope.data, 'base64').length).toBe(Buffer.byteLength(JSON.stringify(payload)) + 16);
    expect(await decryptPayload(privateKey, pair.kid, envelope)).toEqual(payload);
  });

  it('uses a fresh key and iv for every call', async () => {
    const a = await encryptPayload(pair.publicJwk, pair.kid, { a: 1 });
    const b = await encryptPayload(pair.publicJwk, pair.kid, { a: 1 });
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses tampering, another key, another kid and malformed fields', async () => {
    const envelope = await encryptPayload(pair.publicJwk, pair.kid, { username: 'demo' });
    const other = await generateKeyPair();
    const refused = [
      { ...envelope, data: flipByte(envelope.data, 0) },
      { ...envelope, data: flipByte(envelope.data, Buffer.from(envelope.data, 'base64').length - 1) },
      { ...envelope, iv: flipByte(envelope.iv, 3) },
      { ...envelope, key: flipByte(envelope.key, 10) },
      { ...envelope, kid: 'another' },
      { ...envelope, iv: Buffer.alloc(16).toString('base64') },
      { ...envelope, data: 'not base64!' },
      { ...envelope, data: '' },
      await encryptPayload(other.publicJwk, pair.kid, { username: 'demo' }),
    ];
    for (const bad of refused) await expect(decryptPayload(privateKey, pair.kid, bad)).rejects.toBeInstanceOf(DecryptionError);
  });
});
