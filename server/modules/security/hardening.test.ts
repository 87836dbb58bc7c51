/**
 * Issue 15: what a probe of the reference server found open, one block per item, each checked over
 * HTTP (inject) as a script would call it, skipping the portal.
 */
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../engine/index';
import { buildApp } from '../../app';
import { members, sessions } from '../members/schema';
import { securitySettings, verificationCodes } from './schema';
import { registerRoutes } from '../../routes/index';
import { hashToken } from '../members/sessionToken';
import { call, encryptedCall, humanCheck, json, login, outboxOf, tokenOf } from '../../testing/apiClient';
import { createTestServer, hostOf, useTestServer } from '../../testing/testApp';
import { IDLE_LIMIT_CHECK_MS, sessionIdleMinutesOf, writeLimits } from './limits';
import { signUpValues } from '../../testing/signUp';

const server = useTestServer();
const app = () => server.app;

const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function smsRegister(tenant: string, mobileNum: string, ip: string, withCheck = true) {
  // Without a solved check, a forged payload (a missing one is refused by the schema already).
  const body = { mobileNum, altcha: withCheck ? await humanCheck(app(), tenant) : 'forged' };
  return call(app(), 'POST', '/wps/verification/sms/register', { tenant, headers: from(ip) }, body);
}

function usernamePayload(username: string, password: string) {
  return { username, password, confirmPassword: password, terms: true, ageConfirmed: true };
}

async function register(tenant: string, payload: Record<string, unknown>, ip = '10.7.0.1', withCheck = true) {
  const body = { ...(await signUpValues(app(), tenant)), ...payload, altcha: withCheck ? await humanCheck(app(), tenant) : 'forged' };
  return encryptedCall(app(), 'POST', '/wps/member/register', { tenant, headers: from(ip) }, body);
}

describe('1. the registration SMS', () => {
  const tenant = 'luckydraw';

  it('needs the human check', async () => {
    const response = await smsRegister(tenant, '11911110000', '10.1.0.1', false);
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('form.verifyFirst');
    expect(await outboxOf(app(), tenant, '11911110000')).toEqual([]);
  });

  it('spends a per-IP and a per-tenant quota kept in the database, with the SPEC message', async () => {
    await writeLimits(server.db, tenant, { smsPerIpPerHour: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await smsRegister(tenant, `1191111000${i + 1}`, '10.1.0.2')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await smsRegister(tenant, '11911110009', '10.1.0.2');
    expect(json(refused)).toMatchObject({ code: 'error.tooManyRequests', message: MESSAGES.en['error.tooManyRequests'] });
    expect(MESSAGES.en['error.tooManyRequests']).toMatch(/try again after 5 minutes/);
    // Two sends so far; the whole tenant may send four an hour, whatever the addresses.
    await writeLimits(server.db, tenant, { registrationSmsPerTenantPerHour: 4 });
    expect((await smsRegister(tenant, '11911110011', '10.1.0.3')).statusCode).toBe(200);
    expect((await smsRegister(tenant, '11911110012', '10.1.0.4')).statusCode).toBe(200);
    // The tenant's SMS quota is spent: the merchant's matter, not the visitor's, so not 'try again later' (SPEC section 8).
    const spent = await smsRegister(tenant, '11911110013', '10.1.0.5');
    expect(spent.statusCode).toBe(429);
    expect(json(spent)).toMatchObject({ code: 'error.quotaInsufficient', message: MESSAGES.en['error.quotaInsufficient'] });
    expect(MESSAGES.en['error.quotaInsufficient']).toMatch(/contact customer service/);
    await writeLimits(server.db, tenant, { smsPerIpPerHour: 1000, registrationSmsPerTenantPerHour: 10_000 });
  });
});

describe('2. a session whose password must change', () => {
  it('reaches only member info, the change and logout; every other token call answers passwordChangeRequired', async () => {
    const tenant = 'redeprime';
    const token = await tokenOf(app(), tenant, 'olduser', '123456');
    expect((await call(app(), 'GET', '/wps/member/info', { tenant, token })).statusCode).toBe(200);
    const refused = [
      await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token }),
      await call(app(), 'GET', '/wps/relay/MCSFE_getFavoriteGames', { tenant, token }),
      await call(app(), 'GET', '/wps/relay/CSP_unreadCount', { tenant, token }),
      await call(app(), 'GET', '/wps/relay/GCS_recentGame', { tenant, token }),
      await call(app(), 'GET', '/wps/game/launchGame?nodeId=anything', { tenant, token }),
      await call(app(), 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { tenant, token }, { nodeId: 'anything' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(json(response).code).toBe('error.passwordChangeRequired');
      // The reason, so that the portal opens the change-password modal with the right words.
      expect(json<{ value: unknown }>(response).value).toEqual({ reason: 'firstLogin' });
    }
    // Where a session is optional it counts as none: no favourite flags in the lobby.
    const lobby = json<{ value: { games: Record<string, unknown>[] } }>(await call(app(), 'GET', '/wps/relay/GCSGAME_gameList?pageSize=3', { tenant, token }));
    expect(lobby.value.games.every((g) => !('isFavourite' in g))).toBe(true);
    expect((await call(app(), 'DELETE', '/wps/session/logout', { tenant, token })).statusCode).toBe(200);
  });

  it('holds for an expired password while the expiry switch is on, until it is changed', async () => {
    const tenant = 'lusa';
    const token = await tokenOf(app(), tenant, 'expired01', 'Expired2024');
    expect(json(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token }))).toMatchObject({ code: 'error.passwordChangeRequired', value: { reason: 'expired' } });
    const changed = await encryptedCall(app(), 'POST', '/wps/member/password', { tenant, token }, { oldPassword: 'Expired2024', newPassword: 'Renewed 2026!', confirmNewPassword: 'Renewed 2026!' });
    expect(json(changed)).toEqual({ success: true });
    expect((await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).statusCode).toBe(200);
  });
});

describe('3. reset by e-mail', () => {
  it('ends every session, logs in with the temporary password to a restricted session only, and the temporary password expires', async () => {
    const tenant = 'redeprime';
    const older = await tokenOf(app(), tenant, 'demo', 'Demo2024');
    const form = async () => `username=demo&email=demo%40redeprime.example&altcha=${encodeURIComponent(await humanCheck(app(), tenant))}`;
    const [memberRow] = await server.db.select().from(members).where(and(eq(members.tenant, tenant), eq(members.account, 'demo')));
    expect(memberRow?.email).toBe('demo@redeprime.example');
    const sent = await app().inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: await form() });
    expect(json(sent)).toEqual({ success: true });
    expect((await call(app(), 'GET', '/wps/member/info', { tenant, token: older })).statusCode).toBe(401);

    const [mail] = await outboxOf(app(), tenant, 'demo@redeprime.example');
    const temporary = mail!.body.match(/é ([A-Za-z0-9]{12})\./)?.[1];
    expect(mail!.body).toContain('30 minutos');
    const token = await tokenOf(app(), tenant, 'demo', temporary!);
    expect(json(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).code).toBe('error.passwordChangeRequired');
    expect(json(await encryptedCall(app(), 'POST', '/wps/member/password', { tenant, token }, { oldPassword: temporary, newPassword: 'Demo2024', confirmNewPassword: 'Demo2024' }))).toEqual({ success: true });
    expect((await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).statusCode).toBe(200);
  });

  it('refuses a temporary password past its 30 minutes', async () => {
    const tenant = 'lusa';
    const form = `username=demo&email=demo%40lusa.example&altcha=${encodeURIComponent(await humanCheck(app(), tenant))}`;
    await app().inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
    const [mail] = await outboxOf(app(), tenant, 'demo@lusa.example');
    const temporary = mail!.body.match(/é ([A-Za-z0-9]{12})\./)?.[1];
    expect(temporary).toBeTruthy();
    // As if 31 minutes had gone by.
    await server.db.update(verificationCodes).set({ expiresAt: new Date(server.clock.now().getTime() - 60_000) }).where(and(eq(verificationCodes.tenant, tenant), eq(verificationCodes.purpose, 'email-reset')));
    expect(json(await login(app(), { tenant }, 'demo', temporary!)).code).toBe('error.loginFailed');
    expect(json(await login(app(), { tenant }, 'demo', 'Demo2024')).success).toBe(true);
  });
});

describe('4. the password policy', () => {
  it('refuses short and common passwords on registration, whatever their case', async () => {
    for (const password of ['123456', 'abc123', 'password1', 'qwerty123', 'Password1', 'iloveyou']) {
      const response = await register('lusa', usernamePayload('Policytest1', password));
      expect(response.statusCode, password).toBe(400);
      expect(['error.invalidRequest', 'error.commonPassword'], password).toContain(json(response).code);
    }
    expect(json(await register('lusa', usernamePayload('Policytest1', 'qwerty123'))).code).toBe('error.commonPassword');
  });

  it('accepts passphrases with spaces, symbols and any script, up to 64 characters, and refuses 65', async () => {
    const passwords = ['correct horse battery staple', 'Tr0ub4dor&3!', 'pão de açúcar 2026', 'x'.repeat(63) + 'é'];
    for (const [i, password] of passwords.entries()) {
      const response = await register('lusa', usernamePayload(`Passphrase${i}`, password));
      expect(response.statusCode, `${password}: ${response.body}`).toBe(200);
      expect(json(await login(app(), { tenant: 'lusa' }, `passphrase${i}`, password)).success).toBe(true);
    }
    expect((await register('lusa', usernamePayload('Passphrase9', 'y'.repeat(65)))).statusCode).toBe(400);
  });

  it('checks the change and the reset by phone the same way', async () => {
    const tenant = 'luckydraw';
    const token = await tokenOf(app(), tenant, 'demo', 'Demo2024');
    const change = (password: string) => encryptedCall(app(), 'POST', '/wps/member/password', { tenant, token }, { oldPassword: 'Demo2024', newPassword: password, confirmNewPassword: password });
    expect(json(await change('password1')).code).toBe('error.commonPassword');
    expect(json(await change('short1')).code).toBe('error.passwordRule');
  });
});

describe('5. phone numbers', () => {
  it('get the same answer known or unknown, after a human check, within a per-IP quota', async () => {
    const tenant = 'luckydraw';
    const reset = async (mobileNum: string, ip: string, check = true) => call(app(), 'POST', '/wps/member/password/sms', { tenant, headers: from(ip) }, { mobileNum, altcha: check ? await humanCheck(app(), tenant) : 'forged' });
    expect(json(await reset('11900000001', '10.5.0.1', false)).code).toBe('form.verifyFirst');
    const unknown = await reset('11900000002', '10.5.0.1');
    const known = await reset('11987654321', '10.5.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await writeLimits(server.db, tenant, { smsPerIpPerHour: 2 });
    expect((await reset('11900000003', '10.5.0.1')).statusCode).toBe(200);
    expect((await reset('11900000004', '10.5.0.1')).statusCode).toBe(429);
    await writeLimits(server.db, tenant, { smsPerIpPerHour: 1000 });
  });
});

describe('6. reset by e-mail', () => {
  it('answers one way, after a human check, within per-IP and per-username quotas', async () => {
    const tenant = 'luckydraw';
    const post = async (payload: string, ip: string) => app().inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...hostOf(tenant), ...from(ip), 'content-type': 'application/x-www-form-urlencoded' }, payload });
    const altcha = async () => encodeURIComponent(await humanCheck(app(), tenant));
    expect(json(await post('username=nobody1&email=a%40b.example', '10.6.0.1')).code).toBe('error.invalidRequest');
    expect(json(await post('username=nobody1&email=a%40b.example&altcha=forged', '10.6.0.1')).code).toBe('form.verifyFirst');
    const unknown = await post(`username=nobody1&email=a%40b.example&altcha=${await altcha()}`, '10.6.0.1');
    const wrongMail = await post(`username=demo&email=wrong%40b.example&altcha=${await altcha()}`, '10.6.0.1');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(wrongMail.body);
    // One mail a minute per username.
    expect((await post(`username=nobody1&email=a%40b.example&altcha=${await altcha()}`, '10.6.0.2')).statusCode).toBe(429);
    await writeLimits(server.db, tenant, { emailResetsPerIpPerHour: 3 });
    expect((await post(`username=nobody2&email=a%40b.example&altcha=${await altcha()}`, '10.6.0.1')).statusCode).toBe(200);
    expect((await post(`username=nobody3&email=a%40b.example&altcha=${await altcha()}`, '10.6.0.1')).statusCode).toBe(429);
    await writeLimits(server.db, tenant, { emailResetsPerIpPerHour: 1000 });
  });

  it('says so in both languages', () => {
    expect(MESSAGES.en.in_reset_mail_maybe_sent).toMatch(/^If the details match/);
    expect(MESSAGES.pt.in_reset_mail_maybe_sent).toMatch(/^Se os dados corresponderem/);
  });
});

describe('7. registration', () => {
  it('needs the human check and spends a per-IP quota set per tenant', async () => {
    const tenant = 'redeprime';
    const refused = await register(tenant, usernamePayload('Nocheck01', 'Secret123'), '10.7.0.9', false);
    expect(json(refused).code).toBe('form.verifyFirst');
    await writeLimits(server.db, tenant, { registrationsPerIpPerHour: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await register(tenant, usernamePayload(`Quota0${i}x`, 'Secret123'), '10.7.0.2')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await register(tenant, usernamePayload('Quota09x', 'Secret123'), '10.7.0.3')).statusCode).toBe(200);
    await writeLimits(server.db, tenant, { registrationsPerIpPerHour: 1000 });
  });
});

describe('8. forwarded headers in production', () => {
  it('reads X-Forwarded-Host only from a proxy TRUST_PROXY names', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'lusa.localhost' };
    const untrusted = await buildApp({ db: server.db, tenants: server.tenants, mode: 'production' }, registerRoutes);
    const trusted = await buildApp({ db: server.db, tenants: server.tenants, mode: 'production', trustProxy: '127.0.0.1' }, registerRoutes);
    try {
      expect((await untrusted.inject({ method: 'GET', url: '/wps/system/status', headers })).statusCode).toBe(404);
      expect((await untrusted.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'lusa.localhost' } })).statusCode).toBe(200);
      expect((await trusted.inject({ method: 'GET', url: '/wps/system/status', headers })).statusCode).toBe(200);
    } finally {
      await untrusted.close();
      await trusted.close();
    }
  });
});

describe('9. the build folder', () => {
  it('serves only the public assets: every file under it is walked', async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-walk-'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
      'assets/app.js': 'console.log(1)',
      'tenants/index.json': '{}',
      '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/app.js","src":"/home/builder/src/main.tsx"}}',
      '.ssr/renderPage.js': 'export const secret = 1;',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(portalDir, path, '..'), { recursive: true });
      writeFileSync(join(portalDir, path), text);
    }
    const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [relative(portalDir, join(dir, name))]));
    const served = await buildApp({ db: server.db, tenants: server.tenants, mode: 'production', portalDir }, registerRoutes);
    try {
      const answered: Record<string, number> = {};
      for (const file of walk(portalDir)) {
        const res = await served.inject({ method: 'GET', url: `/${file}`, headers: hostOf('lusa') });
        answered[file] = res.statusCode === 200 && res.body === files[file] ? 200 : res.statusCode;
      }
      expect(answered).toEqual({ 'index.html': 200, 'assets/app.js': 200, 'tenants/index.json': 200, '.vite/manifest.json': 404, '.ssr/renderPage.js': 404 });
      for (const url of ['/%2essr/renderPage.js', '/%2Evite/manifest.json', '/assets/../.ssr/renderPage.js', '/.ssr/', '/x/%2e%2e/.vite/manifest.json']) {
        const res = await served.inject({ method: 'GET', url, headers: hostOf('lusa') });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('secret');
        expect(res.body, url).not.toContain('/home/builder');
      }
    } finally {
      await served.close();
    }
  }, 60_000);
});

describe('10. NUL bytes', () => {
  it('answer 400 with a reason, never 500, wherever they come', async () => {
    const tenant = 'lusa';
    const token = await tokenOf(app(), tenant, 'demo', 'Demo2024');
    const responses = [
      await call(app(), 'GET', '/wps/relay/GCSGAME_gameList?gameName=%00', { tenant }),
      await call(app(), 'GET', '/wps/agent/affiliate?code=%00', { tenant }),
      await call(app(), 'PUT', '/wps/feedback', { tenant, token }, { questionType: 'BUG', content: 'a b c d \u0000 e f g h' }),
      await app().inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=%00&email=a%40b.example&altcha=x' }),
      await encryptedCall(app(), 'POST', '/wps/session/login', { tenant }, { username: 'de\u0000mo', password: 'x', type: 'username', altcha: 'x' }),
      await call(app(), 'GET', '/dev/outbox?to=%00', { tenant }),
      await call(app(), 'PUT', '/wps/feedback', { tenant }, { questionType: 'BUG', content: 'one two three four \ud800 five' }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).message, response.body).toMatch(/NUL character|lone surrogate/);
    }
  });
});

describe('11. Cache-Control', () => {
  it('is no-store on every answer to a request with a token and on the token answers; public answers keep theirs', async () => {
    const tenant = 'lusa';
    const loginAnswer = await login(app(), { tenant }, 'demo', 'Demo2024');
    expect(loginAnswer.headers['cache-control']).toBe('no-store');
    const token = json<{ value: { token: string } }>(loginAnswer).value.token;
    for (const url of ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/GCSGAME_gameList?pageSize=2', '/wps/nothing/here']) {
      expect((await call(app(), 'GET', url, { tenant, token })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await register('lusa', usernamePayload('Cachecheck1', 'Secret123'))).headers['cache-control']).toBe('no-store');
    expect((await call(app(), 'GET', '/wps/system/status', { tenant })).headers['cache-control'] ?? '').not.toBe('no-store');
  });
});

describe('12. failed logins from one IP', () => {
  it('lock that IP across accounts, and not the accounts for other addresses', async () => {
    const tenant = 'redeprime';
    await writeLimits(server.db, tenant, { loginFailuresPerIp: 6 });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await login(app(), { tenant, headers: from('10.12.0.1') }, `sprayed${i}`, 'Guess2024')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const blocked = await login(app(), { tenant, headers: from('10.12.0.1') }, 'agent01', 'Agent2024');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).code).toBe('error.tooManyRequests');
    expect((await login(app(), { tenant, headers: from('10.12.0.2') }, 'agent01', 'Agent2024')).statusCode).toBe(200);
    await writeLimits(server.db, tenant, { loginFailuresPerIp: 500 });
  });
});

describe('13. the idle time-out', () => {
  it('ends a session unused for 30 minutes, and follows the tenant setting where the site names no idle time', async () => {
    const tenant = 'redeprime';
    const token = await tokenOf(app(), tenant, 'demo', 'Demo2024');
    const idleFor = async (minutes: number) => {
      await server.db.update(sessions).set({ lastSeenAt: new Date(server.clock.now().getTime() - minutes * 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    };
    await idleFor(29);
    expect((await call(app(), 'GET', '/wps/member/info', { tenant, token })).statusCode).toBe(200);
    // That call moved the idle clock on.
    const [row] = await server.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(server.clock.now().getTime() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
    await idleFor(31);
    await writeLimits(server.db, tenant, { sessionIdleMinutes: 60 });
    expect((await call(app(), 'GET', '/wps/member/info', { tenant, token })).statusCode).toBe(200);
    await writeLimits(server.db, tenant, { sessionIdleMinutes: 30 });
    await idleFor(31);
    const ended = await call(app(), 'GET', '/wps/member/info', { tenant, token });
    expect(ended.statusCode).toBe(401);
    expect(json(ended).code).toBe('error.notLoggedIn');
  });

  it('follows the site\'s idle time under BR (30 minutes): a longer tenant setting does not lengthen it, a shorter one shortens it', async () => {
    const tenant = 'lusa';
    try {
      await writeLimits(server.db, tenant, { sessionIdleMinutes: 120 });
      const token = await tokenOf(app(), tenant, 'demo', 'Demo2024');
      const info = () => call(app(), 'GET', '/wps/member/info', { tenant, token });
      server.clock.advance(29 * 60_000);
      expect((await info()).statusCode).toBe(200);
      server.clock.advance(31 * 60_000);
      const ended = await info();
      expect(ended.statusCode).toBe(401);
      expect(json(ended).code).toBe('error.notLoggedIn');

      await writeLimits(server.db, tenant, { sessionIdleMinutes: 10 });
      const short = await tokenOf(app(), tenant, 'demo', 'Demo2024');
      server.clock.advance(11 * 60_000);
      expect((await call(app(), 'GET', '/wps/member/info', { tenant, token: short })).statusCode).toBe(401);
    } finally {
      await writeLimits(server.db, tenant, { sessionIdleMinutes: 30 });
    }
  });

  it('is read per call at most once a second: a change made elsewhere (another instance) counts within that bound', async () => {
    const tenant = 'redeprime';
    const start = server.clock.now().getTime();
    expect(await sessionIdleMinutesOf(server.db, tenant, 'test', start)).toBe(30);
    // Another instance's write: straight into the table, so this instance's copy is not dropped.
    await server.db.insert(securitySettings).values({ tenant, limits: { sessionIdleMinutes: 45 } })
      .onConflictDoUpdate({ target: securitySettings.tenant, set: { limits: { sessionIdleMinutes: 45 } } });
    expect(await sessionIdleMinutesOf(server.db, tenant, 'test', start + IDLE_LIMIT_CHECK_MS - 1)).toBe(30);
    expect(await sessionIdleMinutesOf(server.db, tenant, 'test', start + IDLE_LIMIT_CHECK_MS)).toBe(45);
    // This instance's own write counts at once.
    await writeLimits(server.db, tenant, { sessionIdleMinutes: 30 });
    expect(await sessionIdleMinutesOf(server.db, tenant, 'test', start + IDLE_LIMIT_CHECK_MS)).toBe(30);
  });
});

describe('the production defaults', () => {
  it('hold for the registration SMS: 10 an hour from one IP', async () => {
    const production = await createTestServer({ mode: 'production' });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i += 1) {
        const altcha = await humanCheck(production.app, 'luckydraw');
        statuses.push((await call(production.app, 'POST', '/wps/verification/sms/register', { tenant: 'luckydraw' }, { mobileNum: `119222200${String(i).padStart(2, '0')}`, altcha })).statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await production.close();
    }
  }, 120_000);
});
