/**
 * The member's referral: the code, the registration path with it, the members who registered with it
 * (masked, with the deposits and valid bets the ledger has for them), nobody else's; refused for
 * guests, trial accounts and on a tenant whose REFERRAL switch is off.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, encryptedCall, humanCheck, json, tokenOf } from '../testing/apiClient';
import { fund, newMember, spins } from '../testing/realPlay';
import { useTestServer } from '../testing/testApp';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};

interface Referral { code: string; registerPath: string; invited: { account: string; joinedAt: string; deposits: string; validBets: string }[]; totals: { count: number; deposits: string; validBets: string } }

async function registerWith(t: string, referralCode: string): Promise<{ username: string; token: string }> {
  const username = `inv${randomUUID().slice(0, 8).replace(/[^a-z0-9]/g, 'a')}`;
  const token = ok<{ token: string }>(await encryptedCall(app(), 'POST', '/wps/member/register', { tenant: t }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, referralCode, domain: `${t}.localhost`,
    registerUrl: `https://${t}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), t), ...(await signUpValues(app(), t)),
  })).token;
  return { username, token };
}

describe('referral', () => {
  it('refuses guests, trial accounts and a tenant with REFERRAL off', async () => {
    expect((await call(app(), 'GET', '/wps/v2/referral', { tenant })).statusCode).toBe(401);
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    expect((await call(app(), 'GET', '/wps/v2/referral', { tenant, token: trial.token })).statusCode).toBe(403);
    // luckydraw registers by mobile only: its demo player.
    const off = await tokenOf(app(), 'luckydraw', 'demo', 'Demo2024');
    const refused = await call(app(), 'GET', '/wps/v2/referral', { tenant: 'luckydraw', token: off });
    expect([refused.statusCode, json(refused).code]).toEqual([403, 'error.functionDisabled']);
  }, 60_000);

  it('lists the members who registered with the code, masked, with their deposits and valid bets', async () => {
    const token = await newMember(app(), tenant, 'ref');
    const mine = ok<Referral>(await call(app(), 'GET', '/wps/v2/referral', { tenant, token }));
    expect(mine.code).toMatch(/^R[0-9A-Z]{4,}$/);
    expect(mine.registerPath).toBe(`/register?referralCode=${mine.code}`);
    expect(mine.invited).toEqual([]);

    const first = await registerWith(tenant, mine.code.toLowerCase());
    const second = await registerWith(tenant, mine.code);
    await registerWith(tenant, 'R0000');
    await fund(app(), tenant, first.token, '50');
    await spins(app(), tenant, first.token, [1000, 500]);
    const after = ok<Referral>(await call(app(), 'GET', '/wps/v2/referral', { tenant, token }));
    expect(after.invited.map((m) => m.account)).toEqual([first.username, second.username].map((u) => `${u.slice(0, 2)}***${u.slice(-2)}`));
    expect(after.invited[0]).toMatchObject({ deposits: '50.00', validBets: '15.00' });
    expect(after.invited[1]).toMatchObject({ deposits: '0.00', validBets: '0.00' });
    expect(after.totals).toEqual({ count: 2, deposits: '50.00', validBets: '15.00' });
    // The invitee's own referral lists nobody.
    expect(ok<Referral>(await call(app(), 'GET', '/wps/v2/referral', { tenant, token: first.token })).invited).toEqual([]);
  }, 90_000);
});
