/**
 * Scale-out: two API instances on one PostgreSQL database behave as one. A session made on one is
 * valid on the other, a logout on one ends it on both, and a lock-out earned on one holds on the other
 * (for that account only). Runs in the PostgreSQL project only (vite.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { games } from './modules/catalogue/schema';
import { storeCaptcha } from './modules/security/captcha';
import { createScratchDatabase, testDatabaseServer } from './testing/postgres';
import { call, humanCheck, json, login, tokenOf } from './testing/apiClient';
import { writeLimits } from './modules/security/limits';
import { createTestServer, useTwoInstances } from './testing/testApp';

const { first, second: other } = useTwoInstances();

describe('two instances on one PostgreSQL', () => {
  it('share sessions: a token from one works on the other, and a logout on one ends it on both', async () => {
    const tenant = 'lusa';
    const token = await tokenOf(first.app, tenant, 'demo', 'Demo2024');
    const onSecond = await call(other().app, 'GET', '/wps/member/info', { tenant, token });
    expect(onSecond.statusCode).toBe(200);
    expect(json<{ value: { account: string } }>(onSecond).value.account).toBe('demo');

    expect((await call(other().app, 'DELETE', '/wps/session/logout', { tenant, token })).statusCode).toBe(200);
    expect((await call(first.app, 'GET', '/wps/member/info', { tenant, token })).statusCode).toBe(401);
    expect((await call(other().app, 'GET', '/wps/member/info', { tenant, token })).statusCode).toBe(401);
  }, 30_000);

  it('share lock-outs: failures on one instance lock the account on the other, and only that account', async () => {
    const tenant = 'luckydraw';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // Alternate instances: the failure count itself lives in the database.
      const app = i % 2 === 0 ? first.app : other().app;
      const captchaId = await storeCaptcha(first.db, tenant, 'QQ77', first.clock.now());
      statuses.push((await login(app, { tenant }, 'expired01', 'not-the-password', { captcha: 'QQ77', captchaId })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const captchaId = await storeCaptcha(first.db, tenant, 'QQ77', first.clock.now());
    const locked = await login(other().app, { tenant }, 'expired01', 'Expired2024', { captcha: 'QQ77', captchaId });
    expect(locked.statusCode).toBe(429);
    expect(json(locked).code).toBe('error.tooManyRequests');
    expect((await login(other().app, { tenant }, 'demo', 'Demo2024')).statusCode).toBe(200);
  });

  it('share quotas: registration SMS sends from one IP and from the whole tenant count on both instances', async () => {
    const tenant = 'luckydraw';
    await writeLimits(first.db, tenant, { smsPerIpPerHour: 3, registrationSmsPerTenantPerHour: 5 });
    const send = async (i: number, ip: string) => {
      const app = i % 2 === 0 ? first.app : other().app;
      const altcha = await humanCheck(app, tenant);
      return (await call(app, 'POST', '/wps/verification/sms/register', { tenant, headers: { 'x-forwarded-for': ip } }, { mobileNum: `1193333000${i}`, altcha })).statusCode;
    };
    const fromOne = [await send(0, '10.20.0.1'), await send(1, '10.20.0.1'), await send(2, '10.20.0.1'), await send(3, '10.20.0.1')];
    expect(fromOne).toEqual([200, 200, 200, 429]);
    // Three sent so far; the tenant's five are reached from other addresses on either instance.
    expect([await send(4, '10.20.0.2'), await send(5, '10.20.0.3'), await send(6, '10.20.0.4')]).toEqual([200, 200, 429]);
  });

  it('start together on an empty database: one migrates and seeds, the other waits, and the catalogue is seeded once', async () => {
    const scratch = await createScratchDatabase(testDatabaseServer()!);
    const [a, b] = await Promise.all([createTestServer({ databaseUrl: scratch.url }), createTestServer({ databaseUrl: scratch.url })]);
    try {
      const [mine] = await a.db.select({ n: count() }).from(games).where(eq(games.tenant, 'lusa'));
      const [reference] = await first.db.select({ n: count() }).from(games).where(eq(games.tenant, 'lusa'));
      expect(mine!.n).toBe(reference!.n);
      expect((await call(b.app, 'GET', '/wps/system/status', { tenant: 'lusa' })).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
      await scratch.drop();
    }
  }, 120_000);
});
