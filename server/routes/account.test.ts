import { describe, expect, it } from 'vitest';
import { call, encryptedCall, humanCheck, json, latestCode, login, outboxOf, tokenOf } from '../testing/apiClient';
import { hostOf, useTestServer } from '../testing/testApp';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();

const app = () => server.app;

interface Failure {
  success: false;
  code: string;
  message: string;
  value?: { fields?: string[]; reason?: string };
}

type Method = 'POST' | 'PUT';

/** A call that needs the human check: the payload with a fresh solved challenge. */
async function checked(method: Method, url: string, tenant: string, payload: Record<string, unknown>) {
  // A registration carries the tenant's sign-up extras (lusa: its jurisdiction's CPF, limits...).
  const signUp = url.startsWith('/wps/member/register') ? await signUpValues(app(), tenant) : {};
  return encryptedCall(app(), method, url, { tenant }, { ...signUp, ...payload, altcha: await humanCheck(app(), tenant) });
}

/** A plain (not encrypted) call with a fresh human check. */
async function plainChecked(url: string, tenant: string, payload: Record<string, unknown>) {
  return call(app(), 'POST', url, { tenant }, { ...payload, altcha: await humanCheck(app(), tenant) });
}

/** A username registration payload that follows the seeded rules. */
function usernamePayload(username: string, extra: Record<string, unknown> = {}) {
  return { username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: 'lusa.localhost', registerUrl: 'https://lusa.localhost/register', registerMethod: 'WEB', ...extra };
}

describe('registration by username', () => {
  it('registers, answers a session, and the account logs in', async () => {
    const response = await checked('POST', '/wps/member/register', 'lusa', usernamePayload('Newplayer1', { email: 'new@player.example', affiliateCode: 'aff2024' }));
    expect(response.statusCode).toBe(200);
    const token = json<{ value: { token: string } }>(response).value.token;
    expect(json(await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token })).value).toMatchObject({ account: 'newplayer1', type: 0 });
    expect(json(await login(app(), { tenant: 'lusa' }, 'newplayer1', 'Secret123')).value).toMatchObject({ firstTimeLogin: false });
  });

  it("answers the public state with the info: the VIP label and level where the tenant has VIP, and the promotions' count as the list has them", async () => {
    const response = await checked('POST', '/wps/member/register', 'lusa', usernamePayload('vipstate1'));
    const token = json<{ value: { token: string } }>(response).value.token;
    const promotions = json<{ value: { promotions: unknown[] } }>(await call(app(), 'GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions?language=pt', { tenant: 'lusa' })).value.promotions;
    expect(promotions.length).toBeGreaterThan(0);
    expect(json(await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token })).value).toMatchObject({
      account: 'vipstate1', hasVip: true, vipLabelName: 'VIP 0', vipRankLevel: 0, availablePromoCount: promotions.length,
    });
    // A trial account has no VIP rank.
    const trial = json<{ value: { token: string } }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant: 'lusa' }, { os: 'Windows', platform: 'W', Encryption: true, gatewayVersion: 3 })).value.token;
    const info = json<{ value: Record<string, unknown> }>(await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token: trial })).value;
    expect(info).toMatchObject({ hasVip: false });
    expect(info).not.toHaveProperty('vipRankLevel');
  });

  it('answers the profile page: the user ID, nickname, full name and birthday, the labels the registration settings enable, identifying numbers masked; the default avatar', async () => {
    const response = await checked('POST', '/wps/member/register', 'lusa', usernamePayload('profile1', { email: 'profile1@player.example' }));
    const token = json<{ value: { token: string } }>(response).value.token;
    const settings = json<{ value: { fields: { name: string; enabled: boolean }[] } }>(await call(app(), 'GET', '/wps/system/setting/register', { tenant: 'lusa' })).value.fields;
    const enabled = new Set(settings.filter((f) => f.enabled).map((f) => f.name));
    const profile = json<{ value: { id: number; account: string; nickname: string; fields: { name: string; value: string }[] } }>(await call(app(), 'GET', '/wps/member/profile', { tenant: 'lusa', token })).value;
    const info = json<{ value: { id: number } }>(await call(app(), 'GET', '/wps/member/info', { tenant: 'lusa', token })).value;
    expect(profile).toMatchObject({ id: info.id, account: 'profile1', nickname: 'profile1' });
    const names = profile.fields.map((f) => f.name);
    expect(names.slice(0, 2)).toEqual(['fullName', 'birthday']);
    for (const name of names.slice(2)) expect(enabled.has(name), name).toBe(true);
    // Not vacuous: the tenant enables e-mail, shown masked.
    expect(enabled.has('email')).toBe(true);
    expect(profile.fields.find((f) => f.name === 'email')?.value).toBe('pr***@player.example');
    expect(json(await call(app(), 'GET', '/wps/member/info/icon', { tenant: 'lusa', token })).value).toEqual({ iconUrl: null });
    // Guests log in first; trial accounts have no profile.
    expect((await call(app(), 'GET', '/wps/member/profile', { tenant: 'lusa' })).statusCode).toBe(401);
    const trial = json<{ value: { token: string } }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant: 'lusa' }, { os: 'Windows', platform: 'W', Encryption: true, gatewayVersion: 3 })).value.token;
    expect((await call(app(), 'GET', '/wps/member/profile', { tenant: 'lusa', token: trial })).statusCode).toBe(403);
  });

  it('refuses a taken username with 409, whatever its case, and in this tenant only', async () => {
    const taken = await checked('POST', '/wps/member/register', 'lusa', usernamePayload('NEWPLAYER1'));
    expect(taken.statusCode).toBe(409);
    expect(json(taken).code).toBe('error.usernameTaken');
    expect((await checked('POST', '/wps/member/register', 'redeprime', usernamePayload('Newplayer1'))).statusCode).toBe(200);
  });

  it("enforces the engine's rules for the tenant and names the fields that fail", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [usernamePayload('1starts'), ['username']],
      [usernamePayload('short'), ['username']],
      [usernamePayload('Goodname1', { confirmPassword: 'Different1' }), ['confirmPassword']],
      [usernamePayload('Goodname1', { terms: false }), ['terms']],
      // Shorter than the policy's 8 characters.
      [usernamePayload('Goodname1', { password: 'Short1!', confirmPassword: 'Short1!' }), ['password']],
      [{ ...usernamePayload('Goodname1'), ageConfirmed: undefined }, ['ageConfirmed']],
      [usernamePayload('Goodname1', { email: 'not-an-email' }), ['email']],
      // A field the server has not enabled for this tenant (lusa has no QQ field).
      [usernamePayload('Goodname1', { qqNum: '12345' }), ['qqNum']],
    ];
    for (const [payload, fields] of cases) {
      const response = await checked('POST', '/wps/member/register', 'lusa', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = json<Failure>(response);
      expect(body.code).toBe('error.invalidRequest');
      expect(body.value?.fields).toEqual(fields);
      expect(body.value?.reason).toBeTruthy();
    }
    // Optional fields may be sent empty.
    expect((await checked('POST', '/wps/member/register', 'lusa', usernamePayload('Emptyopt1', { email: '', payeeName: '' }))).statusCode).toBe(200);
  });

  it('refuses an unknown invitation code, and checks one on its own', async () => {
    const response = await checked('POST', '/wps/member/register', 'lusa', usernamePayload('Invited01', { affiliateCode: 'NOPE1234' }));
    expect(json(response)).toMatchObject({ code: 'invitation_code_error' });
    const ok = await call(app(), 'GET', '/wps/agent/affiliate?code=AFF2024&domain=lusa.localhost', { tenant: 'lusa' });
    expect(json(ok)).toEqual({ success: true, value: { code: 'AFF2024', valid: true } });
    const bad = await call(app(), 'GET', '/wps/agent/affiliate?code=NOPE', { tenant: 'lusa' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('invitation_code_error');
    expect((await call(app(), 'GET', '/wps/agent/affiliate', { tenant: 'lusa' })).statusCode).toBe(400);
  });

  it('refuses a mode the switches turned off', async () => {
    const response = await checked('PUT', '/wps/member/register/mobile', 'lusa', { mobileNum: '11955550000', password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true });
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('error.functionDisabled');
    expect((await checked('POST', '/wps/member/register', 'luckydraw', usernamePayload('Goodname1'))).statusCode).toBe(403);
  });
});

describe('registration by mobile number (luckydraw: mobile mode with SMS verification)', () => {
  const tenant = 'luckydraw';
  const mobile = '11955551234';
  const payload = (code: string, extra: Record<string, unknown> = {}) => ({
    mobileNum: mobile, countryDialingCode: '+1', verificationCode: code, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, ...extra,
  });

  it('sends a code, checks it, registers and answers a session', async () => {
    const sent = await plainChecked('/wps/verification/sms/register', tenant, { mobileNo: mobile, countryDialingCode: '+1' });
    expect(json(sent)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect((await plainChecked('/wps/verification/sms/register', tenant, { mobileNum: mobile })).statusCode).toBe(429);
    const code = await latestCode(app(), tenant, mobile);
    const wrong = await checked('PUT', '/wps/member/register/mobile', tenant, payload(code === '123456' ? '654321' : '123456'));
    expect(json(wrong).code).toBe('error.invalidCode');
    const missing = await checked('PUT', '/wps/member/register/mobile', tenant, { ...payload(code), verificationCode: undefined });
    expect(json<Failure>(missing).value?.fields).toEqual(['verificationCode']);
    const response = await checked('PUT', '/wps/member/register/mobile', tenant, payload(code));
    expect(response.statusCode).toBe(200);
    const token = json<{ value: { token: string } }>(response).value.token;
    expect(json(await call(app(), 'GET', '/wps/member/info', { tenant, token })).value).toMatchObject({ account: mobile, type: 0 });
    // The number is taken now: the same answer as for a free number, but no code goes out.
    const taken = '11987654321';
    const before = (await outboxOf(app(), tenant, taken)).length;
    const again = await plainChecked('/wps/verification/sms/register', tenant, { mobileNum: taken });
    expect(json(again)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await outboxOf(app(), tenant, taken)).toHaveLength(before);
  });

  it('refuses malformed numbers with error.invalidPhoneFormat', async () => {
    for (const mobileNum of ['123', '1195555123x', '119555512345']) {
      const response = await plainChecked('/wps/verification/sms/register', tenant, { mobileNum });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('error.invalidPhoneFormat');
    }
  });

  it('is off where SMS verification is off', async () => {
    expect((await plainChecked('/wps/verification/sms/register', 'lusa', { mobileNum: '11955550000' })).statusCode).toBe(403);
  });
});

describe('change password', () => {
  it('checks the current password, the confirmation and the rules, then clears the first-login flag', async () => {
    const tenant = 'redeprime';
    const token = await tokenOf(app(), tenant, 'olduser', '123456');
    const other = await tokenOf(app(), tenant, 'olduser', '123456');
    const change = (body: Record<string, unknown>) => encryptedCall(app(), 'POST', '/wps/member/password', { tenant, token }, body);
    expect(json(await change({ oldPassword: 'wrong1', newPassword: 'Better2024', confirmNewPassword: 'Better2024' })).code).toBe('error.wrongPassword');
    expect(json(await change({ oldPassword: '123456', newPassword: 'Better2024', confirmNewPassword: 'Better2025' })).code).toBe('form.inconsistent');
    expect(json(await change({ oldPassword: '123456', newPassword: 'bad pw!', confirmNewPassword: 'bad pw!' })).code).toBe('error.passwordRule');
    expect(json(await change({ oldPassword: '123456', newPassword: 'Password1', confirmNewPassword: 'Password1' })).code).toBe('error.commonPassword');
    expect(json(await change({ oldPassword: '123456', newPassword: '123456', confirmNewPassword: '123456' })).code).toBe('error.samePassword');
    expect(json(await change({ oldPassword: '123456', newPassword: 'Better2024', confirmNewPassword: 'Better2024' }))).toEqual({ success: true });
    // This session goes on; the other one ended with the old password.
    expect((await call(app(), 'GET', '/wps/member/info', { tenant, token })).statusCode).toBe(200);
    expect((await call(app(), 'GET', '/wps/member/info', { tenant, token: other })).statusCode).toBe(401);
    expect(json(await login(app(), { tenant }, 'olduser', 'Better2024')).value).toMatchObject({ firstTimeLogin: false });
    expect(json(await login(app(), { tenant }, 'olduser', '123456')).code).toBe('error.loginFailed');
    // Without a session: 401.
    expect((await encryptedCall(app(), 'POST', '/wps/member/password', { tenant }, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })).statusCode).toBe(401);
  });
});

describe('forgot password by e-mail', () => {
  it('mails a temporary password (form POST); it logs in once and must then be changed', async () => {
    const tenant = 'lusa';
    const form = `username=demo&email=DEMO%40lusa.example&altcha=${encodeURIComponent(await humanCheck(app(), tenant))}`;
    const sent = await app().inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    expect(json(sent)).toEqual({ success: true });
    const [mail] = await outboxOf(app(), tenant, 'demo@lusa.example');
    expect(mail!.channel).toBe('email');
    const temporary = mail!.body.match(/é ([A-Za-z0-9]{12})\./)?.[1];
    expect(temporary).toBeTruthy();
    // The old password still works until the temporary one is used.
    expect(json(await login(app(), { tenant }, 'demo', 'Demo2024')).success).toBe(true);
    const token = await tokenOf(app(), tenant, 'demo', temporary!);
    expect(json(await login(app(), { tenant }, 'demo', temporary!)).value).toMatchObject({ firstTimeLogin: true });
    expect(json(await encryptedCall(app(), 'POST', '/wps/member/password', { tenant, token }, { oldPassword: temporary, newPassword: 'Demo2024', confirmNewPassword: 'Demo2024' }))).toEqual({ success: true });
  });

  it('answers an unknown pair as a match, without a mail, and refuses bad input', async () => {
    const post = (payload: string) => app().inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...hostOf('redeprime'), 'content-type': 'application/x-www-form-urlencoded' }, payload });
    const altcha = async () => encodeURIComponent(await humanCheck(app(), 'redeprime'));
    const unknown = await post(`username=demo&email=someone%40else.example&altcha=${await altcha()}`);
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual({ success: true });
    expect(await outboxOf(app(), 'redeprime', 'someone@else.example')).toEqual([]);
    expect((await post('username=demo')).statusCode).toBe(400);
    expect((await post('username=demo&email=bad')).statusCode).toBe(400);
    expect((await post('username=demo&email=a%40b.example&admin=1')).statusCode).toBe(400);
    expect((await post('username=a&username=b&email=a%40b.example')).statusCode).toBe(400);
  });
});

describe('forgot password by phone', () => {
  it('sends a code, sets the new password with it and logs in', async () => {
    const tenant = 'luckydraw';
    const mobile = '11987654321';
    const sent = await plainChecked('/wps/member/password/sms', tenant, { mobileNum: mobile });
    expect(json(sent)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestCode(app(), tenant, mobile);
    const set = (body: Record<string, unknown>) => encryptedCall(app(), 'POST', '/wps/member/password/verification', { tenant }, body);
    expect(json(await set({ mobileNum: mobile, verificationCode: code, newPassword: 'x y', confirmNewPassword: 'x y' })).code).toBe('error.passwordRule');
    expect(json(await set({ mobileNum: mobile, verificationCode: code, newPassword: 'qwerty123', confirmNewPassword: 'qwerty123' })).code).toBe('error.commonPassword');
    expect(json(await set({ mobileNum: mobile, verificationCode: '999999' === code ? '999998' : '999999', newPassword: 'Phone2024' })).code).toBe('error.invalidCode');
    const response = await set({ mobileNum: mobile, verificationCode: code, newPassword: 'Phone2024', confirmNewPassword: 'Phone2024' });
    const token = json<{ value: { token: string } }>(response).value.token;
    expect(json(await call(app(), 'GET', '/wps/member/info', { tenant, token })).value).toMatchObject({ account: 'demo' });
    expect(json(await login(app(), { tenant }, 'demo', 'Phone2024')).success).toBe(true);
    expect(json(await set({ mobileNum: mobile, verificationCode: code, newPassword: 'Phone2025' })).code).toBe('error.invalidCode');
  });

  it('answers unknown numbers as known ones, without an SMS, and is off for tenants without phone reset', async () => {
    const unknown = await plainChecked('/wps/member/password/sms', 'luckydraw', { mobileNum: '11900000001' });
    expect(json(unknown)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await outboxOf(app(), 'luckydraw', '11900000001')).toEqual([]);
    // redeprime has phone-based reset off.
    expect((await plainChecked('/wps/member/password/sms', 'redeprime', { mobileNum: '11987654321' })).statusCode).toBe(403);
  });
});

describe('unread platform messages', () => {
  it('counts the unread messages of the session member; trial accounts have none; guests get 401', async () => {
    const tenant = 'lusa';
    const demo = await tokenOf(server.app, tenant, 'demo', 'Demo2024');
    expect(json(await call(server.app, 'GET', '/wps/relay/CSP_unreadCount', { tenant, token: demo }))).toEqual({ success: true, value: { count: 2 } });
    const trial = json<{ value: { token: string } }>(await call(server.app, 'POST', '/wps/session/login/freeplay', { tenant }, { platform: 'W', gatewayVersion: 3 })).value.token;
    expect(json(await call(server.app, 'GET', '/wps/relay/CSP_unreadCount', { tenant, token: trial })).value).toEqual({ count: 0 });
    expect((await call(server.app, 'GET', '/wps/relay/CSP_unreadCount', { tenant })).statusCode).toBe(401);
  });
});
