/**
 * The announcement popup's rules (SPEC section 4: publicModal): popup announcements (type PU) are
 * shown once per browser session per user kind, USER_POPUP for signed-in visitors and
 * ANONYMOUS_POPUP for guests; signed-in visitors see execution A, plus F on their first login;
 * guests see B. Closing the popup marks its kind closed for the session (session storage, one key per
 * tenant). Pure rules plus the storage helpers; shared by the trigger and the modal.
 */
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

/** Session storage key of a popup kind's closed mark: `wl:<tenant>:popup:<kind>`. */
export function popupStorageKey(tenant: string, kind: PopupKind): string {
  return `wl:${tenant}:popup:${kind}`;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the popup then shows once per page load.
    return undefined;
  }
}

/** Whether the visitor closed this kind of popup in this browser session. */
export function isPopupClosed(tenant: string, kind: PopupKind): boolean {
  try {
    return storage()?.getItem(popupStorageKey(tenant, kind)) === 'closed';
  } catch {
    return false;
  }
}

/** Marks this kind of popup closed for the browser session. */
export function markPopupClosed(tenant: string, kind: PopupKind): void {
  try {
    storage()?.setItem(popupStorageKey(tenant, kind), 'closed');
  } catch {
    // Quota or disabled storage: nothing to keep.
  }
}
