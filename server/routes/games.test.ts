import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, recentGames, vendors } from '../modules/catalogue/schema';
import { members } from '../modules/members/schema';
import { createSession } from '../modules/members/session';
import { hostOf, useTestServer } from '../testing/testApp';

const server = useTestServer();

/** A member of a tenant and a session token for it (the session routes are not needed). */
async function login(tenant: string, account: string, type = 0): Promise<{ id: number; token: string }> {
  const rows = await server.db.insert(members).values({ tenant, account, nickname: account, type, passwordHash: 'not-a-real-hash', firstTimeLogin: false, createdAt: server.clock.now(), passwordChangedAt: server.clock.now() }).returning({ id: members.id });
  const id = rows[0]!.id;
  return { id, token: await createSession(server.db, tenant, id, server.app.clock.now()) };
}

function auth(tenant: string, token?: string): Record<string, string> {
  return token ? { ...hostOf(tenant), authorization: `Bearer ${token}`, 'x-module-id': 'GAMELO3' } : { ...hostOf(tenant), 'x-module-id': 'GAMELO3' };
}

async function get(tenant: string, url: string, token?: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: auth(tenant, token) });
  return { status: res.statusCode, body: res.json() as { success: boolean; value?: any; message?: string; code?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
}

const cache = new Map<string, Promise<(typeof games.$inferSelect)[]>>();

/** The games of a tenant (and type) in position order, read once per test file. */
function gamesOf(tenant: string, gameType?: string) {
  const key = `${tenant}/${gameType ?? ''}`;
  let rows = cache.get(key);
  if (!rows) {
    rows = readGames(tenant, gameType);
    cache.set(key, rows);
  }
  return rows;
}

async function readGames(tenant: string, gameType?: string) {
  const where = gameType ? and(eq(games.tenant, tenant), eq(games.gameType, gameType)) : eq(games.tenant, tenant);
  return server.db.select().from(games).where(where).orderBy(asc(games.position));
}

function expectBadRequest(res: { status: number; body: { success: boolean; message?: string } }): void {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.message).toBe('string');
}

describe('GET /lgw/games/game_menus', () => {
  it('lists the game types with vendors, vendors in seed order, classifications with ALL first', async () => {
    const res = await get('luckydraw', '/lgw/games/game_menus');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const menus = res.body.value as { gameCategory: string; vendors: { vassalage: string; gameClassify: { key: string; vendors: Record<string, string> }[]; lagerIcon: string }[] }[];
    // luckydraw has no PVP, ESPORTS or INHOUSE vendors: absent.
    expect(menus.map((m) => m.gameCategory)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG']);
    expect(menus.find((m) => m.gameCategory === 'RNG')?.vendors.map((v) => v.vassalage)).toEqual(['PG', 'JDB', 'CQ9']);
    const pg = menus.find((m) => m.gameCategory === 'RNG')?.vendors[0];
    expect(pg?.gameClassify[0]?.key).toBe('ALL');
    expect(pg?.gameClassify[0]?.vendors).toEqual({ PG: 'pg_all' });
    expect(pg?.lagerIcon).toBe('/img/vendors/PG.svg');
  });

  it('refuses unknown query keys', async () => {
    expectBadRequest(await get('luckydraw', '/lgw/games/game_menus?foo=1'));
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages the 10,000-game lobby: pageSize 18 gives ceil(n/18) pages, in position order', async () => {
    const all = await gamesOf('lusa', 'RNG');
    expect(all).toHaveLength(10_000);
    const first = await get('lusa', '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=LUSA01&gameType=RNG&pageNo=1&pageSize=18&language=pt');
    expect(first.status).toBe(200);
    expect(first.body.value.totalCount).toBe(10_000);
    expect(first.body.value.totalPages).toBe(Math.ceil(10_000 / 18));
    expect(first.body.value.games.map((g: { nodeId: string }) => g.nodeId)).toEqual(all.slice(0, 18).map((g) => g.nodeId));
    const last = await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${Math.ceil(10_000 / 18)}`);
    expect(last.body.value.games).toHaveLength(10_000 % 18);
    expect(last.body.value.games.map((g: { nodeId: string }) => g.nodeId)).toEqual(all.slice(-(10_000 % 18)).map((g) => g.nodeId));
    const beyond = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=9999');
    expect(beyond.body.value.games).toEqual([]);
    expect(beyond.body.value.totalPages).toBe(Math.ceil(10_000 / 18));
  });

  it('sends games with the fields of SPEC section 3 and no isFavourite without a session', async () => {
    const res = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1');
    const game = res.body.value.games[0];
    expect(game).toMatchObject({ isGame: true, gameType: 'RNG' });
    expect(game.nodeName).toBe(game.gameName);
    expect([0, 1]).toContain(game.isHot);
    expect([0, 1]).toContain(game.supportPlay);
    expect(game.showIcon).toBe(`/img/games/${game.nodeId}.svg`);
    expect(game).not.toHaveProperty('isFavourite');
  });

  it('filters by vendor', async () => {
    const all = await gamesOf('lusa', 'RNG');
    const pg = all.filter((g) => g.vassalage === 'PG');
    const res = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100');
    expect(res.body.value.totalCount).toBe(pg.length);
    expect(res.body.value.totalPages).toBe(Math.ceil(pg.length / 100));
    expect(res.body.value.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
  });

  it('filters by classification, given as the key or as the vendor code of it; ALL is no filter', async () => {
    const vendorRows = await server.db.select().from(vendors).where(and(eq(vendors.tenant, 'lusa'), eq(vendors.gameType, 'RNG'), eq(vendors.vassalage, 'JDB')));
    const key = vendorRows[0]!.classifications.map((c) => c.key).find((k) => !['ALL', 'HOT', 'NEW'].includes(k)) ?? 'SLOT';
    const expected = (await gamesOf('lusa', 'RNG')).filter((g) => g.vassalage === 'JDB' && g.classification === key).length;
    expect(expected).toBeGreaterThan(0);
    const byKey = await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JDB&gameClassify=${key}`);
    expect(byKey.body.value.totalCount).toBe(expected);
    const byVendorCode = await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JDB&gameClassify=jdb_${key.toLowerCase()}`);
    expect(byVendorCode.body.value.totalCount).toBe(expected);
    const all = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JDB&gameClassify=ALL');
    expect(all.body.value.totalCount).toBe((await gamesOf('lusa', 'RNG')).filter((g) => g.vassalage === 'JDB').length);
    const hot = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=HOT&pageSize=100');
    expect(hot.body.value.totalCount).toBe((await gamesOf('lusa', 'RNG')).filter((g) => g.isHot).length);
    expect(hot.body.value.games.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
  });

  it('searches names case-insensitively, trimmed, with % and _ taken literally', async () => {
    const all = await gamesOf('lusa', 'RNG');
    const expected = all.filter((g) => g.gameName.toLowerCase().includes('dragon')).length;
    expect(expected).toBeGreaterThan(0);
    const res = await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${encodeURIComponent('  DrAgOn ')}&pageSize=18`);
    expect(res.body.value.totalCount).toBe(expected);
    expect(res.body.value.totalPages).toBe(Math.ceil(expected / 18));
    for (const g of res.body.value.games) expect(g.gameName.toLowerCase()).toContain('dragon');
    const wildcard = await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${encodeURIComponent('%')}`);
    expect(wildcard.body.value.totalCount).toBe(0);
    const blank = await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${encodeURIComponent('   ')}`);
    expect(blank.body.value.totalCount).toBe(10_000);
    const combined = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&gameName=dragon');
    expect(combined.body.value.totalCount).toBe(all.filter((g) => g.vassalage === 'PG' && g.gameName.toLowerCase().includes('dragon')).length);
  });

  it('answers a page of the large lobby quickly', async () => {
    const started = performance.now();
    for (let page = 1; page <= 10; page++) await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${page * 50}`);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses bad input with 400 and a reason', async () => {
    for (const query of ['pageSize=101', 'pageSize=0', 'pageNo=0', 'pageNo=abc', 'gameType=CASINO', 'foo=bar', `gameName=${'x'.repeat(65)}`, 'vassalage=PG;DROP', 'pageNo=1&pageNo=2']) {
      expectBadRequest(await get('lusa', `/wps/relay/GCSGAME_gameList?${query}`));
    }
  });

  it('marks favourites when a session comes with the request', async () => {
    const { token } = await login('lusa', 'gamelistfav');
    const page = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3', token);
    const nodeId = page.body.value.games[1].nodeId as string;
    await server.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: auth('lusa', token), payload: { nodeId } });
    const after = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3', token);
    expect(after.body.value.games.map((g: { isFavourite: boolean }) => g.isFavourite)).toEqual([false, true, false]);
    // An invalid token is an anonymous request here, not an error.
    const anonymous = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3', 'not-a-token');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.value.games[0]).not.toHaveProperty('isFavourite');
  });

  it('keeps tenants apart: the merchant parameter never selects another tenant', async () => {
    const res = await get('luckydraw', '/wps/relay/GCSGAME_gameList?merchant=LUSA01&gameType=RNG&pageSize=100');
    const luckydraw = await gamesOf('luckydraw', 'RNG');
    expect(res.body.value.totalCount).toBe(luckydraw.length);
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('lists hot games of a type and vendor', async () => {
    const res = await get('luckydraw', '/wps/relay/GCSGAME_hotGamesV2?merchantCode=LUCKY01&isPlatform=true&gameType=RNG&platform=html5-desktop&language=en');
    expect(res.status).toBe(200);
    const list = res.body.value.list as { isHot: number; gameType: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    const pg = await get('luckydraw', '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&vassalage=PG');
    expect(pg.body.value.list.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
  });

  it('caps the list', async () => {
    const res = await get('lusa', '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG');
    expect(res.body.value.list.length).toBeLessThanOrEqual(60);
  });

  it('refuses bad input', async () => {
    expectBadRequest(await get('lusa', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=maybe'));
    expectBadRequest(await get('lusa', '/wps/relay/GCSGAME_hotGamesV2?gameType=rng'));
    expectBadRequest(await get('lusa', '/wps/relay/GCSGAME_hotGamesV2?extra=1'));
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType and GCSGAME_newGameVendor', () => {
  it('lists the game types of a vendor', async () => {
    const res = await get('luckydraw', '/wps/relay/GCSGAME_getVassGameType?vendor=JDB');
    expect(res.body.value).toEqual(['FISH', 'RNG']);
    const none = await get('luckydraw', '/wps/relay/GCSGAME_getVassGameType?vendor=KY');
    expect(none.body.value).toEqual([]);
    expectBadRequest(await get('luckydraw', '/wps/relay/GCSGAME_getVassGameType'));
    expectBadRequest(await get('luckydraw', '/wps/relay/GCSGAME_getVassGameType?vendor=J-D-B'));
  });

  it('lists the vendors with new games', async () => {
    const res = await get('luckydraw', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    const list = res.body.value as { vassalage: string; gameType: string; newGames: number }[];
    expect(list.length).toBeGreaterThan(0);
    const newGames = (await gamesOf('luckydraw')).filter((g) => g.isNew);
    for (const v of list) expect(v.newGames).toBe(newGames.filter((g) => g.vassalage === v.vassalage && g.gameType === v.gameType).length);
    expectBadRequest(await get('luckydraw', '/wps/relay/GCSGAME_newGameVendor?platform=html5 desktop'));
  });
});

describe('favourites', () => {
  it('need a session', async () => {
    for (const url of ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCSFE_getFavoriteGamesList']) {
      const res = await get('lusa', url);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'error.notLoggedIn' });
    }
    const add = await server.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: hostOf('lusa'), payload: { nodeId: 'x1' } });
    expect(add.statusCode).toBe(401);
  });

  it('add (idempotent), list, page and remove (body or query)', async () => {
    const { token } = await login('lusa', 'favourites1');
    const [a, b, c] = (await gamesOf('lusa', 'FISH')).slice(0, 3);
    for (const game of [a!, b!, c!, a!]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_addFavoriteGameV2',
        headers: auth('lusa', token),
        payload: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { nodeId: game.nodeId, isFavourite: true } });
    }
    const ids = await get('lusa', '/wps/relay/MCSFE_getFavoriteGames', token);
    expect([...ids.body.value].sort()).toEqual([a!.nodeId, b!.nodeId, c!.nodeId].sort());

    const list = await get('lusa', '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=html5-desktop&pageNo=1&pageSize=999&language=pt', token);
    expect(list.body.value).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    expect(list.body.value.content.every((g: { isFavourite: boolean }) => g.isFavourite)).toBe(true);
    const paged = await get('lusa', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=2', token);
    expect(paged.body.value).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 3 });
    expect(paged.body.value.content).toHaveLength(1);
    const filtered = await get('lusa', '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG', token);
    expect(filtered.body.value.totalCount).toBe(0);

    const byBody = await server.app.inject({ method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', headers: auth('lusa', token), payload: { nodeId: a!.nodeId } });
    expect(byBody.json()).toEqual({ success: true, value: { nodeId: a!.nodeId, isFavourite: false } });
    const byQuery = await server.app.inject({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${b!.nodeId}`, headers: auth('lusa', token) });
    expect(byQuery.statusCode).toBe(200);
    const again = await server.app.inject({ method: 'DELETE', url: `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${b!.nodeId}`, headers: auth('lusa', token) });
    expect(again.statusCode).toBe(200);
    const left = await get('lusa', '/wps/relay/MCSFE_getFavoriteGames', token);
    expect(left.body.value).toEqual([c!.nodeId]);
  });

  it('refuses bad payloads with a reason, never a 500', async () => {
    const { token } = await login('lusa', 'favourites2');
    const game = (await gamesOf('lusa', 'FISH'))[0]!;
    const cases: { payload: unknown; status: number; headers?: Record<string, string> }[] = [
      { payload: {}, status: 400 },
      // (Scalars are coerced by the app-wide ajv options: 123 would become "123".)
      { payload: { nodeId: { id: 1 } }, status: 400 },
      { payload: { nodeId: ['a', 'b'] }, status: 400 },
      { payload: { nodeId: game.nodeId, extra: true }, status: 400 },
      { payload: { nodeId: game.nodeId, gameType: 'CASINO' }, status: 400 },
      { payload: { nodeId: game.nodeId, gameType: 'RNG' }, status: 400 },
      { payload: { nodeId: game.nodeId, vendor: 'PG' }, status: 400 },
      { payload: { nodeId: '9999999999' }, status: 404 },
      { payload: '{"nodeId":', status: 400, headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ nodeId: 'x'.repeat(70_000) }), status: 413, headers: { 'content-type': 'application/json' } },
    ];
    for (const c of cases) {
      const res = await server.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: { ...auth('lusa', token), ...c.headers }, payload: c.payload as string });
      expect(res.statusCode, JSON.stringify(c.payload).slice(0, 60)).toBe(c.status);
      expect(res.json()).toMatchObject({ success: false });
      expect(typeof res.json().message).toBe('string');
    }
    const noNode = await server.app.inject({ method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', headers: auth('lusa', token) });
    expect(noNode.statusCode).toBe(400);
    for (const url of ['/wps/relay/MCSFE_getFavoriteGamesList?pageSize=1000', '/wps/relay/MCSFE_getFavoriteGamesList?gameType=x', '/wps/relay/MCSFE_getFavoriteGames?nodeId=1']) {
      const badQuery = await server.app.inject({ method: 'GET', url, headers: auth('lusa', token) });
      expect(badQuery.statusCode, url).toBe(400);
      expect(badQuery.json()).toMatchObject({ success: false });
    }
    const badDelete = await server.app.inject({ method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', headers: auth('lusa', token), payload: { nodeId: game.nodeId, other: 1 } });
    expect(badDelete.statusCode).toBe(400);
  });

  it('are isolated per tenant: lusa favourites are invisible on luckydraw; another tenant\u2019s node id is refused', async () => {
    const lusa = await login('lusa', 'isolation');
    const lusaGame = (await gamesOf('lusa', 'RNG'))[5]!;
    await server.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: auth('lusa', lusa.token), payload: { nodeId: lusaGame.nodeId } });
    // The lusa token means nothing on luckydraw.
    const withLusaToken = await get('luckydraw', '/wps/relay/MCSFE_getFavoriteGames', lusa.token);
    expect(withLusaToken.status).toBe(401);
    // A luckydraw member with the same account name sees none of them.
    const lucky = await login('luckydraw', 'isolation');
    const ids = await get('luckydraw', '/wps/relay/MCSFE_getFavoriteGames', lucky.token);
    expect(ids.body.value).toEqual([]);
    // A lusa node id does not exist on luckydraw.
    const add = await server.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: auth('luckydraw', lucky.token), payload: { nodeId: lusaGame.nodeId } });
    expect(add.statusCode).toBe(404);
    expect(add.json()).toMatchObject({ success: false, code: 'error.notFound' });
    const launch = await get('luckydraw', `/wps/game/launchGame?nodeId=${lusaGame.nodeId}`, lucky.token);
    expect(launch.status).toBe(404);
  });
});

describe('launches and recent games', () => {
  it('launchGame needs a session, refuses trial accounts and records the game as recent', async () => {
    const game = (await gamesOf('luckydraw', 'RNG'))[0]!;
    const anonymous = await get('luckydraw', `/wps/game/launchGame?nodeId=${game.nodeId}`);
    expect(anonymous.status).toBe(401);

    const trial = await login('luckydraw', 'trial1', 4);
    const refused = await get('luckydraw', `/wps/game/launchGame?nodeId=${game.nodeId}`, trial.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'in_need_true_account' });

    const member = await login('luckydraw', 'player1');
    const res = await get('luckydraw', `/wps/game/launchGame?nodeId=${game.nodeId}&platform=html5-desktop&language=pt`, member.token);
    expect(res.status).toBe(200);
    const url = new URL(res.body.value.url, 'http://luckydraw.localhost');
    expect(url.pathname).toMatch(/^\/cdn\/launch[12]\//);
    expect(url.searchParams.get('nodeId')).toBe(game.nodeId);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(url.searchParams.get('token')).not.toBe(member.token);
    // The URL opens the demo game page.
    const page = await server.app.inject({ method: 'GET', url: res.body.value.url, headers: hostOf('luckydraw') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const recent = await server.db.select().from(recentGames).where(and(eq(recentGames.tenant, 'luckydraw'), eq(recentGames.memberId, member.id)));
    expect(recent.map((r) => r.nodeId)).toEqual([game.nodeId]);
    expectBadRequest(await get('luckydraw', '/wps/game/launchGame', member.token));
    expectBadRequest(await get('luckydraw', `/wps/game/launchGame?nodeId=${game.nodeId}&x=1`, member.token));
  });

  it('GCS_recentGame lists the launched games, latest first, filtered and paged', async () => {
    const member = await login('luckydraw', 'player2');
    const fish = (await gamesOf('luckydraw', 'FISH')).slice(0, 2);
    const rng = (await gamesOf('luckydraw', 'RNG')).slice(0, 2);
    for (const game of [...fish, ...rng]) {
      const res = await get('luckydraw', `/wps/game/launchGame?nodeId=${game.nodeId}`, member.token);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = await get('luckydraw', '/wps/relay/GCS_recentGame?page=1&pageSize=12&language=pt&clientType=3', member.token);
    expect(all.body.value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([...fish, ...rng].reverse().map((g) => g.nodeId));
    const onlyFish = await get('luckydraw', '/wps/relay/GCS_recentGame?gameType=FISH', member.token);
    expect(onlyFish.body.value.list.map((g: { nodeId: string }) => g.nodeId)).toEqual([...fish].reverse().map((g) => g.nodeId));
    const page2 = await get('luckydraw', '/wps/relay/GCS_recentGame?page=2&pageSize=3', member.token);
    expect(page2.body.value.list).toHaveLength(1);
    expect((await get('luckydraw', '/wps/relay/GCS_recentGame')).status).toBe(401);
    expectBadRequest(await get('luckydraw', '/wps/relay/GCS_recentGame?pageSize=500', member.token));
  });

  it('GCS_gameTrialLaunch opens free-trial games only, without a session', async () => {
    const all = await gamesOf('luckydraw', 'RNG');
    const trial = all.find((g) => g.supportPlay === 0)!;
    const paid = all.find((g) => g.supportPlay !== 0)!;
    const ok = await get('luckydraw', `/wps/relay/GCS_gameTrialLaunch?nodeId=${trial.nodeId}`);
    expect(ok.status).toBe(200);
    const url = new URL(ok.body.value.url, 'http://luckydraw.localhost');
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.has('token')).toBe(false);
    const refused = await get('luckydraw', `/wps/relay/GCS_gameTrialLaunch?nodeId=${paid.nodeId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await get('luckydraw', '/wps/relay/GCS_gameTrialLaunch?nodeId=nope')).status).toBe(404);
    expectBadRequest(await get('luckydraw', '/wps/relay/GCS_gameTrialLaunch'));
  });
});
