export { PublicAnnouncementModalWidget } from './PublicAnnouncementModalWidget';
export { PublicAnnouncementTrigger, type PublicAnnouncementTriggerProps } from './PublicAnnouncementTrigger';
export {
  POPUP_ANNOUNCEMENT_TYPE, isPopupClosed, markPopupClosed, popupExecutions, popupKindOf, popupOpensAtStart, popupQuery, selectPopupAnnouncements,
  type PopupKind,
} from './popupRules';
