/**
 * The calls of the shell, the frame, home, the lobbies and the account popups: the part of the call
 * table the first page needs, in the entry. The member centre's, points' and agents' calls are in
 * memberCalls.ts, a chunk the request function loads with the first of them (every one of them needs
 * a session, so the token rule of a call not here is 'required').
 */
import type { BalanceValue, UnreadCountValue } from './account';
import type { FavouriteIdsValue, FavouriteListValue, GameItemsValue, GameListValue, NewGameVendorValue, VendorGameTypesValue, favouriteIdsQuerySchema, favouriteListQuerySchema, gameListQuerySchema, hotGamesQuerySchema, newGameVendorQuerySchema, recentGamesQuerySchema, vendorGameTypesQuerySchema } from './games';
import type { AnnouncementsValue, BannersValue, WinnerBoardValue, announcementsQuerySchema, bannersQuerySchema, winnerBoardQuerySchema } from './home';
import type { CaptchaValue } from './session';
import type { CountryValue, MerchantPromotionsValue, promotionsQuerySchema } from './system';
import type { GameMenus } from '../server/game-menus';
import type { MemberInfo } from '../server/member-info';
import type { RegisterSettings } from '../server/register-settings';
import type { SitePermission } from '../server/site-permission';
import type { FromSchema } from 'json-schema-to-ts';
import type { systemStatusSchema } from '../server/system-status';
import type { Whitelabel } from '../server/whitelabel';


type SystemStatus = FromSchema<typeof systemStatusSchema>;

import { call, defineCallTable, type NoParams, type Sent } from './callDefinition';

export const CORE_CALLS = defineCallTable({
  // Session and account
  memberInfo: call<MemberInfo, NoParams>()({ path: '/wps/member/info', method: 'GET', moduleId: 'COMM3', token: 'required' }),

  // Registration
  registerSettings: call<RegisterSettings, NoParams>()({ path: '/wps/system/setting/register', method: 'GET', moduleId: 'REG3', token: 'none' }),
  captcha: call<CaptchaValue, NoParams>()({ path: '/wps/captcha', method: 'GET', moduleId: 'CAPTCHA3', token: 'none' }),
  countryCodes: call<CountryValue, NoParams>()({ path: '/wps/system/country', method: 'GET', moduleId: 'COMM3', token: 'none' }),

  // System
  sitePermission: call<SitePermission, NoParams>()({ path: '/wps/system/sitePermission', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  banners: call<BannersValue, Sent<typeof bannersQuerySchema>>()({ path: '/wps/system/banners', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  whitelabel: call<Whitelabel, NoParams>()({ path: '/wps/system/whitelabel', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  status: call<SystemStatus, NoParams>()({ path: '/wps/system/status', method: 'GET', moduleId: 'COMM3', token: 'none' }),

  // Games and lottery
  gameMenus: call<GameMenus, NoParams>()({ path: '/lgw/games/game_menus', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  // The reference marks a token, but anonymous visitors browse the lobby (SPEC 6): sent when present.
  gameList: call<GameListValue, Sent<typeof gameListQuerySchema>>()({ path: '/wps/relay/GCSGAME_gameList', method: 'GET', moduleId: 'GAMELO3', token: 'optional' }),
  hotGames: call<GameItemsValue, Sent<typeof hotGamesQuerySchema>>()({ path: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET', moduleId: 'GAMELOHOT3', token: 'none' }),
  vendorGameTypes: call<VendorGameTypesValue, Sent<typeof vendorGameTypesQuerySchema>>()({ path: '/wps/relay/GCSGAME_getVassGameType', method: 'GET', moduleId: 'GAMELO3', token: 'none' }),
  newGameVendor: call<NewGameVendorValue, Sent<typeof newGameVendorQuerySchema>>()({ path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  favouriteIds: call<FavouriteIdsValue, Sent<typeof favouriteIdsQuerySchema>>()({ path: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', moduleId: null, token: 'required' }),
  favouriteList: call<FavouriteListValue, Sent<typeof favouriteListQuerySchema>>()({ path: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', moduleId: null, token: 'required' }),
  recentGames: call<GameItemsValue, Sent<typeof recentGamesQuerySchema>>()({ path: '/wps/relay/GCS_recentGame', method: 'GET', moduleId: 'GAMELOREC3', token: 'required' }),

  // Wallet, home, messages, promotions
  balance: call<BalanceValue, NoParams>()({ path: '/wps/v2/wallets/balance', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  announcements: call<AnnouncementsValue, Sent<typeof announcementsQuerySchema>>()({ path: '/wps/relay/MCSFE_getListAnnouncements', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  winnerBoard: call<WinnerBoardValue, Sent<typeof winnerBoardQuerySchema>>()({ path: '/wps/relay/ODSFE2_getWinnerBoard', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  unreadCount: call<UnreadCountValue, NoParams>()({ path: '/wps/relay/CSP_unreadCount', method: 'GET', moduleId: 'INBOX3', token: 'required' }),
  merchantPromotions: call<MerchantPromotionsValue, Sent<typeof promotionsQuerySchema>>()({ path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', method: 'GET', moduleId: 'REWCEN3', token: 'none' }),



});
