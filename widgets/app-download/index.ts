export { AppDownloadWidget } from './AppDownloadWidget';
export { SideQrCodes } from './SideQrCodes';
export { appResources } from './appResources';
export { QrCode, qrPath } from './QrCode';
