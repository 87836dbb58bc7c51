/**
 * Who is visiting (SPEC section 4: login state is set once member info is loaded; agent and trial
 * flags come from the account type). The shell owns the token and the member; widgets read them and
 * ask the shell to sign in or out through `usePortalSession()`.
 */
import type { PasswordChangeReason } from './PortalModals';
import { createContext, useContext } from 'react';
import type { SessionContext } from '../../engine/index';
import type { MemberInfo } from '../../schemas/server/member-info';

export interface PortalSessionValue {
  /** anonymous, member, trial or agent (with contracts). */
  session: SessionContext;
  /** The loaded member; undefined when anonymous. */
  member: MemberInfo | undefined;
  /**
   * The session token, when logged in: for a widget's own request outside the call table (an
   * application's image, fetched as a blob); calls go through `usePortalData().useCaller()`.
   */
  token?: string | undefined;
  /** True from a successful sign-in until the member info is loaded (the after-login flag). */
  signingIn: boolean;
  /** First login of this account (the login answer's firstTimeLogin); the public popup adds execution F. */
  firstTimeLogin: boolean;
  /**
   * After a successful login: stores the token (session storage, plus the remembered-login cookie),
   * loads the member info and sets the session. Resolves to the new session; rejects (and stays
   * anonymous) when the member info cannot be loaded.
   */
  signIn(token: string, options?: { firstTimeLogin?: boolean; passwordChange?: PasswordChangeReason }): Promise<SessionContext>;
  /**
   * The forced password change the session waits for (it survives a reload): while it is set the
   * shell shows only the change-password modal. Cleared by `passwordChanged` and by sign-out.
   */
  passwordChange?: PasswordChangeReason | undefined;
  /** The forced change is done. */
  passwordChanged?(): void;
  /** The logout call, then session storage cleared, flags reset and back to / (SPEC section 4). */
  signOut(): Promise<void>;
  /** Reloads the member info (after a password change, for example). */
  reload(): Promise<void>;
  /**
   * The server refused the token on a widget's own request (a 401 on an application's image): the
   * shell forgets the stored token, as its API client does when a call is refused.
   */
  tokenRefused(): void;
}

const PortalSessionContext = createContext<PortalSessionValue | null>(null);

/** Provided by the shell inside the PortalContextProvider. */
export const PortalSessionProvider = PortalSessionContext.Provider;

export function usePortalSession(): PortalSessionValue {
  const value = useContext(PortalSessionContext);
  if (value === null) throw new Error('usePortalSession() needs a PortalSessionProvider above it (the shell renders one)');
  return value;
}

/** Whether the session is a real account (member or agent): trial and anonymous are not (SPEC section 6). */
export function isRealAccount(session: SessionContext): boolean {
  return session.kind === 'member' || session.kind === 'agent';
}
