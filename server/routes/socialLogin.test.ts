/**
 * Social login (SPEC sections 3, 4 and 9) against the development identity provider: a registration
 * with `firebaseChannel` and `firebaseIdToken` links the channel's subject to the new member, a
 * social login signs that member in, every refusal is a 4xx with a catalogue code, and the SMS codes
 * of a tenant with social login count down one minute (the social-login SMS provider's).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSocialLinks, members } from '../modules/members/schema';
import { call, encryptedCall, humanCheck, json } from '../testing/apiClient';
import { signUpValues } from '../testing/signUp';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const tenant = 'lusa';

const setSocialLogin = async (on: boolean, at = tenant) => {
  const response = await call(server.app, 'POST', '/dev/switches', { tenant: at }, { socialLogin: on });
  expect(response.statusCode, response.body).toBe(200);
};

async function register(username: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  return encryptedCall(server.app, 'POST', '/wps/member/register', { tenant, headers }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true,
    domain: 'lusa.localhost', registerUrl: 'https://lusa.localhost/register', registerMethod: 'WEB', altcha: await humanCheck(server.app, tenant),
    // lusa runs under Brazil's profile: its sign-up asks a CPF, birth date, gender and limits.
    ...(await signUpValues(server.app, tenant)), ...extra,
  });
}

const socialLogin = (channel: string, idToken: string, extra: Record<string, unknown> = {}) =>
  encryptedCall(server.app, 'POST', '/wps/session/login', { tenant }, { type: 'social', firebaseChannel: channel, firebaseIdToken: idToken, ...extra });

async function linksOf(account: string) {
  const [member] = await server.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, account)));
  if (!member) return undefined;
  return server.db.select({ channel: memberSocialLinks.channel, subject: memberSocialLinks.subject }).from(memberSocialLinks).where(eq(memberSocialLinks.memberId, member.id));
}

describe('social login where the tenant has it on', () => {
  it('links the channel subject at registration and signs that member in with a later token', async () => {
    await setSocialLogin(true);
    const registered = await register('social01', { firebaseChannel: 'google', firebaseIdToken: 'dev:google:g-social01:social01@example.com' });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await linksOf('social01')).toEqual([{ channel: 'google', subject: 'g-social01' }]);

    const response = await socialLogin('google', 'dev:google:g-social01');
    expect(response.statusCode, response.body).toBe(200);
    const value = json<{ value: { token: string; account: string; type: number } }>(response).value;
    expect(value).toMatchObject({ account: 'social01', type: 0 });
    const info = json(await call(server.app, 'GET', '/wps/member/info', { tenant, token: value.token }));
    expect(info.value).toMatchObject({ account: 'social01' });
    // Another channel's subject of the same name is another identity: not linked.
    expect(json(await socialLogin('facebook', 'dev:facebook:g-social01'))).toMatchObject({ success: false, code: 'error.socialNotLinked' });
  });

  it('refuses a subject linked already (409), and the refused registration adds no member', async () => {
    await setSocialLogin(true);
    expect((await register('social02', { firebaseChannel: 'facebook', firebaseIdToken: 'dev:facebook:fb-02' })).statusCode).toBe(200);
    const again = await register('social03', { firebaseChannel: 'facebook', firebaseIdToken: 'dev:facebook:fb-02' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('error.socialLinked');
    expect(await linksOf('social03')).toBeUndefined();
  });

  it('refuses bad tokens, unknown channels, half the fields and an unlinked subject with 4xx catalogue codes', async () => {
    await setSocialLogin(true);
    const cases: [Awaited<ReturnType<typeof socialLogin>>, number, string][] = [
      // A token of another channel, or not a token of the provider at all.
      [await socialLogin('google', 'dev:facebook:someone'), 400, 'error.socialTokenInvalid'],
      [await socialLogin('google', 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln'), 400, 'error.socialTokenInvalid'],
      [await socialLogin('twitter', 'dev:twitter:someone'), 400, 'error.socialChannelUnavailable'],
      [await socialLogin('google', 'dev:google:nobody-linked'), 400, 'error.socialNotLinked'],
      [await register('social04', { firebaseChannel: 'google' }), 400, 'error.invalidRequest'],
      [await register('social05', { firebaseChannel: 'google', firebaseIdToken: 'dev:google:bad subject' }), 400, 'error.socialTokenInvalid'],
      [await register('social06', { firebaseChannel: 'apple', firebaseIdToken: 'dev:apple:a-06' }), 400, 'error.socialChannelUnavailable'],
    ];
    for (const [response, status, code] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(json(response).code).toBe(code);
    }
    expect(await linksOf('social04')).toBeUndefined();
    expect(await linksOf('social05')).toBeUndefined();
    // A username login without its password is refused by the body's rule, not let through.
    const bare = await encryptedCall(server.app, 'POST', '/wps/session/login', { tenant }, { type: 'username', username: 'social01' });
    expect(bare.statusCode).toBe(400);
    const mixed = await encryptedCall(server.app, 'POST', '/wps/session/login', { tenant }, { type: 'social', username: 'social01', password: 'Secret123' });
    expect(mixed.statusCode).toBe(400);
  });

  it('on the agent page, signs in no player (the same answer as an unlinked subject)', async () => {
    await setSocialLogin(true);
    expect((await register('social07', { firebaseChannel: 'google', firebaseIdToken: 'dev:google:g-07' })).statusCode).toBe(200);
    const response = await socialLogin('google', 'dev:google:g-07', { agent: true });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('error.socialNotLinked');
  });
});

describe('social login where the tenant has it off', () => {
  it('refuses both the linking registration and the login with error.functionDisabled', async () => {
    await setSocialLogin(false);
    const registered = await register('social08', { firebaseChannel: 'google', firebaseIdToken: 'dev:google:g-08' });
    expect(registered.statusCode).toBe(403);
    expect(json(registered).code).toBe('error.functionDisabled');
    expect(await linksOf('social08')).toBeUndefined();
    const login = await socialLogin('google', 'dev:google:g-social01');
    expect(login.statusCode).toBe(403);
    expect(json(login).code).toBe('error.functionDisabled');
    // A plain registration still works.
    expect((await register('social09', {})).statusCode).toBe(200);
  });
});

describe('the SMS countdown of the social-login SMS provider', () => {
  const send = async (at: string, mobile = '11987650077') => call(server.app, 'POST', '/wps/verification/sms/noLogin', { tenant: at }, { mobileNum: mobile, altcha: await humanCheck(server.app, at) });

  it('is one minute where social login is on, the tenant\'s minutes where it is off', async () => {
    const on = 'redeprime';
    await setSocialLogin(true, on);
    const first = await send(on);
    expect(json(first)).toEqual({ success: true, value: { expiredMinutes: 1 } });
    server.clock.advance(30_000);
    expect((await send(on)).statusCode).toBe(429);
    server.clock.advance(31_000);
    expect(json(await send(on))).toEqual({ success: true, value: { expiredMinutes: 1 } });
    // The registration settings tell the form the same minutes.
    const settings = json<{ value: { smsExpiryMinutes?: number } }>(await call(server.app, 'GET', '/wps/system/setting/register', { tenant: on }));
    expect(settings.value.smsExpiryMinutes).toBe(1);

    // Off: the tenant's five minutes, for a number that has had no code yet.
    await setSocialLogin(false, on);
    const off = await send(on, '11987650078');
    expect(json(off)).toEqual({ success: true, value: { expiredMinutes: 5 } });
    server.clock.advance(61_000);
    expect((await send(on, '11987650078')).statusCode).toBe(429);
  });
});
