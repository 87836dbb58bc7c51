/** Fixtures of the lobby tests (tests only). */
import type { ResolvedSite, SiteView } from '../../../engine/index';
import type { FavouriteListValue, Game } from '../../../schemas/api/games';
import type { GameType } from '../../../schemas/domain';

/** A game of the catalogue's shape; the display name says its type unless overridden. */
export function game(n: number, gameType: GameType = 'RNG', overrides: Partial<Game> = {}): Game {
  return {
    nodeId: `g${n}`,
    nodeName: `node${n}`,
    gameName: `game${n}`,
    displayName: `${gameType} Game ${n}`,
    gameCode: `code${n}`,
    showIcon: `/icons/${n}.png`,
    iconUrl: `https://cdn.test/icons/${n}.png`,
    vassalage: 'PG',
    gameType,
    gameClassify: 'SLOT',
    isGame: true,
    isHot: 0,
    isNew: 0,
    supportPlay: 1,
    ...overrides,
  };
}

/** A lobby game: named "Game <n>" whatever its type. */
export function lobbyGame(n: number, gameType: GameType = 'RNG', overrides: Partial<Game> = {}): Game {
  return game(n, gameType, { displayName: `Game ${n}`, ...overrides });
}

export function lobbyGames(count: number, gameType: GameType = 'RNG', overrides: Partial<Game> = {}, from = 1): Game[] {
  return Array.from({ length: count }, (_, i) => lobbyGame(from + i, gameType, overrides));
}

export function favouriteList(content: Game[]): FavouriteListValue {
  return { content, pageNum: 1, totalPages: content.length === 0 ? 0 : 1, totalCount: content.length };
}

/** RNG has two vendors, LIVE one. */
export const LOBBY_VENDOR_MENUS: ResolvedSite['navigation']['vendorMenus'] = [
  { gameType: 'LIVE', vendors: [{ vassalage: 'EG2', displayName: 'Evo Gaming', icon: '/v/eg2.png' }], layout: 'compact' },
  {
    gameType: 'RNG',
    vendors: [
      { vassalage: 'PG', displayName: 'PG Soft', icon: '/v/pg.png' },
      { vassalage: 'JDB', displayName: 'JDB Gaming', icon: '/v/jdb.png' },
    ],
    layout: 'compact',
  },
];

export const LOBBY_NAVIGATION: SiteView['navigation'] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'LIVE', label: 'Live Casino', path: '/live' },
  { id: 'RNG', label: 'Slots', path: '/rng' },
];

/** What the shared cards need of the site besides the vendor menus. */
export const LOBBY_SITE: Partial<ResolvedSite> = { hosts: { imageCDNs: ['https://img.test'], launchGameCDNs: ['https://launch.origin'] } };

/** A rejected call as the API client makes it: a catalogue key in `code`. */
export function apiFailure(code: string): Error {
  return Object.assign(new Error(code), { code });
}
