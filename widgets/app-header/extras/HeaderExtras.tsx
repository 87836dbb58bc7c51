/**
 * The header's notice bell and, for guests, the service button (SPEC section 2: notice modal, service).
 * A chunk of its own beside the header (the home route's budget has no room for it in the frame):
 * the bell shows how many announcements of the notice modal's list this browser has not opened yet,
 * and opens the notice modal (itself lazy) at the first of them; opening it counts them as seen.
 */
import { useState } from 'react';
import Bell from 'lucide-react/icons/bell';
import { HEADER_TEXTS } from '../../../engine/i18n/texts/header';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalActions, usePortalData, type NoticeType } from '../../portal-context/PortalData';
import { usePortalSession } from '../../portal-context/PortalSession';
import { useText } from '../../portal-context/useText';
import './header-extras.css';

/** The notice modal's and the marquee's announcement types: the same list, from the same cache. */
const NOTICE_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR'];
const SEEN_KEY = 'notices-seen:';

function readSeen(tenant: string): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SEEN_KEY + tenant) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    // Storage refused (private mode) or garbled: every notice counts as new.
    return [];
  }
}

function writeSeen(tenant: string, ids: readonly number[]): void {
  try {
    window.localStorage.setItem(SEEN_KEY + tenant, JSON.stringify(ids));
  } catch {
    // The count then starts over on the next page: nothing else depends on it.
  }
}

/** `notices` and `service`: the header's showNoticeButton and showServiceButton props. */
export function HeaderExtras({ notices, service }: { notices: boolean; service: boolean }) {
  const { site, view } = usePortal();
  const { session } = usePortalSession();
  const { openNotice } = usePortalActions();
  const t = useText(HEADER_TEXTS);
  const tenant = site.tenant.code;
  const list = usePortalData().useAnnouncements(NOTICE_TYPES, view.language).data?.list ?? [];
  const serviceUrl = service && session.kind === 'anonymous' ? site.status.customerServiceUrl : undefined;
  const [seen, setSeen] = useState(() => readSeen(tenant));
  const fresh = list.filter((notice) => !seen.includes(notice.id));

  const open = () => {
    const ids = list.map((notice) => notice.id);
    writeSeen(tenant, ids);
    setSeen(ids);
    openNotice(fresh[0]?.id ?? list[0]?.id ?? 0);
  };

  return (
    <div className="app-header__extras">
      {notices && (
        <button
          type="button"
          className="app-header__icon-button app-header__bell"
          data-testid="header-bell"
          data-count={fresh.length}
          aria-label={fresh.length > 0 ? `${t('header.notices')}, ${t('header.unreadNotices', { count: fresh.length })}` : t('header.notices')}
          title={t('header.notices')}
          onClick={open}
        >
          <Bell size={20} aria-hidden="true" focusable="false" />
          {fresh.length > 0 && <span className="app-header__badge" aria-hidden="true">{fresh.length > 99 ? '99+' : fresh.length}</span>}
        </button>
      )}
      {serviceUrl !== undefined && (
        <a className="wl-button" href={serviceUrl} target="_blank" rel="noopener noreferrer" data-testid="header-service">{t('status.customerService')}</a>
      )}
    </div>
  );
}
