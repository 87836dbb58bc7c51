/**
 * Keeps every `unreadCount` answer of the session (the header's badge, the member menu's) at the
 * count the server pushes (src/api/unreadPush.ts), and refreshes the inbox when the count moves, so
 * a new message shows without a reload; the balance a frame carries replaces every `balance` answer
 * of the session (a deposit's or withdrawal's outcome moves the header's balance at once). PortalRoot renders it only for a real account (a trial has
 * no count), as a chunk of its own: the home route's budget has no room for the socket code, and a
 * guest never needs it. It imports nothing of the entry; the keys come from PortalRoot.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pushUrl, startUnreadPush } from '../api/unreadPush';

export interface UnreadPushProps {
  /** The API's base URL ('' or absent for the page's origin). */
  baseUrl: string | undefined;
  token: string;
  /**
   * The `unreadCount` key in the current language (apiQueryKey: root, tenant, language, call,
   * session): its first two parts are the prefix of every call of the tenant, its fifth the session's.
   */
  unreadKey: readonly unknown[];
}

export function UnreadPush({ baseUrl = '', token, unreadKey }: UnreadPushProps): null {
  const queryClient = useQueryClient();
  const keys = useRef({ scope: unreadKey.slice(0, 2), sessionKey: unreadKey[4], unreadKey });
  keys.current = { scope: unreadKey.slice(0, 2), sessionKey: unreadKey[4], unreadKey };

  useEffect(() => {
    if (typeof window.WebSocket === 'undefined') return undefined;
    let last: number | undefined;
    const ofSession = (name: string) => ({
      queryKey: [...keys.current.scope],
      predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[3] === name && query.queryKey[4] === keys.current.sessionKey,
    });
    return startUnreadPush({
      url: pushUrl(baseUrl, window.location),
      token,
      onCount: (count) => {
        queryClient.setQueriesData(ofSession('unreadCount'), { count });
        queryClient.setQueryData(keys.current.unreadKey, { count });
        if (last !== undefined && last !== count) void queryClient.invalidateQueries(ofSession('inbox'));
        last = count;
      },
      onBalance: (balance) => {
        queryClient.setQueriesData(ofSession('balance'), balance);
      },
    }, {
      WebSocket: window.WebSocket,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (timer) => window.clearTimeout(timer as number),
      online: () => window.navigator.onLine !== false,
      onOnline: (run) => {
        window.addEventListener('online', run);
        return () => window.removeEventListener('online', run);
      },
    });
  }, [baseUrl, token, queryClient]);
  return null;
}
