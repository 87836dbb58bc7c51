/**
 * The widget registry: the catalogue of schemas/widgets with a component loader per widget, typed by
 * the props map so that a misspelled widget id or a wrong props shape fails the type check.
 */
import type { ComponentType } from 'react';
import type { MEMBER_CENTRE_WIDGETS } from './member-centre/memberWidgets';
import type { LazyGroup } from '../schemas/domain';
import { WIDGET_BASICS } from '../engine/index';
import type { WidgetId, WidgetKind, WidgetPropsMap } from '../schemas/widgets';

/** Catalogue order, from the build's runtime table (the props schemas stay out of the browser). */
const WIDGET_IDS = Object.keys(WIDGET_BASICS) as WidgetId[];

/** Loads a widget's component; each call site is a dynamic import, so the component is split off. */
export type WidgetLoader<K extends WidgetId> = () => Promise<ComponentType<WidgetPropsMap[K]>>;

export interface WidgetDefinition<K extends WidgetId> {
  readonly id: K;
  readonly kind: WidgetKind;
  readonly lazyGroup: LazyGroup;
  /** null until the widget's component exists; the shell then shows NotBuiltYet in development. */
  readonly load: WidgetLoader<K> | null;
}

export type WidgetRegistry = { readonly [K in WidgetId]: WidgetDefinition<K> };

/**
 * Components built so far. Each widget lives in its own folder `widgets/<id>/` with a named export and
 * is added here through a dynamic import, for example
 *
 *   'banner-carousel': () => import('./banner-carousel/BannerCarousel').then((m) => m.BannerCarousel),
 *
 * so that the bundler splits it off. Merging the chunks of one `lazyGroup` (the catalogue's) into one
 * is the build's job. Adding a loader changes the pinned list in registry.test.ts.
 */
/** The frame's widgets: one import site for all of them (portal-context/frameWidgets.ts; the frame chunk). */
const frame = () => import('./portal-context/frameWidgets');
/** The agent centre's widgets: one import site for all of them (agent-centre/agentCentreWidgets.ts). */
const fromAgentCentre = <K extends 'agent-login' | 'agent-centre' | 'contract-modal' | 'agent-page'>(id: K) => () => import('./agent-centre/agentCentreWidgets').then((m) => m.AGENT_CENTRE_WIDGETS[id]);
/** The member centre's pages likewise (member-centre/memberWidgets.ts, in the member chunk). */
const fromMemberCentre = <K extends keyof typeof MEMBER_CENTRE_WIDGETS>(id: K) => () => import('./member-centre/memberWidgets').then((m) => m.MEMBER_CENTRE_WIDGETS[id]);

const widgetLoaders: { readonly [K in WidgetId]?: WidgetLoader<K> } = {
  'app-header': () => frame().then((m) => m.AppHeader),
  'top-navigation': () => frame().then((m) => m.TopNavigation),
  'vendor-drop-menu': () => frame().then((m) => m.VendorDropMenu),
  'side-menu': () => frame().then((m) => m.SideMenu),
  'app-footer': () => frame().then((m) => m.AppFooter),
  'scroll-top-button': () => frame().then((m) => m.ScrollTopButton),
  'maintenance-screen': () => import('./maintenance-screen/MaintenanceScreen').then((m) => m.MaintenanceScreen),
  'region-blocked-screen': () => import('./region-blocked-screen/RegionBlockedScreen').then((m) => m.RegionBlockedScreen),
  'manifest-error-screen': () => import('./manifest-error-screen/ManifestErrorScreen').then((m) => m.ManifestErrorScreen),
  'banner-carousel': () => import('./banner-carousel/BannerCarouselWidget').then((m) => m.BannerCarouselWidget),
  'notice-marquee': () => import('./notice-marquee/NoticeMarqueeWidget').then((m) => m.NoticeMarqueeWidget),
  'winner-board': () => import('./winner-board/WinnerBoardWidget').then((m) => m.WinnerBoardWidget),
  'notice-modal': () => import('./notice-modal/NoticeModalWidget').then((m) => m.NoticeModalWidget),
  'game-category-menu': () => import('./game-category-menu/GameCategoryMenuWidget').then((m) => m.GameCategoryMenuWidget),
  'home-game-rows': () => import('./home-game-rows/HomeGameRowsWidget').then((m) => m.HomeGameRowsWidget),
  'message-dialog': () => frame().then((m) => m.MessageDialogWidget),
  'game-centre': () => import('./game-centre/GameCentreWidget').then((m) => m.GameCentreWidget),
  'account-games': () => import('./account-games/AccountGamesWidget').then((m) => m.AccountGamesWidget),
  'register-modal': () => import('./register-modal/RegisterModalWidget').then((m) => m.RegisterModalWidget),
  'login-modal': () => import('./login-modal/LoginModalWidget').then((m) => m.LoginModalWidget),
  'login-verification-modal': () => import('./login-verification-modal/LoginVerificationModalWidget').then((m) => m.LoginVerificationModalWidget),
  'change-password-modal': () => import('./change-password-modal/ChangePasswordModalWidget').then((m) => m.ChangePasswordModalWidget),
  'forget-password-modal': () => import('./forget-password-modal/ForgetPasswordModalWidget').then((m) => m.ForgetPasswordModalWidget),
  'agent-login': fromAgentCentre('agent-login'),
  'game-popup': () => import('./game-popup/GamePopupWidget').then((m) => m.GamePopupWidget),
  'game-frame': () => import('./game-frame/GameFrameWidget').then((m) => m.GameFrameWidget),
  'lottery-game': () => import('./lottery-game/LotteryGameWidget').then((m) => m.LotteryGameWidget),
  'promotion-list': () => import('./promotion-list/PromotionListWidget').then((m) => m.PromotionListWidget),
  'points-mall': () => import('./points-mall/PointsMallWidget').then((m) => m.PointsMallWidget),
  'agent-centre': fromAgentCentre('agent-centre'),
  'contract-modal': fromAgentCentre('contract-modal'),
  'agent-page': fromAgentCentre('agent-page'),
  'help-centre': () => import('./help-centre/HelpCentreWidget').then((m) => m.HelpCentreWidget),
  'help-modal': () => import('./help-modal/HelpModalWidget').then((m) => m.HelpModalWidget),
  // With the sanitiser, as the popup below: the server's page draws the HTML, so the first render must too.
  'custom-html': () => import('./custom-html/CustomHtmlWidget').then((m) => m.withSanitizer()),
  'winners-list': () => import('./winners-list/WinnersListWidget').then((m) => m.WinnersListWidget),
  'app-download': () => import('./app-download/AppDownloadWidget').then((m) => m.AppDownloadWidget),
  'line-speed-test': () => import('./line-speed-test/LineSpeedTestWidget').then((m) => m.LineSpeedTestWidget),
  'chat-room': () => import('./chat-room/ChatRoomWidget').then((m) => m.ChatRoomWidget),
  'vip-levels': () => import('./vip-levels/VipLevelsWidget').then((m) => m.VipLevelsWidget),
  'rescue-task': () => import('./rescue-task/RescueTaskWidget').then((m) => m.RescueTaskWidget),
  // With the sanitiser of its content: the popup opens only with everything it shows at hand.
  'public-announcement-modal': () => import('./public-announcement-modal/PublicAnnouncementModalWidget').then((m) => m.withSanitizer()),
};

/**
 * A member-centre widget loads from the member chunk's table: the group's rule, not one entry per page
 * (each entry cost the home route's registry bytes; registry.test.ts holds the table to the group).
 */
function defineWidget<K extends WidgetId>(id: K): WidgetDefinition<K> {
  const { kind, lazyGroup } = WIDGET_BASICS[id];
  // The member group's ids are exactly the table's keys (registry.test.ts); the table maps each to its component.
  return { id, kind, lazyGroup, load: widgetLoaders[id] ?? (lazyGroup === 'MemberCenter' ? fromMemberCentre(id as keyof typeof MEMBER_CENTRE_WIDGETS) as unknown as WidgetLoader<K> : null) };
}

function buildRegistry(): WidgetRegistry {
  const entries: Partial<Record<WidgetId, unknown>> = {};
  for (const id of WIDGET_IDS) entries[id] = defineWidget(id);
  // Each entry was built by defineWidget for its own id; a loop cannot carry the per-key types.
  return entries as WidgetRegistry;
}

/** Every catalogued widget, keyed by id. */
export const widgetRegistry: WidgetRegistry = buildRegistry();

/** Ids of the catalogued widgets whose component does not exist yet, in catalogue order. */
export function unbuiltWidgetIds(): WidgetId[] {
  return WIDGET_IDS.filter((id) => widgetRegistry[id].load === null);
}
