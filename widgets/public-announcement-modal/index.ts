export { PublicAnnouncementModalWidget } from './PublicAnnouncementModalWidget';
export { PublicAnnouncementTrigger, type PublicAnnouncementTriggerProps } from './PublicAnnouncementTrigger';
export {
  POPUP_ANNOUNCEMENT_TYPE, isPopupClosed, markPopupClosed, popupExecutions, popupKindOf, popupQuery, popupStorageKey, selectPopupAnnouncements,
  type PopupKind,
} from './popupRules';
