/**
 * App download page (SPEC section 2): the merchant's iOS and Android packages from the site
 * permission's resources, each with a QR code to scan from a phone, a download link and the install
 * guide of its platform.
 */
import type { AppDownloadProps, AppPlatform } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS, type ScreensTextKey } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import { appResources } from './appResources';
import { QrCode } from './QrCode';
import './app-download.css';

const GUIDE: Record<AppPlatform, readonly ScreensTextKey[]> = {
  ios: ['download.ios.step1', 'download.ios.step2', 'download.ios.step3'],
  android: ['download.android.step1', 'download.android.step2', 'download.android.step3'],
};

const NAME: Record<AppPlatform, ScreensTextKey> = { ios: 'download.ios', android: 'download.android' };

export function AppDownloadWidget({ platforms, showQrCodes, showInstallGuide }: AppDownloadProps) {
  const t = useText(SCREENS_TEXTS);
  const result = usePortalData().useCall('sitePermission');
  return (
    <ScreenPage id="download" title={t('route.appDownload')} className="app-download">
      <p className="screen-page__note">{t('download.intro')}</p>
      <DataStatus result={result} isEmpty={(permission) => appResources(permission.info.resources, platforms, window.location.origin).length === 0}>
        {(permission) => (
          <div className="app-download__platforms">
            {appResources(permission.info.resources, platforms, window.location.origin).map(({ platform, url }) => (
              <article key={platform} className="screen-page__card app-download__platform" data-platform={platform} aria-labelledby={`download-${platform}`}>
                <h2 id={`download-${platform}`}>{t(NAME[platform])}</h2>
                {showQrCodes && <QrCode text={url} label={t('download.qr', { platform: t(NAME[platform]) })} />}
                <a className="wl-button wl-button--primary" href={url} target="_blank" rel="noopener noreferrer">{t('download.get', { platform: t(NAME[platform]) })}</a>
                {showInstallGuide && (
                  <>
                    <h3>{t('download.guide')}</h3>
                    <ol className="app-download__guide">
                      {GUIDE[platform].map((key) => <li key={key}>{t(key)}</li>)}
                    </ol>
                  </>
                )}
              </article>
            ))}
          </div>
        )}
      </DataStatus>
    </ScreenPage>
  );
}
