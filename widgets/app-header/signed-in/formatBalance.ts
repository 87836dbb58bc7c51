/** What the header shows in place of the amount while it is hidden. */
export const HIDDEN_BALANCE = '****';

/**
 * The unread message count of a CSP_unreadCount answer. The reference lists the call without its
 * shape, so the count is read from a plain number or the usual field names; anything else is none.
 */
export function unreadCountOf(value: unknown): number | undefined {
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined);
  if (typeof value === 'number') return count(value);
  if (typeof value === 'object' && value !== null) {
    for (const key of ['unreadCount', 'count', 'unreadMessage', 'total']) {
      if (key in value) {
        const found = count((value as Record<string, unknown>)[key]);
        if (found !== undefined) return found;
      }
    }
  }
  return undefined;
}
