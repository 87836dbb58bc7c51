/**
 * Public catalogue answers: Cache-Control per route, strong ETags answered with 304, precompressed
 * bodies, member answers never public, the in-process cache's invalidation when the tenant's content
 * changes, and the name search (case- and accent-insensitive, inside words, in the lobby's order).
 * Runs on PGlite and on PostgreSQL.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueVersions, favourites, gameCounts, games } from './schema';
import { content } from '../content/schema';
import { members } from '../members/schema';
import { createSession } from '../members/session';
import { hostOf, useTestServer } from '../../testing/testApp';
import { listQueryOf, listRequestOf } from './games';
import { catalogueOf, HTTP_POLICIES, VERSION_CHECK_MS, type HttpPolicy } from './catalogue';

const server = useTestServer();

async function get(tenant: string, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { ...hostOf(tenant), ...headers } });
}

const publicOf = (policy: HttpPolicy) => `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;

async function memberToken(tenant: string, account: string): Promise<{ id: number; token: string }> {
  const rows = await server.db.insert(members).values({ tenant, account, nickname: account, passwordHash: 'not-a-real-hash', firstTimeLogin: false, createdAt: server.clock.now(), passwordChangedAt: server.clock.now() }).returning({ id: members.id });
  const id = rows[0]!.id;
  return { id, token: await createSession(server.db, tenant, id, server.app.clock.now()) };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('public catalogue answers: Cache-Control and ETag', () => {
  const routes: [string, HttpPolicy][] = [
    ['/lgw/games/game_menus', HTTP_POLICIES.gameMenus],
    ['/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2', HTTP_POLICIES.gameList],
    ['/wps/relay/GCSGAME_hotGamesV2?gameType=RNG', HTTP_POLICIES.hotGames],
    ['/wps/relay/GCSGAME_getVassGameType?vendor=PG', HTTP_POLICIES.vendorGameTypes],
    ['/wps/relay/GCSGAME_newGameVendor', HTTP_POLICIES.newGameVendor],
    ['/wps/system/banners', HTTP_POLICIES.banners],
    ['/wps/relay/MCSFE_getListAnnouncements?language=pt', HTTP_POLICIES.announcements],
    ['/wps/relay/ODSFE2_getWinnerBoard', HTTP_POLICIES.winnerBoard],
    ['/wps/relay/MCSFE_getMerchantAvailablePromotions?language=pt', HTTP_POLICIES.promotions],
  ];

  it.each(routes)('%s: public with its max-age and stale-while-revalidate, a strong ETag, 304 on If-None-Match', async (url, policy) => {
    const first = await get('lusa', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(publicOf(policy));
    expect(first.headers['vary']).toMatch(/authorization/);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.json<{ success: boolean }>().success).toBe(true);

    const again = await get('lusa', url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe(publicOf(policy));

    const stale = await get('lusa', url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives the same ETag for the same content, another for other content, and per tenant', async () => {
    const a = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2');
    // The same page asked another way (defaults spelt out, vendor code of ALL): the same answer.
    const b = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=18&gameClassify=pg_all&language=en');
    const c = await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3');
    const d = await get('luckydraw', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2');
    expect(b.headers['etag']).toBe(a.headers['etag']);
    expect(b.body).toBe(a.body);
    expect(c.headers['etag']).not.toBe(a.headers['etag']);
    expect(d.headers['etag']).not.toBe(a.headers['etag']);
  });

  it('sends Brotli or gzip as accepted, compressed once, each with its own ETag; small answers uncompressed', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=4&pageSize=60';
    const plain = await get('lusa', url);
    const br = await get('lusa', url, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('lusa', url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tags = new Set([plain.headers['etag'], br.headers['etag'], gz.headers['etag']]);
    expect(tags.size).toBe(3);
    // A tag of any encoding validates the answer (they decode to the same bytes).
    expect((await get('lusa', url, { 'accept-encoding': 'br', 'if-none-match': plain.headers['etag'] as string })).statusCode).toBe(304);

    const small = await get('lusa', '/wps/relay/GCSGAME_getVassGameType?vendor=PG', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('answers to a request with a session token', () => {
  it('the game list of a member: favourite marks, no-store, no ETag; the public list has no marks', async () => {
    const { id, token } = await memberToken('lusa', 'cachefan');
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1';
    const anonymous = await get('lusa', url);
    const firstGame = anonymous.json<{ value: { games: { nodeId: string; isFavourite?: boolean }[] } }>().value.games[0]!;
    expect(firstGame.isFavourite).toBeUndefined();
    await server.db.insert(favourites).values({ tenant: 'lusa', memberId: id, nodeId: firstGame.nodeId, createdAt: server.clock.now() });

    const mine = await get('lusa', url, { authorization: `Bearer ${token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers['etag']).toBeUndefined();
    const marked = mine.json<{ value: { games: { nodeId: string; isFavourite?: boolean }[]; totalCount: number } }>().value;
    expect(marked.games[0]).toMatchObject({ nodeId: firstGame.nodeId, isFavourite: true });
    expect(marked.games.slice(1).every((g) => g.isFavourite === false)).toBe(true);
    expect(marked.totalCount).toBe(anonymous.json<{ value: { totalCount: number } }>().value.totalCount);

    // The member's marks never reach the public answer (the cache keeps the public part only).
    const after = await get('lusa', url);
    expect(after.body).toBe(anonymous.body);
    expect(after.headers['cache-control']).toBe(publicOf(HTTP_POLICIES.gameList));
  });

  it('a public route asked with a token: the same body, no-store, no ETag, never 304', async () => {
    const { token } = await memberToken('lusa', 'cachebanner');
    const open = await get('lusa', '/wps/system/banners');
    const withToken = await get('lusa', '/wps/system/banners', { authorization: `Bearer ${token}`, 'if-none-match': open.headers['etag'] as string });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    expect(withToken.headers['etag']).toBeUndefined();
    expect(withToken.body).toBe(open.body);
  });

  it('member-only answers (favourites, recent games, balance) are never public', async () => {
    const { token } = await memberToken('lusa', 'cacheprivate');
    for (const url of ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCSFE_getFavoriteGamesList', '/wps/relay/GCS_recentGame', '/wps/v2/wallets/balance']) {
      const res = await get('lusa', url, { authorization: `Bearer ${token}` });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['cache-control'] ?? ''), url).not.toMatch(/public/);
      expect(res.headers['etag'], url).toBeUndefined();
    }
  });
});

describe('invalidation when the tenant\'s content changes', () => {
  it('a write through this instance is served at once; a write elsewhere within VERSION_CHECK_MS', async () => {
    const catalogue = catalogueOf(server.app);
    expect(catalogue.enabled).toBe(true);
    const banners = async () => (await get('luckydraw', '/wps/system/banners')).json<{ value: { id: string; title: string }[] }>().value;
    const before = await banners();
    // Through this instance (a development route that plants content): the next read sees it.
    const planted = { id: 'cache_test-1', groupName: 'w_home', title: 'Planted banner', url: '/img/banners/1.jpg', linkageType: 'NONE', linkageUrl: '' };
    const res = await server.app.inject({ method: 'POST', url: '/dev/content', headers: hostOf('luckydraw'), payload: { kind: 'banner', data: planted } });
    expect(res.statusCode).toBe(200);
    const afterPlant = await banners();
    expect(afterPlant.length).toBe(before.length + 1);
    expect(afterPlant[0]?.title).toBe('Planted banner');

    // Behind the server's back (another instance, an operator's tool): the database's version moves,
    // and this instance serves the change once its reading of the version is VERSION_CHECK_MS old.
    const [version] = await server.db.select({ v: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.tenant, 'luckydraw'));
    await server.db.delete(content).where(and(eq(content.tenant, 'luckydraw'), eq(content.kind, 'banner'), eq(content.position, (await minBannerPosition('luckydraw')))));
    const [bumped] = await server.db.select({ v: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.tenant, 'luckydraw'));
    expect(bumped!.v).toBeGreaterThan(version!.v);
    await sleep(VERSION_CHECK_MS + 100);
    const afterDelete = await banners();
    expect(afterDelete.map((b) => b.id)).toEqual(before.map((b) => b.id));
  });

  it('a change to the tenant\'s state (the referral switch) reaches the cached promotions', async () => {
    const promotions = async () => (await get('lusa', '/wps/relay/MCSFE_getMerchantAvailablePromotions?language=pt')).json<{ value: { availablePromo: { REFERRAL: { enabled: boolean } } } }>().value;
    const before = (await promotions()).availablePromo.REFERRAL.enabled;
    const res = await server.app.inject({ method: 'POST', url: '/dev/switches', headers: hostOf('lusa'), payload: { referral: !before } });
    expect(res.statusCode).toBe(200);
    expect((await promotions()).availablePromo.REFERRAL.enabled).toBe(!before);
  });

  it('another tenant\'s change leaves this tenant\'s entries in place', async () => {
    const catalogue = catalogueOf(server.app);
    const url = '/wps/relay/GCSGAME_hotGamesV2?gameType=FISH';
    await get('lusa', url);
    const lusaVersion = await catalogue.versions.current('lusa');
    await server.app.inject({ method: 'POST', url: '/dev/content', headers: hostOf('redeprime'), payload: { kind: 'banner', data: { id: 'other-1', groupName: 'w_home', title: 'Other', url: '/img/banners/1.jpg', linkageType: 'NONE', linkageUrl: '' } } });
    expect(await catalogue.versions.current('lusa')).toBe(lusaVersion);
  });
});

async function minBannerPosition(tenant: string): Promise<number> {
  const rows = await server.db.select({ position: content.position }).from(content).where(and(eq(content.tenant, tenant), eq(content.kind, 'banner'))).orderBy(asc(content.position)).limit(1);
  return rows[0]!.position;
}

describe('the lobby totals (game_counts, kept by the database)', () => {
  type ListValue = { value: { games: unknown[]; totalCount: number; totalPages: number } };
  const counted = async () => {
    const kept = await server.db.select().from(gameCounts).orderBy(gameCounts.tenant, gameCounts.gameType, gameCounts.vassalage, gameCounts.classification, gameCounts.isHot, gameCounts.isNew);
    const grouped = await server.db
      .select({ tenant: games.tenant, gameType: games.gameType, vassalage: games.vassalage, classification: games.classification, isHot: games.isHot, isNew: games.isNew, games: count() })
      .from(games)
      .groupBy(games.tenant, games.gameType, games.vassalage, games.classification, games.isHot, games.isNew)
      .orderBy(games.tenant, games.gameType, games.vassalage, games.classification, games.isHot, games.isNew);
    return { kept, grouped };
  };
  const total = async (query: string) => {
    const catalogue = catalogueOf(server.app);
    catalogue.enabled = false;
    try {
      return (await get('luckydraw', `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=ZZT&pageSize=4${query}`)).json<ListValue>().value;
    } finally {
      catalogue.enabled = true;
    }
  };

  it('agree with a count of the games after inserts, updates and deletes, and serve the list\'s totals', async () => {
    expect((await counted()).kept.length).toBeGreaterThan(10);
    const planted = Array.from({ length: 30 }, (_, i) => ({
      tenant: 'luckydraw', nodeId: `counts-test-${i}`, gameCode: `ct${i}`, gameName: `Counted ${i}`, gameType: 'RNG', vassalage: 'ZZT',
      classification: i % 3 === 0 ? 'FISHING' : 'SLOT', isHot: i % 4 === 0, isNew: i % 5 === 0, icon: '/img/games/x.svg', position: 900_000 + i,
    }));
    await server.db.insert(games).values(planted);
    let state = await counted();
    expect(state.kept).toEqual(state.grouped);
    expect(await total('')).toMatchObject({ totalCount: 30, totalPages: 8 });
    expect((await total('&gameClassify=HOT')).totalCount).toBe(8);
    expect((await total('&gameClassify=NEW')).totalCount).toBe(6);
    expect((await total('&gameClassify=FISHING')).totalCount).toBe(10);
    expect((await total('&gameClassify=zzt_slot&pageNo=5')).totalCount).toBe(20);

    // Moved between groups (hot and new flipped, another classification), renamed only (no change
    // counted), and deleted: a group that empties goes.
    await server.db.update(games).set({ isHot: sql`not ${games.isHot}`, classification: 'SLOT' }).where(and(eq(games.tenant, 'luckydraw'), sql`${games.nodeId} in ('counts-test-0', 'counts-test-1', 'counts-test-3')`));
    await server.db.update(games).set({ gameName: 'Renamed' }).where(and(eq(games.tenant, 'luckydraw'), eq(games.vassalage, 'ZZT')));
    state = await counted();
    expect(state.kept).toEqual(state.grouped);
    expect((await total('&gameClassify=HOT')).totalCount).toBe(9);
    expect((await total('&gameClassify=FISHING')).totalCount).toBe(8);
    await server.db.delete(games).where(and(eq(games.tenant, 'luckydraw'), eq(games.vassalage, 'ZZT'), eq(games.classification, 'FISHING')));
    state = await counted();
    expect(state.kept).toEqual(state.grouped);
    expect(state.kept.some((row) => row.games === 0)).toBe(false);
    expect(await total('')).toMatchObject({ totalCount: 22, totalPages: 6 });
    expect((await total('&gameClassify=FISHING')).totalCount).toBe(0);
    await server.db.delete(games).where(and(eq(games.tenant, 'luckydraw'), eq(games.vassalage, 'ZZT')));
    state = await counted();
    expect(state.kept).toEqual(state.grouped);
    expect(state.kept.filter((row) => row.vassalage === 'ZZT')).toEqual([]);
    expect(await total('')).toMatchObject({ totalCount: 0, totalPages: 0, games: [] });
  });

  it('are what the seeded 10,000-game tenant counts, for every filter of its lobby', async () => {
    const state = await counted();
    expect(state.kept).toEqual(state.grouped);
    const [rng] = await server.db.select({ n: count() }).from(games).where(and(eq(games.tenant, 'lusa'), eq(games.gameType, 'RNG')));
    const value = (await get('lusa', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2')).json<ListValue>().value;
    expect(value.totalCount).toBe(rng?.n);
    expect(value.totalCount).toBeGreaterThan(9_000);
  });
});

describe('name search', () => {
  type ListValue = { value: { games: { gameName: string; nodeId: string }[]; totalCount: number } };
  const search = async (text: string, extra = '') => (await get('luckydraw', `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(text)}&pageSize=60${extra}`)).json<ListValue>().value;

  it('is case- and accent-insensitive and matches inside words, in the lobby\'s order', async () => {
    const [last] = await server.db.select({ position: max(games.position) }).from(games).where(eq(games.tenant, 'luckydraw'));
    const base = (last?.position ?? 0) + 1;
    const planted = [
      { name: 'Pescária Dourada', position: base + 2 },
      { name: 'São Jorge Fortuna', position: base },
      { name: 'PESCARIA Real', position: base + 1 },
    ];
    await server.db.insert(games).values(planted.map((p, i) => ({
      tenant: 'luckydraw', nodeId: `search-test-${i}`, gameCode: `st${i}`, gameName: p.name, gameType: 'FISH', vassalage: 'JDB', classification: 'FISH', icon: '/img/games/x.svg', position: p.position,
    })));
    catalogueOf(server.app).versions.expire('luckydraw');

    const pescaria = await search('pescaria');
    expect(pescaria.games.map((g) => g.gameName)).toEqual(['PESCARIA Real', 'Pescária Dourada']);
    expect(pescaria.totalCount).toBe(2);
    expect((await search('PESCÁRIA')).games.map((g) => g.gameName)).toEqual(['PESCARIA Real', 'Pescária Dourada']);
    expect((await search('sao')).games.map((g) => g.gameName)).toContain('São Jorge Fortuna');
    expect((await search('  SÃO jorge ')).games.map((g) => g.gameName)).toEqual(['São Jorge Fortuna']);
    // Inside a word.
    expect((await search('scári')).games.map((g) => g.gameName)).toEqual(['PESCARIA Real', 'Pescária Dourada']);
    expect((await search('ourad')).games.map((g) => g.gameName)).toEqual(['Pescária Dourada']);
    // With the lobby's filters.
    expect((await search('pescaria', '&gameType=RNG')).totalCount).toBe(0);
    expect((await search('pescaria', '&gameType=FISH&vassalage=jdb')).totalCount).toBe(2);
    // % and _ are literal.
    expect((await search('%')).totalCount).toBe(0);
    expect((await search('_')).totalCount).toBe(0);
  });

  it('pages a search: totals across pages, and past the last page an empty page with the total', async () => {
    const all = await search('a');
    expect(all.totalCount).toBeGreaterThan(60);
    const page2 = (await get('luckydraw', '/wps/relay/GCSGAME_gameList?gameName=a&pageSize=60&pageNo=2')).json<ListValue>().value;
    expect(page2.totalCount).toBe(all.totalCount);
    const beyond = (await get('luckydraw', '/wps/relay/GCSGAME_gameList?gameName=a&pageSize=60&pageNo=999')).json<ListValue & { value: { totalPages: number } }>().value;
    expect(beyond.games).toEqual([]);
    expect(beyond.totalCount).toBe(all.totalCount);
    expect(beyond.totalPages).toBe(Math.ceil(all.totalCount / 60));
  });

  it('on the 10,000-game tenant: the same totals and pages as a scan of every name, whatever the pattern', async () => {
    const all = await server.db
      .select({ gameName: games.gameName, gameType: games.gameType, vassalage: games.vassalage, position: games.position })
      .from(games)
      .where(eq(games.tenant, 'lusa'))
      .orderBy(asc(games.position));
    expect(all.length).toBeGreaterThan(10_000);
    // The rule, written out: accents and case ignored, anywhere in the name, in the lobby's order.
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const cases = [
      { name: 'fortune', query: '&gameType=RNG' },
      { name: 'FORTÚNE', query: '&gameType=RNG&pageNo=3' },
      { name: 'lucky fortune', query: '' },
      { name: 'fo', query: '&gameType=RNG&pageNo=2' },
      { name: 'e', query: '&gameType=RNG&vassalage=pg&pageNo=4' },
      { name: 'ortun', query: '&gameType=RNG&vassalage=PG' },
    ];
    for (const { name, query } of cases) {
      const params = new URLSearchParams(query.slice(1));
      const pageNo = Number(params.get('pageNo') ?? 1);
      const expected = all.filter((g) => fold(g.gameName).includes(fold(name))
        && (params.get('gameType') === null || g.gameType === params.get('gameType'))
        && (params.get('vassalage') === null || g.vassalage === params.get('vassalage')?.toUpperCase()));
      expect(expected.length, name).toBeGreaterThan(0);
      const value = (await get('lusa', `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(name)}&pageSize=60${query}`)).json<ListValue>().value;
      expect(value.totalCount, name).toBe(expected.length);
      expect(value.games.map((g) => g.gameName), name).toEqual(expected.slice((pageNo - 1) * 60, pageNo * 60).map((g) => g.gameName));
    }
  });

  it('is read from the trigram index (games_name_search) with the planner\'s own costs, on a freshly seeded catalogue', async () => {
    // The statement the route runs, with its values bound. Before the index left GIN's pending list
    // (fastupdate off), a seeded catalogue sat in that list and the planner read the whole table.
    const list = listRequestOf({ gameType: 'RNG', gameName: 'fortune', pageNo: 1, pageSize: 18 });
    const values = { tenant: 'lusa', gameType: 'RNG', vendor: undefined, classification: undefined, pattern: '%fortune%', limit: 18, offset: 0 };
    const plan = await server.db.execute(sql`explain (format json) ${listQueryOf(server.db, list, values)}`);
    expect(JSON.stringify(plan)).toContain('games_name_search');
    const options = await server.db.execute(sql`select reloptions from pg_class where relname = 'games_name_search'`);
    expect(JSON.stringify(options)).toContain('fastupdate=false');
  });
});
