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
