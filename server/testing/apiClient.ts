/**
 * Test helpers that call the reference API the way the portal does: encrypted payloads with the
 * server's public key, the human check solved in-process (test mode asks for a token amount of
 * work), SMS codes and e-mails read back from /dev/outbox.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeValue, PublicKeyValue } from '../../schemas/api/session';
import { encryptPayload } from '../modules/security/hybridCrypto';
import { hostOf } from './testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  tenant: string;
  token?: string;
  /** Extra headers, e.g. `x-forwarded-for` to come from another IP. */
  headers?: Record<string, string>;
}

/** The JSON body of a response (every answer of the API is JSON). */
export function json<T = { success: boolean; value?: unknown; message?: string; code?: string }>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

function headersOf(options: CallOptions): Record<string, string> {
  return { ...hostOf(options.tenant), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers };
}

/** A plain call with a JSON body (or none). */
export function call(app: FastifyInstance, method: Method, url: string, options: CallOptions, body?: unknown): Promise<LightMyRequestResponse> {
  const request: InjectOptions = { method, url, headers: headersOf(options) };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return app.inject(request);
}

const keys = new WeakMap<FastifyInstance, Promise<PublicKeyValue>>();

/** The server's public key (fetched once per app). */
export function publicKey(app: FastifyInstance, tenant: string): Promise<PublicKeyValue> {
  let key = keys.get(app);
  if (!key) {
    key = call(app, 'GET', '/wps/system/publicKey', { tenant }).then((r) => json<{ value: PublicKeyValue }>(r).value);
    keys.set(app, key);
  }
  return key;
}

/** An encrypted call, as the portal's client makes it. */
export async function encryptedCall(app: FastifyInstance, method: Method, url: string, options: CallOptions, payload: unknown): Promise<LightMyRequestResponse> {
  const { kid, jwk } = await publicKey(app, options.tenant);
  return call(app, method, url, options, await encryptPayload(jwk, kid, payload));
}

/** A solved human check for the tenant: what the ALTCHA widget puts in the `altcha` field. */
export async function humanCheck(app: FastifyInstance, tenant: string): Promise<string> {
  const response = await call(app, 'GET', '/wps/session/challenge', { tenant });
  const challenge = json<{ value: ChallengeValue }>(response).value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the human-check challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A username login with a fresh human check; `extra` adds captcha fields or overrides. */
export async function login(app: FastifyInstance, options: CallOptions, username: string, password: string, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const altcha = await humanCheck(app, options.tenant);
  return encryptedCall(app, 'POST', '/wps/session/login', options, { username, password, type: 'username', altcha, ...extra });
}

/** The token of a login that must succeed (its risk warning acknowledged, where the site asks for one). */
export async function tokenOf(app: FastifyInstance, tenant: string, username: string, password: string): Promise<string> {
  const response = await login(app, { tenant }, username, password);
  const body = json<{ value?: { token?: string; riskWarning?: boolean } }>(response);
  if (response.statusCode !== 200 || !body.value?.token) throw new Error(`login of ${username} at ${tenant} failed: ${response.body}`);
  // The portal shows the risk warning the login asks for and the player acknowledges it (issue 39).
  if (body.value.riskWarning === true) {
    const ack = await call(app, 'POST', '/wps/v2/member/riskWarning', { tenant, token: body.value.token });
    if (ack.statusCode !== 200) throw new Error(`the risk warning of ${username} at ${tenant} was not acknowledged: ${ack.body}`);
  }
  return body.value.token;
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  body: string;
  createdAt: string;
}

/** The latest messages sent to `to` in a tenant, newest first. */
export async function outboxOf(app: FastifyInstance, tenant: string, to: string): Promise<OutboxMessage[]> {
  const response = await call(app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`, { tenant });
  return json<{ value: OutboxMessage[] }>(response).value;
}

/** The 6-digit code of the latest SMS to a number. */
export async function latestCode(app: FastifyInstance, tenant: string, mobile: string): Promise<string> {
  const [latest] = await outboxOf(app, tenant, mobile);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${mobile} at ${tenant}`);
  return code;
}
