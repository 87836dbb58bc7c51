/**
 * Session calls (SPEC sections 4 and 7, reference/api-calls.md): the public key of encrypted calls,
 * the human-check challenge, the image captcha, login by username or SMS with its lock-outs, the
 * confirmation of a login from an unregistered IP, logout, free play, and the SMS login code.
 *
 * Login failures are counted per account (or mobile number) and tenant in the database: from the
 * third failure in 15 minutes the answer carries `value.captcha: true` and the image captcha is
 * required; the fifth locks that account, and only it, for 5 minutes (429). An unknown account and a
 * wrong password get the same answer, counted the same way, in about the same time. Failures are also
 * counted per IP across accounts (limits.ts loginFailuresPerIp in 15 minutes), which locks that IP
 * for 15 minutes: one address can neither spray many accounts nor lock many of them out.
 *
 * A login from the agent login page (`agent: true`) is for agents only: any other account is
 * treated as an unknown one (the same answer, time and count as a wrong password) before anything is
 * made for it, so the page neither tells agents from players nor leaves a player a session.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  captchaValueSchema, challengeValueSchema, emptyValueSchema, freeplayBodySchema, loginBodySchema, loginValueSchema,
  loginVerificationBodySchema, noQuerySchema, publicKeyValueSchema, smsNoLoginBodySchema, smsSentValueSchema,
  type ChallengeValue, type FreeplayBody, type LoginBody, type LoginValue, type LoginVerificationBody, type SmsNoLoginBody,
} from '../../schemas/api/session';
import { TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import type { Db } from '../db/connect';
import { ApiError } from '../http/errors';
import { acceptTotp, checkedMobile, createSession, isAgentAccount, liveRules, loginValue, memberByAccount, memberById, memberByMobile, needsIpVerification, normalizeAccount, openTrialAccount, rememberIp, requireMember, revokeSession, setPassword, upgradeHash, verificationMethodsOf, type Member } from '../modules/members/index';
import type { TenantInfo, TenantState } from '../modules/tenants/index';
import { CAPTCHA_AFTER_FAILURES, IP_LOCK_MINUTES, burnVerification, checkCode, clearFailures, codeMessage, consumeCaptcha, createCaptcha, createHumanCheckChallenge, deliver, encrypted, encryptionKey, failureState, hasLiveCode, limitsOf, needsRehash, recordFailure, requireHumanCheck, requireQuota, sendSmsCode, sixDigits, spendIfMatches, storeCode, takeQuota, verifyPassword } from '../modules/security/index';
import { openTrialWallet } from '../modules/wallet/index';

/** A login ticket (unregistered IP) lasts 5 minutes; its SMS code as long as the tenant's codes. */
const TICKET_TTL_MS = 5 * 60_000;
/** Free-play accounts one IP may open per hour (more outside production, where test runs share an IP). */
const FREEPLAY_PER_HOUR = { production: 20, other: 1000 } as const;

function loginFailure(code: 'error.loginFailed' | 'error.invalidCaptcha' | 'error.invalidCode' | 'error.codeExpired', failures: number): ApiError {
  return new ApiError(400, code, { captcha: failures >= CAPTCHA_AFTER_FAILURES });
}

/** The failure counter of the request's IP, across accounts. */
const ipKey = (request: FastifyRequest) => `login-ip:${request.ip}`;

/** Counts a failure of the request's IP; answers 429 from the one that locks it. */
async function failFromIp(db: Db, request: FastifyRequest): Promise<void> {
  const { loginFailuresPerIp } = await limitsOf(db, request.tenant.code, request.server.mode);
  const after = await recordFailure(db, request.tenant.code, ipKey(request), request.server.clock.now(), { lockAfter: loginFailuresPerIp, lockMinutes: IP_LOCK_MINUTES });
  if (after.locked) throw new ApiError(429, 'error.tooManyRequests');
}

/** Counts a failure of the key and of the IP; the one that locks answers 429, the others the given failure. */
async function fail(db: Db, request: FastifyRequest, key: string, code: Parameters<typeof loginFailure>[0]): Promise<never> {
  const tenant = request.tenant.code;
  await failFromIp(db, request);
  const after = await recordFailure(db, tenant, key, request.server.clock.now());
  if (after.locked) throw new ApiError(429, 'error.tooManyRequests');
  throw loginFailure(code, after.failures);
}

/** A locked IP answers 429 whatever the account. */
async function passIpGate(db: Db, request: FastifyRequest): Promise<void> {
  if ((await failureState(db, request.tenant.code, ipKey(request), request.server.clock.now())).locked) throw new ApiError(429, 'error.tooManyRequests');
}

/** Locked keys answer 429; from the third failure on, the image captcha must be right (it counts as a failure when not). */
async function passGate(db: Db, request: FastifyRequest, key: string, body: LoginBody): Promise<void> {
  const tenant = request.tenant.code;
  await passIpGate(db, request);
  const gate = await failureState(db, tenant, key, request.server.clock.now());
  if (gate.locked) throw new ApiError(429, 'error.tooManyRequests');
  if (gate.failures >= CAPTCHA_AFTER_FAILURES && !(await consumeCaptcha(db, tenant, body.captchaId, body.captcha, request.server.clock.now()))) {
    await fail(db, request, key, 'error.invalidCaptcha');
  }
}

/** The member a login may sign in: on the agent page (`agent: true`) only an agent, anyone else is no one. */
function admissible(member: Member | undefined, body: LoginBody): Member | undefined {
  return member !== undefined && (body.agent !== true || isAgentAccount(member.type)) ? member : undefined;
}

async function usernameLogin(db: Db, request: FastifyRequest, body: LoginBody): Promise<Member> {
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
  } else if (await spendIfMatches(db, tenant, 'email-reset', String(member.id), body.password, request.server.clock.now())) {
    // The temporary password of a forgot-by-e-mail becomes the password, to be changed now: the
    // first-login flag restricts the session to the change (session.ts).
    ok = true;
    await setPassword(db, member, body.password, false, request.server.clock.now());
  }
  if (!member || !ok) return fail(db, request, key, 'error.loginFailed');
  await clearFailures(db, tenant, key);
  return (await memberById(db, tenant, member.id)) ?? member;
}

async function smsLogin(db: Db, request: FastifyRequest, body: LoginBody, mobile: string): Promise<Member> {
  const tenant = request.tenant.code;
  // The code check counts its failures under this key too, so one counter covers both.
  const key = `code:login:${mobile}`;
  await passGate(db, request, key, body);
  const check = await checkCode(db, tenant, 'login', mobile, body.password, request.server.clock.now());
  if (check === 'locked') throw new ApiError(429, 'error.tooManyRequests');
  if (check === 'expired') throw loginFailure('error.codeExpired', (await failureState(db, tenant, key, request.server.clock.now())).failures);
  if (check === 'invalid') {
    await failFromIp(db, request);
    throw loginFailure('error.invalidCode', (await failureState(db, tenant, key, request.server.clock.now())).failures);
  }
  const member = admissible(await memberByMobile(db, tenant, mobile), body);
  if (!member) return fail(db, request, key, 'error.loginFailed');
  return member;
}

/** Either a session, or (unregistered IP) the confirmation the member must give first. */
async function completeLogin(db: Db, request: FastifyRequest, member: Member, state: TenantState): Promise<LoginValue> {
  const tenant = request.tenant;
  if (needsIpVerification(member, request.ip)) {
    const methods = verificationMethodsOf(member);
    if (methods.length > 0) {
      const ticket = `${member.id}.${randomBytes(24).toString('base64url')}`;
      await storeCode(db, tenant.code, 'login-ticket', String(member.id), ticket, TICKET_TTL_MS, request.server.clock.now());
      if (methods.includes('code') && member.mobile) {
        const code = sixDigits();
        await storeCode(db, tenant.code, 'login-ip', String(member.id), code, state.smsExpiryMinutes * 60_000, request.server.clock.now());
        await deliver(db, request.server.mode, tenant.code, 'sms', member.mobile, codeMessage(tenant, code, state.smsExpiryMinutes), request.server.clock.now());
      }
      return { verification: { required: true, methods, ticket } };
    }
    // Nothing on the account can confirm it: the password alone decides, as without known IPs.
  }
  return loginValue(member, await createSession(db, tenant.code, member.id, request.server.clock.now()), state, request.server.clock.now());
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

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/system/publicKey', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(publicKeyValueSchema) } },
  }, async () => {
    const key = await encryptionKey(db);
    return { success: true, value: { kid: key.kid, jwk: key.publicJwk } };
  });

  app.get('/wps/session/challenge', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(challengeValueSchema) } },
  }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const challenge = (await createHumanCheckChallenge(db, request.tenant.code, app.mode)) as ChallengeValue;
    return { success: true, value: challenge };
  });

  app.get('/wps/captcha', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(captchaValueSchema) } },
  }, async (request, reply) => {
    if (!(await takeQuota(db, request.tenant.code, `captcha:${request.ip}`, 60, 60, request.server.clock.now()))) throw new ApiError(429, 'error.tooManyRequests');
    void reply.header('cache-control', 'no-store');
    return { success: true, value: await createCaptcha(db, request.tenant.code, request.server.clock.now()) };
  });

  app.post<{ Body: LoginBody }>('/wps/session/login', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: loginBodySchema, response: { 200: wrappedResponseSchema(loginValueSchema) } },
  }, async (request) => {
    const { state, rules } = await liveRules(db, request.tenant);
    const member = request.body.type === 'sms'
      ? await smsLogin(db, request, request.body, checkedMobile(request.body.username, rules))
      : await usernameLogin(db, request, request.body);
    return { success: true, value: await completeLogin(db, request, member, state) };
  });

  app.post<{ Body: LoginVerificationBody }>('/wps/session/login/verification', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: loginVerificationBodySchema, response: { 200: wrappedResponseSchema(loginValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const body = request.body;
    const id = Number(body.ticket.split('.')[0]);
    const member = Number.isSafeInteger(id) && id > 0 ? await memberById(db, tenant.code, id) : undefined;
    if (!member || !(await hasLiveCode(db, tenant.code, 'login-ticket', String(member.id), body.ticket, request.server.clock.now()))) throw new ApiError(401, 'error.sessionExpired');
    const key = `login:${member.account}`;
    await passIpGate(db, request);
    if ((await failureState(db, tenant.code, key, request.server.clock.now())).locked) throw new ApiError(429, 'error.tooManyRequests');
    if (!verificationMethodsOf(member).includes(body.method)) throw new ApiError(400, 'error.invalidRequest');
    if (!(await answerMatches(db, tenant, member, body, request.server.clock.now()))) {
      await failFromIp(db, request);
      const after = await recordFailure(db, tenant.code, key, request.server.clock.now());
      throw new ApiError(after.locked ? 429 : 400, after.locked ? 'error.tooManyRequests' : 'error.verificationFailed');
    }
    // The ticket is spent only by a right answer, so a typo can be corrected (the lock bounds guesses).
    if (!(await spendIfMatches(db, tenant.code, 'login-ticket', String(member.id), body.ticket, request.server.clock.now()))) throw new ApiError(401, 'error.sessionExpired');
    await clearFailures(db, tenant.code, key);
    await rememberIp(db, member, request.ip);
    const { state } = await liveRules(db, tenant);
    return { success: true, value: loginValue(member, await createSession(db, tenant.code, member.id, request.server.clock.now()), state, request.server.clock.now()) };
  });

  app.delete('/wps/session/logout', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(emptyValueSchema) } },
  }, async (request) => {
    await requireMember(db, request, { restricted: 'allow' });
    await revokeSession(db, request);
    return { success: true };
  });

  app.post<{ Body: FreeplayBody }>('/wps/session/login/freeplay', {
    schema: { querystring: noQuerySchema, body: freeplayBodySchema, response: { 200: wrappedResponseSchema(loginValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const perHour = app.mode === 'production' ? FREEPLAY_PER_HOUR.production : FREEPLAY_PER_HOUR.other;
    if (!(await takeQuota(db, tenant.code, `freeplay:${request.ip}`, perHour, 3600, request.server.clock.now()))) throw new ApiError(429, 'error.tooManyRequests');
    const { state } = await liveRules(db, tenant);
    const member = await openTrialAccount(db, tenant.code, TRIAL_ACCOUNT_TYPE, request.server.clock.now());
    if (member) {
      await openTrialWallet(db, tenant, member.id, request.server.clock.now());
      return { success: true, value: loginValue(member, await createSession(db, tenant.code, member.id, request.server.clock.now()), state, request.server.clock.now()) };
    }
    throw new ApiError(503, 'error.unknown');
  });

  app.post<{ Body: SmsNoLoginBody }>('/wps/verification/sms/noLogin', {
    schema: { querystring: noQuerySchema, body: smsNoLoginBodySchema, response: { 200: wrappedResponseSchema(smsSentValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const { state, rules } = await liveRules(db, tenant);
    const mobile = checkedMobile(request.body.mobileNum, rules);
    await requireHumanCheck(db, tenant.code, request.body.altcha);
    const { smsPerIpPerHour } = await limitsOf(db, tenant.code, app.mode);
    await requireQuota(db, tenant.code, `sms-ip:login:${request.ip}`, smsPerIpPerHour, 3600, request.server.clock.now());
    const member = await memberByMobile(db, tenant.code, mobile);
    return { success: true, value: await sendSmsCode(db, tenant, state, { purpose: 'login', mobile, send: member !== undefined, mode: app.mode }, request.server.clock.now()) };
  });
}
