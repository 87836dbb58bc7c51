import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { forgetCatalogues, isLoadedMessageKey, loadCatalogue, loadErrorTexts, loadedCatalogue, translate } from '../../engine/index';
import { ApiError } from './apiError';
import { CALL_TABLE } from '../../schemas/api/callTable';
import { fromBase64 } from './encryptPayload';
import { describeError, errorMessageKey } from './messages';
import { createApiClient, primedKeyOf, type ApiClientConfig } from './request';

const BASE = 'http://api.test';
const server = setupServer();

// The client maps a server's code against the page's loaded catalogue: as on the page, one is loaded.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadErrorTexts('pt');
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function client(overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({ baseUrl: BASE, merchantCode: 'LUSA01', getToken: () => undefined, language: 'pt', ...overrides });
}

/** Answers `path` with `body` (status 200 unless given) and records every request it saw. */
function answer(method: 'get' | 'post' | 'put' | 'delete', path: string, body: unknown, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => { throw new Error('expected the call to fail'); },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers and URL', () => {
  it('sends module id, merchant code, language and no token on a public call', async () => {
    const seen = answer('get', '/wps/system/whitelabel', { success: true, value: { usernameRegistration: true } });
    const value = await client({ getToken: () => 'tok' }).call('whitelabel');
    expect(value).toEqual({ usernameRegistration: true });
    const headers = seen[0]!.headers;
    expect(headers.get('x-module-id')).toBe('COMM3');
    expect(headers.get('x-merchant-code')).toBe('LUSA01');
    expect(headers.get('accept-language')).toBe('pt');
    expect(headers.get('authorization')).toBeNull();
  });

  it('sends a money-moving call\'s idempotency key as its header', async () => {
    const seen = answer('post', '/wps/relay/GCS_walletTransfer', { success: true, value: { transferId: 'T1', main: '0.00', vendor: 'PG', vendorBalance: '1.00' } });
    const c = client({ getToken: () => 'tok' });
    await c.call('walletTransfer', { vendor: 'PG', direction: 'toGame', amount: '1' }, { idempotencyKey: 'key-12345678' });
    expect(seen[0]!.headers.get('idempotency-key')).toBe('key-12345678');
    // Other calls carry none.
    const plain = answer('get', '/wps/system/whitelabel', { success: true, value: {} });
    await c.call('whitelabel');
    expect(plain[0]!.headers.get('idempotency-key')).toBeNull();
  });

  it('reads the language at each call when given a getter', async () => {
    let language = 'pt';
    const seen = answer('get', '/wps/system/status', { success: true, value: { status: 0 } });
    const api = client({ language: () => language });
    await api.call('status');
    language = 'en';
    await api.call('status');
    expect(seen.map((r) => r.headers.get('accept-language'))).toEqual(['pt', 'en']);
  });

  it('leaves x-module-id out where the table has none', async () => {
    const seen = answer('get', '/wps/relay/GCS_gameTrialLaunch', { success: true, value: { url: 'x' } });
    await client().call('trialGame', { nodeId: 'n1' });
    expect(CALL_TABLE.trialGame.moduleId).toBeNull();
    expect(seen[0]!.headers.has('x-module-id')).toBe(false);
  });

  it('lets a caller pick an alternate module id the table lists', async () => {
    const seen = answer('post', '/wps/verification/sms/register', { success: true, value: { expiredMinutes: 5 } });
    await client().call('smsRegister', { mobileNum: '912345678', altcha: 'solved' }, { moduleId: 'MOBILENUMREG3' });
    await client().call('smsRegister', { mobileNum: '912345678', altcha: 'solved' });
    expect(seen.map((r) => r.headers.get('x-module-id'))).toEqual(['MOBILENUMREG3', 'REGMOBVERF3']);
  });

  it('builds the query from params, skipping undefined, with arrays as repeated keys', async () => {
    const seen = answer('get', '/wps/relay/GCSGAME_gameList', { success: true, value: { games: [], totalPages: 0, totalCount: 0 } });
    await client({ baseUrl: `${BASE}/` }).call('gameList', { gameType: 'RNG', vassalage: undefined, pageNo: 2, gameName: 'fortune tiger' });
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/wps/relay/GCSGAME_gameList');
    expect(url.search).toBe('?gameType=RNG&pageNo=2&gameName=fortune+tiger');

    const config = answer('get', '/wps/v2/member/securityConfig', { success: true, value: { list: [] } });
    await client({ getToken: () => 't' }).call('securityConfig', { tags: ['a', 'b'], page: 1, read: false });
    expect(new URL(config[0]!.url).search).toBe('?tags=a&tags=b&page=1&read=false');
  });

  it('sends DELETE params as a query and POST params as a JSON body', async () => {
    const removed = answer('delete', '/wps/relay/MCSFE_removeFavoriteGameV2', { success: true, value: { nodeId: 'g1', isFavourite: false } });
    const added = answer('post', '/wps/relay/MCSFE_addFavoriteGameV2', { success: true, value: { nodeId: 'g1', isFavourite: true } });
    const api = client({ getToken: () => 'tok' });
    await api.call('removeFavourite', { nodeId: 'g1', gameType: 'RNG' });
    await api.call('addFavourite', { nodeId: 'g1', gameType: 'RNG' });
    expect(new URL(removed[0]!.url).search).toBe('?nodeId=g1&gameType=RNG');
    expect(await removed[0]!.text()).toBe('');
    expect(added[0]!.headers.get('content-type')).toBe('application/json');
    expect(await added[0]!.json()).toEqual({ nodeId: 'g1', gameType: 'RNG' });
  });

  it('form-encodes forgetPasswordByEmail', async () => {
    const seen = answer('post', '/wps/member/password/email', { success: true });
    await client().call('forgetPasswordByEmail', { username: 'demo user', email: 'demo@example.com', altcha: 'solved' });
    expect(seen[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await seen[0]!.text()).toBe('username=demo+user&email=demo%40example.com&altcha=solved');
  });
});

describe('token rules', () => {
  it('refuses a token-only call without a token, without a request', async () => {
    const seen = answer('get', '/wps/member/info', { success: true, value: {} });
    const onUnauthorized = vi.fn();
    const error = await failure(client({ getToken: () => '', onUnauthorized }).call('memberInfo'));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'error.notLoggedIn', status: undefined, call: 'memberInfo' });
    expect(seen).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the bearer token on token calls, and on optional ones only when there is one', async () => {
    const member = answer('get', '/wps/member/info', { success: true, value: { id: 1, account: 'demo', nickname: 'Demo', type: 0 } });
    const games = answer('get', '/wps/relay/GCSGAME_gameList', { success: true, value: { games: [], totalPages: 0, totalCount: 0 } });
    expect(await client({ getToken: () => 'tok-1' }).call('memberInfo')).toMatchObject({ account: 'demo' });
    await client({ getToken: () => 'tok-1' }).call('gameList', {});
    await client().call('gameList', {});
    expect(member[0]!.headers.get('authorization')).toBe('Bearer tok-1');
    expect(games.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-1', null]);
  });

  it('calls onUnauthorized on a 401 of a call that carried a token, not on one that did not', async () => {
    answer('get', '/wps/v2/wallets/balance', { success: false, message: 'You are not logged in, please login', code: 'error.notLoggedIn' }, 401);
    answer('get', '/wps/relay/GCSGAME_gameList', { success: false, message: 'no', code: 'error.notLoggedIn' }, 401);
    const onUnauthorized = vi.fn();
    const error = await failure(client({ getToken: () => 'expired', onUnauthorized }).call('balance'));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, code: 'error.notLoggedIn' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);

    const anonymous = await failure(client({ onUnauthorized }).call('gameList', {}));
    expect(anonymous.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized on a 403 passwordChangeRequired (with its reason), not on another 403', async () => {
    answer('get', '/wps/v2/wallets/balance', { success: false, message: 'Please change your password before you go on', code: 'error.passwordChangeRequired', value: { reason: 'expired' } }, 403);
    answer('get', '/wps/member/info', { success: false, message: 'Forbidden', code: 'error.accessRestricted' }, 403);
    const onUnauthorized = vi.fn();
    const error = await failure(client({ getToken: () => 'restricted', onUnauthorized }).call('balance'));
    expect(error).toMatchObject({ kind: 'http', status: 403, serverCode: 'error.passwordChangeRequired', value: { reason: 'expired' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    await failure(client({ getToken: () => 'restricted', onUnauthorized }).call('memberInfo'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure when the onUnauthorized callback throws', async () => {
    answer('get', '/wps/v2/wallets/balance', {}, 401);
    const error = await failure(client({ getToken: () => 't', onUnauthorized: () => { throw new Error('shell bug'); } }).call('balance'));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'error.notLoggedIn' });
  });
});

describe('unwrapping and errors', () => {
  it('returns value; 204 and a value-less success resolve to undefined', async () => {
    answer('delete', '/wps/session/logout', { success: true });
    expect(await client({ getToken: () => 't' }).call('logout')).toBeUndefined();
    server.use(http.put(`${BASE}/wps/feedback`, () => new HttpResponse(null, { status: 204 })));
    expect(await client().call('feedback', { questionType: 'OTHER', content: 'hello' })).toBeUndefined();
  });

  it('turns success:false into a server error with the server code and value', async () => {
    answer('post', '/wps/verification/sms/noLogin', { success: false, message: 'Too many requests', code: 'error.tooManyRequests', value: { captcha: true } });
    const error = await failure(client().call('smsNoLogin', { mobileNum: '1', altcha: 'solved' }));
    expect(error).toMatchObject({ kind: 'server', status: 200, code: 'error.tooManyRequests', serverMessage: 'Too many requests', value: { captcha: true } });
  });

  it('maps the server code of a call that failed before any catalogue had loaded, once one has', async () => {
    forgetCatalogues();
    try {
      answer('post', '/wps/verification/sms/noLogin', { success: false, message: 'Too many requests', code: 'error.tooManyRequests' });
      answer('get', '/wps/relay/GCSGAME_gameList', { success: false, message: 'no', code: 'error.invalidCaptcha' }, 400);
      answer('get', '/wps/system/status', { success: false, message: 'down', code: 'error.invalidCaptcha' }, 503);
      const refused = await failure(client().call('smsNoLogin', { mobileNum: '1', altcha: 'solved' }));
      const invalid = await failure(client().call('gameList', { gameType: 'RNG' }));
      const down = await failure(client().call('status'));
      // Not vacuous: nothing is loaded yet, so the codes cannot be told from unknown ones.
      expect(loadedCatalogue('pt') ?? loadedCatalogue('en')).toBeUndefined();
      expect([refused.code, invalid.code, down.code]).toEqual(['error.unknown', 'error.invalidRequest', 'error.networkAbnormal']);
      await loadErrorTexts('en');
      expect(refused).toMatchObject({ code: 'error.tooManyRequests', hasServerCode: true });
      expect(invalid.code).toBe('error.invalidCaptcha');
      // A 5xx keeps the network message whatever its code.
      expect(down.code).toBe('error.networkAbnormal');
    } finally {
      await loadErrorTexts('pt');
    }
  });

  it('rejects a failed call only once the error texts of the loaded languages are in, so its code maps at once', async () => {
    forgetCatalogues();
    try {
      await loadCatalogue('en');
      // Not vacuous: the first render's catalogue does not know the error keys.
      expect(isLoadedMessageKey('error.tooManyRequests')).toBe(false);
      answer('post', '/wps/verification/sms/noLogin', { success: false, message: 'Too many requests', code: 'error.tooManyRequests' });
      const refused = await failure(client().call('smsNoLogin', { mobileNum: '1', altcha: 'solved' }));
      expect(refused.code).toBe('error.tooManyRequests');
    } finally {
      await loadErrorTexts('pt');
    }
  });

  it('keeps an unknown server code as serverCode and shows the server message', async () => {
    answer('post', '/wps/verification/sms/noLogin', { success: false, message: 'SMS gateway busy', code: 'SMS_GATEWAY' });
    const error = await failure(client().call('smsNoLogin', { mobileNum: '1', altcha: 'solved' }));
    expect(error).toMatchObject({ kind: 'server', code: 'error.unknown', serverCode: 'SMS_GATEWAY' });
    expect(describeError(error, (key) => translate('en', key))).toBe('SMS gateway busy');
  });

  it('shows the message of a 4xx whose code the catalogue lacks, never that of a 5xx', async () => {
    const en = (key: Parameters<typeof translate>[1]) => translate('en', key);
    answer('post', '/wps/verification/sms/noLogin', { success: false, message: 'Mobile blocked by carrier', code: 'CARRIER_BLOCK' }, 403);
    expect(describeError(await failure(client().call('smsNoLogin', { mobileNum: '1', altcha: 's' })), en)).toBe('Mobile blocked by carrier');
    answer('get', '/wps/system/status', { success: false, message: 'NullPointerException at line 3', code: 'E500' }, 500);
    expect(describeError(await failure(client().call('status')), en)).toBe('Network link is abnormal, please try again');
  });

  it('maps a 4xx with a known code to that code, and carries the failure value', async () => {
    answer('get', '/wps/relay/GCSGAME_gameList', { success: false, message: 'invalid request: x', code: 'error.invalidRequest', value: { captcha: true } }, 400);
    const error = await failure(client().call('gameList', { pageNo: -1 }));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'error.invalidRequest', value: { captcha: true } });
  });

  it.each([
    [429, 'error.tooManyRequests'],
    [404, 'error.notFound'],
    [403, 'error.accessRestricted'],
    [400, 'error.invalidRequest'],
    [500, 'error.networkAbnormal'],
    [502, 'error.networkAbnormal'],
  ] as const)('maps a bare %i to %s', async (status, code) => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new HttpResponse('<html>oops</html>', { status })));
    expect(await failure(client().call('status'))).toMatchObject({ kind: 'http', status, code });
  });

  it('maps a 5xx to a network message even when the server names a code', async () => {
    answer('get', '/wps/system/status', { success: false, message: 'Unknown error', code: 'error.unknown' }, 500);
    expect(await failure(client().call('status'))).toMatchObject({ kind: 'http', status: 500, code: 'error.networkAbnormal', serverCode: 'error.unknown' });
  });

  it('maps a 429 with its code to tooManyRequests', async () => {
    answer('get', '/wps/session/challenge', { success: false, code: 'error.tooManyRequests', message: 'Too many' }, 429);
    expect(await failure(client().call('humanCheckChallenge'))).toMatchObject({ kind: 'http', code: 'error.tooManyRequests' });
  });

  it('reports a failed connection as a network error', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()));
    const error = await failure(client().call('status'));
    expect(error).toMatchObject({ kind: 'network', code: 'error.networkAbnormal', status: undefined });
    expect(describeError(error, (key) => translate('en', key))).toBe('Network link is abnormal, please try again');
    expect(describeError(error, (key) => translate('pt', key))).toBe('A conexão de rede está instável, tente novamente');
  });

  it('reports a 2xx that is not JSON, or not the envelope, as malformed', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new HttpResponse('<html>portal</html>', { status: 200 })));
    expect(await failure(client().call('status'))).toMatchObject({ kind: 'malformed', code: 'error.networkAbnormal', status: 200 });
    answer('get', '/wps/system/status', { status: 0 });
    expect(await failure(client().call('status'))).toMatchObject({ kind: 'malformed', code: 'error.networkAbnormal' });
  });
});

describe('time-out and cancellation', () => {
  it('times out after the per-call time-out', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true });
    }));
    const error = await failure(client().call('status', undefined, { timeoutMs: 30 }));
    expect(error).toMatchObject({ kind: 'timeout', code: 'error.networkAbnormal' });
  });

  it('times out after 15 s by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${BASE}/wps/system/status`, () => new Promise<never>(() => undefined)));
    const pending = client().call('status');
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure(pending)).toMatchObject({ kind: 'timeout' });
  });

  it('uses the client-wide time-out when the call has none', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new Promise<never>(() => undefined)));
    expect(await failure(client({ timeoutMs: 20 }).call('status'))).toMatchObject({ kind: 'timeout' });
  });

  it("cancels with the caller's signal", async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = client().call('status', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    expect(await failure(pending)).toMatchObject({ kind: 'cancelled' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    const seen = answer('get', '/wps/system/status', { success: true, value: { status: 0 } });
    const error = await failure(client().call('status', undefined, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('cancelled');
    expect(seen).toHaveLength(0);
  });
});

describe('encrypted calls', () => {
  async function serverKeyPair() {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    // As the reference server publishes it: alg, key_ops and use beside the key.
    return { privateKey: pair.privateKey, jwk: { ...jwk, alg: 'RSA-OAEP-256', key_ops: ['encrypt'], use: 'enc' } };
  }

  async function decrypt(privateKey: CryptoKey, body: { kid: string; key: string; iv: string; data: string }) {
    const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(body.key));
    expect(rawKey.byteLength).toBe(32);
    const iv = fromBase64(body.iv);
    expect(iv.byteLength).toBe(12);
    const aes = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aes, fromBase64(body.data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  }

  it('encrypts the body as { kid, key, iv, data } for the server key, fetched once', async () => {
    const { privateKey, jwk } = await serverKeyPair();
    const keyFetches = answer('get', '/wps/system/publicKey', { success: true, value: { kid: 'k-1', jwk } });
    const logins = answer('post', '/wps/session/login', { success: true, value: { token: 'tok', firstTimeLogin: false } });
    const api = client();
    const credentials = { username: 'demo', password: 'Demo2024', type: 'username' } as const;
    const [first] = await Promise.all([api.call('login', credentials), api.call('login', { ...credentials, captcha: 'ab12' })]);
    expect(first).toEqual({ token: 'tok', firstTimeLogin: false });
    expect(keyFetches).toHaveLength(1);
    expect(logins).toHaveLength(2);

    const bodies = await Promise.all(logins.map((r) => r.json() as Promise<{ kid: string; key: string; iv: string; data: string }>));
    for (const body of bodies) {
      expect(Object.keys(body).sort()).toEqual(['data', 'iv', 'key', 'kid']);
      expect(body.kid).toBe('k-1');
    }
    // Fresh key and iv per request.
    expect(bodies[0]!.iv).not.toBe(bodies[1]!.iv);
    expect(bodies[0]!.key).not.toBe(bodies[1]!.key);
    const payloads = await Promise.all(bodies.map((b) => decrypt(privateKey, b)));
    expect(payloads).toEqual(expect.arrayContaining([credentials, { ...credentials, captcha: 'ab12' }]));
    expect(logins[0]!.headers.get('content-type')).toBe('application/json');
    expect(logins[0]!.headers.get('x-module-id')).toBe('COMM3');
  });

  it('fetches the key again after a failed key fetch and after a 400 on an encrypted call', async () => {
    const { jwk } = await serverKeyPair();
    const keyFetches = answer('get', '/wps/system/publicKey', { success: true, value: { kid: 'k-1', jwk } });
    // Prepended, so the first key fetch fails.
    server.use(http.get(`${BASE}/wps/system/publicKey`, () => HttpResponse.error(), { once: true }));
    let loginStatus = 400;
    server.use(http.post(`${BASE}/wps/session/login`, () => HttpResponse.json({ success: loginStatus === 200, code: 'error.invalidRequest', value: { token: 't' } }, { status: loginStatus })));
    const api = client();
    const credentials = { username: 'demo', password: 'x', type: 'username' } as const;
    expect(await failure(api.call('login', credentials))).toMatchObject({ kind: 'network', call: 'publicKey' });
    expect(await failure(api.call('login', credentials))).toMatchObject({ kind: 'http', code: 'error.invalidRequest' });
    loginStatus = 200;
    await api.call('login', credentials);
    expect(keyFetches).toHaveLength(2);
  });

  it('keeps the captcha flag of a failed login in value', async () => {
    const { jwk } = await serverKeyPair();
    answer('get', '/wps/system/publicKey', { success: true, value: { kid: 'k-1', jwk } });
    answer('post', '/wps/session/login', { success: false, message: 'Invalid captcha', code: 'error.invalidCaptcha', value: { captcha: true } }, 401);
    const onUnauthorized = vi.fn();
    const error = await failure(client({ onUnauthorized }).call('login', { username: 'demo', password: 'bad', type: 'username' }));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'error.invalidCaptcha', value: { captcha: true } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errorMessageKey', () => {
  it('maps anything thrown to a catalogue key', () => {
    expect(errorMessageKey(new ApiError({ kind: 'http', call: 'x', status: 429, code: 'error.tooManyRequests' }))).toBe('error.tooManyRequests');
    expect(errorMessageKey(new TypeError('Failed to fetch dynamically imported module: /assets/Lottery.js'))).toBe('error.pageSlow');
    expect(errorMessageKey(new Error('boom'))).toBe('error.unknown');
    expect(errorMessageKey('a string')).toBe('error.unknown');
    expect(errorMessageKey(undefined)).toBe('error.unknown');
  });
});

describe('answers the page arrived with (primed)', () => {
  it('takes a primed answer once instead of fetching, then fetches', async () => {
    const seen = answer('get', '/wps/system/status', { success: true, value: { status: 0, fresh: true } });
    const api = client({ primed: { status: { status: 200, body: JSON.stringify({ success: true, value: { status: 0, primed: true } }) } } });
    expect(await api.call('status')).toEqual({ status: 0, primed: true });
    expect(seen).toHaveLength(0);
    expect(await api.call('status')).toEqual({ status: 0, fresh: true });
    expect(seen).toHaveLength(1);
  });

  it('turns a primed failure into the same error a fetched one gives', async () => {
    const api = client({
      primed: {
        status: { status: 503, body: '{"success":false}' },
        whitelabel: { status: 200, body: '{"success":tru' },
        sitePermission: { status: 200, body: JSON.stringify({ success: false, code: 'error.invalidUrl', message: 'no' }) },
      },
    });
    expect((await failure(api.call('status'))).code).toBe('error.networkAbnormal');
    const malformed = await failure(api.call('whitelabel'));
    expect([malformed.kind, malformed.code]).toEqual(['malformed', 'error.networkAbnormal']);
    const refused = await failure(api.call('sitePermission'));
    expect([refused.kind, refused.code]).toEqual(['server', 'error.invalidUrl']);
  });

  it('hands a primed success over at once (takePrimed), once; leaves a failure for call to turn into its error', async () => {
    const seen = answer('get', '/wps/system/status', { success: true, value: { status: 0, fresh: true } });
    const api = client({
      primed: {
        status: { status: 200, body: JSON.stringify({ success: true, value: { status: 0, primed: true } }) },
        sitePermission: { status: 200, body: JSON.stringify({ success: false, code: 'error.invalidUrl', message: 'no' }) },
        whitelabel: { status: 503, body: '{"success":false}' },
      },
    });
    expect(api.takePrimed?.('status')).toEqual({ status: 0, primed: true });
    expect(api.takePrimed?.('status')).toBeUndefined();
    expect(await api.call('status')).toEqual({ status: 0, fresh: true });
    expect(seen).toHaveLength(1);
    expect(api.takePrimed?.('sitePermission')).toBeUndefined();
    expect((await failure(api.call('sitePermission'))).code).toBe('error.invalidUrl');
    expect(api.takePrimed?.('whitelabel')).toBeUndefined();
    expect((await failure(api.call('whitelabel'))).code).toBe('error.networkAbnormal');
  });

  it('never answers a call with parameters from a primed answer, except the language the answers are in', async () => {
    const seen = answer('get', '/wps/relay/MCSFE_getMerchantAvailablePromotions', { success: true, value: { fetched: true } });
    const primed = { merchantPromotions: { status: 200, body: JSON.stringify({ success: true, value: { primed: true } }) } };
    // Without a known language, any parameter fetches.
    expect(await client({ primed }).call('merchantPromotions', { language: 'en' })).toEqual({ fetched: true });
    expect(seen).toHaveLength(1);
    // Answers made in pt: a pt call takes the primed answer (once), an en call fetches.
    const api = client({ primed, primedLanguage: 'pt' });
    expect(await api.call('merchantPromotions', { language: 'en' })).toEqual({ fetched: true });
    expect(seen).toHaveLength(2);
    expect(api.takePrimed?.('merchantPromotions', { language: 'pt' })).toEqual({ primed: true });
    expect(api.takePrimed?.('merchantPromotions', { language: 'pt' })).toBeUndefined();
    expect(await api.call('merchantPromotions', { language: 'pt' })).toEqual({ fetched: true });
    expect(seen).toHaveLength(3);
    const other = client({ primed, primedLanguage: 'pt' });
    expect(await other.call('merchantPromotions', { language: 'pt' })).toEqual({ primed: true });
    expect(seen).toHaveLength(3);
  });

  it('answers a call with parameters from the page\'s answers by call and params, in any order, once', async () => {
    const seen = answer('get', '/wps/system/banners', { success: true, value: [{ fetched: true }] });
    const pageAnswers = { [primedKeyOf('banners', { groupName: 'w_home' })]: { status: 200, body: JSON.stringify({ success: true, value: [{ primed: true }] }) } };
    expect(primedKeyOf('gameList', { pageNo: 1, gameType: 'RNG' })).toBe(primedKeyOf('gameList', { gameType: 'RNG', pageNo: 1 }));
    expect(primedKeyOf('gameList', { gameType: 'RNG' })).not.toBe(primedKeyOf('gameList', { gameType: 'LIVE' }));
    const api = client({ pageAnswers });
    expect(api.takePrimed?.('banners', { groupName: 'w_login' })).toBeUndefined();
    expect(api.takePrimed?.('banners', { groupName: 'w_home' })).toEqual([{ primed: true }]);
    expect(await api.call('banners', { groupName: 'w_home' })).toEqual([{ fetched: true }]);
    expect(seen).toHaveLength(1);
    // A call (not only takePrimed) takes it too, through the same unwrapping.
    expect(await client({ pageAnswers }).call('banners', { groupName: 'w_home' })).toEqual([{ primed: true }]);
    expect(seen).toHaveLength(1);
  });

  it('tells the server\'s render of every read it had no answer for', () => {
    const missed: [string, unknown][] = [];
    const api = client({ onUnprimed: (name, params) => missed.push([name, params]) });
    expect(api.takePrimed?.('gameList', { gameType: 'RNG', pageNo: 1, pageSize: 12 })).toBeUndefined();
    expect(api.takePrimed?.('status')).toBeUndefined();
    expect(missed).toEqual([['gameList', { gameType: 'RNG', pageNo: 1, pageSize: 12 }], ['status', undefined]]);
  });
});

