/** Full-page maintenance screen (system status 1); it replaces the whole app. */
import type { MaintenanceScreenProps } from '../../schemas/widgets';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import { CustomerServiceButton } from '../status-screen/CustomerServiceButton';
import { StatusScreenLayout } from '../status-screen/StatusScreenLayout';

export function MaintenanceScreen({ showServiceButton }: MaintenanceScreenProps) {
  const { site, view } = usePortal();
  const t = useText();
  return (
    <StatusScreenLayout screen="maintenance" brand={site.tenant.title[view.language]} title={t('status.maintenance.title')}>
      <p>{t('status.maintenance.body')}</p>
      {showServiceButton && <CustomerServiceButton />}
    </StatusScreenLayout>
  );
}
