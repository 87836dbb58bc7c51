/**
 * Announcements for agents (agentAnnouncement): the tenant's agent announcements in the view's
 * language, newest first, each a disclosure (its title a button that shows or hides it), the first
 * one open. The content is server HTML, shown only after the notice modal's sanitising.
 */
import { useId, useMemo, useState } from 'react';
import type { Announcement } from '../../schemas/api/home';
import { Pagination } from '../kit/games/Pagination';
import { sanitizeNoticeHtml } from '../notice-modal/sanitizeNoticeHtml';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { formatInOffset, useAgentText } from '../agent-texts/useAgentText';

const PAGE_SIZE = 10;

function Item({ notice, open, onToggle, offset }: { notice: Announcement; open: boolean; onToggle(): void; offset: number }) {
  const id = useId();
  const clean = useMemo(() => sanitizeNoticeHtml(notice.content), [notice.content]);
  return (
    <li className="agent-notice" data-testid="agent-notice">
      <h2 className="agent-notice__title">
        <button type="button" className="agent-notice__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
          <span>{notice.title}</span>
          <time className="agent-muted" dateTime={notice.publishTime}>{formatInOffset(notice.publishTime, offset).slice(0, 10)}</time>
        </button>
      </h2>
      <div id={id} className="agent-notice__content" hidden={!open} data-testid="agent-notice-content" dangerouslySetInnerHTML={{ __html: clean }} />
    </li>
  );
}

export function AgentAnnouncements() {
  const { view } = usePortal();
  const t = useAgentText();
  const { useCall } = usePortalData();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  const list = useCall('agentAnnouncements', { language: view.language, pageNo: page, pageSize: PAGE_SIZE });
  const offset = useCall('agentInfo').data?.gmtOffsetMinutes ?? 0;
  return (
    <div className="agent-notices" data-testid="agent-announcements">
      <DataStatus result={list} isEmpty={(v) => v.list.length === 0}>
        {(value) => {
          const shown = openId === undefined ? value.list[0]?.id ?? null : openId;
          return (
            <>
              <ul className="agent-notices__list" aria-label={t('notices.list')}>
                {value.list.map((n) => (
                  <Item key={n.id} notice={n} offset={offset} open={shown === n.id} onToggle={() => setOpenId(shown === n.id ? null : n.id)} />
                ))}
              </ul>
              <Pagination page={page} totalPages={value.totalPages} onChange={setPage} />
            </>
          );
        }}
      </DataStatus>
    </div>
  );
}
