import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../modules/members/schema';
import { deposits } from '../modules/wallet/schema';
import { call, encryptedCall, humanCheck, json, login } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();
const app = () => server.app;

async function register(tenant: string, username: string, password: string): Promise<string> {
  const response = await encryptedCall(app(), 'POST', '/wps/member/register', { tenant }, {
    username, password, confirmPassword: password, terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...(await signUpValues(app(), tenant)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: { token: string } }).value.token;
}

describe('LGPD: the member\'s data and the account\'s closure', () => {
  it('exports the account, money and protection history without secrets, and closes the account while its records stay', async () => {
    const tenant = 'lusa';
    const username = `lgpd${randomUUID().slice(0, 8).replace(/[^a-z0-9]/g, 'a')}`;
    const token = await register(tenant, username, 'Secret123');
    const deposit = await call(app(), 'POST', '/wps/v2/wallets/deposit', { tenant, token, headers: { 'idempotency-key': randomUUID() } }, { methodId: 'pix', amount: '25' });
    expect(deposit.statusCode, deposit.body).toBe(200);

    const exported = await call(app(), 'GET', '/wps/v2/member/personalData', { tenant, token });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['cache-control']).toBe('no-store');
    const value = (JSON.parse(exported.body) as { value: Record<string, Record<string, unknown>> }).value;
    expect(value['account']!['account']).toBe(username);
    expect((value['money']!['deposits'] as { amount: string; methodId: string }[]).map((d) => [d.methodId, d.amount])).toEqual([['pix', '25.00']]);
    expect(value['responsibleGaming']).toHaveProperty('limitChanges');
    expect(value['messages']).toHaveProperty('inbox');
    const [row] = await server.db.select().from(members).where(and(eq(members.tenant, tenant), eq(members.account, username)));
    expect(exported.body).not.toContain(row!.passwordHash);
    expect(exported.body).not.toMatch(/passwordHash|password_hash|totp/i);
    // Guests and trial accounts get nothing.
    expect((await call(app(), 'GET', '/wps/v2/member/personalData', { tenant })).statusCode).toBe(401);

    const wrong = await call(app(), 'POST', '/wps/v2/member/close', { tenant, token }, { password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).code).toBe('error.wrongPassword');
    expect((await call(app(), 'POST', '/wps/v2/member/close', { tenant, token }, {})).statusCode).toBe(400);
    const closed = await call(app(), 'POST', '/wps/v2/member/close', { tenant, token }, { password: 'Secret123' });
    expect(closed.statusCode, closed.body).toBe(200);

    // No session and no sign-in after the closure.
    expect((await call(app(), 'GET', '/wps/member/info', { tenant, token })).statusCode).toBe(401);
    const again = await login(app(), { tenant }, username, 'Secret123');
    expect(again.statusCode).toBe(400);
    expect(json(again).code).toBe('error.loginFailed');
    // The records the law requires stay: the member row (closed) and the deposit.
    const [after] = await server.db.select().from(members).where(eq(members.id, row!.id));
    expect(after!.closedAt).not.toBeNull();
    expect(await server.db.select().from(deposits).where(eq(deposits.memberId, row!.id))).toHaveLength(1);
  });
});
