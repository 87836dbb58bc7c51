/**
 * The API client against the REAL reference server over HTTP: tenant by `x-merchant-code`, the
 * server snapshot the engine resolves, an encrypted login with a solved human check, the session
 * through logout, and bad input.
 */
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue, resolveSite, type CompiledTenant } from '../../engine/index';
import { ApiError, createApiClient, fetchServerSnapshot, type ApiClient, type ApiClientConfig } from '../../src/api/index';
import { createTestServer } from '../../server/testing/testApp';

interface Tenant {
  code: string;
  merchantCode: string;
  compiled: CompiledTenant;
}

describe('API client against the reference server', () => {
  let close: () => Promise<void> = async () => undefined;
  let baseUrl = '';
  let tenants: Tenant[] = [];

  beforeAll(async () => {
    // As the portal's boot does: the client recognises the server's message codes by the loaded catalogue.
    await loadCatalogue('en');
    const server = await createTestServer();
    close = () => server.close();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    tenants = server.tenants.all.map((t) => ({ code: t.code, merchantCode: t.merchantCode, compiled: t.compiled }));
  }, 120_000);

  afterAll(() => close());

  function tenant(code: string): Tenant {
    const found = tenants.find((t) => t.code === code);
    if (!found) throw new Error(`the reference server has no tenant ${code}; it has ${tenants.map((t) => t.code).join(', ')}`);
    return found;
  }

  function clientFor(code: string, overrides: Partial<ApiClientConfig> = {}): ApiClient {
    return createApiClient({ baseUrl, merchantCode: tenant(code).merchantCode, getToken: () => undefined, language: 'pt', ...overrides });
  }

  /** Solves the server's human check as the widget would: base64 of `{ challenge, solution }`. */
  async function humanCheck(api: ApiClient): Promise<string> {
    // The value is an ALTCHA v2 challenge (schemas/api/session.ts), which altcha-lib's type describes.
    const challenge = (await api.call('humanCheckChallenge')) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the human check was not solved in time');
    return btoa(JSON.stringify({ challenge, solution }));
  }

  it('reads white-label, status and game menus of the tenant named by x-merchant-code', async () => {
    const lusa = clientFor('lusa');
    const whitelabel = await lusa.call('whitelabel');
    expect(typeof whitelabel.usernameRegistration).toBe('boolean');
    expect((await lusa.call('status')).status).toBe(0);
    const menus = await lusa.call('gameMenus');
    expect(menus.length).toBeGreaterThan(0);
    expect(menus[0]!.vendors[0]).toMatchObject({ vassalage: expect.any(String), gameType: menus[0]!.gameCategory });

    // Another merchant code, another catalogue.
    const other = tenants.find((t) => t.code !== 'lusa');
    if (other) expect(await clientFor(other.code).call('gameMenus')).not.toEqual(menus);
  });

  it('fetches a server snapshot that the engine resolves into a site', async () => {
    for (const { code, compiled } of tenants) {
      const snapshot = await fetchServerSnapshot(clientFor(code));
      expect(typeof snapshot.referral).toBe('boolean');
      const resolved = resolveSite(compiled, snapshot);
      expect(resolved.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(resolved.site?.status.screen).toBe('normal');
    }
  });

  it('logs in encrypted, reads the member with the token, and logs out', async () => {
    let token: string | undefined;
    const onUnauthorized = vi.fn(() => { token = undefined; });
    const api = clientFor('lusa', { getToken: () => token, onUnauthorized });

    const login = await api.call('login', { username: 'demo', password: 'Demo2024', type: 'username', altcha: await humanCheck(api) });
    expect(login.token).toEqual(expect.any(String));
    token = login.token;

    expect(await api.call('memberInfo')).toMatchObject({ account: 'demo', type: 0 });
    expect(await api.call('balance')).toEqual({ balance: '12345.67', currency: 'BRL', currencySymbol: 'R$' });

    await api.call('logout');
    const afterLogout = await api.call('memberInfo').catch((e: unknown) => e);
    expect(afterLogout).toBeInstanceOf(ApiError);
    expect(afterLogout).toMatchObject({ kind: 'unauthorized', status: 401, code: 'error.notLoggedIn' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // The shell cleared the session: no token, no request, the same message.
    const anonymous = await api.call('memberInfo').catch((e: unknown) => e);
    expect(anonymous).toMatchObject({ kind: 'unauthorized', status: undefined, code: 'error.notLoggedIn' });
  }, 60_000);

  it('refuses a wrong password with its catalogue code and the captcha flag in value', async () => {
    const api = clientFor('lusa');
    const error = await api.call('login', { username: 'demo', password: 'wrong-password', type: 'username', altcha: await humanCheck(api) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'error.loginFailed', value: { captcha: expect.any(Boolean) } });
  }, 60_000);

  it('maps bad input to error.invalidRequest', async () => {
    const api = clientFor('lusa');
    const tooBig = await api.call('gameList', { pageSize: 100_000 }).catch((e: unknown) => e);
    expect(tooBig).toBeInstanceOf(ApiError);
    expect(tooBig).toMatchObject({ kind: 'http', status: 400, code: 'error.invalidRequest' });

    const empty = await api.call('feedback', { questionType: 'OTHER', content: '' }).catch((e: unknown) => e);
    expect(empty).toMatchObject({ kind: 'http', status: 400, code: 'error.invalidRequest' });
  });
});
