/**
 * Account calls (SPEC sections 4, 5 and 7): member info (token; the balance is a wallet call), change password
 * (token, encrypted), forgot password by e-mail (form POST) and by phone (SMS code, then the new
 * password with the code, which logs the member in).
 *
 * Forgot by e-mail sends a temporary password valid 30 minutes (limits.ts temporaryPasswordMinutes)
 * and ends every session of the member. The old password keeps working until the temporary one is
 * used to log in, which makes it the password and flags the account first-login: that session is
 * restricted to the change (session.ts) until the member chooses a new password.
 *
 * The forgot-password calls answer the same whether or not the details match a member (the message
 * goes only to a match), need the human check, and spend per-IP quotas (and per-username ones by
 * e-mail), so they can be used neither to find accounts or numbers nor to flood anyone.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import {
  changePasswordBodySchema, forgotByEmailBodySchema, forgotBySmsBodySchema, setPasswordByPhoneBodySchema,
  unreadCountValueSchema, type ChangePasswordBody, type ForgotByEmailBody, type ForgotBySmsBody, type SetPasswordByPhoneBody,
} from '../../schemas/api/account';
import { emptyValueSchema, noQuerySchema, smsSentValueSchema, tokenValueSchema } from '../../schemas/api/session';
import { memberInfoSchema } from '../../schemas/server/member-info';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { memberMessages } from '../modules/messages/schema';
import { ApiError } from '../http/errors';
import { checkNewPassword, checkedMobile, createSession, liveRules, memberByAccount, memberByMobile, memberInfoOf, normalizeAccount, requireMember, revokeMemberSessions, setPassword } from '../modules/members/index';
import { checkCode, clearFailures, deliver, encrypted, failureState, languageOf, limitsOf, recordFailure, requireHumanCheck, requireQuota, sendSmsCode, storeCode, verifyPassword } from '../modules/security/index';

/** One reset e-mail per username per minute (beside the hourly quota of limits.ts). */
const EMAIL_RESET_WINDOW_SECONDS = 60;
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password that follows the usual password rules: letters and digits, 12 of them. */
function temporaryPassword(): string {
  const chars = Array.from({ length: 10 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]);
  return `${chars.join('')}${randomInt(10)}${'abcdefghjkmnpqrstuvwxyz'[randomInt(23)]}`;
}

/** Percent-decoded fields of an application/x-www-form-urlencoded body; a repeated key is an error. */
function parseForm(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(out, key)) throw Object.assign(new Error(`the form field "${key}" is repeated`), { statusCode: 400 });
    out[key] = value;
  }
  return out;
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/member/info', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(memberInfoSchema) } },
  }, async (request) => ({ success: true, value: memberInfoOf(await requireMember(db, request, { restricted: 'allow' })) }));

  app.get('/wps/relay/CSP_unreadCount', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(unreadCountValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    // Trial accounts have no message count (SPEC section 6).
    if (member.type === TRIAL_ACCOUNT_TYPE) return { success: true, value: { count: 0 } };
    const [row] = await db
      .select({ n: count() })
      .from(memberMessages)
      .where(and(eq(memberMessages.tenant, request.tenant.code), eq(memberMessages.memberId, member.id), isNull(memberMessages.readAt)));
    return { success: true, value: { count: row?.n ?? 0 } };
  });

  app.post<{ Body: ChangePasswordBody }>('/wps/member/password', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: changePasswordBodySchema, response: { 200: wrappedResponseSchema(emptyValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request, { restricted: 'allow' });
    const tenant = request.tenant.code;
    const { oldPassword, newPassword, confirmNewPassword } = request.body;
    // Guesses of the current password through a stolen session are counted like login failures.
    const key = `password:${member.id}`;
    if ((await failureState(db, tenant, key, request.server.clock.now())).locked) throw new ApiError(429, 'error.tooManyRequests');
    if (!(await verifyPassword(oldPassword, member.passwordHash))) {
      const after = await recordFailure(db, tenant, key, request.server.clock.now());
      throw new ApiError(after.locked ? 429 : 400, after.locked ? 'error.tooManyRequests' : 'error.wrongPassword');
    }
    await clearFailures(db, tenant, key);
    if (newPassword !== confirmNewPassword) throw new ApiError(400, 'form.inconsistent');
    if (newPassword === oldPassword) throw new ApiError(400, 'error.samePassword');
    checkNewPassword(newPassword, (await liveRules(db, request.tenant)).rules);
    await setPassword(db, member, newPassword, true, request.server.clock.now());
    // Other sessions end with the old password; this one goes on.
    await revokeMemberSessions(db, member, request.server.clock.now(), request);
    return { success: true };
  });

  // The form POST lives in its own scope, so only it parses application/x-www-form-urlencoded.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.post<{ Body: ForgotByEmailBody }>('/wps/member/password/email', {
      schema: { querystring: noQuerySchema, body: forgotByEmailBodySchema, response: { 200: wrappedResponseSchema(emptyValueSchema) } },
    }, async (request) => {
      const tenant = request.tenant;
      await requireHumanCheck(db, tenant.code, request.body.altcha);
      const account = normalizeAccount(request.body.username);
      const limits = await limitsOf(db, tenant.code, app.mode);
      await requireQuota(db, tenant.code, `email-reset-ip:${request.ip}`, limits.emailResetsPerIpPerHour, 3600, request.server.clock.now());
      await requireQuota(db, tenant.code, `email-reset:${account}`, 1, EMAIL_RESET_WINDOW_SECONDS, request.server.clock.now());
      await requireQuota(db, tenant.code, `email-reset-hour:${account}`, limits.emailResetsPerUsernamePerHour, 3600, request.server.clock.now());
      const member = await memberByAccount(db, tenant.code, account);
      const email = request.body.email.trim().toLowerCase();
      // A wrong username or e-mail gets the same answer as a match: nothing tells them apart.
      if (!member || !member.email || member.email.toLowerCase() !== email) return { success: true };
      const minutes = limits.temporaryPasswordMinutes;
      const temporary = temporaryPassword();
      await storeCode(db, tenant.code, 'email-reset', String(member.id), temporary, minutes * 60_000, request.server.clock.now());
      // Whoever holds a session of the member now is out: the account is being recovered.
      await revokeMemberSessions(db, member, request.server.clock.now());
      const body = languageOf(tenant) === 'en'
        ? `Hello ${member.nickname ?? member.account},\n\nYour temporary ${tenant.name} password is ${temporary}. It is valid for ${minutes} minutes; log in with it and choose a new password. If you did not ask for it, ignore this e-mail: your password has not changed.`
        : `Olá ${member.nickname ?? member.account},\n\nSua senha temporária da ${tenant.name} é ${temporary}. Ela vale por ${minutes} minutos; entre com ela e escolha uma nova senha. Se você não pediu, ignore este e-mail: sua senha não mudou.`;
      await deliver(db, app.mode, tenant.code, 'email', member.email, body, request.server.clock.now());
      return { success: true };
    });
  });

  app.post<{ Body: ForgotBySmsBody }>('/wps/member/password/sms', {
    schema: { querystring: noQuerySchema, body: forgotBySmsBodySchema, response: { 200: wrappedResponseSchema(smsSentValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const { state, rules } = await liveRules(db, tenant);
    if (!state.switches.phonePasswordReset) throw new ApiError(403, 'error.functionDisabled');
    const mobile = checkedMobile(request.body.mobileNum, rules);
    await requireHumanCheck(db, tenant.code, request.body.altcha);
    const { smsPerIpPerHour } = await limitsOf(db, tenant.code, app.mode);
    await requireQuota(db, tenant.code, `sms-ip:reset:${request.ip}`, smsPerIpPerHour, 3600, request.server.clock.now());
    // Known and unknown numbers get the same answer; the code goes only to a member's number.
    const member = await memberByMobile(db, tenant.code, mobile);
    return { success: true, value: await sendSmsCode(db, tenant, state, { purpose: 'reset', mobile, send: member !== undefined, mode: app.mode }, request.server.clock.now()) };
  });

  app.post<{ Body: SetPasswordByPhoneBody }>('/wps/member/password/verification', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: setPasswordByPhoneBodySchema, response: { 200: wrappedResponseSchema(tokenValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const { state, rules } = await liveRules(db, tenant);
    if (!state.switches.phonePasswordReset) throw new ApiError(403, 'error.functionDisabled');
    const { newPassword, confirmNewPassword, verificationCode } = request.body;
    const mobile = checkedMobile(request.body.mobileNum, rules);
    if (confirmNewPassword !== undefined && confirmNewPassword !== newPassword) throw new ApiError(400, 'form.inconsistent');
    // The password is checked before the code is spent, so a refused password costs no new SMS.
    checkNewPassword(newPassword, rules);
    const check = await checkCode(db, tenant.code, 'reset', mobile, verificationCode, request.server.clock.now());
    if (check === 'locked') throw new ApiError(429, 'error.tooManyRequests');
    if (check === 'expired') throw new ApiError(400, 'error.codeExpired');
    if (check === 'invalid') throw new ApiError(400, 'error.invalidCode');
    const member = await memberByMobile(db, tenant.code, mobile);
    // Codes go only to members' numbers, so a right code without a member is a member since removed.
    if (!member) throw new ApiError(400, 'error.invalidCode');
    await setPassword(db, member, newPassword, true, request.server.clock.now());
    await revokeMemberSessions(db, member, request.server.clock.now());
    // A member who proved the phone is no longer locked out by earlier wrong passwords.
    await clearFailures(db, tenant.code, `login:${member.account}`);
    return { success: true, value: { token: await createSession(db, tenant.code, member.id, request.server.clock.now()) } };
  });
}
