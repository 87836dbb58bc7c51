// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_VISITOR_IP, buildServerSnapshot, compileTenant, forgetCatalogues, loadedCatalogue, memberInfoFor, type Seed, type ServerProfileName,
} from '../../engine/index';
import { browserLanguage } from '../shell/preferences';
import { writeSessionToken } from '../session/sessionToken';
import { tenantSources } from '../testing/renderWithTenant';
import type { BootData } from '../../schemas/api/boot';
import { bootPortal, pickHost } from './bootPortal';

interface Served {
  profile?: ServerProfileName;
  /** `/wps/member/info`: the member, or an HTTP status to answer with. */
  member?: ReturnType<typeof memberInfoFor> | number;
}

/** A fetch that serves the built tenant assets and the reference API's answers for lusa. */
function serve({ profile = 'seeded', member }: Served = {}) {
  const sources = tenantSources('lusa');
  const { compiled } = compileTenant(sources);
  if (compiled === undefined) throw new Error('tenants/lusa does not compile');
  const seed = JSON.parse(sources.seed?.text ?? 'null') as Seed | undefined;
  const snapshot = buildServerSnapshot(seed ?? undefined, profile, 'lusa');
  const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });
  const answers: Record<string, () => Response> = {
    '/tenants/index.json': () => new Response(JSON.stringify({ 'lusa.localhost': 'lusa' })),
    '/tenants/lusa.json': () => new Response(JSON.stringify({ tenant: 'lusa', layout: compiled.layout, features: compiled.features, seed: compiled.seed })),
    '/wps/system/whitelabel': () => ok(snapshot.whitelabel),
    '/wps/system/status': () => ok(snapshot.status),
    '/wps/system/sitePermission': () => ok(snapshot.sitePermission),
    '/wps/system/setting/register': () => ok(snapshot.registerSettings),
    '/lgw/games/game_menus': () => ok(snapshot.gameMenus),
    '/wps/relay/MCSFE_getMerchantAvailablePromotions': () => ok({ availablePromo: { REFERRAL: { enabled: snapshot.referral } } }),
    '/wps/member/info': () => (typeof member === 'number' ? new Response(JSON.stringify({ success: false, code: 'error.sessionExpired' }), { status: member }) : ok(member)),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://lusa.localhost');
    const answer = answers[url.pathname];
    if (answer === undefined) return new Response('{}', { status: 404 });
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, { answers });
}

/** The page's head start the server would send: the tenant files and the boot calls' answers as served. */
async function headStart(answers: Record<string, () => Response>): Promise<BootData> {
  const text = async (path: string) => (answers[path] as () => Response)().text();
  const answer = async (path: string) => ({ status: 200, body: await text(path) });
  return {
    v: 2,
    tenant: 'lusa',
    domains: JSON.parse(await text('/tenants/index.json')) as Record<string, string>,
    manifest: JSON.parse(await text('/tenants/lusa.json')) as Record<string, unknown>,
    answers: {
      whitelabel: await answer('/wps/system/whitelabel'),
      status: { status: 200, body: JSON.stringify({ success: true, value: { status: 1 } }) },
      sitePermission: await answer('/wps/system/sitePermission'),
      registerSettings: await answer('/wps/system/setting/register'),
      gameMenus: await answer('/lgw/games/game_menus'),
      merchantPromotions: await answer('/wps/relay/MCSFE_getMerchantAvailablePromotions'),
    },
  };
}

const boot = () => bootPortal({ hostname: 'lusa.localhost', search: '', development: false, random: () => 0.99 });

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  forgetCatalogues();
});

describe('bootPortal', () => {
  it("resolves the tenant's site against the server's answers, for a guest", async () => {
    const fetchMock = serve();
    const result = await boot();
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.site.tenant.code).toBe('lusa');
    expect(result.site.status.screen).toBe('normal');
    expect(result.session).toEqual({ kind: 'anonymous' });
    expect(result.imageHost).toBe('/cdn/img2');
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(calls).not.toContain('/wps/member/info');
    const headers = new Headers(fetchMock.mock.calls.find(([input]) => String(input).includes('/wps/system/status'))?.[1]?.headers);
    expect(headers.get('x-merchant-code')).toBe('LUSA01');
    expect(headers.get('accept-language')).toBe('pt');
  });

  it('keeps the vendor list (game menus) for the visit in session storage, and asks again in a new one', async () => {
    const fetchMock = serve();
    const menuCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/lgw/games/game_menus')).length;
    const first = await boot();
    expect(first.kind).toBe('ready');
    expect(menuCalls()).toBe(1);
    expect(JSON.parse(window.sessionStorage.getItem('wl:lusa:cache:gameMenus') ?? 'null')).toBeInstanceOf(Array);
    const second = await boot();
    expect(menuCalls()).toBe(1);
    expect(second.kind === 'ready' && first.kind === 'ready' && second.site.navigation.vendorMenus).toEqual(first.kind === 'ready' && first.site.navigation.vendorMenus);
    window.sessionStorage.clear();
    await boot();
    expect(menuCalls()).toBe(2);
  });

  it('takes the system status from the server', async () => {
    serve({ profile: 'region-blocked' });
    const result = await boot();
    expect(result.kind === 'ready' && result.site.status).toMatchObject({ screen: 'regionRestricted', ip: PROFILE_VISITOR_IP });
  });

  it.each([
    ['member', { kind: 'member' }],
    ['trial', { kind: 'trial' }],
    ['agent', { kind: 'agent', contracts: ['dividend'] }],
  ] as const)('a stored token loads the member info: a %s account', async (kind, session) => {
    serve({ member: memberInfoFor(kind, ['dividend']) });
    writeSessionToken('lusa', 'token-1');
    const result = await boot();
    expect(result.kind === 'ready' && result.session).toEqual(session);
  });

  it('forgets a token the server no longer knows', async () => {
    serve({ member: 401 });
    writeSessionToken('lusa', 'stale');
    const result = await boot();
    expect(result.kind === 'ready' && result.session).toEqual({ kind: 'anonymous' });
    expect(window.sessionStorage.getItem('wl:lusa:token')).toBeNull();
  });

  it('fails with a catalogue message when the API does not answer', async () => {
    serve();
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/wps/') || String(input).includes('/lgw/') ? Promise.reject(new TypeError('Failed to fetch')) : original(input, init));
    const result = await boot();
    expect(result).toMatchObject({ kind: 'failed', code: 'error.networkAbnormal' });
  });

  it("loads the catalogue of the visitor's language before it is ready, and not the other", async () => {
    serve();
    expect((await boot()).kind).toBe('ready');
    expect(loadedCatalogue('pt')).toBeDefined();
    expect(loadedCatalogue('en')).toBeUndefined();
    forgetCatalogues();
    window.localStorage.setItem('wl:lusa:language', 'en');
    const result = await boot();
    expect(result.kind === 'ready' && result.clientLanguage.current).toBe('en');
    expect(loadedCatalogue('en')).toBeDefined();
    expect(loadedCatalogue('pt')).toBeUndefined();
  });

  it("fails with the server's catalogue code though no catalogue had loaded when the call failed; the error screen's catalogue is loaded", async () => {
    const fetchMock = serve();
    fetchMock.answers['/wps/system/status'] = () => new Response(JSON.stringify({ success: false, code: 'error.accessRestricted', message: 'no' }), { status: 200 });
    const result = await boot();
    expect(result).toMatchObject({ kind: 'failed', code: 'error.accessRestricted' });
    expect(loadedCatalogue(browserLanguage())).toBeDefined();
  });

  it('fails, never throws, on an unknown host', async () => {
    serve();
    const result = await bootPortal({ hostname: 'casino.example', search: '', development: false });
    expect(result).toMatchObject({ kind: 'failed', message: expect.stringContaining('no tenant serves the host') });
  });
});

describe('bootPortal with the page\'s head start', () => {
  it('boots from it without a single request, its answers going through the engine like fetched ones', async () => {
    const fetchMock = serve();
    const bootData = await headStart(fetchMock.answers);
    const result = await bootPortal({ hostname: 'lusa.localhost', search: '', development: false, bootData });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.kind).toBe('ready');
    // The head start said maintenance (status 1): the site resolved from it, not from the network.
    if (result.kind === 'ready') expect(result.site.status.screen).toBe('maintenance');
  });

  it("takes the server's resolved site as it is: no request, the same site the manifest resolves to", async () => {
    const fetchMock = serve();
    const { manifest, ...rest } = await headStart(fetchMock.answers);
    const fromManifest = await bootPortal({ hostname: 'lusa.localhost', search: '', development: false, bootData: { ...rest, manifest } });
    expect(fromManifest.kind).toBe('ready');
    if (fromManifest.kind !== 'ready') return;
    const site = JSON.parse(JSON.stringify(fromManifest.site)) as Record<string, unknown>;
    const result = await bootPortal({ hostname: 'lusa.localhost', search: '', development: false, bootData: { ...rest, site } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.kind === 'ready' && result.site).toEqual(fromManifest.site);
    // The client speaks for the site's merchant in its language.
    if (result.kind === 'ready') {
      expect(result.client.merchantCode).toBe('LUSA01');
      expect(result.clientLanguage.current).toBe('pt');
    }
  });

  it('ignores a head start made for another tenant, and fetches', async () => {
    const fetchMock = serve();
    const bootData = { ...(await headStart(fetchMock.answers)), tenant: 'luckydraw' };
    const result = await bootPortal({ hostname: 'lusa.localhost', search: '', development: false, bootData });
    expect(result.kind === 'ready' && result.site.status.screen).toBe('normal');
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(calls).toContain('/tenants/lusa.json');
    expect(calls).toContain('/wps/system/status');
    expect(calls).not.toContain('/tenants/index.json');
  });
});

describe('pickHost', () => {
  it('picks one host at random, without a trailing slash, or this origin when there is none', () => {
    expect(pickHost(['/cdn/a/', '/cdn/b'], () => 0)).toBe('/cdn/a');
    expect(pickHost(['/cdn/a', '/cdn/b'], () => 0.999)).toBe('/cdn/b');
    expect(pickHost([], () => 0.5)).toBe('');
  });
});
