import { AGENT_PAGES, MEMBER_PAGES, type AgentPage, type FeatureName, type GameType, type LazyGroup, type MemberPage } from '../../schemas/domain';
import type { MessageKey } from '../i18n/messages.en';
import type { PageKind } from '../../schemas/widgets/catalogue';
import type { RouteGuard, RouteLayout } from '../types';

/** A route the product always has (SPEC section 2); manifests fill its page, never its rules. */
export interface BuiltInRoute {
  id: string;
  path: string;
  aliases?: string[];
  page: string;
  titleKey: MessageKey;
  guard?: Partial<RouteGuard>;
  layout?: RouteLayout;
  sideMenu?: boolean;
  lazyGroup: LazyGroup;
  modal?: 'login' | 'register';
  gameType?: GameType;
  query?: string[];
}

const GAME_PAGE = { login: true, trialBlocked: true } as const;

/** Every path of SPEC section 2 with its rules, in SPEC order. */
export const BUILT_IN_ROUTES: readonly BuiltInRoute[] = [
  { id: 'home', path: '/', aliases: ['/index', '/index.html', '/home'], page: 'home', titleKey: 'route.home', lazyGroup: 'Main' },
  { id: 'login', path: '/login', page: 'home', titleKey: 'route.login', lazyGroup: 'Main', modal: 'login' },
  { id: 'register', path: '/register', page: 'home', titleKey: 'route.register', lazyGroup: 'Main', modal: 'register' },
  { id: 'promotions', path: '/promotions', page: 'promotions', titleKey: 'route.promotions', lazyGroup: 'Promotions' },
  { id: 'elott', path: '/elott', page: 'gameCenter', titleKey: 'gameType.ELOTT', lazyGroup: 'GameCenter', gameType: 'ELOTT' },
  { id: 'lott', path: '/lott', page: 'gameCenter', titleKey: 'gameType.LOTT', lazyGroup: 'GameCenter', gameType: 'LOTT' },
  { id: 'inhouse', path: '/inhouse', page: 'gameCenter', titleKey: 'gameType.INHOUSE', lazyGroup: 'GameCenter', gameType: 'INHOUSE' },
  { id: 'sports', path: '/sports', page: 'gameCenter', titleKey: 'gameType.SPORTS', lazyGroup: 'GameCenter', gameType: 'SPORTS' },
  { id: 'esports', path: '/esports', page: 'gameCenter', titleKey: 'gameType.ESPORTS', lazyGroup: 'GameCenter', gameType: 'ESPORTS' },
  { id: 'live', path: '/live', page: 'gameListCenter', titleKey: 'gameType.LIVE', lazyGroup: 'GameListCenter', gameType: 'LIVE' },
  { id: 'fish', path: '/fish', page: 'gameListCenter', titleKey: 'gameType.FISH', lazyGroup: 'GameListCenter', gameType: 'FISH' },
  { id: 'rng', path: '/rng', page: 'gameListCenter', titleKey: 'gameType.RNG', lazyGroup: 'GameListCenter', gameType: 'RNG', query: ['vassalage'] },
  { id: 'pvp', path: '/pvp', page: 'gameListCenter', titleKey: 'gameType.PVP', lazyGroup: 'GameListCenter', gameType: 'PVP' },
  { id: 'favorite', path: '/favorite', page: 'accountGames', titleKey: 'route.favorite', lazyGroup: 'AccountGame', guard: { login: true } },
  { id: 'recent', path: '/recent', page: 'accountGames', titleKey: 'route.recent', lazyGroup: 'AccountGame', guard: { login: true } },
  { id: 'lottery', path: '/lottery', page: 'lottery', titleKey: 'route.lottery', lazyGroup: 'Lottery', guard: GAME_PAGE, query: ['gameCode'] },
  { id: 'seaLottery', path: '/seaLottery', page: 'lottery', titleKey: 'route.lottery', lazyGroup: 'Lottery', guard: GAME_PAGE, query: ['gameCode'] },
  { id: 'vnLottery', path: '/vnLottery', page: 'lottery', titleKey: 'route.lottery', lazyGroup: 'Lottery', guard: GAME_PAGE, query: ['gameCode'] },
  { id: 'seamless', path: '/seamless', page: 'seamless', titleKey: 'route.seamless', lazyGroup: 'Seamless', guard: GAME_PAGE, sideMenu: false },
  { id: 'lottert', path: '/lottert', page: 'seamless', titleKey: 'route.seamless', lazyGroup: 'Seamless', guard: GAME_PAGE, sideMenu: false },
  { id: 'vnlottery', path: '/vnlottery', page: 'seamless', titleKey: 'route.seamless', lazyGroup: 'Seamless', guard: GAME_PAGE, sideMenu: false },
  { id: 'sealottery', path: '/sealottery', page: 'seamless', titleKey: 'route.seamless', lazyGroup: 'Seamless', guard: GAME_PAGE, sideMenu: false },
  { id: 'pointMall', path: '/pointMall', page: 'pointMall', titleKey: 'route.pointMall', lazyGroup: 'PointMall', guard: { login: true, trialBlocked: true } },
  { id: 'member', path: '/member', page: 'member', titleKey: 'route.member', lazyGroup: 'MemberCenter', guard: { login: true, trialBlocked: true }, query: ['page'] },
  { id: 'help', path: '/help', page: 'help', titleKey: 'route.help', lazyGroup: 'Screens' },
  { id: 'agent', path: '/agent', page: 'agent', titleKey: 'route.agent', lazyGroup: 'AgentCenter', layout: 'agent' },
  { id: 'agentHome', path: '/agentHome', page: 'agentHome', titleKey: 'route.agentHome', lazyGroup: 'AgentCenter', layout: 'agent', guard: { agent: true, trialBlocked: true }, query: ['page'] },
  { id: 'appDownload', path: '/appDownload', page: 'appDownload', titleKey: 'route.appDownload', lazyGroup: 'Screens' },
  { id: 'lineSpeed', path: '/lineSpeed', page: 'lineSpeed', titleKey: 'route.lineSpeed', lazyGroup: 'Screens' },
  { id: 'feedback', path: '/feedback', page: 'feedback', titleKey: 'route.feedback', lazyGroup: 'Screens' },
  { id: 'winners', path: '/winners', page: 'winners', titleKey: 'route.winners', lazyGroup: 'Screens' },
  // The side menu's VIP and rescue-task entries (SPEC section 2) lead to these pages.
  { id: 'vip', path: '/vip', page: 'vip', titleKey: 'route.vip', lazyGroup: 'Screens' },
  { id: 'rescueTask', path: '/rescueTask', page: 'rescueTask', titleKey: 'route.rescueTask', lazyGroup: 'Screens' },
];

/**
 * The page id that lists a member-centre page's widgets (`/member?page=depositv2` shows the widgets
 * of `pages["member-depositv2"]` inside the member-centre frame).
 */
export function memberPageId(page: MemberPage): `member-${MemberPage}` {
  return `member-${page}`;
}

/**
 * The page id that lists an agent-centre page's widgets (`/agentHome?page=agentTeamOverview` shows
 * the widgets of `pages["agent-agentTeamOverview"]` inside the agent-centre frame).
 */
export function agentPageId(page: AgentPage): `agent-${AgentPage}` {
  return `agent-${page}`;
}

/** Page ids the built-in routes use; manifests may only fill these or pages of their own routes. */
// Made by a call marked pure: the browser's entry reads the routes, never this list, and leaves it out.
export const BUILT_IN_PAGES = /* @__PURE__ */ (() => [...new Set(BUILT_IN_ROUTES.map((r) => r.page)), ...MEMBER_PAGES.map(memberPageId), ...AGENT_PAGES.map(agentPageId)])();

/** Who sees a page: the member centre's pages, the agent centre's, or the portal's (every other page). */
export function pageKind(page: string): PageKind {
  if (page === 'member' || page.startsWith('member-')) return 'member';
  if (page === 'agent' || page === 'agentHome' || page.startsWith('agent-')) return 'agent';
  return 'portal';
}

/**
 * Built-in routes a feature of features.json switches off (`"features": { "vip": false }`): the side
 * menu and the footer leave their entries out, so the tenant hides these pages; the check refuses an
 * entry or link that leads to one. The member-centre page a feature switches off is in
 * FEATURE_MEMBER_PAGES.
 */
export const FEATURE_ROUTES: Readonly<Partial<Record<FeatureName, string>>> = {
  pointsMall: 'pointMall',
  vip: 'vip',
  rescueTask: 'rescueTask',
  appDownload: 'appDownload',
  lineSpeedTest: 'lineSpeed',
  feedback: 'feedback',
};

/** Member-centre pages a feature switches off (the member menu leaves them out: resolveMemberMenu). */
export const FEATURE_MEMBER_PAGES: Readonly<Partial<Record<FeatureName, MemberPage>>> = {
  missionLeaderboard: 'missionLeaderboard',
};
