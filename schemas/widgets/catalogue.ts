/**
 * The widget catalogue: every widget id the engine knows, with its kind, lazy group and props schema.
 * It lives in schemas/ so that the engine's lint stage can check manifests without importing React
 * code from widgets/; widgets/registry.ts adds the component loaders on top of it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { LazyGroup } from '../domain';
import { bannerCarouselPropsSchema } from './banner-carousel';
import { noticeMarqueePropsSchema } from './notice-marquee';
import { gameCategoryMenuPropsSchema } from './game-category-menu';
import { homeGameRowsPropsSchema } from './home-game-rows';
import { winnerBoardPropsSchema } from './winner-board';
import { gameCentrePropsSchema } from './game-centre';
import { accountGamesPropsSchema } from './account-games';
import { promotionListPropsSchema } from './promotion-list';
import { lotteryGamePropsSchema } from './lottery-game';
import { gameFramePropsSchema } from './game-frame';
import { pointsMallPropsSchema } from './points-mall';
import { memberCentrePropsSchema } from './member-centre';
import {
  memberDepositPropsSchema, memberMessagesPropsSchema, memberRebatePropsSchema, memberProfilePropsSchema, memberRecordsPropsSchema, memberResponsibleGamingPropsSchema, memberSecurityPropsSchema, memberTransferFundPropsSchema, memberTransferUplinePropsSchema,
  memberWithdrawPropsSchema,
} from './member-pages';
import { memberRewardsPropsSchema } from './member-rewards';
import { helpCentrePropsSchema } from './help-centre';
import { agentLoginPropsSchema } from './agent-login';
import { agentCentrePropsSchema } from './agent-centre';
import { agentPagePropsSchema } from './agent-pages';
import { appDownloadPropsSchema } from './app-download';
import { lineSpeedTestPropsSchema } from './line-speed-test';
import { feedbackFormPropsSchema } from './feedback-form';
import { winnersListPropsSchema } from './winners-list';
import { customHtmlPropsSchema } from './custom-html';
import { vipLevelsPropsSchema } from './vip-levels';
import { rescueTaskPropsSchema } from './rescue-task';
import { appHeaderPropsSchema } from './app-header';
import { topNavigationPropsSchema } from './top-navigation';
import { vendorDropMenuPropsSchema } from './vendor-drop-menu';
import { sideMenuPropsSchema } from './side-menu';
import { appFooterPropsSchema } from './app-footer';
import { scrollTopButtonPropsSchema } from './scroll-top-button';
import { publicAnnouncementModalPropsSchema } from './public-announcement-modal';
import { noticeModalPropsSchema } from './notice-modal';
import { loginModalPropsSchema } from './login-modal';
import { registerModalPropsSchema } from './register-modal';
import { changePasswordModalPropsSchema } from './change-password-modal';
import { forgetPasswordModalPropsSchema } from './forget-password-modal';
import { helpModalPropsSchema } from './help-modal';
import { gamePopupPropsSchema } from './game-popup';
import { chatRoomPropsSchema } from './chat-room';
import { contractModalPropsSchema } from './contract-modal';
import { loginVerificationModalPropsSchema } from './login-verification-modal';
import { messageDialogPropsSchema } from './message-dialog';
import { maintenanceScreenPropsSchema } from './maintenance-screen';
import { regionBlockedScreenPropsSchema } from './region-blocked-screen';
import { manifestErrorScreenPropsSchema } from './manifest-error-screen';

/**
 * Where a widget may be placed: `page` widgets by manifests on pages, `shell` widgets in the frame
 * around pages, `modal` widgets in the modal host, `screen` widgets instead of the whole app.
 */
export const WIDGET_KINDS = ['page', 'shell', 'modal', 'screen'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/**
 * The kinds of page a page widget may be placed on, by who sees the page: `portal` pages (the
 * player's site: home, lobbies, the merchant's own routes), `member` pages (the member centre:
 * "member" and "member-<page>", signed-in members only) and `agent` pages (the agent centre:
 * "agent", "agentHome" and "agent-<page>", agents only).
 */
export const PAGE_KINDS = ['portal', 'member', 'agent'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Every widget id, grouped by kind. The catalogue below must list exactly these (checked by its type). */
export const WIDGET_IDS = [
  // page widgets
  'banner-carousel',
  'notice-marquee',
  'game-category-menu',
  'home-game-rows',
  'winner-board',
  'game-centre',
  'account-games',
  'promotion-list',
  'lottery-game',
  'game-frame',
  'points-mall',
  'member-centre',
  'member-deposit',
  'member-withdraw',
  'member-transfer-fund',
  'member-transfer-upline',
  'member-records',
  'member-security',
  'member-messages',
  'member-rebate',
  'member-rewards',
  'member-responsible-gaming',
  'member-profile',
  'help-centre',
  'agent-login',
  'agent-centre',
  'agent-page',
  'app-download',
  'line-speed-test',
  'feedback-form',
  'winners-list',
  'custom-html',
  'vip-levels',
  'rescue-task',
  // shell widgets
  'app-header',
  'top-navigation',
  'vendor-drop-menu',
  'side-menu',
  'app-footer',
  'scroll-top-button',
  // modals
  'public-announcement-modal',
  'notice-modal',
  'login-modal',
  'register-modal',
  'change-password-modal',
  'forget-password-modal',
  'help-modal',
  'game-popup',
  'chat-room',
  'contract-modal',
  'login-verification-modal',
  'message-dialog',
  // full-page screens
  'maintenance-screen',
  'region-blocked-screen',
  'manifest-error-screen',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

/** What the catalogue records about one widget. */
export interface WidgetCatalogueEntry<K extends WidgetId = WidgetId> {
  readonly kind: WidgetKind;
  /**
   * The code-split group the widget's component ships in (SPEC section 2's lazy groups, plus the
   * eager `Main` group and the agent centre). A route's own lazy group is decided by the route, not by
   * its widgets: the engine's resolve stage gives /live, /fish, /rng and /pvp the GameListCenter group
   * and /elott, /lott, /inhouse, /sports and /esports the GameCenter group, although both place
   * `game-centre` (variants `list` and `centre`). The widget's code is one module, so it ships once,
   * in the chunk of the group named here, and the route's group decides what the route prefetches
   * and where its loading boundary sits.
   */
  readonly lazyGroup: LazyGroup;
  /** Page widgets: the kinds of page the widget fits; the check refuses a placement on another kind. */
  readonly fits?: readonly PageKind[];
  /** JSON Schema of the widget's props, `$id` `widget/<id>`; defaults fill what a manifest omits. */
  readonly propsSchema: { readonly $id: `widget/${K}`; readonly type: 'object'; readonly description: string };
  /** One line for docs and for did-you-mean output. */
  readonly description: string;
}

export const WIDGET_CATALOGUE = {
  // page widgets
  'banner-carousel': { kind: 'page', fits: ['portal'], lazyGroup: 'Main', propsSchema: bannerCarouselPropsSchema, description: bannerCarouselPropsSchema.description },
  'notice-marquee': { kind: 'page', fits: ['portal', 'member'], lazyGroup: 'Main', propsSchema: noticeMarqueePropsSchema, description: noticeMarqueePropsSchema.description },
  'game-category-menu': { kind: 'page', fits: ['portal'], lazyGroup: 'Main', propsSchema: gameCategoryMenuPropsSchema, description: gameCategoryMenuPropsSchema.description },
  'home-game-rows': { kind: 'page', fits: ['portal'], lazyGroup: 'Main', propsSchema: homeGameRowsPropsSchema, description: homeGameRowsPropsSchema.description },
  'winner-board': { kind: 'page', fits: ['portal'], lazyGroup: 'Main', propsSchema: winnerBoardPropsSchema, description: winnerBoardPropsSchema.description },
  'game-centre': { kind: 'page', fits: ['portal'], lazyGroup: 'GameCenter', propsSchema: gameCentrePropsSchema, description: gameCentrePropsSchema.description },
  'account-games': { kind: 'page', fits: ['portal'], lazyGroup: 'AccountGame', propsSchema: accountGamesPropsSchema, description: accountGamesPropsSchema.description },
  'promotion-list': { kind: 'page', fits: ['portal'], lazyGroup: 'Promotions', propsSchema: promotionListPropsSchema, description: promotionListPropsSchema.description },
  'lottery-game': { kind: 'page', fits: ['portal'], lazyGroup: 'Lottery', propsSchema: lotteryGamePropsSchema, description: lotteryGamePropsSchema.description },
  'game-frame': { kind: 'page', fits: ['portal'], lazyGroup: 'Seamless', propsSchema: gameFramePropsSchema, description: gameFramePropsSchema.description },
  'points-mall': { kind: 'page', fits: ['portal'], lazyGroup: 'PointMall', propsSchema: pointsMallPropsSchema, description: pointsMallPropsSchema.description },
  'member-centre': { kind: 'page', fits: ['member'], lazyGroup: 'MemberCenter', propsSchema: memberCentrePropsSchema, description: memberCentrePropsSchema.description },
  'member-deposit': { kind: 'page', fits: ['member', 'agent'], lazyGroup: 'MemberCenter', propsSchema: memberDepositPropsSchema, description: memberDepositPropsSchema.description },
  'member-withdraw': { kind: 'page', fits: ['member', 'agent'], lazyGroup: 'MemberCenter', propsSchema: memberWithdrawPropsSchema, description: memberWithdrawPropsSchema.description },
  'member-transfer-fund': { kind: 'page', fits: ['member'], lazyGroup: 'MemberCenter', propsSchema: memberTransferFundPropsSchema, description: memberTransferFundPropsSchema.description },
  'member-transfer-upline': { kind: 'page', fits: ['member', 'agent'], lazyGroup: 'MemberCenter', propsSchema: memberTransferUplinePropsSchema, description: memberTransferUplinePropsSchema.description },
  'member-records': { kind: 'page', fits: ['member'], lazyGroup: 'MemberCenter', propsSchema: memberRecordsPropsSchema, description: memberRecordsPropsSchema.description },
  'member-security': { kind: 'page', fits: ['member'], lazyGroup: 'MemberCenter', propsSchema: memberSecurityPropsSchema, description: memberSecurityPropsSchema.description },
  'member-messages': { kind: 'page', fits: ['member', 'agent'], lazyGroup: 'MemberCenter', propsSchema: memberMessagesPropsSchema, description: memberMessagesPropsSchema.description },
  'member-rebate': { kind: 'page', fits: ['member'], lazyGroup: 'MemberCenter', propsSchema: memberRebatePropsSchema, description: memberRebatePropsSchema.description },
  'member-rewards': { kind: 'page', fits: ['member', 'agent'], lazyGroup: 'MemberCenter', propsSchema: memberRewardsPropsSchema, description: memberRewardsPropsSchema.description },
  'member-responsible-gaming': { kind: 'page', fits: ['member'], lazyGroup: 'MemberCenter', propsSchema: memberResponsibleGamingPropsSchema, description: memberResponsibleGamingPropsSchema.description },
  'member-profile': { kind: 'page', fits: ['member'], lazyGroup: 'MemberCenter', propsSchema: memberProfilePropsSchema, description: memberProfilePropsSchema.description },
  'help-centre': { kind: 'page', fits: ['portal'], lazyGroup: 'Screens', propsSchema: helpCentrePropsSchema, description: helpCentrePropsSchema.description },
  'agent-login': { kind: 'page', fits: ['agent'], lazyGroup: 'AgentCenter', propsSchema: agentLoginPropsSchema, description: agentLoginPropsSchema.description },
  'agent-centre': { kind: 'page', fits: ['agent'], lazyGroup: 'AgentCenter', propsSchema: agentCentrePropsSchema, description: agentCentrePropsSchema.description },
  'agent-page': { kind: 'page', fits: ['agent'], lazyGroup: 'AgentCenter', propsSchema: agentPagePropsSchema, description: agentPagePropsSchema.description },
  'app-download': { kind: 'page', fits: ['portal'], lazyGroup: 'Screens', propsSchema: appDownloadPropsSchema, description: appDownloadPropsSchema.description },
  'line-speed-test': { kind: 'page', fits: ['portal'], lazyGroup: 'Screens', propsSchema: lineSpeedTestPropsSchema, description: lineSpeedTestPropsSchema.description },
  // The member centre's chunk, with the texts it shares with the member pages: off the home route.
  'feedback-form': { kind: 'page', fits: ['portal'], lazyGroup: 'MemberCenter', propsSchema: feedbackFormPropsSchema, description: feedbackFormPropsSchema.description },
  'winners-list': { kind: 'page', fits: ['portal'], lazyGroup: 'Screens', propsSchema: winnersListPropsSchema, description: winnersListPropsSchema.description },
  'custom-html': { kind: 'page', fits: ['portal', 'member', 'agent'], lazyGroup: 'Screens', propsSchema: customHtmlPropsSchema, description: customHtmlPropsSchema.description },
  'vip-levels': { kind: 'page', fits: ['portal'], lazyGroup: 'Screens', propsSchema: vipLevelsPropsSchema, description: vipLevelsPropsSchema.description },
  'rescue-task': { kind: 'page', fits: ['portal'], lazyGroup: 'Screens', propsSchema: rescueTaskPropsSchema, description: rescueTaskPropsSchema.description },
  // shell widgets
  'app-header': { kind: 'shell', lazyGroup: 'Main', propsSchema: appHeaderPropsSchema, description: appHeaderPropsSchema.description },
  'top-navigation': { kind: 'shell', lazyGroup: 'Main', propsSchema: topNavigationPropsSchema, description: topNavigationPropsSchema.description },
  'vendor-drop-menu': { kind: 'shell', lazyGroup: 'Main', propsSchema: vendorDropMenuPropsSchema, description: vendorDropMenuPropsSchema.description },
  'side-menu': { kind: 'shell', lazyGroup: 'Main', propsSchema: sideMenuPropsSchema, description: sideMenuPropsSchema.description },
  'app-footer': { kind: 'shell', lazyGroup: 'Main', propsSchema: appFooterPropsSchema, description: appFooterPropsSchema.description },
  'scroll-top-button': { kind: 'shell', lazyGroup: 'Main', propsSchema: scrollTopButtonPropsSchema, description: scrollTopButtonPropsSchema.description },
  // modals
  'public-announcement-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: publicAnnouncementModalPropsSchema, description: publicAnnouncementModalPropsSchema.description },
  'notice-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: noticeModalPropsSchema, description: noticeModalPropsSchema.description },
  'login-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: loginModalPropsSchema, description: loginModalPropsSchema.description },
  'register-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: registerModalPropsSchema, description: registerModalPropsSchema.description },
  'change-password-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: changePasswordModalPropsSchema, description: changePasswordModalPropsSchema.description },
  'forget-password-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: forgetPasswordModalPropsSchema, description: forgetPasswordModalPropsSchema.description },
  'help-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: helpModalPropsSchema, description: helpModalPropsSchema.description },
  'game-popup': { kind: 'modal', lazyGroup: 'Main', propsSchema: gamePopupPropsSchema, description: gamePopupPropsSchema.description },
  'chat-room': { kind: 'modal', lazyGroup: 'Main', propsSchema: chatRoomPropsSchema, description: chatRoomPropsSchema.description },
  // Opened by the agent centre for an agent with an open offer: in the agent centre's code, off the player pages.
  'contract-modal': { kind: 'modal', lazyGroup: 'AgentCenter', propsSchema: contractModalPropsSchema, description: contractModalPropsSchema.description },
  'login-verification-modal': { kind: 'modal', lazyGroup: 'Main', propsSchema: loginVerificationModalPropsSchema, description: loginVerificationModalPropsSchema.description },
  'message-dialog': { kind: 'modal', lazyGroup: 'Main', propsSchema: messageDialogPropsSchema, description: messageDialogPropsSchema.description },
  // full-page screens
  'maintenance-screen': { kind: 'screen', lazyGroup: 'Main', propsSchema: maintenanceScreenPropsSchema, description: maintenanceScreenPropsSchema.description },
  'region-blocked-screen': { kind: 'screen', lazyGroup: 'Main', propsSchema: regionBlockedScreenPropsSchema, description: regionBlockedScreenPropsSchema.description },
  'manifest-error-screen': { kind: 'screen', lazyGroup: 'Main', propsSchema: manifestErrorScreenPropsSchema, description: manifestErrorScreenPropsSchema.description },
} as const satisfies { readonly [K in WidgetId]: WidgetCatalogueEntry<K> };

/** Whether a string from a manifest names a known widget. */
export function isWidgetId(value: string): value is WidgetId {
  return Object.hasOwn(WIDGET_CATALOGUE, value);
}

/**
 * Props each widget's component receives: the manifest's props after ajv filled the defaults, so a
 * property with a default is always present.
 */
export type WidgetPropsMap = { [K in WidgetId]: FromSchema<(typeof WIDGET_CATALOGUE)[K]['propsSchema']> };
