import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { tenantState } from '../modules/tenants/schema';
import { setStatusCommand } from '../cli/setStatus';
import { encryptPayload } from '../modules/security/hybridCrypto';
import { call, encryptedCall, humanCheck, json, publicKey, tokenOf } from '../testing/apiClient';
import { createTestServer, hostOf, type TestServer } from '../testing/testApp';
import { registerRoutes } from './index';

let server: TestServer;
let production: FastifyInstance;

beforeAll(async () => {
  server = await createTestServer();
  production = await buildApp({ db: server.db, tenants: server.tenants, mode: 'production' }, registerRoutes);
}, 60_000);

afterAll(async () => {
  await production?.close();
  await server?.close();
});

const app = () => server.app;

describe('/dev routes', () => {
  it('are absent in production (404)', async () => {
    for (const [method, url, payload] of [['GET', '/dev/outbox', undefined], ['POST', '/dev/status', { status: 1 }], ['POST', '/dev/switches', { referral: false }], ['POST', '/dev/content', { kind: 'banner' }]] as const) {
      const response = await production.inject({ method, url, headers: hostOf('lusa'), ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(404);
    }
    // The API itself is there.
    expect((await production.inject({ method: 'GET', url: '/wps/system/publicKey', headers: hostOf('lusa') })).statusCode).toBe(200);
  });

  it('list the outbox of the request tenant only, newest first, by recipient and channel', async () => {
    const mobile = '11987654321';
    await call(app(), 'POST', '/wps/member/password/sms', { tenant: 'luckydraw' }, { mobileNum: mobile, altcha: await humanCheck(app(), 'luckydraw') });
    const own = json<{ value: { to: string; channel: string; body: string }[] }>(await call(app(), 'GET', `/dev/outbox?to=${mobile}&channel=sms`, { tenant: 'luckydraw' })).value;
    expect(own.length).toBe(1);
    expect(own[0]).toMatchObject({ to: mobile, channel: 'sms' });
    expect(own[0]!.body).toMatch(/Lucky|\d{6}/);
    expect(json(await call(app(), 'GET', `/dev/outbox?to=${mobile}`, { tenant: 'lusa' })).value).toEqual([]);
    expect(json(await call(app(), 'GET', '/dev/outbox?channel=email', { tenant: 'luckydraw' })).value).toEqual([]);
    expect((await call(app(), 'GET', '/dev/outbox?channel=fax', { tenant: 'lusa' })).statusCode).toBe(400);
    expect((await call(app(), 'GET', '/dev/outbox?limit=1000', { tenant: 'lusa' })).statusCode).toBe(400);
  });

  it('plant content ahead of the seeded rows, in the served shapes only, for the request tenant', async () => {
    const data = { id: 9001, title: 'Planted', content: '<img src=x onerror=alert(1)>', promotionType: 'B', execution: 'B', publishTime: '2026-01-01T00:00:00.000Z' };
    const planted = await call(app(), 'POST', '/dev/content', { tenant: 'redeprime' }, { kind: 'announcement', language: 'en', data });
    expect(planted.statusCode).toBe(200);
    const list = json<{ value: { list: { id: number; content: string }[] } }>(await call(app(), 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&language=en&pageNo=1&pageSize=100', { tenant: 'redeprime' })).value.list;
    expect(list[0]).toMatchObject({ id: 9001, content: data.content });
    const elsewhere = json<{ value: { list: { id: number }[] } }>(await call(app(), 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&language=en&pageNo=1&pageSize=100', { tenant: 'lusa' })).value.list;
    expect(elsewhere.map((a) => a.id)).not.toContain(9001);
    // A shape the API never serves is refused.
    expect((await call(app(), 'POST', '/dev/content', { tenant: 'redeprime' }, { kind: 'announcement', language: 'en', data: { ...data, extra: 1 } })).statusCode).toBe(400);
    expect((await call(app(), 'POST', '/dev/content', { tenant: 'redeprime' }, { kind: 'banner', language: 'en', data })).statusCode).toBe(400);
  });

  it('switch the status of the request tenant live', async () => {
    expect(json(await call(app(), 'POST', '/dev/status', { tenant: 'redeprime' }, { status: 1 }))).toEqual({ success: true, value: { status: 1 } });
    expect(json(await call(app(), 'GET', '/wps/system/status', { tenant: 'redeprime' })).value).toMatchObject({ status: 1 });
    expect(json(await call(app(), 'GET', '/wps/system/status', { tenant: 'lusa' })).value).toMatchObject({ status: 0 });
    await call(app(), 'POST', '/dev/status', { tenant: 'redeprime' }, { status: 0 });
    expect((await call(app(), 'POST', '/dev/status', { tenant: 'redeprime' }, { status: 3 })).statusCode).toBe(400);
  });

  it('switch white-label switches live, and the registration rules follow', async () => {
    const tenant = 'redeprime';
    const mobilePayload = { mobileNum: '11955559999', password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true };
    expect((await encryptedCall(app(), 'PUT', '/wps/member/register/mobile', { tenant }, { ...mobilePayload, altcha: await humanCheck(app(), tenant) })).statusCode).toBe(403);
    const changed = json<{ value: { switches: Record<string, boolean> } }>(await call(app(), 'POST', '/dev/switches', { tenant }, { mobileRegistration: true, mobilePasswordOnRegistration: true }));
    expect(changed.value.switches).toMatchObject({ mobileRegistration: true, mobilePasswordOnRegistration: true, usernameRegistration: true });
    expect((await encryptedCall(app(), 'PUT', '/wps/member/register/mobile', { tenant }, { ...mobilePayload, altcha: await humanCheck(app(), tenant) })).statusCode).toBe(200);
    await call(app(), 'POST', '/dev/switches', { tenant }, { mobileRegistration: false, mobilePasswordOnRegistration: false });
    expect((await call(app(), 'POST', '/dev/switches', { tenant }, {})).statusCode).toBe(400);
    expect((await call(app(), 'POST', '/dev/switches', { tenant }, { bogusSwitch: true })).statusCode).toBe(400);
    // socialLogin is not a seeded switch, but the white-label answer carries it.
    expect(json(await call(app(), 'POST', '/dev/switches', { tenant }, { socialLogin: true })).value).toMatchObject({ switches: { socialLogin: true, referral: true } });
    expect(json(await call(app(), 'GET', '/wps/system/whitelabel', { tenant })).value).toMatchObject({ socialLogin: true });
    await call(app(), 'POST', '/dev/switches', { tenant }, { socialLogin: false });
  });
});

describe('npm run server:status', () => {
  it('sets the status of a seeded tenant on the server database, and refuses bad arguments', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const opened: NodeJS.ProcessEnv[] = [];
    // The test server's database stands in for DATA_DIR / DATABASE_URL; the command must not close it.
    const open = async (env: NodeJS.ProcessEnv) => {
      opened.push(env);
      return { db: server.db, kind: 'pglite' as const, exclusive: <T>(work: () => Promise<T>) => work(), listen: async () => async () => undefined, close: async () => undefined };
    };
    try {
      const env = { DATA_DIR: '/nowhere' };
      expect(await setStatusCommand(['lusa'], env, open)).toBe(1);
      expect(await setStatusCommand(['lusa', '7'], env, open)).toBe(1);
      expect(await setStatusCommand(['nowhere', '1'], env, open)).toBe(1);
      expect(opened).toEqual([]);
      expect(await setStatusCommand(['lusa', '2'], env, open)).toBe(0);
      expect(opened).toEqual([env]);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('lusa: status 2 (region restricted)'));
      expect(json(await call(app(), 'GET', '/wps/system/status', { tenant: 'lusa' })).value).toMatchObject({ status: 2 });
      expect(await setStatusCommand(['lusa', '0'], env, open)).toBe(0);
      // A database where the tenant was never seeded (its row taken away for a moment).
      const [row] = await server.db.select().from(tenantState).where(eq(tenantState.tenant, 'lusa'));
      await server.db.delete(tenantState).where(eq(tenantState.tenant, 'lusa'));
      try {
        expect(await setStatusCommand(['lusa', '1'], env, open)).toBe(2);
      } finally {
        await server.db.insert(tenantState).values(row!);
      }
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});

/** Every route of this group, how it is called, and a body it would accept. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; encrypted?: boolean; form?: boolean; body?: Record<string, unknown> }[] = [
  { method: 'GET', url: '/wps/system/publicKey' },
  { method: 'GET', url: '/wps/session/challenge' },
  { method: 'GET', url: '/wps/captcha' },
  { method: 'POST', url: '/wps/session/login', encrypted: true, body: { username: 'demo', password: 'x', type: 'username' } },
  { method: 'POST', url: '/wps/session/login/verification', encrypted: true, body: { ticket: '1.x', method: 'mobile', value: '1' } },
  { method: 'DELETE', url: '/wps/session/logout' },
  { method: 'POST', url: '/wps/session/login/freeplay', body: { platform: 'W' } },
  { method: 'POST', url: '/wps/verification/sms/noLogin', body: { mobileNum: '11987654321', altcha: 'x' } },
  { method: 'POST', url: '/wps/verification/sms/register', body: { mobileNum: '11987654321', altcha: 'x' } },
  { method: 'GET', url: '/wps/member/info' },
  { method: 'GET', url: '/wps/v2/wallets/balance' },
  { method: 'POST', url: '/wps/member/register', encrypted: true, body: { username: 'abcdefg1' } },
  { method: 'PUT', url: '/wps/member/register/mobile', encrypted: true, body: { mobileNum: '11987654321' } },
  { method: 'GET', url: '/wps/agent/affiliate?code=AFF2024' },
  { method: 'POST', url: '/wps/member/password', encrypted: true, body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' } },
  { method: 'POST', url: '/wps/member/password/email', form: true, body: { username: 'demo', email: 'a@b.example', altcha: 'x' } },
  { method: 'POST', url: '/wps/member/password/sms', body: { mobileNum: '11987654321', altcha: 'x' } },
  { method: 'POST', url: '/wps/member/password/verification', encrypted: true, body: { mobileNum: '11987654321', verificationCode: '1', newPassword: 'x' } },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'POST', url: '/dev/status', body: { status: 0 } },
  { method: 'POST', url: '/dev/switches', body: { referral: true } },
  { method: 'POST', url: '/dev/limits', body: { sessionIdleMinutes: 30 } },
];

describe('bad input on every route: 4xx with a reason, never 500', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenOf(app(), 'lusa', 'agent01', 'Agent2024');
  });

  async function expectRefused(request: InjectOptions, label: string): Promise<void> {
    const response = await app().inject({ ...request, headers: { ...hostOf('lusa'), authorization: `Bearer ${token}`, ...(request.headers as Record<string, string>) } });
    expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
    const body = json<{ success: boolean; message?: string; code?: string }>(response);
    expect(body.success, label).toBe(false);
    expect(body.message, label).toBeTruthy();
    expect(body.code, label).toBeTruthy();
  }

  it('refuses unknown query keys', async () => {
    for (const route of ROUTES) {
      const url = `${route.url}${route.url.includes('?') ? '&' : '?'}bogus=1`;
      await expectRefused({ method: route.method, url, ...(route.body ? { payload: route.body } : {}) }, `${route.method} ${url}`);
    }
  });

  it('refuses missing bodies, wrong types, unknown keys, bad JSON and oversized bodies', async () => {
    const { kid, jwk } = await publicKey(app(), 'lusa');
    for (const route of ROUTES.filter((r) => r.body)) {
      const label = `${route.method} ${route.url}`;
      const send = async (payload: unknown) => (route.encrypted ? encryptPayload(jwk, kid, payload) : payload);
      const cases: [string, InjectOptions][] = [
        ['no body', { method: route.method, url: route.url }],
        ['array body', { method: route.method, url: route.url, payload: await send([route.body]) as InjectOptions['payload'] }],
        ['unknown key', { method: route.method, url: route.url, payload: await send({ ...route.body, bogus: 'x' }) as InjectOptions['payload'] }],
        ['wrong types', { method: route.method, url: route.url, payload: await send(Object.fromEntries(Object.keys(route.body!).map((k) => [k, { nested: [1] }]))) as InjectOptions['payload'] }],
        ['bad JSON', { method: route.method, url: route.url, payload: '{"a":', headers: { 'content-type': 'application/json' } }],
        ['oversized', { method: route.method, url: route.url, payload: { padding: 'x'.repeat(70_000) } }],
        ['wrong content type', { method: route.method, url: route.url, payload: 'hello', headers: { 'content-type': 'text/plain' } }],
      ];
      if (route.encrypted) {
        cases.push(['plain body', { method: route.method, url: route.url, payload: route.body as InjectOptions['payload'] }]);
        cases.push(['forged envelope', { method: route.method, url: route.url, payload: { kid, key: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', data: 'AAAAAAAAAAAAAAAAAAAAAA==' } }]);
        cases.push(['missing fields', { method: route.method, url: route.url, payload: await encryptPayload(jwk, kid, {}) as unknown as InjectOptions['payload'] }]);
      }
      for (const [what, request] of cases) await expectRefused(request, `${label} ${what}`);
    }
  });

  it('refuses a form body with a repeated or unknown key', async () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    await expectRefused({ method: 'POST', url: '/wps/member/password/email', headers, payload: 'username=a&bogus=1&email=a%40b.example' }, 'unknown form key');
    await expectRefused({ method: 'POST', url: '/wps/member/password/email', headers, payload: 'username=a&username=b&email=a%40b.example' }, 'repeated form key');
  });

  it('refuses a login that is not a human', async () => {
    const altcha = await humanCheck(app(), 'lusa');
    const decoded = JSON.parse(Buffer.from(altcha, 'base64').toString()) as { solution: { derivedKey: string } };
    const last = decoded.solution.derivedKey.at(-1) === '0' ? '1' : '0';
    decoded.solution.derivedKey = `${decoded.solution.derivedKey.slice(0, -1)}${last}`;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const response = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, { username: 'demo', password: 'Demo2024', type: 'username', altcha: forged });
    expect(json(response).code).toBe('form.verifyFirst');
  });
});
