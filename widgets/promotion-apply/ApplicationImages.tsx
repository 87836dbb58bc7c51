/**
 * The images the member attached to an application, beside its status: small thumbnails, each a
 * button that opens the full image in the shared dialog (focus trapped, Escape closes, focus back on
 * the thumbnail). An image that cannot be fetched shows the catalogue message in its place.
 */
import { useState } from 'react';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';
import { useApplicationImage } from './useApplicationImage';
import type { ApplyText } from './useApplyText';

function ApplicationImage({ id, n, t }: { id: string; n: number; t: ApplyText }) {
  const text = useText();
  const { site } = usePortal();
  const { token, tokenRefused } = usePortalSession();
  const image = useApplicationImage(id, n, token, site.tenant.merchantCode, tokenRefused);
  const [open, setOpen] = useState(false);
  const name = t('apply.image', { n });
  if (image.kind === 'failed') {
    return <li className="promotion-apply__thumb promotion-apply__thumb--failed" data-testid="application-image-failure">{text(image.message)}</li>;
  }
  if (image.kind === 'loading') return <li className="promotion-apply__thumb" aria-busy="true" data-testid="application-image-loading" />;
  return (
    <li className="promotion-apply__thumb">
      <button type="button" className="promotion-apply__thumb-button" aria-label={t('apply.imageOpen', { n })} onClick={() => setOpen(true)} data-testid="application-image">
        <img src={image.url} alt="" className="promotion-apply__thumb-image" />
      </button>
      {open && (
        <ModalDialog title={name} onClose={() => setOpen(false)} layer="message" className="promotion-apply__viewer" testId="application-image-dialog">
          <img src={image.url} alt={name} className="promotion-apply__full-image" />
        </ModalDialog>
      )}
    </li>
  );
}

export function ApplicationImages({ id, count, t }: { id: string; count: number; t: ApplyText }) {
  if (count === 0) return null;
  return (
    <ul className="promotion-apply__thumbs" aria-label={t('apply.attached')} data-testid="application-images">
      {Array.from({ length: count }, (_, index) => <ApplicationImage key={index} id={id} n={index + 1} t={t} />)}
    </ul>
  );
}
