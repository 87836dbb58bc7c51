/**
 * The responsible-gaming calls over HTTP (issue 38): a member sets, lowers and raises a limit (the
 * increase waits 24 hours on the server's clock, moved, never slept), pauses with the password, and
 * the page answers the room left from what the member really deposited.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, encryptedCall, humanCheck, json, tokenOf } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();
const app = () => server.app;

interface Limit { kind: string; period: string; amount?: string | null; room?: string; pending?: { amount?: string | null; effectiveAt: string } }
interface Page { currency: string; limits: Limit[]; status: { state: string; kind?: string; endsAt?: string | null }; realityCheckMinutes: number }
const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};

let serial = 0;
let lastUsername = '';
async function newMember(tenant: string): Promise<string> {
  serial += 1;
  const username = `rg${serial}${randomUUID().slice(0, 8).replace(/[^a-z0-9]/g, 'a')}`;
  const response = await encryptedCall(app(), 'POST', '/wps/member/register', { tenant }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...(await signUpValues(app(), tenant)),
  });
  lastUsername = username;
  return ok<{ token: string }>(response).token;
}
const get = (tenant: string, token: string, url: string) => call(app(), 'GET', url, { tenant, token });
const post = (tenant: string, token: string, url: string, body?: unknown, headers: Record<string, string> = {}) => call(app(), 'POST', url, { tenant, token, headers }, body);

describe('responsible gaming over HTTP', () => {
  it('asks guests to log in', async () => {
    expect((await call(app(), 'GET', '/wps/v2/member/responsibleGaming', { tenant: 'lusa' })).statusCode).toBe(401);
  });

  it('lowers a limit at once, raises it 24 hours later, and shows the room left from real deposits', async () => {
    let token = await newMember('lusa');
    const username = lastUsername;
    const limit = (amount: string | null) => post('lusa', token, '/wps/v2/member/responsibleGaming/limit', { kind: 'deposit', period: 'week', amount });
    // Beside the loss and time limits chosen at lusa's sign-up (its jurisdiction asks for them).
    expect(ok<Page>(await limit('500')).limits.filter((l) => l.kind === 'deposit')).toEqual([{ kind: 'deposit', period: 'week', amount: '500.00', room: '500.00' }]);
    ok(await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '120' }, { 'idempotency-key': randomUUID() }));
    expect(ok<Page>(await get('lusa', token, '/wps/v2/member/responsibleGaming')).limits[0]).toMatchObject({ amount: '500.00', room: '380.00' });
    const raised = ok<Page>(await limit('900')).limits[0];
    expect(raised).toMatchObject({ amount: '500.00', pending: { amount: '900.00' } });
    expect(new Date(raised!.pending!.effectiveAt).getTime() - server.clock.now().getTime()).toBeGreaterThan(23.9 * 3_600_000);
    server.clock.advance(24 * 3_600_000 + 1_000);
    // A day later the session has ended: sign in again.
    token = await tokenOf(app(), 'lusa', username, 'Secret123');
    expect(ok<Page>(await get('lusa', token, '/wps/v2/member/responsibleGaming')).limits[0]).toMatchObject({ amount: '900.00' });
  });

  it('refuses a limit without a positive amount, and a money amount on the time limit', async () => {
    const token = await newMember('lusa');
    const zero = await post('lusa', token, '/wps/v2/member/responsibleGaming/limit', { kind: 'deposit', period: 'day', amount: '0' });
    expect(zero.statusCode).toBe(400);
    const mixed = await post('lusa', token, '/wps/v2/member/responsibleGaming/limit', { kind: 'time', period: 'day', amount: '10' });
    expect(mixed.statusCode).toBe(400);
  });

  it('pauses only with the right password, and the pause shows on the page', async () => {
    const token = await newMember('lusa');
    const wrong = await encryptedCall(app(), 'POST', '/wps/v2/member/responsibleGaming/pause', { tenant: 'lusa', token }, { kind: 'timeout', duration: '24h', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).code).toBe('error.wrongPassword');
    const odd = await encryptedCall(app(), 'POST', '/wps/v2/member/responsibleGaming/pause', { tenant: 'lusa', token }, { kind: 'timeout', duration: '5y', password: 'Secret123' });
    expect(json(odd).code).toBe('error.rgNotAllowed');
    const paused = ok<{ state: string; kind: string; endsAt: string }>(await encryptedCall(app(), 'POST', '/wps/v2/member/responsibleGaming/pause', { tenant: 'lusa', token }, { kind: 'timeout', duration: '1w', password: 'Secret123' }));
    expect(paused).toMatchObject({ state: 'excluded', kind: 'timeout' });
    // A week from the request (the clock runs on while the call is answered).
    expect(Math.abs(new Date(paused.endsAt).getTime() - (server.clock.now().getTime() + 7 * 86_400_000))).toBeLessThan(5_000);
    // The pause signs the player out (the tenant allows no withdraw-only login by default).
    expect((await get('lusa', token, '/wps/v2/member/responsibleGaming')).statusCode).toBe(401);
  });

  it('keeps the reality check to the offered intervals', async () => {
    const token = await newMember('lusa');
    expect(ok<Page>(await get('lusa', token, '/wps/v2/member/responsibleGaming')).realityCheckMinutes).toBe(60);
    expect(ok<Page>(await post('lusa', token, '/wps/v2/member/responsibleGaming/realityCheck', { minutes: 30 })).realityCheckMinutes).toBe(30);
    expect((await post('lusa', token, '/wps/v2/member/responsibleGaming/realityCheck', { minutes: 7 })).statusCode).toBe(400);
  });
});
