import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, verificationCodes } from '../modules/security/schema';
import { members } from '../modules/members/schema';
import { consumeCaptcha, storeCaptcha } from '../modules/security/captcha';
import { encryptPayload } from '../modules/security/hybridCrypto';
import { totpCode } from '../modules/security/totp';
import { SECURE_KNOWN_IP, SECURE_TOTP_SECRET } from '../seed/demoAccounts';
import { call, encryptedCall, humanCheck, json, latestCode, login, outboxOf, publicKey, tokenOf } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();

const app = () => server.app;

describe('public key and human check', () => {
  it('serves one RSA-OAEP-256 key for every tenant, stored so other instances share it', async () => {
    const lusa = json<{ value: { kid: string; jwk: { alg: string; kty: string } } }>(await call(app(), 'GET', '/wps/system/publicKey', { tenant: 'lusa' }));
    const other = json<{ value: { kid: string } }>(await call(app(), 'GET', '/wps/system/publicKey', { tenant: 'redeprime' }));
    expect(lusa.value.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256' });
    expect(other.value.kid).toBe(lusa.value.kid);
  });

  it('refuses a login without a solved human check, and a solution used twice', async () => {
    const altcha = await humanCheck(app(), 'lusa');
    const first = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, { username: 'demo', password: 'Demo2024', type: 'username', altcha });
    expect(first.statusCode).toBe(200);
    const replay = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, { username: 'demo', password: 'Demo2024', type: 'username', altcha });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).code).toBe('form.verifyFirst');
    const none = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, { username: 'demo', password: 'Demo2024', type: 'username' });
    expect(json(none).code).toBe('form.verifyFirst');
    // A challenge solved for one tenant is refused by another.
    const elsewhere = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant: 'redeprime' }, {
      username: 'demo', password: 'Demo2024', type: 'username', altcha: await humanCheck(app(), 'lusa'),
    });
    expect(json(elsewhere).code).toBe('form.verifyFirst');
  });
});

describe('encrypted bodies', () => {
  it('refuses a plain JSON body and a tampered envelope with 400 error.invalidRequest', async () => {
    const plain = await call(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, { username: 'demo', password: 'Demo2024', type: 'username' });
    expect(plain.statusCode).toBe(400);
    expect(json(plain)).toMatchObject({ success: false, code: 'error.invalidRequest' });

    const { kid, jwk } = await publicKey(app(), 'lusa');
    const envelope = await encryptPayload(jwk, kid, { username: 'demo', password: 'Demo2024', type: 'username' });
    const bytes = Buffer.from(envelope.data, 'base64');
    bytes[2] = bytes[2]! ^ 0xff;
    const tampered = await call(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, { ...envelope, data: bytes.toString('base64') });
    expect(tampered.statusCode).toBe(400);
    expect(json(tampered).code).toBe('error.invalidRequest');
    expect(json(tampered).message).toMatch(/could not be decrypted/);
  });

  it('validates the decrypted payload with the route schema (unknown keys, wrong types, missing fields)', async () => {
    const cases: Record<string, unknown>[] = [
      { username: 'demo', password: 'Demo2024', type: 'username', extra: 1 },
      { username: 'demo', type: 'username' },
      { username: ['demo'], password: { a: 1 }, type: 'username' },
      { username: 'demo', password: 'Demo2024', type: 'email' },
      { username: 'd'.repeat(65), password: 'Demo2024', type: 'username' },
    ];
    for (const payload of cases) {
      const response = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant: 'lusa' }, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).message).toMatch(/^invalid request: /);
    }
  });
});

describe('login', () => {
  it('answers a token and the flags, and the token opens member info', async () => {
    const response = await login(app(), { tenant: 'lusa' }, 'Demo', 'Demo2024');
    expect(response.statusCode).toBe(200);
    const value = json<{ value: Record<string, unknown> }>(response).value;
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, account: 'demo', type: 0 });
    const info = await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token: value.token as string });
    expect(json(info).value).toMatchObject({ account: 'demo', type: 0, nickname: 'Demo player' });
  });

  it('flags the default password as first login, and an old password as expired where passwordExpiry is on', async () => {
    const old = json<{ value: Record<string, unknown> }>(await login(app(), { tenant: 'lusa' }, 'olduser', '123456')).value;
    expect(old.firstTimeLogin).toBe(true);
    // lusa enforces password expiry, luckydraw does not.
    const expired = json<{ value: Record<string, unknown> }>(await login(app(), { tenant: 'lusa' }, 'expired01', 'Expired2024')).value;
    expect(expired.passwordExpired).toBe(true);
    const notEnforced = json<{ value: Record<string, unknown> }>(await login(app(), { tenant: 'luckydraw' }, 'expired01', 'Expired2024')).value;
    expect(notEnforced.passwordExpired).toBe(false);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await login(app(), { tenant: 'redeprime' }, 'nobody123', 'Whatever1');
    const wrong = await login(app(), { tenant: 'redeprime' }, 'agent01', 'Whatever1');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(json(unknown)).toEqual(json(wrong));
    expect(json(wrong)).toEqual({ success: false, code: 'error.loginFailed', message: 'Incorrect username or password', value: { captcha: false } });
  });

  it('asks for the captcha from the third failure, and then requires it', async () => {
    const tenant = 'luckydraw';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(json(await login(app(), { tenant }, 'demo', 'wrong-password')));
    expect(answers.map((a) => (a.value as { captcha: boolean }).captcha)).toEqual([false, false, true]);
    // Without the captcha the right password is refused (and that counts too).
    const noCaptcha = await login(app(), { tenant }, 'demo', 'Demo2024');
    expect(json(noCaptcha)).toMatchObject({ code: 'error.invalidCaptcha', value: { captcha: true } });
    const captchaId = await storeCaptcha(server.db, tenant, 'AB12', server.app.clock.now());
    const withCaptcha = await login(app(), { tenant }, 'demo', 'Demo2024', { captcha: 'ab12', captchaId });
    expect(withCaptcha.statusCode).toBe(200);
    // A success forgets the failures.
    expect(json(await login(app(), { tenant }, 'demo', 'Demo2024')).success).toBe(true);
  });

  it('locks an account for 5 minutes after 5 failures, without locking another account', async () => {
    const tenant = 'redeprime';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const captchaId = await storeCaptcha(server.db, tenant, 'ZZ99', server.app.clock.now());
      statuses.push((await login(app(), { tenant }, 'olduser', 'wrong-password', { captcha: 'ZZ99', captchaId })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const captchaId = await storeCaptcha(server.db, tenant, 'ZZ99', server.app.clock.now());
    const locked = await login(app(), { tenant }, 'olduser', '123456', { captcha: 'ZZ99', captchaId });
    expect(locked.statusCode).toBe(429);
    expect(json(locked).code).toBe('error.tooManyRequests');
    // Another account of the tenant, and the same account in another tenant, are not locked.
    expect((await login(app(), { tenant }, 'demo', 'Demo2024')).statusCode).toBe(200);
    expect((await login(app(), { tenant: 'lusa' }, 'olduser', '123456')).statusCode).toBe(200);
    // The lock lives in the database (every instance sees it); once it runs out, the account logs in.
    const [row] = await server.db.select().from(attempts).where(and(eq(attempts.tenant, tenant), eq(attempts.key, 'login:olduser')));
    expect(row!.lockedUntil!.getTime() - server.clock.now().getTime()).toBeGreaterThan(4 * 60_000);
    await server.db.update(attempts).set({ lockedUntil: new Date(server.clock.now().getTime() - 1000) }).where(and(eq(attempts.tenant, tenant), eq(attempts.key, 'login:olduser')));
    expect((await login(app(), { tenant }, 'olduser', '123456')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const token = await tokenOf(app(), 'lusa', 'demo', 'Demo2024');
    expect((await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token })).statusCode).toBe(200);
    const logout = await call(app(), 'DELETE', '/wps/session/logout', { tenant: 'lusa', token });
    expect(json(logout)).toEqual({ success: true });
    const after = await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token });
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('error.notLoggedIn');
    expect((await call(app(), 'DELETE', '/wps/session/logout', { tenant: 'lusa', token })).statusCode).toBe(401);
  });

  it("refuses a tenant's token at another tenant", async () => {
    const token = await tokenOf(app(), 'lusa', 'agent01', 'Agent2024');
    expect((await call(app(), 'GET', '/wps/member/info', { tenant: 'redeprime', token })).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant: 'redeprime', token })).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token })).statusCode).toBe(200);
  });

  it('shows agents with their contract types, and balances with the currency of the tenant', async () => {
    const lusaAgent = await tokenOf(app(), 'lusa', 'agent01', 'Agent2024');
    expect(json(await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token: lusaAgent })).value).toMatchObject({ type: 1, contractTypes: ['dividend'] });
    const demo = await tokenOf(app(), 'lusa', 'demo', 'Demo2024');
    expect(json(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant: 'lusa', token: demo })).value).toEqual({ balance: '12345.67', currency: 'BRL', currencySymbol: 'R$' });
    const english = await tokenOf(app(), 'luckydraw', 'demo', 'Demo2024');
    expect(json(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant: 'luckydraw', token: english })).value).toEqual({ balance: '12345.67', currency: 'USD', currencySymbol: '$' });
  });

  it('free play makes a trial member (type 4) with a session', async () => {
    const response = await call(app(), 'POST', '/wps/session/login/freeplay', { tenant: 'lusa' }, { os: 'Windows', platform: 'W', Encryption: true, gatewayVersion: 3 });
    expect(response.statusCode).toBe(200);
    const value = json<{ value: { token: string; type: number; account: string } }>(response).value;
    expect(value.type).toBe(4);
    expect(value.account).toMatch(/^trial\d{8}$/);
    const info = json(await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token: value.token }));
    expect(info.value).toMatchObject({ type: 4, account: value.account });
    expect((await call(app(), 'POST', '/wps/session/login/freeplay', { tenant: 'lusa' }, { platform: 'X' })).statusCode).toBe(400);
  });
});

describe('login by SMS', () => {
  it('sends a code to a member, once per countdown, and logs in with it', async () => {
    const tenant = 'redeprime';
    const mobile = '11987654321';
    const sent = await call(app(), 'POST', '/wps/verification/sms/noLogin', { tenant }, { mobileNum: mobile, countryDialingCode: '+55', altcha: await humanCheck(app(), tenant) });
    expect(json(sent)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const again = await call(app(), 'POST', '/wps/verification/sms/noLogin', { tenant }, { mobileNum: mobile, altcha: await humanCheck(app(), tenant) });
    expect(again.statusCode).toBe(429);
    const code = await latestCode(app(), tenant, mobile);
    const wrong = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant }, { username: mobile, password: code === '000000' ? '111111' : '000000', type: 'sms' });
    expect(json(wrong)).toMatchObject({ code: 'error.invalidCode' });
    const ok = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant }, { username: mobile, password: code, type: 'sms' });
    expect(json(ok).value).toMatchObject({ account: 'demo', type: 0 });
    // A code is used once.
    const reused = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant }, { username: mobile, password: code, type: 'sms' });
    expect(json(reused).code).toBe('error.invalidCode');
  });

  it('refuses a malformed number with error.invalidPhoneFormat, and a number nobody has answers like any other', async () => {
    const tenant = 'lusa';
    const bad = await call(app(), 'POST', '/wps/verification/sms/noLogin', { tenant }, { mobileNum: '12ab', altcha: await humanCheck(app(), tenant) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('error.invalidPhoneFormat');
    const stranger = await call(app(), 'POST', '/wps/verification/sms/noLogin', { tenant }, { mobileNum: '11900000000', altcha: await humanCheck(app(), tenant) });
    expect(json(stranger)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await outboxOf(app(), tenant, '11900000000')).toEqual([]);
    const noCheck = await call(app(), 'POST', '/wps/verification/sms/noLogin', { tenant }, { mobileNum: '11987654321', altcha: 'bm90IGEgcGF5bG9hZA==' });
    expect(json(noCheck).code).toBe('form.verifyFirst');
  });

  it('says when a code has expired', async () => {
    const tenant = 'luckydraw';
    const mobile = '11987650001';
    await call(app(), 'POST', '/wps/verification/sms/noLogin', { tenant }, { mobileNum: mobile, altcha: await humanCheck(app(), tenant) });
    const code = await latestCode(app(), tenant, mobile);
    await server.db.update(verificationCodes).set({ expiresAt: new Date(server.clock.now().getTime() - 1000) }).where(and(eq(verificationCodes.tenant, tenant), eq(verificationCodes.target, mobile)));
    const expired = await encryptedCall(app(), 'POST', '/wps/session/login', { tenant }, { username: mobile, password: code, type: 'sms' });
    expect(json(expired).code).toBe('error.codeExpired');
  });
});

describe('login from an unregistered IP', () => {
  const tenant = 'lusa';
  const fromElsewhere = { tenant, headers: { 'x-forwarded-for': '203.0.113.50' } };

  it('logs in directly from a known IP', async () => {
    const response = await login(app(), { tenant, headers: { 'x-forwarded-for': SECURE_KNOWN_IP } }, 'secure01', 'Secure2024');
    expect(json<{ value: { token?: string } }>(response).value.token).toBeTruthy();
  });

  it('asks for a verification elsewhere, and the answer completes the login and remembers the IP', async () => {
    const first = json<{ value: { verification: { required: boolean; methods: string[]; ticket: string }; token?: string } }>(
      await login(app(), fromElsewhere, 'secure01', 'Secure2024'),
    ).value;
    expect(first.token).toBeUndefined();
    expect(first.verification).toMatchObject({ required: true, methods: ['mobile', 'code', 'email', 'bankAccountName', 'authenticator'] });
    const url = '/wps/session/login/verification';
    const wrong = await encryptedCall(app(), 'POST', url, fromElsewhere, { ticket: first.verification.ticket, method: 'bankAccountName', value: 'John Doe' });
    expect(json(wrong).code).toBe('error.verificationFailed');
    const right = await encryptedCall(app(), 'POST', url, fromElsewhere, { ticket: first.verification.ticket, method: 'bankAccountName', value: ' maria  SILVA ' });
    expect(json<{ value: { token: string } }>(right).value.token).toBeTruthy();
    // The ticket is spent, and the IP is now known.
    const replay = await encryptedCall(app(), 'POST', url, fromElsewhere, { ticket: first.verification.ticket, method: 'bankAccountName', value: 'Maria Silva' });
    expect(replay.statusCode).toBe(401);
    expect(json<{ value: { token?: string } }>(await login(app(), fromElsewhere, 'secure01', 'Secure2024')).value.token).toBeTruthy();
  });

  it('accepts the SMS code and the authenticator as answers', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const first = json<{ value: { verification: { ticket: string } } }>(await login(app(), { tenant, headers }, 'secure01', 'Secure2024')).value;
    const code = await latestCode(app(), tenant, '11912345678');
    const bySms = await encryptedCall(app(), 'POST', '/wps/session/login/verification', { tenant, headers }, { ticket: first.verification.ticket, method: 'code', value: code });
    expect(json<{ value: { token: string } }>(bySms).value.token).toBeTruthy();

    const other = { 'x-forwarded-for': '203.0.113.78' };
    const second = json<{ value: { verification: { ticket: string } } }>(await login(app(), { tenant, headers: other }, 'secure01', 'Secure2024')).value;
    const byApp = await encryptedCall(app(), 'POST', '/wps/session/login/verification', { tenant, headers: other }, {
      ticket: second.verification.ticket, method: 'authenticator', value: totpCode(SECURE_TOTP_SECRET, app().clock.now()),
    });
    expect(json<{ value: { token: string } }>(byApp).value.token).toBeTruthy();
    const [member] = await server.db.select().from(members).where(and(eq(members.tenant, tenant), eq(members.account, 'secure01')));
    expect(member!.knownIps).toEqual(expect.arrayContaining([SECURE_KNOWN_IP, '203.0.113.77', '203.0.113.78']));
  });

  it('refuses a forged ticket', async () => {
    const response = await encryptedCall(app(), 'POST', '/wps/session/login/verification', fromElsewhere, { ticket: '1.forged', method: 'mobile', value: '11912345678' });
    expect(response.statusCode).toBe(401);
  });
});

describe('captcha image', () => {
  it('is an SVG data URL with an id, and an answer is checked once', async () => {
    const response = await call(app(), 'GET', '/wps/captcha', { tenant: 'lusa' });
    const value = json<{ value: { id: string; image: string } }>(response).value;
    expect(value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(value.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const id = await storeCaptcha(server.db, 'lusa', 'K7PQ', server.app.clock.now());
    expect(await consumeCaptcha(server.db, 'redeprime', id, 'K7PQ', server.app.clock.now())).toBe(false);
    expect(await consumeCaptcha(server.db, 'lusa', id, 'k7pq', server.app.clock.now())).toBe(true);
    expect(await consumeCaptcha(server.db, 'lusa', id, 'k7pq', server.app.clock.now())).toBe(false);
  });
});
