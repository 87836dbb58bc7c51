/**
 * Every call the portal makes to the merchant API, in one declarative table (shared/reference
 * api-calls.md, plus the reference server's publicKey, sitePermission, banners and human-check
 * challenge). The request function reads path, method, module id, token rule and encryption from
 * here; the value and params types ride along as phantom types, so `client.call('memberInfo')`
 * resolves to `Promise<MemberInfo>` and a misspelled call name fails the type check.
 *
 * Methods: the reference gives a few; the rest follow REST (GET for reads, POST for writes).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type {
  AffiliateValue, BalanceValue, UnreadCountValue, affiliateQuerySchema, changePasswordBodySchema, forgotByEmailBodySchema, forgotBySmsBodySchema,
  registerBodySchema, setPasswordByPhoneBodySchema,
} from './account';
import type {
  FavouriteChangeValue, FavouriteIdsValue, FavouriteListValue, GameItemsValue, GameListValue, LaunchValue, NewGameVendorValue,
  VendorGameTypesValue, favouriteBodySchema, favouriteIdsQuerySchema, favouriteListQuerySchema, favouriteRemoveQuerySchema,
  gameListQuerySchema, hotGamesQuerySchema, launchQuerySchema, newGameVendorQuerySchema, recentGamesQuerySchema,
  vendorGameTypesQuerySchema,
} from './games';
import type {
  AnnouncementsValue, BannersValue, FeedbackValue, WinnerBoardValue, announcementsQuerySchema, bannersQuerySchema, feedbackBodySchema,
  winnerBoardQuerySchema,
} from './home';
import type {
  CaptchaValue, ChallengeValue, LoginValue, PublicKeyValue, SmsSentValue, TokenValue, emptyValueSchema, freeplayBodySchema,
  loginBodySchema, loginVerificationBodySchema, smsNoLoginBodySchema, smsRegisterBodySchema,
} from './session';
import type {
  CountryValue, DomainRouteValue, HelpCenterValue, LocationValue, MerchantPromotionsValue, helpCenterQuerySchema, promotionsQuerySchema,
} from './system';
import type { GameMenus } from '../server/game-menus';
import type { MemberInfo } from '../server/member-info';
import type { RegisterSettings } from '../server/register-settings';
import type { SitePermission } from '../server/site-permission';
import type { systemStatusSchema } from '../server/system-status';
import type { Whitelabel } from '../server/whitelabel';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `required`: no token, no request; `optional`: sent when the visitor has one; `none`: never sent. */
export type TokenRule = 'none' | 'required' | 'optional';

export type QueryScalar = string | number | boolean;
/** A query parameter; an array becomes repeated keys, undefined is left out. */
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = { readonly [name: string]: QueryValue | undefined };
export type BodyParams = { readonly [name: string]: unknown };
/** Params of a call that takes none. */
export type NoParams = { readonly [name: string]: never };

/** What the request function needs to know about a call. */
export interface CallDefinition {
  readonly name: string;
  readonly path: `/${string}`;
  readonly method: HttpMethod;
  /** Sent as `x-module-id`; null where the reference lists none. */
  readonly moduleId: string | null;
  /** Other module ids the same path is called with (a caller picks one with `options.moduleId`). */
  readonly alternateModuleIds?: readonly string[];
  readonly token: TokenRule;
  /** The JSON body travels encrypted (see encryptPayload.ts). */
  readonly encrypted: boolean;
  /** The body is sent as `application/x-www-form-urlencoded` instead of JSON. */
  readonly form?: boolean;
}

declare const phantom: unique symbol;

/**
 * Marks params left to the method's default: a query for GET and DELETE, a JSON body otherwise.
 * (The phantom key's own type: no real params type can be it.)
 */
type ByMethod = typeof phantom;

/** The value and params types of a call, carried by the type only (never present at run time). */
export interface CallTypes<Value, Params> {
  readonly [phantom]?: { value: Value; params: Params };
}

/** `call<Value, Params>()({ ...definition })`: a table entry that knows its types. */
export function call<Value, Params = ByMethod>() {
  // The phantom property is optional and type-only, so every definition already satisfies it.
  return <const D extends CallDefinition>(definition: D): D & CallTypes<Value, Params> => definition as D & CallTypes<Value, Params>;
}

type SystemStatus = FromSchema<typeof systemStatusSchema>;

/**
 * What a client sends for a request schema: properties with a server-side `default` stay optional
 * (FromSchema alone makes them required, which is the server's view after defaults are applied).
 */
type Sent<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** The value of a `{ success: true }` answer: absent, or the empty object of the schema. */
type Empty = FromSchema<typeof emptyValueSchema> | undefined;

/** Keys must equal each entry's `name`, which the type checks. */
function defineCallTable<const T extends { readonly [K in keyof T]: CallDefinition & { readonly name: K } }>(table: T): T {
  return table;
}

export const CALL_TABLE = defineCallTable({
  // Session and account
  login: call<LoginValue, Sent<typeof loginBodySchema>>()({ name: 'login', path: '/wps/session/login', method: 'POST', moduleId: 'COMM3', token: 'none', encrypted: true }),
  loginVerify: call<LoginValue, Sent<typeof loginVerificationBodySchema>>()({ name: 'loginVerify', path: '/wps/session/login/verification', method: 'POST', moduleId: 'LOGINIPVERF3', token: 'none', encrypted: true }),
  logout: call<Empty, NoParams>()({ name: 'logout', path: '/wps/session/logout', method: 'DELETE', moduleId: 'COMM3', token: 'required', encrypted: false }),
  freePlay: call<LoginValue, Sent<typeof freeplayBodySchema>>()({ name: 'freePlay', path: '/wps/session/login/freeplay', method: 'POST', moduleId: 'FREEPLAY3', token: 'none', encrypted: false }),
  memberInfo: call<MemberInfo, NoParams>()({ name: 'memberInfo', path: '/wps/member/info', method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false }),
  memberIcon: call<unknown>()({ name: 'memberIcon', path: '/wps/member/info/icon', method: 'GET', moduleId: 'PROFPIC3', token: 'required', encrypted: false }),
  fundsConsolidated: call<unknown>()({ name: 'fundsConsolidated', path: '/wps/member/info/funds/consolidated', method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false }),
  changePassword: call<Empty, Sent<typeof changePasswordBodySchema>>()({ name: 'changePassword', path: '/wps/member/password', method: 'POST', moduleId: 'PASS3', token: 'required', encrypted: true }),
  forgetPasswordByEmail: call<Empty, Sent<typeof forgotByEmailBodySchema>>()({ name: 'forgetPasswordByEmail', path: '/wps/member/password/email', method: 'POST', moduleId: 'COMM3', token: 'none', encrypted: false, form: true }),
  findPasswordByPhone: call<SmsSentValue, Sent<typeof forgotBySmsBodySchema>>()({ name: 'findPasswordByPhone', path: '/wps/member/password/sms', method: 'POST', moduleId: 'PWRESETSMS3', token: 'none', encrypted: false }),
  setPasswordByPhone: call<TokenValue, Sent<typeof setPasswordByPhoneBodySchema>>()({ name: 'setPasswordByPhone', path: '/wps/member/password/verification', method: 'POST', moduleId: 'CHNGPASSVERIF3', token: 'none', encrypted: true }),
  smsNoLogin: call<SmsSentValue, Sent<typeof smsNoLoginBodySchema>>()({ name: 'smsNoLogin', path: '/wps/verification/sms/noLogin', method: 'POST', moduleId: 'VERIFICATION3', token: 'none', encrypted: false }),
  smsRegister: call<SmsSentValue, Sent<typeof smsRegisterBodySchema>>()({ name: 'smsRegister', path: '/wps/verification/sms/register', method: 'POST', moduleId: 'REGMOBVERF3', alternateModuleIds: ['MOBILENUMREG3'], token: 'none', encrypted: false }),
  securityConfig: call<unknown>()({ name: 'securityConfig', path: '/wps/v2/member/securityConfig', method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false }),
  updateLanguage: call<unknown>()({ name: 'updateLanguage', path: '/wps/member/language', method: 'POST', moduleId: 'COMM3', token: 'required', encrypted: false }),

  // Registration
  register: call<TokenValue, Sent<typeof registerBodySchema>>()({ name: 'register', path: '/wps/member/register', method: 'POST', moduleId: 'REG3', token: 'none', encrypted: true }),
  registerMobile: call<TokenValue, Sent<typeof registerBodySchema>>()({ name: 'registerMobile', path: '/wps/member/register/mobile', method: 'PUT', moduleId: 'MOBILENUMREG3', token: 'none', encrypted: true }),
  registerSettings: call<RegisterSettings, NoParams>()({ name: 'registerSettings', path: '/wps/system/setting/register', method: 'GET', moduleId: 'REG3', token: 'none', encrypted: false }),
  affiliateCheck: call<AffiliateValue, Sent<typeof affiliateQuerySchema>>()({ name: 'affiliateCheck', path: '/wps/agent/affiliate', method: 'GET', moduleId: 'AFFMAN3', token: 'none', encrypted: false }),
  captcha: call<CaptchaValue, NoParams>()({ name: 'captcha', path: '/wps/captcha', method: 'GET', moduleId: 'CAPTCHA3', token: 'none', encrypted: false }),
  countryCodes: call<CountryValue, NoParams>()({ name: 'countryCodes', path: '/wps/system/country', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),

  // System
  publicKey: call<PublicKeyValue, NoParams>()({ name: 'publicKey', path: '/wps/system/publicKey', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  sitePermission: call<SitePermission, NoParams>()({ name: 'sitePermission', path: '/wps/system/sitePermission', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  banners: call<BannersValue, Sent<typeof bannersQuerySchema>>()({ name: 'banners', path: '/wps/system/banners', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  humanCheckChallenge: call<ChallengeValue, NoParams>()({ name: 'humanCheckChallenge', path: '/wps/session/challenge', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  whitelabel: call<Whitelabel, NoParams>()({ name: 'whitelabel', path: '/wps/system/whitelabel', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  status: call<SystemStatus, NoParams>()({ name: 'status', path: '/wps/system/status', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  location: call<LocationValue, NoParams>()({ name: 'location', path: '/wps/system/location', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  domainRoute: call<DomainRouteValue, NoParams>()({ name: 'domainRoute', path: '/wps/system/domainRoute', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  settingsConsolidated: call<unknown>()({ name: 'settingsConsolidated', path: '/wps/system/settings/consolidated', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  templates: call<unknown>()({ name: 'templates', path: '/wps/system/templates', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  helpCenter: call<HelpCenterValue, Sent<typeof helpCenterQuerySchema>>()({ name: 'helpCenter', path: '/wps/system/helpCenter', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),

  // Games and lottery
  gameMenus: call<GameMenus, NoParams>()({ name: 'gameMenus', path: '/lgw/games/game_menus', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  vnGameMenu: call<unknown>()({ name: 'vnGameMenu', path: '/lgw/vn/games/game_menu', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  vnGameMenuRecent: call<unknown>()({ name: 'vnGameMenuRecent', path: '/lgw/vn/games/game_menu/recent', method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false }),
  lottRecent: call<unknown>()({ name: 'lottRecent', path: '/lgw/games/game_menus/recent', method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false }),
  launchGame: call<LaunchValue, Sent<typeof launchQuerySchema>>()({ name: 'launchGame', path: '/wps/game/launchGame', method: 'GET', moduleId: 'GAMELO3', token: 'required', encrypted: false }),
  trialGame: call<LaunchValue, Sent<typeof launchQuerySchema>>()({ name: 'trialGame', path: '/wps/relay/GCS_gameTrialLaunch', method: 'GET', moduleId: null, token: 'none', encrypted: false }),
  gameLaunchFB: call<unknown>()({ name: 'gameLaunchFB', path: '/wps/relay/GCS_gameLaunchFB', method: 'GET', moduleId: null, token: 'none', encrypted: false }),
  // The reference marks a token, but anonymous visitors browse the lobby (SPEC 6): sent when present.
  gameList: call<GameListValue, Sent<typeof gameListQuerySchema>>()({ name: 'gameList', path: '/wps/relay/GCSGAME_gameList', method: 'GET', moduleId: 'GAMELO3', token: 'optional', encrypted: false }),
  hotGames: call<GameItemsValue, Sent<typeof hotGamesQuerySchema>>()({ name: 'hotGames', path: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET', moduleId: 'GAMELOHOT3', token: 'none', encrypted: false }),
  vendorGameTypes: call<VendorGameTypesValue, Sent<typeof vendorGameTypesQuerySchema>>()({ name: 'vendorGameTypes', path: '/wps/relay/GCSGAME_getVassGameType', method: 'GET', moduleId: 'GAMELO3', token: 'none', encrypted: false }),
  newGameVendor: call<NewGameVendorValue, Sent<typeof newGameVendorQuerySchema>>()({ name: 'newGameVendor', path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  favouriteIds: call<FavouriteIdsValue, Sent<typeof favouriteIdsQuerySchema>>()({ name: 'favouriteIds', path: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', moduleId: null, token: 'required', encrypted: false }),
  favouriteList: call<FavouriteListValue, Sent<typeof favouriteListQuerySchema>>()({ name: 'favouriteList', path: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', moduleId: null, token: 'required', encrypted: false }),
  addFavourite: call<FavouriteChangeValue, Sent<typeof favouriteBodySchema>>()({ name: 'addFavourite', path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST', moduleId: 'GAMELO3', token: 'required', encrypted: false }),
  removeFavourite: call<FavouriteChangeValue, Sent<typeof favouriteRemoveQuerySchema>>()({ name: 'removeFavourite', path: '/wps/relay/MCSFE_removeFavoriteGameV2', method: 'DELETE', moduleId: 'GAMELO3', token: 'required', encrypted: false }),
  recentGames: call<GameItemsValue, Sent<typeof recentGamesQuerySchema>>()({ name: 'recentGames', path: '/wps/relay/GCS_recentGame', method: 'GET', moduleId: 'GAMELOREC3', token: 'required', encrypted: false }),
  roomList: call<unknown>()({ name: 'roomList', path: '/wps/relay/GLS2_roomList', method: 'GET', moduleId: null, token: 'none', encrypted: false }),
  vnOpenedNumbers: call<unknown>()({ name: 'vnOpenedNumbers', path: '/lgw/vn/numeros/opened/game', method: 'GET', moduleId: 'AGEANNOUNCE3', token: 'none', encrypted: false }),
  lottoOpenedNumbers: call<unknown>()({ name: 'lottoOpenedNumbers', path: '/lotto/lgw/games/opened/numero', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  popular: call<unknown>()({ name: 'popular', path: '/lgw/games/popular', method: 'GET', moduleId: 'AGEANNOUNCE3', token: 'none', encrypted: false }),

  // Wallet, home, messages, promotions
  balance: call<BalanceValue, NoParams>()({ name: 'balance', path: '/wps/v2/wallets/balance', method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false }),
  walletTransfer: call<unknown>()({ name: 'walletTransfer', path: '/wps/relay/GCS_walletTransfer', method: 'POST', moduleId: null, token: 'required', encrypted: false }),
  merchantWallet: call<unknown>()({ name: 'merchantWallet', path: '/wps/relay/GCS_merchantWallet', method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false }),
  announcements: call<AnnouncementsValue, Sent<typeof announcementsQuerySchema>>()({ name: 'announcements', path: '/wps/relay/MCSFE_getListAnnouncements', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  winnerBoard: call<WinnerBoardValue, Sent<typeof winnerBoardQuerySchema>>()({ name: 'winnerBoard', path: '/wps/relay/ODSFE2_getWinnerBoard', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false }),
  unreadCount: call<UnreadCountValue, NoParams>()({ name: 'unreadCount', path: '/wps/relay/CSP_unreadCount', method: 'GET', moduleId: 'INBOX3', token: 'required', encrypted: false }),
  inbox: call<unknown>()({ name: 'inbox', path: '/wps/relay/CSP_getInbox', method: 'GET', moduleId: 'INBOX3', token: 'required', encrypted: false }),
  availablePromotions: call<unknown>()({ name: 'availablePromotions', path: '/wps/relay/MCSFE_getAvailablePromotions', method: 'GET', moduleId: 'REWCEN3', token: 'required', encrypted: false }),
  merchantPromotions: call<MerchantPromotionsValue, Sent<typeof promotionsQuerySchema>>()({ name: 'merchantPromotions', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', method: 'GET', moduleId: 'REWCEN3', token: 'none', encrypted: false }),
  promotionClaimList: call<unknown>()({ name: 'promotionClaimList', path: '/wps/relay/MCS2_getPromotionClaimList', method: 'GET', moduleId: 'REWCEN3', token: 'required', encrypted: false }),
  claimRafflePromotion: call<unknown>()({ name: 'claimRafflePromotion', path: '/wps/relay/MCSFE_claimRafflePromotion', method: 'POST', moduleId: 'REWCEN3', token: 'required', encrypted: false }),
  missionSummary: call<unknown>()({ name: 'missionSummary', path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', moduleId: null, token: 'required', encrypted: false }),
  missionLeaderboard: call<unknown>()({ name: 'missionLeaderboard', path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', moduleId: null, token: 'required', encrypted: false }),
  feedback: call<FeedbackValue, Sent<typeof feedbackBodySchema>>()({ name: 'feedback', path: '/wps/feedback', method: 'PUT', moduleId: 'FEEDBACK3', token: 'none', encrypted: false }),
  chatUnread: call<unknown>()({ name: 'chatUnread', path: '/wps/relay/CBS_unreadCount', method: 'GET', moduleId: 'CBS3', token: 'required', encrypted: false }),
  chatModels: call<unknown>()({ name: 'chatModels', path: '/wps/relay/CBS_modelList', method: 'GET', moduleId: 'CBS3', token: 'required', encrypted: false }),
  launchChat: call<unknown>()({ name: 'launchChat', path: '/wps/relay/CBS_launchChat', method: 'GET', moduleId: 'CBS3', token: 'required', encrypted: false }),
  memberTransactions: call<unknown>()({ name: 'memberTransactions', path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', moduleId: 'MEMTRANS3', token: 'required', encrypted: false }),

  // Points
  pointBalance: call<unknown>()({ name: 'pointBalance', path: '/wps/relay/MCSFE_getPointBalance', method: 'GET', moduleId: 'PTSYS3', token: 'required', encrypted: false }),
  pointReward: call<unknown>()({ name: 'pointReward', path: '/wps/relay/MCSFE_getPointReward', method: 'GET', moduleId: 'PTSYS3', token: 'required', encrypted: false }),
  redeemPointReward: call<unknown>()({ name: 'redeemPointReward', path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', method: 'POST', moduleId: 'PTSYS3', token: 'required', encrypted: true }),
  redeemPointList: call<unknown>()({ name: 'redeemPointList', path: '/wps/relay/MCSFE_getRedeemPointList', method: 'GET', moduleId: 'PTSYS3', token: 'required', encrypted: false }),
  pointConfig: call<unknown>()({ name: 'pointConfig', path: '/wps/relay/MCSFE_getPointConfig', method: 'GET', moduleId: 'PTSYS3', token: 'required', encrypted: false }),
  convertPoint: call<unknown>()({ name: 'convertPoint', path: '/wps/relay/passwordCheck/MCSFE_convertPoint', method: 'POST', moduleId: 'PTSYS3', token: 'required', encrypted: true }),

  // Agent contracts: accept, reject or terminate an upline's offer (writes)
  processRealTimeSalaryContract: call<unknown>()({ name: 'processRealTimeSalaryContract', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', moduleId: 'RTSALARY3', token: 'required', encrypted: false }),
  processDividend: call<unknown>()({ name: 'processDividend', path: '/wps/relay/MCSFE_processContractDividend', method: 'POST', moduleId: 'SIGNCONDIV3', token: 'required', encrypted: false }),
  processDailySalary: call<unknown>()({ name: 'processDailySalary', path: '/wps/relay/MCSFE_processDailySalaryContract', method: 'POST', moduleId: 'DAILYSALCONT3', token: 'required', encrypted: false }),
  processHourSalary: call<unknown>()({ name: 'processHourSalary', path: '/wps/relay/MCSFE_processContractHourSalary', method: 'POST', moduleId: 'HOURSAL3', token: 'required', encrypted: false }),
});

export type CallTable = typeof CALL_TABLE;
export type CallName = keyof CallTable;
export const CALL_NAMES = Object.keys(CALL_TABLE) as CallName[];

type PhantomOf<E> = E extends { readonly [phantom]?: infer T } ? NonNullable<T> : never;

/** The `value` type a call resolves to. */
export type CallValue<N extends CallName> = PhantomOf<CallTable[N]> extends { value: infer V } ? V : never;

/** The params a call takes: declared ones, or a query (GET, DELETE) or a JSON body by method. */
export type CallParams<N extends CallName> =
  PhantomOf<CallTable[N]> extends { params: infer P }
    ? [P] extends [ByMethod]
      ? CallTable[N]['method'] extends 'GET' | 'DELETE' ? QueryParams : BodyParams
      : P
    : never;

/** The module ids a caller may choose for a call. */
export type CallModuleId<N extends CallName> =
  | CallTable[N]['moduleId']
  | (CallTable[N] extends { readonly alternateModuleIds: readonly (infer M)[] } ? M : never);

export interface CallOptions<N extends CallName = CallName> {
  /** Cancels the call; combined with the time-out. */
  signal?: AbortSignal;
  /** Time-out of this call in milliseconds. */
  timeoutMs?: number;
  /** Another module id the table allows for this call (e.g. smsRegister during mobile registration). */
  moduleId?: CallModuleId<N>;
}

/** The arguments after the call name: params are optional only when the call needs none. */
export type CallArgs<N extends CallName> =
  Record<never, never> extends CallParams<N>
    ? [params?: CallParams<N>, options?: CallOptions<N>]
    : [params: CallParams<N>, options?: CallOptions<N>];

/** Whether a name is a call of the table (for untyped input such as a devtools console). */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(CALL_TABLE, name);
}
