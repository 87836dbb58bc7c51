/** Public surface of the widget schemas: the catalogue, every props schema and props type, the vocabularies. */
export { WIDGET_CATALOGUE, WIDGET_IDS, WIDGET_KINDS, isWidgetId } from './catalogue';
export type { WidgetCatalogueEntry, WidgetId, WidgetKind, WidgetPropsMap } from './catalogue';
export {
  ACCOUNT_GAME_LISTS,
  APP_PLATFORMS,
  DEFAULT_QUICK_FILTERS,
  GAME_CATEGORIES,
  GAME_FRAME_MODES,
  HOME_ROWS,
  LOTTERY_FAMILIES,
  POINTS_MALL_TABS,
  PRIZE_MODES,
  QUICK_FILTERS,
  WEEKDAYS,
} from './vocabulary';
export type {
  AccountGameList,
  AppPlatform,
  GameCategory,
  HomeRow,
  LotteryFamily,
  PointsMallTab,
  PrizeMode,
  QuickFilter,
  Weekday,
} from './vocabulary';
export { bannerCarouselPropsSchema } from './banner-carousel';
export type { BannerCarouselProps } from './banner-carousel';
export { noticeMarqueePropsSchema } from './notice-marquee';
export type { NoticeMarqueeProps } from './notice-marquee';
export { gameCategoryMenuPropsSchema } from './game-category-menu';
export type { GameCategoryMenuProps } from './game-category-menu';
export { homeGameRowsPropsSchema } from './home-game-rows';
export type { HomeGameRowsProps } from './home-game-rows';
export { winnerBoardPropsSchema } from './winner-board';
export type { WinnerBoardProps } from './winner-board';
export { gameCentrePropsSchema } from './game-centre';
export type { GameCentreProps } from './game-centre';
export { accountGamesPropsSchema } from './account-games';
export type { AccountGamesProps } from './account-games';
export { promotionListPropsSchema } from './promotion-list';
export type { PromotionListProps } from './promotion-list';
export { lotteryGamePropsSchema } from './lottery-game';
export type { LotteryGameProps } from './lottery-game';
export { gameFramePropsSchema } from './game-frame';
export type { GameFrameProps } from './game-frame';
export { pointsMallPropsSchema } from './points-mall';
export type { PointsMallProps } from './points-mall';
export { memberCentrePropsSchema } from './member-centre';
export type { MemberCentreProps } from './member-centre';
export {
  memberDepositPropsSchema, memberMessagesPropsSchema, memberRebatePropsSchema, memberProfilePropsSchema, memberRecordsPropsSchema, memberResponsibleGamingPropsSchema, memberSecurityPropsSchema, memberTransferFundPropsSchema, memberTransferUplinePropsSchema,
  memberWithdrawPropsSchema,
} from './member-pages';
export type {
  MemberDepositProps, MemberMessagesProps, MemberRebateProps, MemberProfileProps, MemberRecordsProps, MemberResponsibleGamingProps, MemberSecurityProps, MemberTransferFundProps, MemberTransferUplineProps, MemberWithdrawProps,
} from './member-pages';
export { MEMBER_REWARD_VIEWS, memberRewardsPropsSchema } from './member-rewards';
export type { MemberRewardsProps } from './member-rewards';
export { helpCentrePropsSchema } from './help-centre';
export type { HelpCentreProps } from './help-centre';
export { agentLoginPropsSchema } from './agent-login';
export type { AgentLoginProps } from './agent-login';
export { agentCentrePropsSchema } from './agent-centre';
export type { AgentCentreProps } from './agent-centre';
export { AGENT_PAGE_VIEWS, agentPagePropsSchema } from './agent-pages';
export type { AgentPageProps } from './agent-pages';
export { appDownloadPropsSchema } from './app-download';
export type { AppDownloadProps } from './app-download';
export { lineSpeedTestPropsSchema } from './line-speed-test';
export type { LineSpeedTestProps } from './line-speed-test';
export { feedbackFormPropsSchema } from './feedback-form';
export type { FeedbackFormProps } from './feedback-form';
export { winnersListPropsSchema } from './winners-list';
export type { WinnersListProps } from './winners-list';
export { vipLevelsPropsSchema } from './vip-levels';
export type { VipLevelsProps } from './vip-levels';
export { rescueTaskPropsSchema } from './rescue-task';
export type { RescueTaskProps } from './rescue-task';
export { customHtmlPropsSchema } from './custom-html';
export type { CustomHtmlProps } from './custom-html';
export { appHeaderPropsSchema } from './app-header';
export type { AppHeaderProps } from './app-header';
export { topNavigationPropsSchema } from './top-navigation';
export type { TopNavigationProps } from './top-navigation';
export { vendorDropMenuPropsSchema } from './vendor-drop-menu';
export type { VendorDropMenuProps } from './vendor-drop-menu';
export { sideMenuPropsSchema } from './side-menu';
export type { SideMenuProps } from './side-menu';
export { appFooterPropsSchema } from './app-footer';
export type { AppFooterProps } from './app-footer';
export { scrollTopButtonPropsSchema } from './scroll-top-button';
export type { ScrollTopButtonProps } from './scroll-top-button';
export { publicAnnouncementModalPropsSchema } from './public-announcement-modal';
export type { PublicAnnouncementModalProps } from './public-announcement-modal';
export { noticeModalPropsSchema } from './notice-modal';
export type { NoticeModalProps } from './notice-modal';
export { loginModalPropsSchema } from './login-modal';
export type { LoginModalProps } from './login-modal';
export { registerModalPropsSchema } from './register-modal';
export type { RegisterModalProps } from './register-modal';
export { changePasswordModalPropsSchema } from './change-password-modal';
export type { ChangePasswordModalProps } from './change-password-modal';
export { forgetPasswordModalPropsSchema } from './forget-password-modal';
export type { ForgetPasswordModalProps } from './forget-password-modal';
export { helpModalPropsSchema } from './help-modal';
export type { HelpModalProps } from './help-modal';
export { gamePopupPropsSchema } from './game-popup';
export type { GamePopupProps } from './game-popup';
export { chatRoomPropsSchema } from './chat-room';
export type { ChatRoomProps } from './chat-room';
export { contractModalPropsSchema } from './contract-modal';
export type { ContractModalProps } from './contract-modal';
export { loginVerificationModalPropsSchema } from './login-verification-modal';
export type { LoginVerificationModalProps } from './login-verification-modal';
export { messageDialogPropsSchema } from './message-dialog';
export type { MessageDialogProps } from './message-dialog';
export { maintenanceScreenPropsSchema } from './maintenance-screen';
export type { MaintenanceScreenProps } from './maintenance-screen';
export { regionBlockedScreenPropsSchema } from './region-blocked-screen';
export type { RegionBlockedScreenProps } from './region-blocked-screen';
export { manifestErrorScreenPropsSchema } from './manifest-error-screen';
export type { ManifestErrorScreenProps } from './manifest-error-screen';
