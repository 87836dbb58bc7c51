/**
 * Always mounted by the shell frame: opens the announcement popup (public-announcement-modal) when
 * this visitor has popup announcements not yet closed in this session (popupRules.ts). It asks for the
 * popup announcements only while the popup is still due, waits until the visitor is signed in or
 * out for sure (not while signing in) and until no other modal is open (`idle`), and opens the popup
 * at most once per popup kind per page load. It never imports the modal, which stays lazily loaded.
 * The popup's widget loads with the sanitiser of its content (widgets/registry.ts), so the popup
 * appears with its content at its size, instead of a loading state that grows and moves the dialog.
 * A popup the page's first render already opened (`openedAtStart`: a server-drawn page) counts as opened.
 */
import { useEffect, useRef } from 'react';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { isPopupClosed, popupKindOf, popupQuery, selectPopupAnnouncements } from './popupRules';

export interface PublicAnnouncementTriggerProps {
  /** The public-announcement-modal's `autoOpen` prop: false never opens the popup on arrival. */
  autoOpen?: boolean;
  /** False while another modal is open; the popup waits for it to close instead of replacing it. */
  idle?: boolean;
  /** The popup was open in the page's first render (src/ssr/renderPage.tsx drew it so). */
  openedAtStart?: boolean;
}

export function PublicAnnouncementTrigger({ autoOpen = true, idle = true, openedAtStart = false }: PublicAnnouncementTriggerProps) {
  const { site, view } = usePortal();
  const { session, signingIn, firstTimeLogin } = usePortalSession();
  const { openModal } = usePortalActions();
  const kind = popupKindOf(session.kind);
  const tenant = site.tenant.code;
  const opened = useRef(new Set<string>(openedAtStart ? [kind] : []));
  const due = autoOpen && !signingIn && !opened.current.has(kind) && !isPopupClosed(tenant, kind);
  const { data } = usePortalData().useCall('announcements', popupQuery(view.language), { enabled: due });
  const hasPopups = data !== undefined && selectPopupAnnouncements(data.list, session.kind, firstTimeLogin).length > 0;

  useEffect(() => {
    if (!due || !idle || !hasPopups) return;
    opened.current.add(kind);
    openModal({ modal: 'public-announcement-modal' });
  }, [due, idle, hasPopups, kind, openModal]);
  return null;
}
