/**
 * The shell's session state (SPEC section 4): the token in session storage, the member whose account
 * type makes the session kind, the first-login and after-login flags. Sign-in stores the token and
 * loads the member; sign-out calls logout, clears the tenant's session storage, resets the flags and
 * forgets every cached answer that belonged to the session.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionContext } from '../../engine/index';
import type { MemberInfo } from '../../schemas/server/member-info';
import type { PortalSessionValue } from '../../widgets/index';
import { API_QUERY_ROOT, type ApiClient } from '../api/index';
import { sessionFromMemberInfo } from './sessionFromMemberInfo';
import type { PasswordChangeReason } from '../../widgets/portal-context/PortalModals';
import {
  PASSWORD_CHANGE_EVENT, clearSessionData, clearSessionToken, readPendingPasswordChange, readSessionToken, writePendingPasswordChange, writeSessionToken,
} from './sessionToken';

const REASONS: readonly string[] = ['defaultPassword', 'expired', 'firstLogin'];

/** The pending forced change of a stored session (after a reload), when there is a token. */
function pendingChange(tenant: string): PasswordChangeReason | undefined {
  const reason = readSessionToken(tenant) === undefined ? undefined : readPendingPasswordChange(tenant);
  return reason !== undefined && REASONS.includes(reason) ? (reason as PasswordChangeReason) : undefined;
}

export interface SessionStateInput {
  tenant: string;
  client: ApiClient;
  queryClient: QueryClient;
  initial: { session: SessionContext; member?: MemberInfo | undefined };
  /** Where the visitor goes after sign-out (the router's navigate; '/' per SPEC). */
  goHome(): void;
}

export interface SessionState extends PortalSessionValue {
  /** The stored token; part of every token query's key. */
  token: string | undefined;
}

const ANONYMOUS: SessionContext = { kind: 'anonymous' };

export function usePortalSessionState({ tenant, client, queryClient, initial, goHome }: SessionStateInput): SessionState {
  const [token, setToken] = useState(() => readSessionToken(tenant));
  const [session, setSession] = useState<SessionContext>(initial.session);
  const [member, setMember] = useState<MemberInfo | undefined>(initial.member);
  const [signingIn, setSigningIn] = useState(false);
  const [firstTimeLogin, setFirstTimeLogin] = useState(false);
  const [passwordChange, setPasswordChange] = useState<PasswordChangeReason | undefined>(() => pendingChange(tenant));

  // A call refused with 'error.passwordChangeRequired' wrote the pending change (bootPortal): the
  // modal opens even when the mark of the login was lost.
  useEffect(() => {
    const refused = () => setPasswordChange(pendingChange(tenant));
    addEventListener(PASSWORD_CHANGE_EVENT, refused);
    return () => removeEventListener(PASSWORD_CHANGE_EVENT, refused);
  }, [tenant]);

  const forget = useCallback(() => {
    clearSessionData(tenant);
    setToken(undefined);
    setSession(ANONYMOUS);
    setMember(undefined);
    setFirstTimeLogin(false);
    setPasswordChange(undefined);
    // Answers of the old session must not show in the next one.
    queryClient.removeQueries({ queryKey: [API_QUERY_ROOT], predicate: (q) => q.queryKey.some((part) => typeof part === 'string' && part.startsWith('session-')) });
  }, [tenant, queryClient]);

  const signIn = useCallback(async (next: string, options: { firstTimeLogin?: boolean; passwordChange?: PasswordChangeReason } = {}) => {
    writeSessionToken(tenant, next);
    writePendingPasswordChange(tenant, options.passwordChange);
    setSigningIn(true);
    try {
      const info = await client.call('memberInfo');
      const nextSession = sessionFromMemberInfo(info);
      setToken(next);
      setMember(info);
      setSession(nextSession);
      setFirstTimeLogin(options.firstTimeLogin === true);
      setPasswordChange(options.passwordChange);
      return nextSession;
    } catch (error) {
      clearSessionToken(tenant);
      throw error;
    } finally {
      setSigningIn(false);
    }
  }, [tenant, client]);

  const signOut = useCallback(async () => {
    try {
      if (readSessionToken(tenant) !== undefined) await client.call('logout');
    } catch {
      // The server may already have ended the session; the visitor is signed out here either way.
    }
    forget();
    goHome();
  }, [tenant, client, forget, goHome]);

  const passwordChanged = useCallback(() => {
    writePendingPasswordChange(tenant, undefined);
    setPasswordChange(undefined);
  }, [tenant]);

  const reload = useCallback(async () => {
    const info = await client.call('memberInfo');
    setMember(info);
    setSession(sessionFromMemberInfo(info));
  }, [client]);

  // What the API client does with a refused call's token (src/boot/bootPortal.ts), for a widget's own request.
  const tokenRefused = useCallback(() => clearSessionToken(tenant), [tenant]);

  return useMemo(
    () => ({ token, session, member, signingIn, firstTimeLogin, passwordChange, signIn, signOut, reload, passwordChanged, tokenRefused }),
    [token, session, member, signingIn, firstTimeLogin, passwordChange, signIn, signOut, reload, passwordChanged, tokenRefused],
  );
}
