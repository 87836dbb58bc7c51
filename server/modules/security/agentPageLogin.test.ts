/**
 * A login from the agent page (`agent: true`) signs in agents only: a player's right password gets
 * the answer of a wrong one, is counted as a failure, and leaves no session behind.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../members/schema';
import { call, encryptedCall, humanCheck, json, latestCode, login } from '../../testing/apiClient';
import { useTestServer } from '../../testing/testApp';
import { clearFailures, failureState } from './attempts';

const server = useTestServer();

async function sessionsOf(tenant: string, account: string): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tenant, tenant), eq(members.tenant, tenant), eq(members.account, account)));
  return Number(row?.n ?? 0);
}

describe('a login from the agent page', () => {
  const tenant = 'lusa';

  it("refuses a player's right password as a wrong one, counts it, and makes no session", async () => {
    await clearFailures(server.db, tenant, 'login:demo');
    const before = await sessionsOf(tenant, 'demo');
    const wrong = await login(server.app, { tenant }, 'demo', 'not-the-password', { agent: true });
    const player = await login(server.app, { tenant }, 'demo', 'Demo2024', { agent: true });
    expect(player.statusCode).toBe(wrong.statusCode);
    expect(player.statusCode).toBe(400);
    expect(json(player)).toEqual(json(wrong));
    expect(json(player).code).toBe('error.loginFailed');
    expect(await sessionsOf(tenant, 'demo')).toBe(before);
    expect((await failureState(server.db, tenant, 'login:demo', server.clock.now())).failures).toBe(2);

    // The same member signs in from the portal's own login, and an agent from the agent page.
    await clearFailures(server.db, tenant, 'login:demo');
    expect((await login(server.app, { tenant }, 'demo', 'Demo2024')).statusCode).toBe(200);
    const agent = await login(server.app, { tenant }, 'agent01', 'Agent2024', { agent: true });
    expect(agent.statusCode, agent.body).toBe(200);
    expect(json<{ value: { token?: string; type?: number } }>(agent).value).toMatchObject({ token: expect.any(String), type: 1 });
  });

  it('refuses a player signing in by SMS code there too, with no session', async () => {
    const mobile = '11987654321';
    const sent = await call(server.app, 'POST', '/wps/verification/sms/noLogin', { tenant }, { mobileNum: mobile, altcha: await humanCheck(server.app, tenant) });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(server.app, tenant, mobile);
    const before = await sessionsOf(tenant, 'demo');
    const refused = await encryptedCall(server.app, 'POST', '/wps/session/login', { tenant }, { username: mobile, password: code, type: 'sms', agent: true });
    expect([refused.statusCode, json(refused).code]).toEqual([400, 'error.loginFailed']);
    expect(await sessionsOf(tenant, 'demo')).toBe(before);
  });
});
