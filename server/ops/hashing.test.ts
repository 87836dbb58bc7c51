import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, humanCheck, json, publicKey, tokenOf } from '../testing/apiClient';
import { encryptPayload } from '../modules/security/hybridCrypto';
import { useTestServer, hostOf } from '../testing/testApp';
import { closeHashPool, configureHashPool, hashPool } from './hashPool';
import { withIdempotencyKey } from '../modules/ledger/idempotency';
import { ClientGone, withRequestSignal } from './requestContext';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();
const app = () => server.app;

// A full-cost hash (about half a second of a core here) keeps the one worker busy; it is work from
// outside a request, which waits without a bound.
const HEAVY = { N: 2 ** 17, r: 8, p: 1, maxmem: 2 ** 28 };
const occupy = (n: number) => Promise.all(Array.from({ length: n }, () => hashPool().scrypt('occupied', randomBytes(16), 32, HEAVY)));

beforeAll(async () => {
  // Room for one waiting login: the tests' hashes (N = 2^10) each count 1/128 of a full-cost one.
  await configureHashPool({ workers: 1, queue: 1 / 128, retryAfterSeconds: 3 });
});
afterAll(() => closeHashPool());

async function encrypted(tenant: string, payload: unknown): Promise<unknown> {
  const { kid, jwk } = await publicKey(app(), tenant);
  return encryptPayload(jwk, kid, payload);
}

describe('the hashing queue', () => {
  it('answers 503 with Retry-After at once when it is full, while other routes keep answering', async () => {
    const bodies = await Promise.all([1, 2, 3].map(async () => encrypted('lusa', { username: 'demo', password: 'Demo2024', type: 'username', altcha: await humanCheck(app(), 'lusa') })));
    let occupied = true;
    const heavy = occupy(5).finally(() => {
      occupied = false;
    });
    await vi.waitFor(() => expect(hashPool().stats().busy).toBe(1));
    const answers = bodies.map((body) => call(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, body));
    const refused: { statusCode: number; retryAfter: unknown; code: unknown; whileOccupied: boolean }[] = [];
    for (const answer of answers) {
      void answer.then((r) => {
        if (r.statusCode === 503) refused.push({ statusCode: r.statusCode, retryAfter: r.headers['retry-after'], code: json(r).code, whileOccupied: occupied });
      });
    }
    // One login waits in the queue (bound 1); the two others are refused before the worker is free.
    await vi.waitFor(() => expect(refused).toHaveLength(2), { timeout: 10_000 });
    expect(refused).toEqual([
      { statusCode: 503, retryAfter: '3', code: 'error.busy', whileOccupied: true },
      { statusCode: 503, retryAfter: '3', code: 'error.busy', whileOccupied: true },
    ]);
    // A route that does not hash answers while the hashing is saturated.
    const list = await call(app(), 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18', { tenant: 'lusa' });
    expect(list.statusCode).toBe(200);
    expect(occupied).toBe(true);
    expect(hashPool().stats().queued).toBeGreaterThan(0);
    await heavy;
    // The queued login was served once the worker was free.
    const statuses = (await Promise.all(answers)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 503, 503]);
    expect(hashPool().stats().rejected).toBe(2);
  }, 60_000);

  it('drops a queued money call whose client went away: nothing is booked, and the key is free for the retry', async () => {
    const tenant = 'lusa';
    const username = `gone${randomUUID().slice(0, 8).replace(/[^a-z0-9]/g, 'a')}`;
    const registered = await call(app(), 'POST', '/wps/member/register', { tenant }, await encrypted(tenant, {
      username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...(await signUpValues(app(), tenant)),
    }));
    expect(registered.statusCode, registered.body).toBe(200);
    const token = await tokenOf(app(), tenant, username, 'Secret123');
    const auth = { tenant, token };
    expect((await call(app(), 'POST', '/wps/v2/member/paymentPassword', auth, await encrypted(tenant, { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' }))).statusCode).toBe(200);
    const deposit = json<{ value: { id: string } }>(await call(app(), 'POST', '/wps/v2/wallets/deposit', { ...auth, headers: { 'idempotency-key': randomUUID() } }, { methodId: 'pix', amount: '100' })).value;
    expect((await call(app(), 'POST', '/dev/wallet/deposit', { tenant }, { id: deposit.id, decision: 'approve' })).statusCode).toBe(200);

    // Over a real connection, so that the client can go away.
    await app().listen({ port: 0, host: '127.0.0.1' });
    const { port } = app().server.address() as AddressInfo;
    const key = randomUUID();
    const body = JSON.stringify(await encrypted(tenant, { amount: '60', paymentPassword: '135790' }));
    const heavy = occupy(6);
    await vi.waitFor(() => expect(hashPool().stats().busy).toBe(1));
    const client = new AbortController();
    const sent = fetch(`http://127.0.0.1:${port}/wps/v2/wallets/withdraw`, {
      method: 'POST',
      body,
      signal: client.signal,
      headers: { 'content-type': 'application/json', 'idempotency-key': key, authorization: `Bearer ${token}`, 'x-forwarded-host': hostOf(tenant).host },
    }).catch((error: unknown) => error);
    // The withdrawal's payment password waits for the worker behind the heavy hashes.
    await vi.waitFor(() => expect(hashPool().stats().queuedRequests).toBe(1), { timeout: 10_000 });
    client.abort();
    await sent;
    await vi.waitFor(() => expect(hashPool().stats().abandoned).toBe(1));
    await heavy;
    const list = json<{ value: { total: number } }>(await call(app(), 'GET', '/wps/v2/wallets/withdraw/list?pageNo=1&pageSize=10', auth)).value;
    expect(list.total).toBe(0);
    // The same key again runs the withdrawal (the first attempt stored nothing under it).
    const retry = await call(app(), 'POST', '/wps/v2/wallets/withdraw', { ...auth, headers: { 'idempotency-key': key } }, JSON.parse(body));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(json<{ value: { total: number } }>(await call(app(), 'GET', '/wps/v2/wallets/withdraw/list?pageNo=1&pageSize=10', auth)).value.total).toBe(1);
  }, 60_000);

  it('drops a keyed call whose client is gone before its key is claimed', async () => {
    const gone = new AbortController();
    gone.abort();
    const scope = { tenant: 'lusa', memberId: 1, operation: 'clientGoneTest' };
    const key = randomUUID();
    let booked = 0;
    const work = async () => {
      booked += 1;
      return { booked };
    };
    await expect(withRequestSignal(gone.signal, () => withIdempotencyKey(server.db, scope, key, 'hash', server.clock.now(), work))).rejects.toBeInstanceOf(ClientGone);
    expect(booked).toBe(0);
    // Nothing was claimed: the same key runs when a client waits for it.
    const waiting = new AbortController();
    expect(await withRequestSignal(waiting.signal, () => withIdempotencyKey(server.db, scope, key, 'hash', server.clock.now(), work))).toEqual({ value: { booked: 1 }, replayed: false });
  });
});
