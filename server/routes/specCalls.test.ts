/**
 * The calls of SPEC section 7 that were declared and never served (issue 37): the consolidated funds
 * (real members, agent policy on), the VN lottery menu and its recent games, the popular list, a
 * live vendor's room list and the fallback trial launch.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../testing/apiClient';
import { fund, newMember } from '../testing/realPlay';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const app = () => server.app;

interface Game { nodeId: string; gameType: string; vassalage: string; supportPlay: number }
const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};
const codeOf = (response: { body: string }) => (JSON.parse(response.body) as { code?: string; message?: string });
const get = (tenant: string, url: string, token?: string) => call(app(), 'GET', url, { tenant, ...(token === undefined ? {} : { token }) });
const trialToken = async (tenant: string) => ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 })).token;
const gamesOf = async (tenant: string, gameType: string) => ok<{ games: Game[] }>(await get(tenant, `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=100`)).games;
const launch = async (tenant: string, token: string, nodeId: string) => ok<{ url: string }>(await get(tenant, `/wps/game/launchGame?nodeId=${nodeId}`, token));

describe('consolidated funds (/wps/member/info/funds/consolidated)', () => {
  const FUNDS = '/wps/member/info/funds/consolidated';

  it('answers a real member of an agent-policy tenant the sum of their wallets', async () => {
    const token = await newMember(app(), 'redeprime', 'funds');
    await fund(app(), 'redeprime', token, '125.50');
    const value = ok<{ balance: string; gameWallets: string; held: string; total: string; currencySymbol: string }>(await get('redeprime', FUNDS, token));
    expect(value).toMatchObject({ balance: '125.50', gameWallets: '0.00', held: '0.00', total: '125.50' });
    expect(value.currencySymbol).not.toBe('');
  });

  it('refuses guests, trial accounts and tenants without the agent policy', async () => {
    expect((await get('redeprime', FUNDS)).statusCode).toBe(401);
    const trial = await get('redeprime', FUNDS, await trialToken('redeprime'));
    expect(trial.statusCode).toBe(403);
    const off = await get('lusa', FUNDS, await newMember(app(), 'lusa', 'funds'));
    expect(off.statusCode).toBe(403);
    expect(JSON.stringify(codeOf(off))).toContain('error.functionDisabled');
  });
});

describe('the VN lottery menu (/lgw/vn/games/game_menu and /recent)', () => {
  it('lists the tenant\'s lottery games to anyone, in the lobby\'s order', async () => {
    const menu = ok<{ list: Game[] }>(await get('lusa', '/lgw/vn/games/game_menu'));
    const lobby = await gamesOf('lusa', 'LOTT');
    expect(menu.list.length).toBeGreaterThan(0);
    // The lobby's page is at most 100 games; the menu is the whole list in the same order.
    expect(menu.list.length).toBeGreaterThanOrEqual(lobby.length);
    expect(menu.list.slice(0, lobby.length).map((g) => g.nodeId)).toEqual(lobby.map((g) => g.nodeId));
    expect(new Set(menu.list.map((g) => g.gameType))).toEqual(new Set(['LOTT']));
  });

  it('lists a member\'s recently launched lottery games, last first, and no other game type', async () => {
    const token = await newMember(app(), 'lusa', 'vnrecent');
    expect((await get('lusa', '/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
    expect(ok<{ list: Game[] }>(await get('lusa', '/lgw/vn/games/game_menu/recent', token)).list).toEqual([]);
    const [first, second] = await gamesOf('lusa', 'LOTT');
    const [slot] = await gamesOf('lusa', 'RNG');
    await launch('lusa', token, first!.nodeId);
    server.clock.advance(1000);
    await launch('lusa', token, slot!.nodeId);
    server.clock.advance(1000);
    await launch('lusa', token, second!.nodeId);
    const recent = ok<{ list: Game[] }>(await get('lusa', '/lgw/vn/games/game_menu/recent', token));
    expect(recent.list.map((g) => g.nodeId)).toEqual([second!.nodeId, first!.nodeId]);
  });
});

describe('the popular list (/lgw/games/popular)', () => {
  it('orders games by how many members launched them in the last week', async () => {
    const fish = await gamesOf('redeprime', 'FISH');
    const [a, b] = [fish.at(-1)!, fish.at(-2)!];
    const members = await Promise.all([1, 2, 3].map(() => newMember(app(), 'redeprime', 'popular')));
    for (const token of members) await launch('redeprime', token, a.nodeId);
    await launch('redeprime', members[0]!, b.nodeId);
    const popular = ok<{ list: Game[] }>(await get('redeprime', '/lgw/games/popular?gameType=FISH'));
    expect(popular.list.slice(0, 2).map((g) => g.nodeId)).toEqual([a.nodeId, b.nodeId]);
    expect(new Set(popular.list.map((g) => g.gameType))).toEqual(new Set(['FISH']));
    // Eight days on, none of those launches counts.
    server.clock.advance(8 * 86_400_000);
    expect(ok<{ list: Game[] }>(await get('redeprime', '/lgw/games/popular?gameType=FISH')).list).toEqual([]);
    expect((await get('redeprime', '/lgw/games/popular?limit=0')).statusCode).toBe(400);
  });
});

describe('the room list (GLS2_roomList)', () => {
  it('lists a live vendor\'s tables, and another game type when asked', async () => {
    const live = await gamesOf('lusa', 'LIVE');
    const vendor = live[0]!.vassalage;
    const rooms = ok<{ list: Game[] }>(await get('lusa', `/wps/relay/GLS2_roomList?vassalage=${vendor}`));
    expect(rooms.list.map((g) => g.nodeId)).toEqual(live.filter((g) => g.vassalage === vendor).map((g) => g.nodeId));
    const fish = ok<{ list: Game[] }>(await get('lusa', '/wps/relay/GLS2_roomList?gameType=FISH'));
    expect(fish.list.length).toBeGreaterThan(0);
    expect(new Set(fish.list.map((g) => g.gameType))).toEqual(new Set(['FISH']));
    expect((await get('lusa', '/wps/relay/GLS2_roomList?vassalage=../x')).statusCode).toBe(400);
  });
});

describe('the fallback trial launch (GCS_gameLaunchFB)', () => {
  it('opens the same demo on the other launch host, and refuses a game without a demo', async () => {
    const games = await gamesOf('lusa', 'RNG');
    const demo = games.find((g) => g.supportPlay === 0)!;
    const trial = ok<{ url: string }>(await get('lusa', `/wps/relay/GCS_gameTrialLaunch?nodeId=${demo.nodeId}`)).url;
    const fallback = ok<{ url: string }>(await get('lusa', `/wps/relay/GCS_gameLaunchFB?nodeId=${demo.nodeId}`)).url;
    const host = (url: string) => /^\/cdn\/launch\d+/.exec(url)?.[0];
    expect(host(trial)).toBeDefined();
    expect(host(fallback)).toBeDefined();
    expect(host(fallback)).not.toBe(host(trial));
    expect(fallback.slice(host(fallback)!.length)).toBe(trial.slice(host(trial)!.length));
    const live = (await gamesOf('lusa', 'LIVE')).find((g) => g.supportPlay !== 0)!;
    expect((await get('lusa', `/wps/relay/GCS_gameLaunchFB?nodeId=${live.nodeId}`)).statusCode).toBe(403);
  });
});

describe('the game calls\' platforms (SPEC section 9: flash and html5-desktop)', () => {
  it('takes the two platforms the specification lists and refuses any other with a 400', async () => {
    for (const platform of ['html5-desktop', 'flash']) {
      expect((await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&platform=${platform}`)).statusCode, platform).toBe(200);
      expect((await get('lusa', `/wps/relay/GCSGAME_newGameVendor?platform=${platform}`)).statusCode, platform).toBe(200);
    }
    for (const platform of ['W', 'html5', 'android']) {
      expect((await get('lusa', `/wps/relay/GCSGAME_gameList?gameType=RNG&platform=${platform}`)).statusCode, platform).toBe(400);
    }
    // Other calls keep their own platform codes (announcements: W).
    expect((await get('lusa', '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W')).statusCode).toBe(200);
  });
});
