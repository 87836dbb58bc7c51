/**
 * Product vocabularies shared by the manifest, widget and server schemas. Each list is the single
 * source for its enum in the JSON Schemas and for the matching TypeScript union.
 */

/** Game types in top-navigation order (SPEC section 2), plus in-house games that have their own centre. */
export const GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The game types that may appear in the top navigation, in SPEC order. */
export const TOP_NAV_GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

/** Vendor codes the product knows (SPEC sections 2 and 9). */
export const VENDOR_CODES = [
  'PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'IMES', 'TF', 'AV', 'SV3', 'SPB',
  'EVO', 'SEXY', 'DG', 'SBO', 'SABA', 'KA', 'KY', 'V8', 'PP', 'HAB', 'SPADE', 'MG', 'NLC', 'YGG',
  'LOTT', 'ELOTT', 'VNL', 'SEAL',
] as const;
export type VendorCode = (typeof VENDOR_CODES)[number];

export const LANGUAGES = ['pt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const THEMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

export const SESSION_KINDS = ['anonymous', 'member', 'trial', 'agent'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Account types that make an agent (SPEC section 6) and the trial type. */
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;

/** The platforms of the game calls (SPEC section 9: flash and html5-desktop); the portal sends html5-desktop. */
export const GAME_PLATFORMS = ['html5-desktop', 'flash'] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number];

/** The longest nickname, in characters, wherever one is set (registration, an agent's downline registration). */
export const NICKNAME_MAX_LENGTH = 20;

export const CONTRACT_TYPES = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Lazy-loaded code groups (SPEC section 2) plus the eager main group and the agent centre. */
export const LAZY_GROUPS = [
  'Main', 'Promotions', 'Seamless', 'Lottery', 'MemberCenter', 'PointMall', 'AccountGame',
  'GameListCenter', 'GameCenter', 'AgentCenter', 'Screens',
] as const;
export type LazyGroup = (typeof LAZY_GROUPS)[number];

/** Member-centre pages in SPEC order (the resolver's menu adds MEMBER_PROTECTION_PAGES after them). */
export const MEMBER_SPEC_PAGES = [
  'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy',
  'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral',
  'missionLeaderboard', 'messageV2', 'manualRebate',
] as const;
/**
 * The responsible-gaming page (issue 38), after the SPEC's. Read only by MEMBER_PAGES (and the
 * resolver's own copy in engine/resolve/resolveMenus.ts, typed against it): the home route's entry,
 * which holds this module, has no room for another list.
 */
export const MEMBER_PROTECTION_PAGES = /* @__PURE__ */ (() => ['responsibleGaming'] as const)();
/** Every member-centre page, in menu order. */
export const MEMBER_PAGES = /* @__PURE__ */ (() => [...MEMBER_SPEC_PAGES, ...MEMBER_PROTECTION_PAGES] as const)();
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Member pages that carry a red count badge when their count is above 0. */
export const MEMBER_BADGE_PAGES = ['missionLeaderboard', 'messageV2', 'rewardCenter'] as const;

/** Agent-centre base pages in SPEC order; contract pages follow by contract type. */
export const AGENT_BASE_PAGES = [
  'agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'downlineManagmentView',
  'personalHistoryCopy', 'palStatementsAgentCopy', 'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  // The red envelope (send to downlines, claim one's own): only where the layout places it.
  'agentRedEnvelope',
  // The member centre's money pages and messages inside the agent layout, and customer service.
  'agentTransferUpline', 'agentDeposit', 'agentWithdraw', 'agentMessages', 'agentCustomerService',
] as const;
/**
 * The agent's own money pages and its referral link (issue 18): shown after the team records; the
 * referral page only where the tenant's REFERRAL switch is on. Read only by AGENT_PAGES (and the
 * resolver's own copy in engine/resolve/resolveMenus.ts, typed against it): the home route's entry,
 * which holds this module, has no room for another list.
 */
export const AGENT_INCOME_PAGES = /* @__PURE__ */ (() => ['agentUserLoss', 'agentMyIncome', 'agentAccountDetails', 'agentReferral'] as const)();
export const AGENT_CONTRACT_PAGES = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realTimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<ContractType, string>;
// Made by a call marked pure, so a bundle that never reads the list leaves it and its parts out.
export const AGENT_PAGES = /* @__PURE__ */ (() => [...AGENT_BASE_PAGES, ...AGENT_INCOME_PAGES, ...Object.values(AGENT_CONTRACT_PAGES)] as const)();
export type AgentPage = (typeof AGENT_PAGES)[number];

/** Side-menu blocks in SPEC order. */
export const SIDE_MENU_BLOCKS = [
  'collapse', 'home', 'gameSearch', 'bonus', 'invite', 'rescueTask', 'vip', 'pointMall', 'gameTypes',
  'promotions', 'appDownload', 'customerService', 'chatRoom', 'language', 'social',
] as const;
export type SideMenuBlock = (typeof SIDE_MENU_BLOCKS)[number];

/** Game-type entries of the side menu, in SPEC order. */
export const SIDE_MENU_GAME_ENTRIES = ['favorite', 'INHOUSE', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS'] as const;

/**
 * Icons an operator may name for a menu entry (layout manifest `icons`): names of the portal's icon
 * set (Lucide), each drawn by widgets/menu-icon. A new name needs its drawing there.
 */
export const ICON_NAMES = [
  'house', 'search', 'gift', 'user-plus', 'life-buoy', 'crown', 'gamepad-2', 'heart', 'cherry', 'fish', 'tv', 'swords',
  'trophy', 'joystick', 'megaphone', 'smartphone', 'headset', 'message-circle', 'languages', 'share-2', 'ticket',
  'dices', 'clover', 'circle-dot', 'zap', 'gem', 'target', 'chevrons-left', 'chevrons-right',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** The menu entries an icon can be named for: side-menu blocks (home and promotions are the top navigation's too), game types, favourites. */
export const ICON_ENTRIES = [...SIDE_MENU_BLOCKS, ...GAME_TYPES, 'favorite'] as const;
export type IconEntry = (typeof ICON_ENTRIES)[number];

export const FOOTER_BLOCKS = ['help', 'products', 'social', 'vendorLogos'] as const;
export type FooterBlock = (typeof FOOTER_BLOCKS)[number];

/** Vendor logos the footer shows by default (SPEC section 2). */
export const DEFAULT_FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

export const SOCIAL_CHANNELS = ['telegram', 'facebook', 'instagram', 'whatsapp', 'youtube', 'x', 'tiktok', 'line', 'zalo'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/**
 * White-label switches (SPEC section 6). The server's value wins; a manifest may only turn one off.
 * `referral` is the public REFERRAL promotion state.
 */
export const SWITCHES = [
  'usernameRegistration', 'mobileRegistration', 'registrationSms', 'mobilePasswordOnRegistration',
  'phonePasswordReset', 'agentPolicy', 'passwordExpiry', 'referral',
] as const;
export type SwitchName = (typeof SWITCHES)[number];

/** Optional product features a merchant may turn off in its manifest. */
export const FEATURES = [
  'pointsMall', 'missionLeaderboard', 'chatRoom', 'appDownload', 'vip', 'rescueTask', 'bonus',
  'lineSpeedTest', 'feedback', 'winnerBoard', 'themeSwitch',
] as const;
export type FeatureName = (typeof FEATURES)[number];

/** Theme tokens every theme defines. */
export const THEME_TOKENS = [
  'primary', 'primaryText', 'accent', 'background', 'surface', 'surfaceRaised', 'text', 'textMuted',
  'border', 'danger', 'success', 'warning', 'badge',
] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

/** System status codes (SPEC section 4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu'] as const;
