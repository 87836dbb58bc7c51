/** Full-page 'Access restricted' screen (system status 2): the visitor IP and a customer-service button. */
import type { RegionBlockedScreenProps } from '../../schemas/widgets';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import { CustomerServiceButton } from '../status-screen/CustomerServiceButton';
import { StatusScreenLayout } from '../status-screen/StatusScreenLayout';

export function RegionBlockedScreen({ showIp, showServiceButton }: RegionBlockedScreenProps) {
  const { site, view } = usePortal();
  const t = useText();
  const ip = site.status.ip;
  return (
    <StatusScreenLayout screen="regionRestricted" brand={site.tenant.title[view.language]} title={t('status.regionRestricted.title')}>
      {showIp && ip !== undefined && <p data-ip={ip}>{t('status.regionRestricted.body', { ip })}</p>}
      {showServiceButton && <CustomerServiceButton />}
    </StatusScreenLayout>
  );
}
