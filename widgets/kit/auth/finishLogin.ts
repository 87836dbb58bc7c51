/**
 * What follows a successful login answer (SPEC section 4), shared by the login form and the login
 * verification step:
 * - a `verification` value (unregistered IP) opens the login verification modal;
 * - on the agent page a non-agent account is refused before any session is made ('error.nonAgent';
 *   the server refuses one there already, the login call saying it comes from the agent page);
 * - a trial (free-play) account is no member: a password or SMS login that answers one is refused
 *   the same way ('error.nonMember', SPEC section 6), as its session could only be the free-play one;
 * - otherwise the token is stored and the member loaded (signIn, with the first-login flag);
 * - where the answer asks for the risk warning (a jurisdiction's site, issue 39), the warning is shown
 *   and the acknowledgement sent; a player who declines it, or whose acknowledgement fails, is signed
 *   out again (the server refuses game launches and deposits of an unacknowledged session);
 * - then a default password ('123456'), an expired password while the password-expiry switch is on,
 *   or a first-login (temporary) password opens the change-password modal, which cannot be
 *   dismissed, unless the login was by SMS or a social channel (no password was typed);
 * - otherwise the modal closes and the visitor goes on to `next` (the agent page: /agentHome).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginValue } from '../../../schemas/api/session';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../../schemas/domain';
import type { ResolvedSite } from '../../../engine/index';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import type { PasswordChangeReason } from '../../portal-context/PortalModals';
import { usePortalSession } from '../../portal-context/PortalSession';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';

/** The default password that forces a change (SPEC section 9). */
import { DEFAULT_PASSWORD } from '../../../engine/registration/index';

export { DEFAULT_PASSWORD };
/** Where a signed-in agent goes from the agent page (SPEC section 2). */
export const AGENT_HOME = '/agentHome';
export const AGENT_LOGIN = '/agent';

export interface LoginContext {
  /** How the visitor logged in; SMS and social logins never force a password change (SPEC section 4). */
  loginType: 'username' | 'sms' | 'social';
  /** The password typed (username login), to spot the default password and skip asking for it again. */
  password?: string;
  /** Where to go afterwards (the agent page: /agentHome). */
  next?: string | undefined;
  /** Only agents may sign in (the agent page). */
  agentOnly?: boolean;
  /** Whether the form is in a modal that closes on success. */
  inModal: boolean;
}

export type LoginOutcome = 'verification' | 'nonAgent' | 'nonMember' | 'riskDeclined' | 'changePassword' | 'done';

/** The message of a login refused after its answer (no session made), if it was. */
export function refusalOf(outcome: LoginOutcome): 'error.nonAgent' | 'error.nonMember' | undefined {
  return outcome === 'nonAgent' ? 'error.nonAgent' : outcome === 'nonMember' ? 'error.nonMember' : undefined;
}

/** The forced password change a login asks for, if any. */
export function forcedChange(value: LoginValue, context: Pick<LoginContext, 'loginType' | 'password'>, passwordExpirySwitch: boolean): PasswordChangeReason | undefined {
  if (context.loginType !== 'username') return undefined;
  if (context.password === DEFAULT_PASSWORD) return 'defaultPassword';
  if (value.passwordExpired === true && passwordExpirySwitch) return 'expired';
  if (value.firstTimeLogin === true) return 'firstLogin';
  return undefined;
}

export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
}

/** Runs the steps after a successful login answer; resolves to what happened. Rejects when signIn fails. */
export function useFinishLogin(): (value: LoginValue, context: LoginContext) => Promise<LoginOutcome> {
  const { site } = usePortal();
  const { signIn, signOut } = usePortalSession();
  const { openModal, closeModal, showMessage } = usePortalActions();
  const { useCaller } = usePortalData();
  const caller = useCaller();
  const t = useText(AUTH_TEXTS);
  const navigate = useNavigate();
  const expirySwitch = (site as Partial<ResolvedSite>).switches?.passwordExpiry === true;
  /** Shows the risk warning and records its acknowledgement; false when declined or not recorded (then signed out). */
  const acknowledgeRisk = useCallback(async (): Promise<boolean> => {
    if (await showMessage({ text: { raw: t('signUp.riskWarning') }, tone: 'warning' })) {
      try {
        await caller.call('acknowledgeRiskWarning', {});
        return true;
      } catch {
        await signOut();
        await showMessage({ text: { raw: t('riskWarning.failed') }, tone: 'warning' });
        return false;
      }
    }
    await signOut();
    return false;
  }, [showMessage, t, caller, signOut]);
  return useCallback(async (value: LoginValue, context: LoginContext) => {
    if (value.verification !== undefined) {
      openModal({ modal: 'login-verification-modal', verification: value.verification, loginType: context.loginType, ...(context.next !== undefined ? { next: context.next } : {}) });
      return 'verification';
    }
    if (context.agentOnly === true && value.type !== undefined && !isAgentType(value.type)) return 'nonAgent';
    if (value.type === TRIAL_ACCOUNT_TYPE) return 'nonMember';
    if (value.token === undefined) throw Object.assign(new Error('the login answer has no token'), { code: 'error.unknown' });
    const reason = forcedChange(value, context, expirySwitch);
    const session = await signIn(value.token, { firstTimeLogin: value.firstTimeLogin === true, ...(reason === undefined ? {} : { passwordChange: reason }) });
    if (value.riskWarning === true && !(await acknowledgeRisk())) return 'riskDeclined';
    if (reason !== undefined) {
      openModal({
        modal: 'change-password-modal',
        reason,
        ...(context.password !== undefined ? { oldPassword: context.password } : {}),
        ...(context.next !== undefined ? { next: context.next } : {}),
      });
      return 'changePassword';
    }
    if (context.agentOnly === true && session.kind !== 'agent') return 'nonAgent';
    if (context.inModal) closeModal();
    if (context.next !== undefined) navigate(context.next);
    return 'done';
  }, [signIn, openModal, closeModal, navigate, expirySwitch, acknowledgeRisk]);
}
