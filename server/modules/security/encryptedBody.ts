/**
 * Routes marked encrypted receive an envelope (hybridCrypto.ts) and are validated against the schema
 * of the DECRYPTED payload: the `preValidation` hook below replaces the body before Fastify runs the
 * route's body schema. A body that is not an envelope, or does not decrypt, is a 400
 * 'error.invalidRequest'; a plain JSON body is refused the same way.
 */
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { DecryptionError, decryptPayload, type EncryptedEnvelope } from './hybridCrypto';
import { encryptionKey } from './serverKeys';

const ENVELOPE_KEYS = ['kid', 'key', 'iv', 'data'] as const;

function isEnvelope(body: unknown): body is EncryptedEnvelope {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === ENVELOPE_KEYS.length && ENVELOPE_KEYS.every((k) => typeof (body as Record<string, unknown>)[k] === 'string');
}

/**
 * A Fastify-style 400: the app's error handler answers it as 'error.invalidRequest' with
 * `invalid request: <reason>` as the message.
 */
function refuse(reason: string): Error {
  return Object.assign(new Error(reason), { statusCode: 400 });
}

async function decryptBody(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isEnvelope(request.body)) throw refuse('an encrypted call needs a body { kid, key, iv, data }');
  const key = await encryptionKey(request.server.db);
  try {
    request.body = await decryptPayload(key.privateKey, key.kid, request.body);
  } catch (error) {
    if (error instanceof DecryptionError) {
      request.log.info({ reason: error.message }, 'encrypted body refused');
      throw refuse(`the encrypted body could not be decrypted (${error.message})`);
    }
    throw error;
  }
}

/** Route options of an encrypted call: `app.post(path, { ...encrypted, schema }, handler)`. */
export const encrypted: { preValidation: preValidationAsyncHookHandler; config: { encrypted: true } } = {
  preValidation: decryptBody,
  config: { encrypted: true },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an encrypted body (`encrypted` above). */
    encrypted?: boolean;
  }
}
