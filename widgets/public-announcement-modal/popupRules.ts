/**
 * The announcement popup's rules (SPEC section 4: publicModal): popup announcements (type PU) are
 * shown once per browser session per user kind, USER_POPUP for signed-in visitors and
 * ANONYMOUS_POPUP for guests; signed-in visitors see execution A, plus F on their first login;
 * guests see B. Closing the popup marks its kind closed for the browser session: a session cookie per
 * tenant and kind (schemas/api/boot.ts popupClosedCookie), which the page's server reads too, so a
 * server-drawn page shows the popup only while it is due. Pure rules plus the cookie helpers; shared
 * by the trigger, the modal and the server's render.
 */
import { popupClosedCookie } from '../../schemas/api/boot';
import { cookieValue } from '../../schemas/api/cookies';
import type { Announcement } from '../../schemas/api/home';
import type { SessionKind } from '../../schemas/domain';

export type PopupKind = 'USER_POPUP' | 'ANONYMOUS_POPUP';

/** The announcement type of popups. */
export const POPUP_ANNOUNCEMENT_TYPE = 'PU';

/** The query of the popup announcements (platform W; one request of up to 100 holds them all). */
export function popupQuery(language: string) {
  return { types: POPUP_ANNOUNCEMENT_TYPE, platform: 'W', language, pageNo: 1, pageSize: 100 } as const;
}

/** The popup kind of a session: guests ANONYMOUS_POPUP, everyone signed in (member, trial, agent) USER_POPUP. */
export function popupKindOf(session: SessionKind): PopupKind {
  return session === 'anonymous' ? 'ANONYMOUS_POPUP' : 'USER_POPUP';
}

/** The executions a visitor sees: guests B; signed in A, plus F on the first login. */
export function popupExecutions(session: SessionKind, firstTimeLogin: boolean): Announcement['execution'][] {
  if (session === 'anonymous') return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** The popup announcements this visitor sees, in server order. */
export function selectPopupAnnouncements(list: readonly Announcement[], session: SessionKind, firstTimeLogin: boolean): Announcement[] {
  const executions = popupExecutions(session, firstTimeLogin);
  return list.filter((a) => a.promotionType === POPUP_ANNOUNCEMENT_TYPE && executions.includes(a.execution));
}

/**
 * Whether the visitor closed this kind of popup in this browser session: from the page's cookies,
 * or from the request's Cookie header on the server.
 */
export function isPopupClosed(tenant: string, kind: PopupKind, cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookieValue(cookies, popupClosedCookie(tenant, kind)) === 'closed';
}

/**
 * Marks this kind of popup closed for the browser session: a cookie without an expiry ends with it.
 * It says only that, so it needs no `secure` flag; a browser that refuses cookies sees the popup
 * once per page load.
 */
export function markPopupClosed(tenant: string, kind: PopupKind): void {
  document.cookie = `${popupClosedCookie(tenant, kind)}=closed; path=/; samesite=lax`;
}

/**
 * Whether the popup is open in the page's first render: for a visitor who has not closed it, when
 * the answer of the popup announcements is at hand and holds one this visitor sees. The server's
 * render opens it so (src/ssr/renderPage.tsx), and the browser takes that page over as it is.
 */
export function popupOpensAtStart(input: {
  tenant: string; session: SessionKind; firstTimeLogin: boolean; cookies: string; announcements: readonly Announcement[] | undefined;
}): boolean {
  const kind = popupKindOf(input.session);
  return input.announcements !== undefined && !isPopupClosed(input.tenant, kind, input.cookies)
    && selectPopupAnnouncements(input.announcements, input.session, input.firstTimeLogin).length > 0;
}
