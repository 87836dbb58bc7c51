/** Business constants of the lobbies (SPEC section 9). */
import type { GamePlatform } from '../../../schemas/domain';

/** Games per lobby page. */
export const LOBBY_PAGE_SIZE = 18;
/** Favourites are fetched in one request of this size. */
export const FAVOURITES_FETCH_SIZE = 999;
/** Recent games fetched. */
export const RECENT_GAMES_SIZE = 12;
/** A favourite toggle is accepted at most once per this many milliseconds. */
export const FAVOURITE_THROTTLE_MS = 1000;
/** Client type of the game calls. */
export const GAMES_CLIENT_TYPE = 3;
/** Platform of the game calls: html5-desktop of the two SPEC section 9 lists (the other is flash). */
export const GAMES_PLATFORM: GamePlatform = 'html5-desktop';

/** The fragment that takes a lobby to its search box (`/rng#search`): the side menu's game search. */
export const LOBBY_SEARCH_ANCHOR = 'search';
