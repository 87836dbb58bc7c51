/**
 * The system, home and asset routes against one seeded server (one server per file keeps the suite
 * fast: opening and seeding the database is most of a test file's time).
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BANNER_GROUPS } from '../../schemas/domain';
import { buildServerSnapshot } from '../../engine/index';
import { buildApp } from '../app';
import { feedback } from '../modules/messages/schema';
import { games } from '../modules/catalogue/schema';
import { members } from '../modules/members/schema';
import { tenantState } from '../modules/tenants/schema';
import { seedOf } from '../seed/seedAll';
import { createSession } from '../modules/members/session';
import { hostOf, useTestServer } from '../testing/testApp';
import { registerRoutes } from './index';

const server = useTestServer();

interface Body {
  success: boolean;
  value?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
  message?: string;
  code?: string;
}

async function get(tenant: string, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Body }> {
  const res = await server.app.inject({ method: 'GET', url, headers: { ...hostOf(tenant), 'x-module-id': 'COMM3', ...headers } });
  return { status: res.statusCode, body: res.json() as Body };
}

/** The raw reply of a GET (images and HTML). */
function getRaw(tenant: string, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { ...hostOf(tenant), ...headers } });
}

function expectBadRequest(res: { status: number; body: Body }): void {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(/invalid request/);
}

function tenant(code: string) {
  const t = server.tenants.byCode.get(code);
  if (!t) throw new Error(`no tenant ${code}`);
  return t;
}

// ---------------------------------------------------------------------------------------------
// System

describe('system calls without parameters', () => {
  const urls = ['/wps/system/whitelabel', '/wps/system/status', '/wps/system/location', '/wps/system/domainRoute', '/wps/system/setting/register', '/wps/system/country', '/wps/system/sitePermission'];

  it('answer wrapped values and accept the module id header', async () => {
    for (const url of urls) {
      const res = await get('redeprime', url);
      expect(res.status, url).toBe(200);
      expect(res.body.success, url).toBe(true);
      expect(res.body.value, url).toBeDefined();
    }
  });

  it('refuse unknown query keys with 400 and a reason', async () => {
    for (const url of urls) expectBadRequest(await get('redeprime', `${url}?unexpected=1`));
  });

  it('refuse other methods with 404, never 500', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/wps/system/status', headers: hostOf('lusa'), payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('sends the seeded switches and the game-type menu, as the engine snapshot does', async () => {
    for (const code of ['lusa', 'luckydraw', 'redeprime']) {
      const res = await get(code, '/wps/system/whitelabel');
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual(buildServerSnapshot(seedOf(tenant(code)), 'seeded', code).whitelabel);
    }
    const lucky = await get('luckydraw', '/wps/system/whitelabel');
    expect(lucky.body.value).toMatchObject({ usernameRegistration: false, mobileRegistration: true });
    expect(lucky.body.value.menu.find((m: { gameType: string }) => m.gameType === 'PVP')).toEqual({ gameType: 'PVP', enabled: false });
  });

  it('follows the tenant state an operator changes', async () => {
    const [row] = await server.db.select().from(tenantState).where(eq(tenantState.tenant, 'redeprime'));
    await server.db.update(tenantState).set({ switches: { ...row!.switches, agentPolicy: false } }).where(eq(tenantState.tenant, 'redeprime'));
    try {
      expect((await get('redeprime', '/wps/system/whitelabel')).body.value.agentPolicy).toBe(false);
    } finally {
      await server.db.update(tenantState).set({ switches: row!.switches }).where(eq(tenantState.tenant, 'redeprime'));
    }
  });

  it('refuses unknown query keys', async () => {
    expectBadRequest(await get('lusa', '/wps/system/whitelabel?x=1'));
  });
});

describe('GET /wps/system/status', () => {
  it('is 0 with the visitor ip', async () => {
    const res = await get('lusa', '/wps/system/status', { 'x-forwarded-for': '198.51.100.23' });
    expect(res.body).toEqual({ success: true, value: { status: 0, maintenance: false, regionRestricted: false, ip: '198.51.100.23' } });
  });

  it('follows the state: 1 maintenance, 2 region restricted', async () => {
    try {
      await server.db.update(tenantState).set({ status: 1 }).where(eq(tenantState.tenant, 'lusa'));
      expect((await get('lusa', '/wps/system/status')).body.value).toMatchObject({ status: 1, maintenance: true, regionRestricted: false });
      const permission = await get('lusa', '/wps/system/sitePermission');
      expect(permission.body.value).toMatchObject({ maintenance: true, regionRestriction: false });
      await server.db.update(tenantState).set({ status: 2 }).where(eq(tenantState.tenant, 'lusa'));
      expect((await get('lusa', '/wps/system/status')).body.value).toMatchObject({ status: 2, maintenance: false, regionRestricted: true });
      expect((await get('lusa', '/wps/system/location')).body.value.countryCode).toBe('US');
      // Other tenants are not affected.
      expect((await get('luckydraw', '/wps/system/status')).body.value.status).toBe(0);
    } finally {
      await server.db.update(tenantState).set({ status: 0 }).where(eq(tenantState.tenant, 'lusa'));
    }
  });
});

describe('GET /wps/system/location and /wps/system/domainRoute', () => {
  it('sends the visitor ip and country', async () => {
    const res = await get('lusa', '/wps/system/location', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.body.value).toEqual({ ip: '203.0.113.9', countryCode: 'BR' });
  });

  it('sends the fast lines', async () => {
    const res = await get('lusa', '/wps/system/domainRoute');
    expect(res.body.value.length).toBeGreaterThanOrEqual(3);
    for (const line of res.body.value) expect(line).toEqual({ url: expect.stringMatching(/^\//), name: expect.any(String) });
    expectBadRequest(await get('lusa', '/wps/system/domainRoute?line=1'));
  });
});

describe('GET /wps/system/setting/register', () => {
  it('builds the field rules from the switches and the seed, with the SMS expiry', async () => {
    for (const code of ['lusa', 'luckydraw']) {
      const res = await get(code, '/wps/system/setting/register');
      const snapshot = buildServerSnapshot(seedOf(tenant(code)), 'seeded', code).registerSettings;
      expect(res.body.value).toEqual(snapshot);
    }
    const lucky = await get('luckydraw', '/wps/system/setting/register');
    const mobile = lucky.body.value.fields.find((f: { name: string }) => f.name === 'mobileNum');
    expect(mobile).toMatchObject({ enabled: true, required: true, patternId: 'digitsOnly' });
    expect(lucky.body.value.smsExpiryMinutes).toBe(5);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('sends the terms in the requested language, the default language otherwise', async () => {
    const en = await get('lusa', '/wps/system/helpCenter?lang=EN&device=WEB');
    expect(en.status).toBe(200);
    const terms = en.body.value as { term: string; title: string; content: string }[];
    expect(terms.map((t) => t.term)).toContain('terms');
    expect(terms.find((t) => t.term === 'terms')?.title).toBe('Terms and conditions');
    const pt = await get('lusa', '/wps/system/helpCenter?lang=pt-BR&device=WEB');
    expect(pt.body.value.find((t: { term: string }) => t.term === 'terms').title).toBe('Termos e condições');
    const other = await get('lusa', '/wps/system/helpCenter?lang=ja');
    expect(other.body.value).toEqual(pt.body.value);
    for (const t of terms) expect(t.term).toMatch(/^[a-zA-Z][a-zA-Z0-9_-]*$/);
  });

  it('refuses bad input', async () => {
    expectBadRequest(await get('lusa', '/wps/system/helpCenter?lang=english!'));
    expectBadRequest(await get('lusa', '/wps/system/helpCenter?device=WEB&page=2'));
  });
});

describe('GET /wps/system/country', () => {
  it('sends the dialling codes', async () => {
    const res = await get('luckydraw', '/wps/system/country');
    const codes = Object.fromEntries(res.body.value.map((c: { countryCode: string; countryDialingCode: string }) => [c.countryCode, c.countryDialingCode]));
    expect(codes).toMatchObject({ BR: '+55', PT: '+351', US: '+1', VN: '+84', TH: '+66', PH: '+63', ID: '+62' });
  });
});

describe('GET /wps/system/sitePermission', () => {
  it('sends info, location, status flags and the image and launch hosts', async () => {
    const res = await get('lusa', '/wps/system/sitePermission', { 'x-forwarded-for': '203.0.113.50' });
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value.imageCDNs).toEqual(['/cdn/img1', '/cdn/img2']);
    expect(value.launchGameCDNs).toEqual(['/cdn/launch1', '/cdn/launch2']);
    expect(value.location).toEqual({ ip: '203.0.113.50', countryCode: 'BR' });
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.info.mainDomain).toBe('www.lusa-casino.example');
    expect(value.info.customerService.length).toBeGreaterThan(0);
    expect(value.info.customerService[0]).toEqual({ csType: expect.any(String), path: expect.stringMatching(/^\/support\/[0-9a-f]+$/) });
    const page = await getRaw('lusa', value.info.customerService[0].path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Lusa Casino');
    expect(value.info.whitelabel).toEqual((await get('lusa', '/wps/system/whitelabel')).body.value);
    expect(value.info.register).toEqual((await get('lusa', '/wps/system/setting/register')).body.value);
    expect(value.info.domainRoute).toEqual((await get('lusa', '/wps/system/domainRoute')).body.value);
  });
});

describe('GET /wps/relay/MCSFE_getMerchantAvailablePromotions', () => {
  it('sends the referral state and the promotions with their types, without a token', async () => {
    const lusa = await get('lusa', '/wps/relay/MCSFE_getMerchantAvailablePromotions?language=en');
    expect(lusa.status).toBe(200);
    expect(lusa.body.value.availablePromo).toEqual({ REFERRAL: { enabled: true } });
    const promotions = lusa.body.value.promotions as { id: number; type: string; title: string; image: string; content: string }[];
    expect(promotions.length).toBeGreaterThanOrEqual(6);
    expect(promotions.some((p) => p.type === 'REFERRAL')).toBe(true);
    // The picture is drawn in the language asked for: the address carries it.
    expect(promotions[0]?.image).toBe(`/img/promotions/${promotions[0]?.id}.svg?language=en`);
    expect(lusa.body.value.types.map((t: { type: string }) => t.type)).toEqual([...new Set(promotions.map((p) => p.type))]);

    // luckydraw has referral off: no referral promotion either.
    const lucky = await get('luckydraw', '/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(lucky.body.value.availablePromo.REFERRAL.enabled).toBe(false);
    expect(lucky.body.value.promotions.some((p: { type: string }) => p.type === 'REFERRAL')).toBe(false);
    // The tenant's default language when none is asked for (pt for lusa).
    const lusaDefault = await get('lusa', '/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(lusaDefault.body.value.promotions[0].title).toBe('Bônus de 100% no primeiro depósito');
  });

  it('refuses unknown keys', async () => {
    expectBadRequest(await get('lusa', '/wps/relay/MCSFE_getMerchantAvailablePromotions?promo=1'));
  });
});

describe('tenants', () => {
  it('an unknown Host in production mode gets 404 with success false', async () => {
    const app = await buildApp({ db: server.db, tenants: server.tenants, mode: 'production' }, registerRoutes);
    try {
      const unknown = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'evil.example' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false });
      // localhost does not pick a tenant in production either.
      const local = await app.inject({ method: 'GET', url: '/wps/system/status?tenant=lusa', headers: { host: 'localhost' } });
      expect(local.statusCode).toBe(404);
      const known = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'www.lusa-casino.example' } });
      expect(known.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('accepts the development tenant override on localhost', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/wps/system/whitelabel?tenant=luckydraw', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.usernameRegistration).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Home

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('lists announcements of the given types in the language, page size 9 by default', async () => {
    const res = await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&language=en');
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value.list).toHaveLength(9);
    expect(value).toMatchObject({ pageNo: 1, totalCount: 12, totalPages: 2 });
    const first = value.list[0];
    expect(first).toMatchObject({ id: 1, promotionType: 'B', execution: 'B' });
    expect(first.title).toBe('Welcome to Lusa Casino');
    const page2 = await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&language=en&pageNo=2');
    expect(page2.body.value.list).toHaveLength(3);
  });

  it('filters by type; repeated types work as well as a comma list', async () => {
    const popups = await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=PU&language=pt');
    expect(popups.body.value.list.length).toBe(3);
    expect(new Set(popups.body.value.list.map((a: { execution: string }) => a.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(popups.body.value.list.every((a: { promotionType: string }) => a.promotionType === 'PU')).toBe(true);
    const repeated = await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=B&types=PL&pageSize=100');
    const comma = await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&pageSize=100');
    expect(repeated.body.value).toEqual(comma.body.value);
    expect(new Set(comma.body.value.list.map((a: { promotionType: string }) => a.promotionType))).toEqual(new Set(['B', 'PL']));
  });

  it('uses the tenant default language (pt) when none or an unknown one is given', async () => {
    const pt = await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=B');
    expect(pt.body.value.list[0].title).toBe('Bem-vindo ao Lusa Casino');
    expect((await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=B&language=vi')).body.value).toEqual(pt.body.value);
  });

  it('refuses bad input', async () => {
    for (const query of ['types=X', 'types=B,', 'types=B;PL', 'pageSize=0', 'pageSize=101', 'pageNo=-1', 'lang=en', 'language=english']) {
      expectBadRequest(await get('lusa', `/wps/relay/MCSFE_getListAnnouncements?${query}`));
    }
  });
});

describe('GET /wps/relay/ODSFE2_getWinnerBoard', () => {
  it('sends up to limitNum masked winners, biggest first', async () => {
    const res = await get('lusa', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=pt&limitNum=20');
    expect(res.status).toBe(200);
    const list = res.body.value as { customerName: string; winAmount: string; gameType: string }[];
    expect(list).toHaveLength(20);
    for (const w of list) expect(w.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
    // Money as on every call: a decimal string with 2 decimals.
    for (const w of list) expect(w.winAmount).toMatch(/^[0-9]+\.[0-9]{2}$/);
    const cents = list.map((w) => Number(w.winAmount.replace('.', '')));
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    expect((await get('lusa', '/wps/relay/ODSFE2_getWinnerBoard?limitNum=3')).body.value).toEqual(list.slice(0, 3));
    const rng = await get('lusa', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=RNG');
    expect(rng.body.value.every((w: { gameType: string }) => w.gameType === 'RNG')).toBe(true);
  });

  it('refuses a limit above 20 and other bad input', async () => {
    for (const query of ['limitNum=21', 'limitNum=0', 'gameCategory=CASINO', 'extra=1']) {
      expectBadRequest(await get('lusa', `/wps/relay/ODSFE2_getWinnerBoard?${query}`));
    }
  });
});

describe('GET /wps/system/banners', () => {
  it('sends 1 to 4 banners of a group, each with an image url and a linkage', async () => {
    for (const group of BANNER_GROUPS) {
      const res = await get('redeprime', `/wps/system/banners?groupName=${group}`);
      const list = res.body.value as { id: string; groupName: string; url: string; linkageType: string; linkageUrl: string }[];
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(4);
      for (const b of list) {
        expect(b.groupName).toBe(group);
        expect(b.url).toBe(`/img/banners/${b.id}.svg`);
        expect(['NONE', 'INTERNAL', 'EXTERNAL', 'GAME', 'PROMOTION']).toContain(b.linkageType);
      }
    }
    const all = await get('redeprime', '/wps/system/banners');
    expect(new Set(all.body.value.map((b: { groupName: string }) => b.groupName))).toEqual(new Set(BANNER_GROUPS));
  });

  it('refuses an unknown group', async () => {
    expectBadRequest(await get('redeprime', '/wps/system/banners?groupName=w_footer'));
  });
});

describe('PUT /wps/feedback', () => {
  async function put(tenant: string, payload: unknown, headers: Record<string, string> = {}) {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...hostOf(tenant), 'x-module-id': 'FEEDBACK3', ...headers },
      payload: payload as string,
    });
    return { status: res.statusCode, body: res.json() as Body };
  }

  it('stores feedback, anonymous or with the member of the session', async () => {
    const anonymous = await put('luckydraw', { questionType: 'SUGGESTION', content: '  Please add more fishing games.  ' });
    expect(anonymous.status).toBe(200);
    const id = anonymous.body.value.id as number;
    const [row] = await server.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ tenant: 'luckydraw', memberId: null, questionType: 'SUGGESTION', content: 'Please add more fishing games.' });

    const inserted = await server.db.insert(members).values({ tenant: 'luckydraw', account: 'feedbacker', nickname: 'f', passwordHash: 'x', firstTimeLogin: false, createdAt: server.clock.now(), passwordChangedAt: server.clock.now() }).returning({ id: members.id });
    const memberId = inserted[0]!.id;
    const token = await createSession(server.db, 'luckydraw', memberId, server.app.clock.now());
    const signedIn = await put('luckydraw', { questionType: 'BUG', content: 'The balance did not refresh.' }, { authorization: `Bearer ${token}` });
    expect(signedIn.status).toBe(200);
    const rows = await server.db.select().from(feedback).where(and(eq(feedback.tenant, 'luckydraw'), eq(feedback.memberId, memberId)));
    expect(rows).toHaveLength(1);
  });

  it('refuses missing fields, wrong types, unknown keys, blank or oversized content with a reason', async () => {
    const cases: { payload: unknown; status: number; headers?: Record<string, string> }[] = [
      { payload: {}, status: 400 },
      { payload: { questionType: 'BUG' }, status: 400 },
      { payload: { content: 'hello there' }, status: 400 },
      { payload: { questionType: { a: 1 }, content: 'hello' }, status: 400 },
      { payload: { questionType: 'BUG', content: 'hello', extra: 1 }, status: 400 },
      { payload: { questionType: 'BUG<script>', content: 'hello' }, status: 400 },
      { payload: { questionType: 'BUG', content: '' }, status: 400 },
      { payload: { questionType: 'BUG', content: '   \n  ' }, status: 400 },
      { payload: { questionType: 'BUG', content: 'x'.repeat(10_001) }, status: 400 },
      { payload: { questionType: 'BUG', content: 'word '.repeat(2001) }, status: 400 },
      { payload: JSON.stringify({ questionType: 'BUG', content: 'y'.repeat(70_000) }), status: 413, headers: { 'content-type': 'application/json' } },
      { payload: 'not json', status: 400, headers: { 'content-type': 'application/json' } },
      { payload: 'questionType=BUG&content=hi', status: 415, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const c of cases) {
      const res = await put('lusa', c.payload, c.headers);
      expect(res.status, JSON.stringify(c.payload).slice(0, 80)).toBe(c.status);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Images and the demo game

async function firstGame(tenant: string) {
  const [game] = await server.db.select().from(games).where(eq(games.tenant, tenant)).orderBy(asc(games.position)).limit(1);
  if (!game) throw new Error('no game');
  return game;
}

describe('generated images', () => {
  it('serves vendor icons in the tenant brand colours, with cache headers', async () => {
    const lusa = await getRaw('lusa', '/img/vendors/PG.svg');
    expect(lusa.statusCode).toBe(200);
    expect(lusa.headers['content-type']).toContain('image/svg+xml');
    expect(lusa.headers['cache-control']).toContain('max-age=');
    expect(lusa.headers.etag).toBeTruthy();
    expect(lusa.body).toContain('<svg');
    expect(lusa.body).toContain('PG Soft');
    expect(lusa.body).toContain('#e0a526'); // lusa's primary colour
    const lucky = await getRaw('luckydraw', '/img/vendors/PG.svg');
    expect(lucky.body).toContain('#1d5fd1'); // luckydraw's primary colour
    // The engine's .png icon paths are served too.
    expect((await getRaw('lusa', '/img/vendors/PG.png')).headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await getRaw('lusa', '/img/vendors/JDB.svg');
    const again = await getRaw('lusa', '/img/vendors/JDB.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves game icons with the game name, escaped', async () => {
    const [game] = await server.db.select().from(games).where(and(eq(games.tenant, 'lusa'), like(games.gameName, "%'%"))).limit(1);
    if (!game) throw new Error('no game with an apostrophe');
    const res = await getRaw('lusa', `/img/games/${game.nodeId}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(game.vassalage);
    expect(res.body).toContain('&#39;');
    expect(res.body).not.toContain("'em");
  });

  it('serves banner and promotion images', async () => {
    // Banners are artwork for the tenant's market: in its default language (lusa: Portuguese).
    const banners = (await getRaw('lusa', '/wps/system/banners?groupName=w_home')).json().value as { url: string; title: string }[];
    expect(banners[0]?.title).toBe('Cashback semanal');
    const banner = await getRaw('lusa', banners[0]!.url);
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('Lusa Casino');
    expect(banner.body).toContain('Cashback semanal');
    const promo = await getRaw('lusa', '/img/promotions/101.svg?language=en');
    expect(promo.statusCode).toBe(200);
    expect(promo.body).toContain('100% first deposit bonus');
  });

  it('serves the same images on the image CDN paths', async () => {
    const direct = await getRaw('lusa', '/img/vendors/PG.svg');
    for (const url of ['/cdn/img1/vendors/PG.svg', '/cdn/img2/vendors/PG.svg', '/cdn/img1/img/vendors/PG.svg']) {
      const res = await getRaw('lusa', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(direct.body);
    }
    const game = await firstGame('lusa');
    expect((await getRaw('lusa', `/cdn/img2/games/${game.nodeId}.svg`)).statusCode).toBe(200);
  });

  it('answers 404 with success false for unknown or foreign assets, 400 for bad names', async () => {
    const lusaGame = await firstGame('lusa');
    for (const url of ['/img/vendors/ZZZ.svg', `/img/games/0000000000.svg`, '/img/banners/w_home-99.svg', '/img/promotions/999.svg', '/cdn/img1/other/x.svg', '/cdn/img1/vendors/../../etc/passwd']) {
      const res = await getRaw('lusa', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    // A lusa game does not exist on luckydraw.
    expect((await getRaw('luckydraw', `/img/games/${lusaGame.nodeId}.svg`)).statusCode).toBe(404);
    for (const url of ['/img/vendors/PG.gif', '/img/games/a%20b.svg', '/img/vendors/PG.svg?x=1']) {
      const res = await getRaw('lusa', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('demo game page', () => {
  it('shows the game without any script, in demo or real mode', async () => {
    const game = await firstGame('luckydraw');
    const res = await getRaw('luckydraw', `/demo-game?nodeId=${game.nodeId}&mode=demo&language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Framed in a sandbox (an opaque origin), the page names its own origin for its spin form, and
    // over plain HTTP it does not ask for an upgrade to HTTPS.
    expect(res.headers['content-security-policy']).toMatch(/form-action 'self' http:\/\/[^;]+/);
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
    expect(res.body).toContain('Demo mode');
    const real = await getRaw('luckydraw', `/cdn/launch2/game?nodeId=${game.nodeId}&mode=real&token=abc123&language=pt`);
    expect(real.statusCode).toBe(200);
    expect(real.body).toContain('Modo real');
  });

  it('answers 404 for an unknown game and 400 for bad input', async () => {
    expect((await getRaw('luckydraw', '/demo-game?nodeId=nope')).statusCode).toBe(404);
    for (const url of ['/demo-game', '/demo-game?nodeId=1&mode=cheat', '/demo-game?nodeId=1&token=a%20b', '/cdn/launch1/game?nodeId=1&x=2']) {
      const res = await getRaw('luckydraw', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
