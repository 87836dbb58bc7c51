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
import type { ChatModelsValue, ChatUnreadValue, LaunchChatValue, chatModelsQuerySchema, launchChatQuerySchema } from './chat';
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
  /** The JSON body travels encrypted (see encryptPayload.ts); absent: plain. */
  readonly encrypted?: boolean;
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

/** `call<Value, Params>()({ ...definition })`: a table entry that knows its types (its name is its key in the table). */
export function call<Value, Params = ByMethod>() {
  // The phantom property is optional and type-only, so every definition already satisfies it.
  return <const D extends Omit<CallDefinition, 'name'>>(definition: D): D & CallTypes<Value, Params> => definition as D & CallTypes<Value, Params>;
}

type SystemStatus = FromSchema<typeof systemStatusSchema>;

/**
 * What a client sends for a request schema: properties with a server-side `default` stay optional
 * (FromSchema alone makes them required, which is the server's view after defaults are applied).
 */
type Sent<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** The value of a `{ success: true }` answer: absent, or the empty object of the schema. */
type Empty = FromSchema<typeof emptyValueSchema> | undefined;

/** The table; each entry's `name` is its key. */
function defineCallTable<const T extends { readonly [K in keyof T]: Omit<CallDefinition, 'name'> }>(table: T): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  // Each entry's name is its key, written once in the source (the entries are fresh objects).
  for (const [name, definition] of Object.entries(table)) (definition as { name?: string }).name = name;
  return table as { readonly [K in keyof T]: T[K] & { readonly name: K } };
}

export const CALL_TABLE = defineCallTable({
  // Session and account
  login: call<LoginValue, Sent<typeof loginBodySchema>>()({ path: '/wps/session/login', method: 'POST', moduleId: 'COMM3', token: 'none', encrypted: true }),
  loginVerify: call<LoginValue, Sent<typeof loginVerificationBodySchema>>()({ path: '/wps/session/login/verification', method: 'POST', moduleId: 'LOGINIPVERF3', token: 'none', encrypted: true }),
  logout: call<Empty, NoParams>()({ path: '/wps/session/logout', method: 'DELETE', moduleId: 'COMM3', token: 'required' }),
  freePlay: call<LoginValue, Sent<typeof freeplayBodySchema>>()({ path: '/wps/session/login/freeplay', method: 'POST', moduleId: 'FREEPLAY3', token: 'none' }),
  memberInfo: call<MemberInfo, NoParams>()({ path: '/wps/member/info', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  memberIcon: call<unknown>()({ path: '/wps/member/info/icon', method: 'GET', moduleId: 'PROFPIC3', token: 'required' }),
  fundsConsolidated: call<unknown>()({ path: '/wps/member/info/funds/consolidated', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  changePassword: call<Empty, Sent<typeof changePasswordBodySchema>>()({ path: '/wps/member/password', method: 'POST', moduleId: 'PASS3', token: 'required', encrypted: true }),
  forgetPasswordByEmail: call<Empty, Sent<typeof forgotByEmailBodySchema>>()({ path: '/wps/member/password/email', method: 'POST', moduleId: 'COMM3', token: 'none', form: true }),
  findPasswordByPhone: call<SmsSentValue, Sent<typeof forgotBySmsBodySchema>>()({ path: '/wps/member/password/sms', method: 'POST', moduleId: 'PWRESETSMS3', token: 'none' }),
  setPasswordByPhone: call<TokenValue, Sent<typeof setPasswordByPhoneBodySchema>>()({ path: '/wps/member/password/verification', method: 'POST', moduleId: 'CHNGPASSVERIF3', token: 'none', encrypted: true }),
  smsNoLogin: call<SmsSentValue, Sent<typeof smsNoLoginBodySchema>>()({ path: '/wps/verification/sms/noLogin', method: 'POST', moduleId: 'VERIFICATION3', token: 'none' }),
  smsRegister: call<SmsSentValue, Sent<typeof smsRegisterBodySchema>>()({ path: '/wps/verification/sms/register', method: 'POST', moduleId: 'REGMOBVERF3', alternateModuleIds: ['MOBILENUMREG3'], token: 'none' }),
  securityConfig: call<unknown>()({ path: '/wps/v2/member/securityConfig', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  updateLanguage: call<unknown>()({ path: '/wps/member/language', method: 'POST', moduleId: 'COMM3', token: 'required' }),

  // Registration
  register: call<TokenValue, Sent<typeof registerBodySchema>>()({ path: '/wps/member/register', method: 'POST', moduleId: 'REG3', token: 'none', encrypted: true }),
  registerMobile: call<TokenValue, Sent<typeof registerBodySchema>>()({ path: '/wps/member/register/mobile', method: 'PUT', moduleId: 'MOBILENUMREG3', token: 'none', encrypted: true }),
  registerSettings: call<RegisterSettings, NoParams>()({ path: '/wps/system/setting/register', method: 'GET', moduleId: 'REG3', token: 'none' }),
  affiliateCheck: call<AffiliateValue, Sent<typeof affiliateQuerySchema>>()({ path: '/wps/agent/affiliate', method: 'GET', moduleId: 'AFFMAN3', token: 'none' }),
  captcha: call<CaptchaValue, NoParams>()({ path: '/wps/captcha', method: 'GET', moduleId: 'CAPTCHA3', token: 'none' }),
  countryCodes: call<CountryValue, NoParams>()({ path: '/wps/system/country', method: 'GET', moduleId: 'COMM3', token: 'none' }),

  // System
  publicKey: call<PublicKeyValue, NoParams>()({ path: '/wps/system/publicKey', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  sitePermission: call<SitePermission, NoParams>()({ path: '/wps/system/sitePermission', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  banners: call<BannersValue, Sent<typeof bannersQuerySchema>>()({ path: '/wps/system/banners', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  humanCheckChallenge: call<ChallengeValue, NoParams>()({ path: '/wps/session/challenge', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  whitelabel: call<Whitelabel, NoParams>()({ path: '/wps/system/whitelabel', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  status: call<SystemStatus, NoParams>()({ path: '/wps/system/status', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  location: call<LocationValue, NoParams>()({ path: '/wps/system/location', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  domainRoute: call<DomainRouteValue, NoParams>()({ path: '/wps/system/domainRoute', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  settingsConsolidated: call<unknown>()({ path: '/wps/system/settings/consolidated', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  templates: call<unknown>()({ path: '/wps/system/templates', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  helpCenter: call<HelpCenterValue, Sent<typeof helpCenterQuerySchema>>()({ path: '/wps/system/helpCenter', method: 'GET', moduleId: 'COMM3', token: 'none' }),

  // Games and lottery
  gameMenus: call<GameMenus, NoParams>()({ path: '/lgw/games/game_menus', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  vnGameMenu: call<unknown>()({ path: '/lgw/vn/games/game_menu', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  vnGameMenuRecent: call<unknown>()({ path: '/lgw/vn/games/game_menu/recent', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  lottRecent: call<unknown>()({ path: '/lgw/games/game_menus/recent', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  launchGame: call<LaunchValue, Sent<typeof launchQuerySchema>>()({ path: '/wps/game/launchGame', method: 'GET', moduleId: 'GAMELO3', token: 'required' }),
  trialGame: call<LaunchValue, Sent<typeof launchQuerySchema>>()({ path: '/wps/relay/GCS_gameTrialLaunch', method: 'GET', moduleId: null, token: 'none' }),
  gameLaunchFB: call<unknown>()({ path: '/wps/relay/GCS_gameLaunchFB', method: 'GET', moduleId: null, token: 'none' }),
  // The reference marks a token, but anonymous visitors browse the lobby (SPEC 6): sent when present.
  gameList: call<GameListValue, Sent<typeof gameListQuerySchema>>()({ path: '/wps/relay/GCSGAME_gameList', method: 'GET', moduleId: 'GAMELO3', token: 'optional' }),
  hotGames: call<GameItemsValue, Sent<typeof hotGamesQuerySchema>>()({ path: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET', moduleId: 'GAMELOHOT3', token: 'none' }),
  vendorGameTypes: call<VendorGameTypesValue, Sent<typeof vendorGameTypesQuerySchema>>()({ path: '/wps/relay/GCSGAME_getVassGameType', method: 'GET', moduleId: 'GAMELO3', token: 'none' }),
  newGameVendor: call<NewGameVendorValue, Sent<typeof newGameVendorQuerySchema>>()({ path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  favouriteIds: call<FavouriteIdsValue, Sent<typeof favouriteIdsQuerySchema>>()({ path: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', moduleId: null, token: 'required' }),
  favouriteList: call<FavouriteListValue, Sent<typeof favouriteListQuerySchema>>()({ path: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', moduleId: null, token: 'required' }),
  addFavourite: call<FavouriteChangeValue, Sent<typeof favouriteBodySchema>>()({ path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST', moduleId: 'GAMELO3', token: 'required' }),
  removeFavourite: call<FavouriteChangeValue, Sent<typeof favouriteRemoveQuerySchema>>()({ path: '/wps/relay/MCSFE_removeFavoriteGameV2', method: 'DELETE', moduleId: 'GAMELO3', token: 'required' }),
  recentGames: call<GameItemsValue, Sent<typeof recentGamesQuerySchema>>()({ path: '/wps/relay/GCS_recentGame', method: 'GET', moduleId: 'GAMELOREC3', token: 'required' }),
  roomList: call<unknown>()({ path: '/wps/relay/GLS2_roomList', method: 'GET', moduleId: null, token: 'none' }),
  vnOpenedNumbers: call<unknown>()({ path: '/lgw/vn/numeros/opened/game', method: 'GET', moduleId: 'AGEANNOUNCE3', token: 'none' }),
  lottoOpenedNumbers: call<unknown>()({ path: '/lotto/lgw/games/opened/numero', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  popular: call<unknown>()({ path: '/lgw/games/popular', method: 'GET', moduleId: 'AGEANNOUNCE3', token: 'none' }),

  // Wallet, home, messages, promotions
  balance: call<BalanceValue, NoParams>()({ path: '/wps/v2/wallets/balance', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  walletTransfer: call<unknown>()({ path: '/wps/relay/GCS_walletTransfer', method: 'POST', moduleId: null, token: 'required' }),
  merchantWallet: call<unknown>()({ path: '/wps/relay/GCS_merchantWallet', method: 'GET', moduleId: 'COMM3', token: 'required' }),
  announcements: call<AnnouncementsValue, Sent<typeof announcementsQuerySchema>>()({ path: '/wps/relay/MCSFE_getListAnnouncements', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  winnerBoard: call<WinnerBoardValue, Sent<typeof winnerBoardQuerySchema>>()({ path: '/wps/relay/ODSFE2_getWinnerBoard', method: 'GET', moduleId: 'COMM3', token: 'none' }),
  unreadCount: call<UnreadCountValue, NoParams>()({ path: '/wps/relay/CSP_unreadCount', method: 'GET', moduleId: 'INBOX3', token: 'required' }),
  inbox: call<unknown>()({ path: '/wps/relay/CSP_getInbox', method: 'GET', moduleId: 'INBOX3', token: 'required' }),
  availablePromotions: call<unknown>()({ path: '/wps/relay/MCSFE_getAvailablePromotions', method: 'GET', moduleId: 'REWCEN3', token: 'required' }),
  merchantPromotions: call<MerchantPromotionsValue, Sent<typeof promotionsQuerySchema>>()({ path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', method: 'GET', moduleId: 'REWCEN3', token: 'none' }),
  promotionClaimList: call<unknown>()({ path: '/wps/relay/MCS2_getPromotionClaimList', method: 'GET', moduleId: 'REWCEN3', token: 'required' }),
  claimRafflePromotion: call<unknown>()({ path: '/wps/relay/MCSFE_claimRafflePromotion', method: 'POST', moduleId: 'REWCEN3', token: 'required' }),
  missionSummary: call<unknown>()({ path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', moduleId: null, token: 'required' }),
  missionLeaderboard: call<unknown>()({ path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', moduleId: null, token: 'required' }),
  feedback: call<FeedbackValue, Sent<typeof feedbackBodySchema>>()({ path: '/wps/feedback', method: 'PUT', moduleId: 'FEEDBACK3', token: 'none' }),
  chatUnread: call<ChatUnreadValue, NoParams>()({ path: '/wps/relay/CBS_unreadCount', method: 'GET', moduleId: 'CBS3', token: 'required' }),
  chatModels: call<ChatModelsValue, Sent<typeof chatModelsQuerySchema>>()({ path: '/wps/relay/CBS_modelList', method: 'GET', moduleId: 'CBS3', token: 'required' }),
  launchChat: call<LaunchChatValue, Sent<typeof launchChatQuerySchema>>()({ path: '/wps/relay/CBS_launchChat', method: 'GET', moduleId: 'CBS3', token: 'required' }),
  memberTransactions: call<unknown>()({ path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', moduleId: 'MEMTRANS3', token: 'required' }),

  // Points
  pointBalance: call<unknown>()({ path: '/wps/relay/MCSFE_getPointBalance', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  pointReward: call<unknown>()({ path: '/wps/relay/MCSFE_getPointReward', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  redeemPointReward: call<unknown>()({ path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', method: 'POST', moduleId: 'PTSYS3', token: 'required', encrypted: true }),
  redeemPointList: call<unknown>()({ path: '/wps/relay/MCSFE_getRedeemPointList', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  pointConfig: call<unknown>()({ path: '/wps/relay/MCSFE_getPointConfig', method: 'GET', moduleId: 'PTSYS3', token: 'required' }),
  convertPoint: call<unknown>()({ path: '/wps/relay/passwordCheck/MCSFE_convertPoint', method: 'POST', moduleId: 'PTSYS3', token: 'required', encrypted: true }),

  // Agent contracts: accept, reject or terminate an upline's offer (writes)
  processRealTimeSalaryContract: call<unknown>()({ path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', moduleId: 'RTSALARY3', token: 'required' }),
  processDividend: call<unknown>()({ path: '/wps/relay/MCSFE_processContractDividend', method: 'POST', moduleId: 'SIGNCONDIV3', token: 'required' }),
  processDailySalary: call<unknown>()({ path: '/wps/relay/MCSFE_processDailySalaryContract', method: 'POST', moduleId: 'DAILYSALCONT3', token: 'required' }),
  processHourSalary: call<unknown>()({ path: '/wps/relay/MCSFE_processContractHourSalary', method: 'POST', moduleId: 'HOURSAL3', token: 'required' }),
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
