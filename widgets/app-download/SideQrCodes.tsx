/**
 * The side menu's QR block (SPEC section 2: app download QR codes): the packages' codes, small, under
 * the menu's download entry. Loaded by the side menu once the page is idle, so the encoder stays out
 * of the home page's first download.
 */
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { appResources } from './appResources';
import { QrCode } from './QrCode';
import './app-download.css';

/** The QR drawing, for other lazy pages (the referral page) to load through this chunk, not a new one. */
export { QrCode };

export function SideQrCodes() {
  const t = useText(SCREENS_TEXTS);
  const { data } = usePortalData().useCall('sitePermission');
  if (data === undefined) return null;
  const resources = appResources(data.info.resources, ['ios', 'android'], window.location.origin);
  return (
    <ul className="side-menu__qr" aria-label={t('side.appDownload')}>
      {resources.map(({ platform, url }) => {
        const name = t(platform === 'ios' ? 'download.ios' : 'download.android');
        return (
          <li key={platform} data-platform={platform}>
            <QrCode text={url} label={t('download.qr', { platform: name })} size={72} />
            <span>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
