/**
 * The session token in sessionStorage (SPEC section 4: session storage keeps the token), one per
 * tenant, so that switching `?tenant=` on a developer's localhost never sends one tenant's token to
 * another. Login (a later issue) writes it; a 401 clears it.
 */

function tokenKey(tenant: string): string {
  return `wl:${tenant}:token`;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored token, or undefined when anonymous (or storage is unavailable). */
export function readSessionToken(tenant: string): string | undefined {
  try {
    return storage()?.getItem(tokenKey(tenant)) || undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionToken(tenant: string, token: string): void {
  try {
    storage()?.setItem(tokenKey(tenant), token);
  } catch {
    // Without storage the session lasts for this page only.
  }
}

export function clearSessionToken(tenant: string): void {
  try {
    storage()?.removeItem(tokenKey(tenant));
    storage()?.removeItem(pendingChangeKey(tenant));
  } catch {
    // Nothing stored.
  }
}

/** Keys of session storage that are display preferences, not session data; logout keeps them. */
const PREFERENCE_KEYS = new Set(['sideMenuCollapsed']);

/**
 * Logout (SPEC section 4): forgets everything this tenant kept in session storage for the visit
 * (token, account, caches, popup marks), keeping only display preferences.
 */
export function clearSessionData(tenant: string): void {
  const store = storage();
  if (store === undefined) return;
  const prefix = `wl:${tenant}:`;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && key.startsWith(prefix) && !PREFERENCE_KEYS.has(key.slice(prefix.length))) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

function pendingChangeKey(tenant: string): string {
  return `wl:${tenant}:passwordChange`;
}

/**
 * The forced password change the session waits for (default, temporary or expired password), kept
 * beside the token so that a reload brings the change-password modal back (the server refuses the
 * session everything else meanwhile). Cleared by the change, by logout and with the token.
 */
export function readPendingPasswordChange(tenant: string): string | undefined {
  try {
    return storage()?.getItem(pendingChangeKey(tenant)) || undefined;
  } catch {
    return undefined;
  }
}

/** The window event that tells the shell a pending change was written by a refused call. */
export const PASSWORD_CHANGE_EVENT = 'wl:passwordchange';

export function writePendingPasswordChange(tenant: string, reason: string | undefined): void {
  try {
    if (reason === undefined) storage()?.removeItem(pendingChangeKey(tenant));
    else storage()?.setItem(pendingChangeKey(tenant), reason);
  } catch {
    // Without storage the modal comes back from the server's refusal instead.
  }
}
