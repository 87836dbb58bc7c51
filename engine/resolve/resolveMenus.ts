import {
  AGENT_BASE_PAGES, AGENT_CONTRACT_PAGES, CONTRACT_TYPES, MEMBER_BADGE_PAGES, MEMBER_SPEC_PAGES, SIDE_MENU_BLOCKS,
  GAME_TYPES, SIDE_MENU_GAME_ENTRIES, TOP_NAV_GAME_TYPES, type AgentPage, type FeatureName, type MemberPage, type GameType, type Language, type SwitchName,
} from '../../schemas/domain';
import type { GameMenus } from '../../schemas/server/game-menus';
import { BUILT_IN_ROUTES, agentPageId, memberPageId } from '../defaults/builtInRoutes';
import type { MessageKey } from '../i18n/messages.en';
import type { FeaturesManifest, LayoutManifest } from '../manifestTypes';
import type { AgentMenuEntry, MemberMenuEntry, NavItem, ResolvedSite, SideMenuEntry, SideMenuItem, VendorMenu } from '../types';
import { localize } from './localize';
import { resolvePage } from './resolveRoutes';

type Copy = Partial<Record<Language, Record<string, string>>>;

/** Vendor menus above this many vendors use the large layout (SPEC section 2). */
export const LARGE_VENDOR_MENU_ABOVE = 10;

function pathOf(gameType: GameType): string {
  const route = BUILT_IN_ROUTES.find((r) => r.gameType === gameType);
  return route?.path ?? '/';
}

/** Game types with at least one vendor that neither the server menu nor the manifest hides. */
export function shownGameTypes(gameMenus: GameMenus, hidden: ReadonlySet<string>, serverOff: ReadonlySet<string>): Map<GameType, GameMenus[number]['vendors']> {
  const out = new Map<GameType, GameMenus[number]['vendors']>();
  for (const entry of gameMenus) {
    if (entry.vendors.length === 0 || hidden.has(entry.gameCategory) || serverOff.has(entry.gameCategory)) continue;
    out.set(entry.gameCategory, [...(out.get(entry.gameCategory) ?? []), ...entry.vendors]);
  }
  return out;
}

/**
 * The top navigation, and a vendor menu for every game type the site shows (has vendors, and neither
 * the server nor `gameTypes.hidden` hides it). The vendor menus feed the home rows, the category menu,
 * the footer's product links and the lobbies, so `navigation.hiddenGameTypes` hides a game type from
 * the top navigation alone, and the in-house games (no top-navigation entry) still get their row.
 */
export function resolveNavigation(layout: LayoutManifest, types: Map<GameType, GameMenus[number]['vendors']>, copy: Copy): ResolvedSite['navigation'] {
  const nav = layout.navigation ?? {};
  const hidden = new Set<string>(nav.hiddenGameTypes ?? []);
  const top: NavItem[] = [{ id: 'home', path: '/', label: localize('nav.home', copy) }];
  if (nav.showPromotions !== false) top.push({ id: 'promotions', path: '/promotions', label: localize('nav.promotions', copy) });
  const vendorMenus: VendorMenu[] = [];
  for (const gameType of GAME_TYPES) {
    const vendors = types.get(gameType);
    if (!vendors) continue;
    if ((TOP_NAV_GAME_TYPES as readonly string[]).includes(gameType) && !hidden.has(gameType)) {
      top.push({ id: gameType, path: pathOf(gameType), label: localize(`gameType.${gameType}`, copy), gameType });
    }
    vendorMenus.push({
      gameType,
      vendors: vendors.map((v) => ({ vassalage: v.vassalage, displayName: v.displayName, icon: v.lagerIcon })),
      layout: vendors.length > LARGE_VENDOR_MENU_ABOVE ? 'large' : 'compact',
    });
  }
  return {
    top,
    vendorMenus,
    vendorMenuEnabled: nav.vendorMenu?.enabled ?? true,
    homeVendors: nav.vendorMenu?.homeVendors ?? 5,
    homeHotGames: nav.vendorMenu?.homeHotGames ?? 12,
  };
}

/** The feature that switches each side-menu block off (the check refuses showing a block whose feature is off). */
export const BLOCK_FEATURE: Partial<Record<(typeof SIDE_MENU_BLOCKS)[number], FeatureName>> = {
  bonus: 'bonus',
  rescueTask: 'rescueTask',
  vip: 'vip',
  pointMall: 'pointsMall',
  appDownload: 'appDownload',
  chatRoom: 'chatRoom',
};

export function resolveSideMenu(
  layout: LayoutManifest,
  features: Record<FeatureName, boolean>,
  switches: Record<SwitchName, boolean>,
  types: Map<GameType, unknown>,
  languages: readonly Language[],
  hasSocial: boolean,
  copy: Copy,
): ResolvedSite['sideMenu'] {
  const side = layout.sideMenu ?? {};
  const config = (side.blocks ?? {}) as Partial<Record<(typeof SIDE_MENU_BLOCKS)[number], { hidden?: boolean; promotionCount?: number }>>;
  const hiddenTypes = new Set<string>(side.hiddenGameTypes ?? []);
  const blocks: SideMenuEntry[] = [];
  for (const id of SIDE_MENU_BLOCKS) {
    if (config[id]?.hidden === true) continue;
    const feature = BLOCK_FEATURE[id];
    if (feature !== undefined && !features[feature]) continue;
    if (id === 'language' && languages.length < 2) continue;
    if (id === 'social' && !hasSocial) continue;
    const block: SideMenuEntry = { id, label: localize(`side.${id}` as MessageKey, copy) };
    if (id === 'invite') {
      // Invite shows to guests, and to players only while the referral programme is on.
      block.when = switches.referral ? { anyOf: [{ loggedIn: false }, { referral: true }] } : { loggedIn: false };
    }
    // The chat room is for signed-in members (SPEC section 6).
    if (id === 'chatRoom') block.when = { loggedIn: true };
    // The points mall is a member's (SPEC section 2, /pointMall): signed-in members only.
    if (id === 'pointMall') block.when = { loggedIn: true };
    if (id === 'gameTypes') {
      const items: SideMenuItem[] = [];
      for (const entry of SIDE_MENU_GAME_ENTRIES) {
        if (hiddenTypes.has(entry)) continue;
        if (entry === 'favorite') items.push({ id: entry, label: localize('gameType.favorite', copy), path: '/favorite' });
        else if (types.has(entry)) items.push({ id: entry, label: localize(`gameType.${entry}`, copy), path: pathOf(entry) });
      }
      block.items = items;
    }
    if (id === 'promotions') block.promotionCount = Math.min(6, config.promotions?.promotionCount ?? 6);
    blocks.push(block);
  }
  return { collapsed: side.collapsed ?? false, blocks };
}

/**
 * The member menu's pages: the SPEC's, then the profile and the responsible-gaming page (schemas/domain.ts
 * MEMBER_ACCOUNT_PAGES, MEMBER_PROTECTION_PAGES; a copy here so the names ship with the resolver, not with the home route).
 */
const MEMBER_MENU_PAGES = [...MEMBER_SPEC_PAGES, 'profile', 'responsibleGaming'] as const satisfies readonly MemberPage[];

const MEMBER_PAGE_GATES: Partial<Record<MemberPage, (f: Record<FeatureName, boolean>, s: Record<SwitchName, boolean>) => boolean>> = {
  missionLeaderboard: (f) => f.missionLeaderboard,
  referral: (_f, s) => s.referral,
};

export function resolveMemberMenu(layout: LayoutManifest, features: Record<FeatureName, boolean>, switches: Record<SwitchName, boolean>, copy: Copy): MemberMenuEntry[] {
  const hidden = new Set<string>(layout.memberMenu?.hidden ?? []);
  return MEMBER_MENU_PAGES.filter((p) => !hidden.has(p) && (MEMBER_PAGE_GATES[p]?.(features, switches) ?? true)).map((id) => {
    const entry: MemberMenuEntry = { id, path: `/member?page=${id}`, label: localize(`member.${id}`, copy), widgets: resolvePage(layout.pages?.[memberPageId(id)]) };
    if ((MEMBER_BADGE_PAGES as readonly string[]).includes(id)) entry.badge = id as MemberMenuEntry['badge'];
    return entry;
  });
}

/**
 * The agent's own money pages and referral link (schemas/domain.ts AGENT_INCOME_PAGES; a copy here so
 * the list ships with the resolver, not with the home route), after the team records.
 */
const INCOME_PAGES = ['agentUserLoss', 'agentMyIncome', 'agentAccountDetails', 'agentReferral'] as const satisfies readonly AgentPage[];
const INCOME_PAGES_AFTER: AgentPage = 'agentDownlineTransactionDetailsCopy';
/** Agent pages listed only where the tenant's layout places widgets on them (a tenant opts in). */
const PLACED_AGENT_PAGES: ReadonlySet<string> = new Set(['agentRedEnvelope']);

export function resolveAgentMenu(layout: LayoutManifest, featuresManifest: FeaturesManifest, switches: Record<SwitchName, boolean>, copy: Copy): AgentMenuEntry[] {
  const hidden = new Set<string>(layout.agentMenu?.hidden ?? []);
  const entries: AgentMenuEntry[] = AGENT_BASE_PAGES.filter((p) => !hidden.has(p)).map((id) => ({
    id,
    path: `/agentHome?page=${id}`,
    label: localize(`agent.${id}`, copy),
    widgets: resolvePage(layout.pages?.[agentPageId(id)]),
  })).filter((entry) => !PLACED_AGENT_PAGES.has(entry.id) || entry.widgets.length > 0);
  // The agent's own money pages and its referral link (the referral page where REFERRAL is on),
  // after the team records.
  const income: AgentMenuEntry[] = INCOME_PAGES.filter((p) => !hidden.has(p) && (p !== 'agentReferral' || switches.referral)).map((id) => ({
    id,
    path: `/agentHome?page=${id}`,
    label: localize(`agent.${id}`, copy),
    widgets: resolvePage(layout.pages?.[agentPageId(id)]),
  }));
  const at = entries.findIndex((e) => e.id === INCOME_PAGES_AFTER);
  entries.splice(at === -1 ? entries.length : at + 1, 0, ...income);
  // Contract pages need the agent policy and a contract type the merchant offers; the agent's own
  // contracts decide at view time.
  if (!switches.agentPolicy) return entries;
  const offered = new Set<string>(featuresManifest.agent?.contractTypes ?? []);
  for (const contract of CONTRACT_TYPES) {
    const id = AGENT_CONTRACT_PAGES[contract];
    if (!offered.has(contract) || hidden.has(id)) continue;
    entries.push({ id, path: `/agentHome?page=${id}`, label: localize(`agent.${id}`, copy), contract, widgets: resolvePage(layout.pages?.[agentPageId(id)]), when: { contract } });
  }
  return entries;
}
