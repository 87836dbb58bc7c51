import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PUSH_PATH } from '../../schemas/api/messages';
import { call, humanCheck, publicKey, tokenOf } from '../testing/apiClient';
import { createTestServer, hostOf, useTestServer } from '../testing/testApp';
import { encryptPayload } from '../modules/security/hybridCrypto';
import { startPeriodicPass } from '../platform/periodicPass';
import { fixedClock } from '../platform/clock';
import { TEST_INSTANT } from '../testing/testInstant';
import { closeHashPool, configureHashPool, hashPool } from './hashPool';
import { requestIdOf, trustsPeer } from './requestContext';
import { shutDown } from './shutdown';
import { isDatabaseUnreachable } from './unavailable';

const server = useTestServer();
afterAll(() => closeHashPool());

const HEAVY = { N: 2 ** 17, r: 8, p: 1, maxmem: 2 ** 28 };
const occupy = (n: number) => Promise.all(Array.from({ length: n }, () => hashPool().scrypt('occupied', randomBytes(16), 32, HEAVY)));

describe('health probes', () => {
  it('answer on any Host: /healthz lives, /readyz is ready with the database, not while draining', async () => {
    const byAddress = { host: '10.1.2.3:3000' };
    const live = await server.app.inject({ method: 'GET', url: '/healthz', headers: byAddress });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz', headers: byAddress });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json<{ status: string }>().status).toBe('ready');
    expect(ready.headers['cache-control']).toBe('no-store');
    server.app.ops.draining = true;
    try {
      const draining = await server.app.inject({ method: 'GET', url: '/readyz', headers: byAddress });
      expect([draining.statusCode, draining.headers['retry-after'], draining.json()]).toEqual([503, '5', { status: 'draining' }]);
      // Liveness does not change while draining: the orchestrator must not restart a draining instance.
      expect((await server.app.inject({ method: 'GET', url: '/healthz', headers: byAddress })).statusCode).toBe(200);
    } finally {
      server.app.ops.draining = false;
    }
  });
});

describe('request ids', () => {
  it('are on every answer, taken from a trusted proxy only', async () => {
    const plain = await call(server.app, 'GET', '/wps/system/publicKey', { tenant: 'lusa' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Tests trust every hop (trustProxyOf): the proxy's id is kept.
    const proxied = await call(server.app, 'GET', '/wps/system/publicKey', { tenant: 'lusa', headers: { 'x-request-id': 'lb-4711.abc' } });
    expect(proxied.headers['x-request-id']).toBe('lb-4711.abc');
    // A failure carries it too.
    const missing = await call(server.app, 'GET', '/wps/nothing-here', { tenant: 'lusa', headers: { 'x-request-id': 'lb-4712' } });
    expect([missing.statusCode, missing.headers['x-request-id']]).toEqual([404, 'lb-4712']);
  });

  it('believe X-Request-Id only from the peers TRUST_PROXY names, and only when it looks like an id', () => {
    const from = (remoteAddress: string, id: string) => ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as unknown as IncomingMessage;
    const behindLb = requestIdOf('10.0.0.0/8, loopback');
    expect(behindLb(from('10.2.3.4', 'abc-1'))).toBe('abc-1');
    expect(behindLb(from('::ffff:127.0.0.1', 'abc-2'))).toBe('abc-2');
    expect(behindLb(from('203.0.113.9', 'abc-3'))).not.toBe('abc-3');
    expect(behindLb(from('10.2.3.4', 'bad id\nforged log line'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(false)(from('10.2.3.4', 'abc-4'))).not.toBe('abc-4');
    expect(requestIdOf(1)(from('203.0.113.9', 'abc-5'))).toBe('abc-5');
    expect(trustsPeer('192.168.1.10')('192.168.1.10')).toBe(true);
    expect(trustsPeer('192.168.1.10')('192.168.1.11')).toBe(false);
  });
});

describe('graceful shutdown', () => {
  it('lets the request under way finish, closes sockets with 1001, stops the schedulers between passes, and reports not ready', async () => {
    const instance = await createTestServer();
    await configureHashPool({ workers: 1, queue: 4 });
    let databaseClosed = false;
    try {
      const { app } = instance;
      const token = await tokenOf(app, 'lusa', 'demo', 'Demo2024');
      const closes: number[] = [];
      const ws = await app.injectWS(PUSH_PATH, { headers: hostOf('lusa') });
      ws.on('close', (code) => closes.push(code));
      ws.send(JSON.stringify({ type: 'auth', token }));

      // A scheduler in the middle of a pass: the shutdown waits for the pass, and no pass starts after.
      let releasePass: () => void = () => undefined;
      let passes = 0;
      const scheduler = startPeriodicPass('test pass', async () => {
        passes += 1;
        await new Promise<void>((resolve) => {
          releasePass = resolve;
        });
        return 1;
      }, fixedClock(TEST_INSTANT), 60_000);
      const pass = scheduler.runOnce();

      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      // A login under way: its hash waits behind full-cost ones on the one worker.
      const heavy = occupy(3).catch(() => undefined);
      await vi.waitFor(() => expect(hashPool().stats().busy).toBe(1));
      const { kid, jwk } = await publicKey(app, 'lusa');
      const body = await encryptPayload(jwk, kid, { username: 'demo', password: 'Demo2024', type: 'username', altcha: await humanCheck(app, 'lusa') });
      const inFlight = fetch(`http://127.0.0.1:${port}/wps/session/login`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-host': 'lusa.localhost' } });
      await vi.waitFor(() => expect(hashPool().stats().queuedRequests).toBe(1), { timeout: 10_000 });

      const done = shutDown({ app, database: { close: async () => {
        databaseClosed = true;
      } }, schedulers: [scheduler], timeoutMs: 10_000 });
      expect(app.ops.draining).toBe(true);
      // No new connection is accepted.
      await vi.waitFor(async () => {
        await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      });
      releasePass();
      await pass;
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
      const report = await done;
      expect(report).toMatchObject({ drained: true });
      expect(closes).toEqual([1001]);
      expect(passes).toBe(1);
      expect(databaseClosed).toBe(true);
      await heavy;
    } finally {
      await instance.close().catch(() => undefined);
    }
  }, 90_000);

  it('cuts what is still under way after the bound and finishes anyway', async () => {
    const instance = await createTestServer();
    await configureHashPool({ workers: 1, queue: 4 });
    try {
      const { app } = instance;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const heavy = occupy(6).catch(() => undefined);
      await vi.waitFor(() => expect(hashPool().stats().busy).toBe(1));
      const { kid, jwk } = await publicKey(app, 'lusa');
      const body = await encryptPayload(jwk, kid, { username: 'demo', password: 'Demo2024', type: 'username', altcha: await humanCheck(app, 'lusa') });
      const inFlight = fetch(`http://127.0.0.1:${port}/wps/session/login`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-host': 'lusa.localhost' } }).then((r) => r.status, () => 'cut');
      await vi.waitFor(() => expect(hashPool().stats().queuedRequests).toBe(1), { timeout: 10_000 });
      const started = performance.now();
      const report = await shutDown({ app, database: { close: async () => undefined }, schedulers: [], timeoutMs: 300 });
      expect(report.drained).toBe(false);
      // The bound, the second to let cut connections go, and the hashing pool's close.
      expect(performance.now() - started).toBeLessThan(5000);
      expect(await inFlight).toBe('cut');
      await heavy;
    } finally {
      await instance.close().catch(() => undefined);
    }
  }, 90_000);

});

describe('an unreachable database', () => {
  it('is told from a fault of the request: refused, dropped, restarting, wrapped or not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
  });
});
