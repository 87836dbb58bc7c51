/**
 * Announcement popup (publicModal, SPEC section 4): the popup announcements this visitor sees
 * (popupRules.ts: type PU; signed in A, plus F on the first login; guests B), one per page with
 * previous and next, in the shared ModalDialog (Escape and the close button; never a click outside).
 * Closing marks this popup kind closed for the browser session, so it does not show again. Content
 * is server HTML, rendered only sanitised (sanitizeNoticeHtml, whose chunk loads when the popup opens:
 * the modal is on every page, the sanitiser only where there is an announcement to show).
 * PublicAnnouncementTrigger opens it. The widget's loader (widgets/registry.ts) loads the sanitiser with
 * it; a popup the server drew open (src/ssr/renderPage.tsx) is taken over with the content the server
 * sanitised (drawnPopup.ts), and the sanitiser loads only for an announcement the server did not draw.
 */
import { useMemo, useState } from 'react';
import type { Announcement } from '../../schemas/api/home';
import type { PublicAnnouncementModalProps } from '../../schemas/widgets';
import { loadSanitizer, useSanitizer, type Sanitize } from '../kit/sanitize/useSanitizer';
import { DataStatus } from '../kit/ui/DataStatus';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useText } from '../portal-context/useText';
import { POPUP_CONTENT_CLASS, POPUP_ITEM_CLASS, drawnPopupHtml, hasDrawnPopup } from './drawnPopup';
import { markPopupClosed, popupKindOf, popupQuery, selectPopupAnnouncements } from './popupRules';
import '../kit/ui/base.css';
import './public-announcement-modal.css';

function PopupPages({ announcements }: { announcements: Announcement[] }) {
  const t = useText();
  const [page, setPage] = useState(0);
  const current = Math.min(page, announcements.length - 1);
  const announcement = announcements[current];
  // What the server drew for this announcement, taken over as drawn (drawnPopup.ts); any other
  // content waits for the sanitiser, which then serves every page.
  const drawn = announcement === undefined ? undefined : drawnPopupHtml(announcement.id);
  const sanitizer = useSanitizer(drawn === undefined);
  const sanitize: Sanitize | undefined = sanitizer.data;
  const html = useMemo(() => (sanitize === undefined ? drawn : sanitize(announcement?.content ?? '')), [announcement?.content, drawn, sanitize]);
  if (announcement === undefined) return null;
  return (
    <>
      <article className={POPUP_ITEM_CLASS} data-announcement={announcement.id} aria-live="polite">
        <h3 className="public-announcement-modal__title">{announcement.title}</h3>
        {html === undefined
          ? <DataStatus result={sanitizer} isEmpty={() => false} className="public-announcement-modal__status">{() => null}</DataStatus>
          : <div className={POPUP_CONTENT_CLASS} dangerouslySetInnerHTML={{ __html: html }} />}
      </article>
      {announcements.length > 1 && (
        <nav className="public-announcement-modal__pager" aria-label={t('noticeModal.pages')}>
          <button type="button" className="wl-button" disabled={current === 0} onClick={() => setPage(current - 1)}>{t('noticeModal.previous')}</button>
          <span>{t('noticeModal.page', { page: current + 1, total: announcements.length })}</span>
          <button type="button" className="wl-button" disabled={current >= announcements.length - 1} onClick={() => setPage(current + 1)}>{t('noticeModal.next')}</button>
        </nav>
      )}
    </>
  );
}

// autoOpen belongs to the trigger (PublicAnnouncementTrigger); the open popup has nothing to tune.
export function PublicAnnouncementModalWidget(_props: Partial<PublicAnnouncementModalProps>) {
  const t = useText();
  const { site, view } = usePortal();
  const { session, firstTimeLogin } = usePortalSession();
  const { closeModal } = usePortalActions();
  const result = usePortalData().useCall('announcements', popupQuery(view.language));
  const close = () => {
    markPopupClosed(site.tenant.code, popupKindOf(session.kind));
    closeModal();
  };
  const select = (list: readonly Announcement[]) => selectPopupAnnouncements(list, session.kind, firstTimeLogin);
  return (
    <ModalDialog title={t('publicAnnouncement.title')} onClose={close} className="public-announcement-modal" testId="public-announcement-modal">
      <DataStatus result={result} isEmpty={(value) => select(value.list).length === 0} className="public-announcement-modal__status">
        {(value) => <PopupPages announcements={select(value.list)} />}
      </DataStatus>
    </ModalDialog>
  );
}

/**
 * The widget, with the sanitiser of its content loaded too (widgets/registry.ts), so that it opens
 * with everything it shows at hand; unless the page brought the popup drawn (drawnPopup.ts), whose
 * content it adopts. When the sanitiser fails to load, the widget still comes, and shows the network
 * message with a retry in place of the content.
 */
export async function withSanitizer(): Promise<typeof PublicAnnouncementModalWidget> {
  if (!hasDrawnPopup()) await loadSanitizer().catch(() => undefined);
  return PublicAnnouncementModalWidget;
}
