/**
 * Notice modal (noticeModal, SPEC section 2): an accessible dialog listing the announcements (types
 * B, PL, PU, PR in the view's language), `pageSize` per page (SPEC section 9: 9) with previous/next
 * paging, opened at the selected announcement (NoticeSelection) expanded and scrolled into view.
 * The dialog is the shared ModalDialog (focus trap, Escape and close button call
 * PortalActions.closeNotice, no close by a click outside).
 * Announcement content is server HTML, rendered only after sanitising (sanitizeNoticeHtml).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ANNOUNCEMENT_PAGE_SIZE, type Announcement } from '../../schemas/api/home';
import type { NoticeModalProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { useNoticeSelection } from '../portal-context/NoticeSelection';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData, type NoticeType } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { sanitizeNoticeHtml } from './sanitizeNoticeHtml';
import './notice-modal.css';

/** Notice types of the modal (the same as the marquee, SPEC section 7). */
const NOTICE_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR'];

/** The page (0-based) holding the announcement, or the first page. */
export function pageOf(notices: readonly Announcement[], id: number | null, pageSize: number): number {
  const index = id === null ? -1 : notices.findIndex((n) => n.id === id);
  return index < 0 ? 0 : Math.floor(index / pageSize);
}

function NoticeContent({ html, id }: { html: string; id: string }) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return <div id={id} className="notice-modal__content" dangerouslySetInnerHTML={{ __html: clean }} />;
}

function NoticeList({ notices, pageSize, selectedId }: { notices: Announcement[]; pageSize: number; selectedId: number | null }) {
  const t = useText(GAMES_TEXTS);
  const baseId = useId();
  const [page, setPage] = useState(() => pageOf(notices, selectedId, pageSize));
  const [expanded, setExpanded] = useState<number | null>(selectedId);
  const selectedRef = useRef<HTMLLIElement>(null);
  const totalPages = Math.max(1, Math.ceil(notices.length / pageSize));
  const current = Math.min(page, totalPages - 1);
  const shown = notices.slice(current * pageSize, (current + 1) * pageSize);

  useEffect(() => {
    const el = selectedRef.current;
    if (el !== null && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <>
      <ul className="notice-modal__list">
        {shown.map((notice) => {
          const open = expanded === notice.id;
          const contentId = `${baseId}-${notice.id}`;
          return (
            <li key={notice.id} ref={notice.id === selectedId ? selectedRef : undefined} className={`notice-modal__item${open ? ' notice-modal__item--open' : ''}`} data-notice={notice.id}>
              <button type="button" className="notice-modal__toggle" aria-expanded={open} aria-controls={open ? contentId : undefined} onClick={() => setExpanded(open ? null : notice.id)}>
                {notice.title}
              </button>
              {open && <NoticeContent id={contentId} html={notice.content} />}
            </li>
          );
        })}
      </ul>
      {totalPages > 1 && (
        <nav className="notice-modal__pager" aria-label={t('noticeModal.pages')}>
          <button type="button" className="wl-button" disabled={current === 0} onClick={() => setPage(current - 1)}>{t('noticeModal.previous')}</button>
          <span className="notice-modal__page">{t('noticeModal.page', { page: current + 1, total: totalPages })}</span>
          <button type="button" className="wl-button" disabled={current >= totalPages - 1} onClick={() => setPage(current + 1)}>{t('noticeModal.next')}</button>
        </nav>
      )}
    </>
  );
}

export function NoticeModalWidget({ pageSize = ANNOUNCEMENT_PAGE_SIZE }: NoticeModalProps) {
  const t = useText(GAMES_TEXTS);
  const { view } = usePortal();
  const { useAnnouncements } = usePortalData();
  const { closeNotice } = usePortalActions();
  const { noticeId } = useNoticeSelection();
  const result = useAnnouncements(NOTICE_TYPES, view.language);

  return (
    <ModalDialog title={t('noticeModal.title')} onClose={closeNotice} className="notice-modal" testId="notice-modal">
      <DataStatus result={result} isEmpty={(value) => value.list.length === 0} className="notice-modal__status">
        {(value) => <NoticeList notices={value.list} pageSize={pageSize} selectedId={noticeId} />}
      </DataStatus>
    </ModalDialog>
  );
}
