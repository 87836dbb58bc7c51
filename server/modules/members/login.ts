/**
 * Logging in (SPEC sections 4 and 7, reference/api-calls.md): by username or SMS code with its
 * lock-outs, and the confirmation of a login from an unregistered IP. The routes
 * (server/routes/session.ts) parse the call and answer what these return.
 *
 * Login failures are counted per account (or mobile number) and tenant in the database: from the
 * third failure in 15 minutes the answer carries `value.captcha: true` and the image captcha is
 * required; the fifth locks that account, and only it, for 5 minutes (429). An unknown account and a
 * wrong password get the same answer, counted the same way, in about the same time. Failures are also
 * counted per IP across accounts (security's loginFailuresPerIp in 15 minutes), which locks that IP
 * for 15 minutes: one address can neither spray many accounts nor lock many of them out.
 *
 * A login from the agent login page (`agent: true`) is for agents only: any other account is
 * treated as an unknown one (the same answer, time and count as a wrong password) before anything is
 * made for it, so the page neither tells agents from players nor leaves a player a session.
 *
 * A social login (`type: 'social'`, where the tenant's socialLogin switch is on) hands the channel's
 * id token to the server's identity provider (socialIdentity.ts) and signs in the member its subject
 * was linked to at registration (socialLinks.ts). A refused token counts as a failure of the IP.
 */
import { randomBytes } from 'node:crypto';
import type { LoginBody, LoginValue, LoginVerificationBody } from '../../../schemas/api/session';
import { TRIAL_ACCOUNT_TYPE } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import {
  CAPTCHA_AFTER_FAILURES, IP_LOCK_MINUTES, burnVerification, checkCode, clearFailures, codeMessage, consumeCaptcha, deliver, failureState,
  hasLiveCode, limitsOf, needsRehash, recordFailure, requireHumanCheck, sixDigits, spendIfMatches, storeCode, verifyPassword,
} from '../security/index';
import type { TenantInfo, TenantState } from '../tenants/index';
import type { ServerMode } from '../../platform/serverMode';
import { DomainError } from '../../platform/domainError';
import { checkedMobile, liveRules } from './accountRules';
import { acceptTotp } from './authenticator';
import type { Member } from './member';
import { isAgentAccount, loginValue, memberByAccount, memberById, memberByMobile, needsIpVerification, normalizeAccount, rememberIp, setPassword, upgradeHash, verificationMethodsOf } from './members';
import { loginScopeOf, policyOf } from '../responsibleGaming/index';
import { createSession } from './session';
import type { SocialIdentityProvider } from './socialIdentity';
import { memberIdOfSocialSubject, verifiedSocialIdentity } from './socialLinks';

/** Who logs in, from where, when. */
export interface LoginRequest {
  tenant: TenantInfo;
  /** The caller's address: failures are counted per IP too. */
  ip: string;
  serverMode: ServerMode;
  now: Date;
  /** The server's social-login identity provider (socialIdentity.ts). */
  socialIdentity: SocialIdentityProvider;
}

/** A username or SMS login: its credentials are there (the body schema requires them for these types). */
type CredentialBody = LoginBody & { username: string; password: string };

/** A login ticket (unregistered IP) lasts 5 minutes; its SMS code as long as the tenant's codes. */
const TICKET_TTL_MS = 5 * 60_000;

function loginFailure(code: 'error.loginFailed' | 'error.invalidCaptcha' | 'error.invalidCode' | 'error.codeExpired', failures: number): DomainError {
  return new DomainError('invalid', code, { captcha: failures >= CAPTCHA_AFTER_FAILURES });
}

/** The failure counter of the request's IP, across accounts. */
const ipKey = (request: LoginRequest) => `login-ip:${request.ip}`;

/** Counts a failure of the request's IP; answers 429 from the one that locks it. */
async function failFromIp(db: Db, request: LoginRequest): Promise<void> {
  const { loginFailuresPerIp } = await limitsOf(db, request.tenant.code, request.serverMode);
  const after = await recordFailure(db, request.tenant.code, ipKey(request), request.now, { lockAfter: loginFailuresPerIp, lockMinutes: IP_LOCK_MINUTES });
  if (after.locked) throw new DomainError('tooMany', 'error.tooManyRequests');
}

/** Counts a failure of the key and of the IP; the one that locks answers 429, the others the given failure. */
async function fail(db: Db, request: LoginRequest, key: string, code: Parameters<typeof loginFailure>[0]): Promise<never> {
  const tenant = request.tenant.code;
  await failFromIp(db, request);
  const after = await recordFailure(db, tenant, key, request.now);
  if (after.locked) throw new DomainError('tooMany', 'error.tooManyRequests');
  throw loginFailure(code, after.failures);
}

/** A locked IP answers 429 whatever the account. */
async function passIpGate(db: Db, request: LoginRequest): Promise<void> {
  if ((await failureState(db, request.tenant.code, ipKey(request), request.now)).locked) throw new DomainError('tooMany', 'error.tooManyRequests');
}

/** Locked keys answer 429; from the third failure on, the image captcha must be right (it counts as a failure when not). */
async function passGate(db: Db, request: LoginRequest, key: string, body: CredentialBody): Promise<void> {
  const tenant = request.tenant.code;
  await passIpGate(db, request);
  const gate = await failureState(db, tenant, key, request.now);
  if (gate.locked) throw new DomainError('tooMany', 'error.tooManyRequests');
  if (gate.failures >= CAPTCHA_AFTER_FAILURES && !(await consumeCaptcha(db, tenant, body.captchaId, body.captcha, request.now))) {
    await fail(db, request, key, 'error.invalidCaptcha');
  }
}

/**
 * The member a login may sign in: on the agent page (`agent: true`) only an agent, anyone else is no
 * one; a closed account (privacy.ts) is no one too.
 */
function admissible(member: Member | undefined, body: LoginBody): Member | undefined {
  return member !== undefined && member.closedAt === null && (body.agent !== true || isAgentAccount(member.type)) ? member : undefined;
}

async function usernameLogin(db: Db, request: LoginRequest, body: CredentialBody): Promise<Member> {
  const tenant = request.tenant.code;
  await requireHumanCheck(db, tenant, body.altcha);
  const account = normalizeAccount(body.username);
  const key = `login:${account}`;
  await passGate(db, request, key, body);
  // A player on the agent page is checked like an unknown account: a password hash burnt, nothing spent or changed.
  const member = admissible(await memberByAccount(db, tenant, account), body);
  let ok = false;
  if (!member) await burnVerification(body.password);
  else if (await verifyPassword(body.password, member.passwordHash)) {
    ok = true;
    if (needsRehash(member.passwordHash)) await upgradeHash(db, member, body.password);
  } else if (await spendIfMatches(db, tenant, 'email-reset', String(member.id), body.password, request.now)) {
    // The temporary password of a forgot-by-e-mail becomes the password, to be changed now: the
    // first-login flag restricts the session to the change (session.ts).
    ok = true;
    await setPassword(db, member, body.password, false, request.now);
  }
  if (!member || !ok) return fail(db, request, key, 'error.loginFailed');
  await clearFailures(db, tenant, key);
  return (await memberById(db, tenant, member.id)) ?? member;
}

async function smsLogin(db: Db, request: LoginRequest, body: CredentialBody, mobile: string): Promise<Member> {
  const tenant = request.tenant.code;
  // The code check counts its failures under this key too, so one counter covers both.
  const key = `code:login:${mobile}`;
  await passGate(db, request, key, body);
  const check = await checkCode(db, tenant, 'login', mobile, body.password, request.now);
  if (check === 'locked') throw new DomainError('tooMany', 'error.tooManyRequests');
  if (check === 'expired') throw loginFailure('error.codeExpired', (await failureState(db, tenant, key, request.now)).failures);
  if (check === 'invalid') {
    await failFromIp(db, request);
    throw loginFailure('error.invalidCode', (await failureState(db, tenant, key, request.now)).failures);
  }
  const member = admissible(await memberByMobile(db, tenant, mobile), body);
  if (!member) return fail(db, request, key, 'error.loginFailed');
  return member;
}

/**
 * A social login: the provider's subject of the channel, and the member linked to it. Not linked (or,
 * on the agent page, not an agent's) answers 'error.socialNotLinked', which only the token's holder
 * can ask about, so it tells nothing about anyone else.
 */
async function socialLogin(db: Db, request: LoginRequest, body: LoginBody, state: TenantState): Promise<Member> {
  const tenant = request.tenant.code;
  if (!state.socialLogin) throw new DomainError('forbidden', 'error.functionDisabled');
  if (body.firebaseChannel === undefined || body.firebaseIdToken === undefined) throw new DomainError('invalid', 'error.invalidRequest');
  await passIpGate(db, request);
  let identity;
  try {
    identity = await verifiedSocialIdentity(request.socialIdentity, body.firebaseChannel, body.firebaseIdToken, request.now);
  } catch (error) {
    // A token anyone could try many of: each refusal counts against the IP, as a wrong password does.
    if (error instanceof DomainError && error.code === 'error.socialTokenInvalid') await failFromIp(db, request);
    throw error;
  }
  const memberId = await memberIdOfSocialSubject(db, tenant, body.firebaseChannel, identity.subject);
  const member = admissible(memberId === undefined ? undefined : await memberById(db, tenant, memberId), body);
  if (!member) throw new DomainError('invalid', 'error.socialNotLinked');
  return member;
}

/** The body of a username or SMS login, its credentials checked present. */
function credentialBody(body: LoginBody): CredentialBody {
  if (body.username === undefined || body.password === undefined) throw new DomainError('invalid', 'form.enterCredentials');
  return body as CredentialBody;
}

/** Either a session, or (unregistered IP) the confirmation the member must give first. */
async function completeLogin(db: Db, request: LoginRequest, member: Member, state: TenantState, riskWarning: boolean): Promise<LoginValue> {
  const tenant = request.tenant;
  // After the password, before anything else: a paused player learns the pause's end, nobody else does.
  const scope = await loginScopeOf(db, { tenant: tenant.code, memberId: member.id }, request.now, policyOf(state));
  if (needsIpVerification(member, request.ip)) {
    const methods = verificationMethodsOf(member);
    if (methods.length > 0) {
      const ticket = `${member.id}.${randomBytes(24).toString('base64url')}`;
      await storeCode(db, tenant.code, 'login-ticket', String(member.id), ticket, TICKET_TTL_MS, request.now);
      if (methods.includes('code') && member.mobile) {
        const code = sixDigits();
        await storeCode(db, tenant.code, 'login-ip', String(member.id), code, state.smsExpiryMinutes * 60_000, request.now);
        await deliver(db, request.serverMode, tenant.code, 'sms', member.mobile, codeMessage(tenant, code, state.smsExpiryMinutes), request.now);
      }
      return { verification: { required: true, methods, ticket } };
    }
    // Nothing on the account can confirm it: the password alone decides, as without known IPs.
  }
  return withRiskWarning(loginValue(member, await createSession(db, tenant.code, member.id, request.now, { withdrawOnly: scope === 'withdrawOnly' }), state, request.now), riskWarning);
}

/** The login answer, asking for the risk warning where the site does (riskWarning.ts); trial accounts are not asked. */
function withRiskWarning(value: LoginValue, riskWarning: boolean): LoginValue {
  return riskWarning && value.type !== TRIAL_ACCOUNT_TYPE ? { ...value, riskWarning: true } : value;
}

const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

async function answerMatches(db: Db, tenant: TenantInfo, member: Member, body: LoginVerificationBody, now: Date): Promise<boolean> {
  switch (body.method) {
    case 'mobile':
      return !!member.mobile && body.value.replace(/[\s-]/g, '') === member.mobile;
    case 'email':
      return !!member.email && sameText(body.value, member.email);
    case 'bankAccountName':
      return !!member.profile.payeeName && sameText(body.value, member.profile.payeeName);
    case 'code':
      return spendIfMatches(db, tenant.code, 'login-ip', String(member.id), body.value.trim(), now);
    case 'authenticator':
      // Each code once: a code (or an earlier one) already accepted for the member is refused.
      return !!member.profile.totpSecret && acceptTotp(db, tenant.code, member.id, member.profile.totpSecret, body.value.trim(), now);
  }
}

/**
 * A login by username and password, by mobile number and SMS code, or by a social channel's id
 * token: a session, or the confirmation an unregistered IP needs.
 */
export async function logIn(db: Db, request: LoginRequest, body: LoginBody): Promise<LoginValue> {
  const { state, rules } = await liveRules(db, request.tenant);
  const member = body.type === 'social'
    ? await socialLogin(db, request, body, state)
    : body.type === 'sms'
      ? await smsLogin(db, request, credentialBody(body), checkedMobile(credentialBody(body).username, rules))
      : await usernameLogin(db, request, credentialBody(body));
  return completeLogin(db, request, member, state, rules.signUp.riskWarning);
}

/** The confirmation of a login from an unregistered IP: the ticket and one of the account's answers; a session. */
export async function confirmLogin(db: Db, request: LoginRequest, body: LoginVerificationBody): Promise<LoginValue> {
  const { tenant, now } = request;
  const id = Number(body.ticket.split('.')[0]);
  const member = Number.isSafeInteger(id) && id > 0 ? await memberById(db, tenant.code, id) : undefined;
  if (!member || !(await hasLiveCode(db, tenant.code, 'login-ticket', String(member.id), body.ticket, now))) throw new DomainError('unauthenticated', 'error.sessionExpired');
  const key = `login:${member.account}`;
  await passIpGate(db, request);
  if ((await failureState(db, tenant.code, key, now)).locked) throw new DomainError('tooMany', 'error.tooManyRequests');
  if (!verificationMethodsOf(member).includes(body.method)) throw new DomainError('invalid', 'error.invalidRequest');
  if (!(await answerMatches(db, tenant, member, body, now))) {
    await failFromIp(db, request);
    const after = await recordFailure(db, tenant.code, key, now);
    throw after.locked ? new DomainError('tooMany', 'error.tooManyRequests') : new DomainError('invalid', 'error.verificationFailed');
  }
  // The ticket is spent only by a right answer, so a typo can be corrected (the lock bounds guesses).
  if (!(await spendIfMatches(db, tenant.code, 'login-ticket', String(member.id), body.ticket, now))) throw new DomainError('unauthenticated', 'error.sessionExpired');
  await clearFailures(db, tenant.code, key);
  await rememberIp(db, member, request.ip);
  const { state, rules } = await liveRules(db, tenant);
  const scope = await loginScopeOf(db, { tenant: tenant.code, memberId: member.id }, now, policyOf(state));
  return withRiskWarning(loginValue(member, await createSession(db, tenant.code, member.id, now, { withdrawOnly: scope === 'withdrawOnly' }), state, now), rules.signUp.riskWarning);
}
