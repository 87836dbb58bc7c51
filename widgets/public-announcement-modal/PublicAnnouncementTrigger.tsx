/**
 * Always mounted by the shell frame: opens the announcement popup (public-announcement-modal) when
 * this visitor has popup announcements not yet closed in this session (popupRules.ts). It asks for the
 * popup announcements only while the popup is still due, waits until the visitor is signed in or
 * out for sure (not while signing in) and until no other modal is open (`idle`), and opens the popup
 * at most once per popup kind per page load. It never imports the modal, which stays lazily loaded.
 * It opens the popup once the sanitiser has loaded too (or failed to), so the popup appears with its
 * content at its size, instead of a loading state that grows and moves the centred dialog.
 */
import { useEffect, useRef } from 'react';
import { useSanitizer } from '../notice-modal/useSanitizer';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { isPopupClosed, popupKindOf, popupQuery, selectPopupAnnouncements } from './popupRules';

export interface PublicAnnouncementTriggerProps {
  /** The public-announcement-modal's `autoOpen` prop: false never opens the popup on arrival. */
  autoOpen?: boolean;
  /** False while another modal is open; the popup waits for it to close instead of replacing it. */
  idle?: boolean;
}

export function PublicAnnouncementTrigger({ autoOpen = true, idle = true }: PublicAnnouncementTriggerProps) {
  const { site, view } = usePortal();
  const { session, signingIn, firstTimeLogin } = usePortalSession();
  const { openModal } = usePortalActions();
  const kind = popupKindOf(session.kind);
  const tenant = site.tenant.code;
  const opened = useRef(new Set<string>());
  const due = autoOpen && !signingIn && !opened.current.has(kind) && !isPopupClosed(tenant, kind);
  const { data } = usePortalData().useCall('announcements', popupQuery(view.language), { enabled: due });
  const hasPopups = data !== undefined && selectPopupAnnouncements(data.list, session.kind, firstTimeLogin).length > 0;
  const sanitizerSettled = !useSanitizer(due && hasPopups).isPending;

  useEffect(() => {
    if (!due || !idle || !hasPopups || !sanitizerSettled) return;
    opened.current.add(kind);
    openModal({ modal: 'public-announcement-modal' });
  }, [due, idle, hasPopups, sanitizerSettled, kind, openModal]);
  return null;
}
