/**
 * Public surface of widgets/: the registry, the development placeholder, and what the shell provides to
 * widgets (the portal context, the boot failure, the shell's texts). Components are reached through
 * the registry's loaders only, so each is split off.
 */
export { unbuiltWidgetIds, widgetRegistry } from './registry';
export type { WidgetDefinition, WidgetLoader, WidgetRegistry } from './registry';
export { NotBuiltYet } from './not-built-yet/NotBuiltYet';
export type { NotBuiltYetProps } from './not-built-yet/NotBuiltYet';
export { defaultWidgetProps, shellWidgetProps } from './defaultWidgetProps';
export { PortalContextProvider, imageUrl, usePortal } from './portal-context/PortalContext';
export type { PlacedWidgetSlot, PortalContextValue } from './portal-context/PortalContext';
export { BootFailureProvider, useBootFailure } from './portal-context/BootFailureContext';
export type { BootFailure } from './portal-context/BootFailureContext';
export { useText } from './portal-context/useText';
export { whenIdle } from './kit/ui/useWhenIdle';
export { useHydrating } from './kit/ui/useHydrating';
export type { TextKey, TextParams } from './portal-context/useText';
export { PortalActionsProvider, PortalDataProvider, usePortalActions, usePortalData } from './portal-context/PortalData';
export type { BannerGroup, CallQueryOptions, DataResult, NoticeType, PortalActions, PortalCall, PortalCaller, PortalDataSource } from './portal-context/PortalData';
export { MessageRequestProvider, ModalRequestProvider, useMessageRequest, useModalRequest } from './portal-context/PortalModals';
export type { ModalId, ModalRequest, PasswordChangeReason, PortalMessage } from './portal-context/PortalModals';
export { PortalSessionProvider, isRealAccount, usePortalSession } from './portal-context/PortalSession';
export type { PortalSessionValue } from './portal-context/PortalSession';
export { useRequireAccount } from './portal-context/useRequireAccount';
export type { AccountNeed } from './portal-context/useRequireAccount';
export { ModalDialog } from './kit/ui/ModalDialog';
export type { ModalDialogProps } from './kit/ui/ModalDialog';
export { NoticeSelectionProvider, useNoticeSelection } from './portal-context/NoticeSelection';
export type { NoticeSelection } from './portal-context/NoticeSelection';
export { errorServerMessage, errorTextKey, errorValue } from './kit/ui/errorText';
export { PublicAnnouncementTrigger } from './public-announcement-modal/PublicAnnouncementTrigger';
export type { PublicAnnouncementTriggerProps } from './public-announcement-modal/PublicAnnouncementTrigger';
export { popupOpensAtStart, popupQuery } from './public-announcement-modal/popupRules';
export { adoptDrawnPopup } from './public-announcement-modal/drawnPopup';
export { NetworkFailure } from './kit/ui/NetworkFailure';
export type { NetworkFailureProps } from './kit/ui/NetworkFailure';
export { provideSanitizer } from './kit/sanitize/useSanitizer';

