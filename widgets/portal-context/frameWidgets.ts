/**
 * The frame's widgets (chunkGroups FRAME_WIDGETS but the announcement popup) in one module, reached
 * through ONE dynamic import in the registry: they ship in the frame chunk together anyway, and one
 * import site instead of seven keeps the home route's entry smaller. Nothing else imports it.
 */
export { AppHeader } from '../app-header/AppHeader';
export { TopNavigation } from '../top-navigation/TopNavigation';
export { VendorDropMenu } from '../vendor-drop-menu/VendorDropMenu';
export { SideMenu } from '../side-menu/SideMenu';
export { AppFooter } from '../app-footer/AppFooter';
export { ScrollTopButton } from '../scroll-top-button/ScrollTopButton';
export { MessageDialogWidget } from '../message-dialog/MessageDialogWidget';
