import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import '../kit/ui/base.css';

/** Link to the customer service the server resolved (site permission `customerService`), when there is one. */
export function CustomerServiceButton() {
  const { site } = usePortal();
  const t = useText();
  const url = site.status.customerServiceUrl;
  if (url === undefined) return null;
  return (
    <a className="wl-button wl-button--primary" href={url} target="_blank" rel="noopener noreferrer">
      {t('status.customerService')}
    </a>
  );
}
