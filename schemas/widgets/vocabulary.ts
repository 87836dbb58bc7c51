/**
 * Vocabularies only widget props use. Product-wide lists live in ../domain.ts; these could move there
 * once another layer needs them.
 */
import { GAME_TYPES } from '../domain';

/** Game categories of the lobby (SPEC section 9). */
export const GAME_CATEGORIES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT', 'SEARCH'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Quick filters of a category lobby in SPEC order; ALL is the view that holds search and classification. */
export const QUICK_FILTERS = ['ALL', 'HOT', 'RECENT', 'FAV', 'SEARCH'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** The quick filters a lobby shows unless its manifest says otherwise (SEARCH exists but is not shown). */
export const DEFAULT_QUICK_FILTERS = ['ALL', 'HOT', 'RECENT', 'FAV'] as const;

/** Rows the home lobby can show: recent, hot, then one per game type. */
export const HOME_ROWS = ['RECENT', 'HOT', ...GAME_TYPES] as const;
export type HomeRow = (typeof HOME_ROWS)[number];

/** Lottery prize modes (SPEC section 9). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Lottery families (SPEC section 9). */
export const LOTTERY_FAMILIES = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

export const APP_PLATFORMS = ['ios', 'android'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Points-mall screens (SPEC section 2, member centre). */
export const POINTS_MALL_TABS = ['redeem', 'redeemHistory', 'pointDetails', 'rules', 'exchangeRates'] as const;
export type PointsMallTab = (typeof POINTS_MALL_TABS)[number];

/** The game pages a game frame can host: seamless vendor games or the lottery game pages. */
export const GAME_FRAME_MODES = ['seamless', 'lottery'] as const;

export const ACCOUNT_GAME_LISTS = ['favorite', 'recent'] as const;
export type AccountGameList = (typeof ACCOUNT_GAME_LISTS)[number];
