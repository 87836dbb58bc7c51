import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, encryptedCall, humanCheck, tokenOf } from '../testing/apiClient';
import { hostOf, useTestServer } from '../testing/testApp';
import { loggedUrl, scrubbed } from './logging';
import { signUpValues } from '../testing/signUp';

// Every line the server logs, captured.
const lines: string[] = [];
const server = useTestServer({ logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } });
const app = () => server.app;

const PASSWORD = 'Zq8pLogProbe';
const NEW_PASSWORD = 'Yw7kLogProbe';
const PAYMENT_PASSWORD = '864209';
const MOBILE = '11987651234';
const EMAIL = 'probe.person@example.org';
const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';

/** Whether a secret appears in the log, as itself (not as part of a longer number). */
function leaks(secret: string): string[] {
  const pattern = new RegExp(`(?<![\\d.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
  return lines.filter((line) => pattern.test(line));
}

describe('the log', () => {
  it('holds no password, payment password, token, CPF, mobile number or e-mail sent through the routes that take them', async () => {
    const tenant = 'lusa';
    const username = `logs${randomUUID().slice(0, 8).replace(/[^a-z0-9]/g, 'a')}`;
    const registered = await encryptedCall(app(), 'POST', '/wps/member/register', { tenant }, {
      username, password: PASSWORD, confirmPassword: PASSWORD, terms: true, ageConfirmed: true, email: EMAIL, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...(await signUpValues(app(), tenant)), cpf: CPF,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // The CPF again at sign-up: refused as taken (the refusal path logs too).
    const again = await encryptedCall(app(), 'POST', '/wps/member/register', { tenant }, {
      username: `${username}b`, password: PASSWORD, confirmPassword: PASSWORD, terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...(await signUpValues(app(), tenant)), cpf: CPF_DIGITS,
    });
    expect(again.statusCode, again.body).toBe(409);
    const token = await tokenOf(app(), tenant, username, PASSWORD);
    // A wrong password too (a failure path logs as well).
    await encryptedCall(app(), 'POST', '/wps/session/login', { tenant }, { username, password: `${PASSWORD}x`, type: 'username', altcha: await humanCheck(app(), tenant) });
    const auth = { tenant, token };
    expect((await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', auth, { loginPassword: PASSWORD, newPaymentPassword: PAYMENT_PASSWORD, confirmNewPaymentPassword: PAYMENT_PASSWORD })).statusCode).toBe(200);
    // A withdrawal with the payment password (refused: no money), and with a token in the query.
    await encryptedCall(app(), 'POST', '/wps/v2/wallets/withdraw', { ...auth, headers: { 'idempotency-key': randomUUID() } }, { amount: '60', paymentPassword: PAYMENT_PASSWORD });
    await call(app(), 'GET', `/wps/v2/wallets/summary?token=${token}&cpf=${encodeURIComponent(CPF)}&doc=${CPF_DIGITS}`, auth);
    expect((await encryptedCall(app(), 'POST', '/wps/member/password', auth, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })).statusCode).toBe(200);
    // The mobile number and the e-mail through the password resets, and read back from the outbox.
    await call(app(), 'POST', '/wps/member/password/sms', { tenant }, { mobileNum: MOBILE, altcha: await humanCheck(app(), tenant) });
    const form = `username=${username}&email=${encodeURIComponent(EMAIL)}&altcha=${encodeURIComponent(await humanCheck(app(), tenant))}`;
    await app().inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    await call(app(), 'GET', `/dev/outbox?to=${encodeURIComponent(EMAIL)}`, { tenant });
    await call(app(), 'GET', `/dev/outbox?to=${MOBILE}`, { tenant });
    // Bad bodies that carry them (the validation's reason is logged nowhere, answered only).
    await call(app(), 'POST', '/wps/member/password/sms', { tenant }, { mobileNum: MOBILE, cpf: CPF, altcha: 'x' });
    // The push socket's auth frame carries the token.
    const ws = await app().injectWS('/wps/push', { headers: hostOf(tenant) });
    ws.send(JSON.stringify({ type: 'auth', token }));
    ws.close();

    expect(lines.length).toBeGreaterThan(20);
    const found = Object.fromEntries([PASSWORD, NEW_PASSWORD, PAYMENT_PASSWORD, token, MOBILE, EMAIL, CPF, CPF_DIGITS].map((secret) => [secret.slice(0, 4), leaks(secret)]));
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    // Every line of a request carries its id.
    const requestLines = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: unknown; res?: unknown }).filter((entry) => entry.req !== undefined || entry.res !== undefined);
    expect(requestLines.length).toBeGreaterThan(10);
    expect(requestLines.every((entry) => typeof entry.reqId === 'string' && entry.reqId.length > 0)).toBe(true);
  }, 120_000);

  it('masks what a failed query or a driver error would carry', () => {
    const failed = `Failed query: insert into "members" ("account", "mobile") values ($1, $2)\nparams: demo,${MOBILE}`;
    expect(scrubbed(failed)).not.toContain(MOBILE);
    expect(scrubbed(failed)).toContain('insert into "members"');
    expect(scrubbed(`Key (email)=(${EMAIL}) already exists.`)).not.toContain(EMAIL);
    expect(scrubbed(`bad cpf ${CPF} or ${CPF_DIGITS}`)).toBe('bad cpf [cpf] or [cpf]');
    expect(scrubbed('hash scrypt$1024$8$1$c2FsdA$a2V5')).toBe('hash [hash]');
    expect(loggedUrl('/wps/push?token=abc&x=1')).toBe('/wps/push?token&x');
  });
});
