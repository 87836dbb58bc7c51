/**
 * A member's password, changed or recovered (SPEC sections 4, 5 and 7): the change with the current
 * password, the temporary password by e-mail, and the new password with an SMS code. The routes
 * (server/routes/account.ts) parse the call and answer what these return.
 *
 * Forgot by e-mail sends a temporary password valid 30 minutes (security's temporaryPasswordMinutes)
 * and ends every session of the member. The old password keeps working until the temporary one is
 * used to log in, which makes it the password and flags the account first-login: that session is
 * restricted to the change (session.ts) until the member chooses a new password. It answers the same
 * whether or not the details match a member (the message goes only to a match), needs the human
 * check, and spends per-IP and per-username quotas.
 */
import { loginScopeOf, policyOf } from '../responsibleGaming/index';
import { randomInt } from 'node:crypto';
import type { ChangePasswordBody, ForgotByEmailBody, SetPasswordByPhoneBody } from '../../../schemas/api/account';
import type { Db } from '../../db/connect';
import { checkCode, clearFailures, deliver, failureState, languageOf, limitsOf, recordFailure, requireHumanCheck, requireQuota, storeCode, verifyPassword } from '../security/index';
import type { TenantInfo } from '../tenants/index';
import type { ServerMode } from '../../platform/serverMode';
import { DomainError } from '../../platform/domainError';
import { checkNewPassword, checkedMobile, liveRules } from './accountRules';
import type { Member } from './member';
import { memberByAccount, memberByMobile, normalizeAccount, revokeMemberSessions, setPassword } from './members';
import { createSession } from './session';

/** One reset e-mail per username per minute (beside the hourly quota of limits.ts). */
const EMAIL_RESET_WINDOW_SECONDS = 60;
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password that follows the usual password rules: letters and digits, 12 of them. */
function temporaryPassword(): string {
  const chars = Array.from({ length: 10 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]);
  return `${chars.join('')}${randomInt(10)}${'abcdefghjkmnpqrstuvwxyz'[randomInt(23)]}`;
}

/** Who asks, from where, when. */
export interface RecoveryRequest {
  tenant: TenantInfo;
  /** The caller's address, for the per-IP quota. */
  ip: string;
  serverMode: ServerMode;
  now: Date;
}

/**
 * The member's own change: the current password (wrong guesses counted like login failures), the
 * confirmation, a new one by the tenant's rules. Clears the first-login flag; the member's other
 * sessions end, the one of `keepToken` goes on.
 */
export async function changePassword(db: Db, tenantInfo: TenantInfo, member: Member, body: ChangePasswordBody, now: Date, keepToken: string | undefined): Promise<void> {
  const tenant = member.tenant;
  const { oldPassword, newPassword, confirmNewPassword } = body;
  // Guesses of the current password through a stolen session are counted like login failures.
  const key = `password:${member.id}`;
  if ((await failureState(db, tenant, key, now)).locked) throw new DomainError('tooMany', 'error.tooManyRequests');
  if (!(await verifyPassword(oldPassword, member.passwordHash))) {
    const after = await recordFailure(db, tenant, key, now);
    throw after.locked ? new DomainError('tooMany', 'error.tooManyRequests') : new DomainError('invalid', 'error.wrongPassword');
  }
  await clearFailures(db, tenant, key);
  if (newPassword !== confirmNewPassword) throw new DomainError('invalid', 'form.inconsistent');
  if (newPassword === oldPassword) throw new DomainError('invalid', 'error.samePassword');
  checkNewPassword(newPassword, (await liveRules(db, tenantInfo)).rules);
  await setPassword(db, member, newPassword, true, now);
  // Other sessions end with the old password; this one goes on.
  await revokeMemberSessions(db, member, now, keepToken);
}

/** Mails a temporary password when the username and e-mail are a member's; answers alike when not. */
export async function mailTemporaryPassword(db: Db, request: RecoveryRequest, body: ForgotByEmailBody): Promise<void> {
  const { tenant, now } = request;
  await requireHumanCheck(db, tenant.code, body.altcha);
  const account = normalizeAccount(body.username);
  const limits = await limitsOf(db, tenant.code, request.serverMode);
  await requireQuota(db, tenant.code, `email-reset-ip:${request.ip}`, limits.emailResetsPerIpPerHour, 3600, now);
  await requireQuota(db, tenant.code, `email-reset:${account}`, 1, EMAIL_RESET_WINDOW_SECONDS, now);
  await requireQuota(db, tenant.code, `email-reset-hour:${account}`, limits.emailResetsPerUsernamePerHour, 3600, now);
  const member = await memberByAccount(db, tenant.code, account);
  const email = body.email.trim().toLowerCase();
  // A wrong username or e-mail gets the same answer as a match: nothing tells them apart.
  if (!member || !member.email || member.email.toLowerCase() !== email) return;
  const minutes = limits.temporaryPasswordMinutes;
  const temporary = temporaryPassword();
  await storeCode(db, tenant.code, 'email-reset', String(member.id), temporary, minutes * 60_000, now);
  // Whoever holds a session of the member now is out: the account is being recovered.
  await revokeMemberSessions(db, member, now);
  const text = languageOf(tenant) === 'en'
    ? `Hello ${member.nickname ?? member.account},\n\nYour temporary ${tenant.name} password is ${temporary}. It is valid for ${minutes} minutes; log in with it and choose a new password. If you did not ask for it, ignore this e-mail: your password has not changed.`
    : `Olá ${member.nickname ?? member.account},\n\nSua senha temporária da ${tenant.name} é ${temporary}. Ela vale por ${minutes} minutos; entre com ela e escolha uma nova senha. Se você não pediu, ignore este e-mail: sua senha não mudou.`;
  await deliver(db, request.serverMode, tenant.code, 'email', member.email, text, now);
}

/** Sets a new password with the SMS code sent to the member's number; the member is then logged in. */
export async function resetPasswordByPhone(db: Db, request: RecoveryRequest, body: SetPasswordByPhoneBody): Promise<{ token: string }> {
  const { state, rules } = await liveRules(db, request.tenant);
  if (!state.switches.phonePasswordReset) throw new DomainError('forbidden', 'error.functionDisabled');
  const { newPassword, confirmNewPassword, verificationCode } = body;
  const { now } = request;
  const mobile = checkedMobile(body.mobileNum, rules);
  if (confirmNewPassword !== undefined && confirmNewPassword !== newPassword) throw new DomainError('invalid', 'form.inconsistent');
  // The password is checked before the code is spent, so a refused password costs no new SMS.
  checkNewPassword(newPassword, rules);
  const check = await checkCode(db, request.tenant.code, 'reset', mobile, verificationCode, now);
  if (check === 'locked') throw new DomainError('tooMany', 'error.tooManyRequests');
  if (check === 'expired') throw new DomainError('invalid', 'error.codeExpired');
  if (check === 'invalid') throw new DomainError('invalid', 'error.invalidCode');
  const member = await memberByMobile(db, request.tenant.code, mobile);
  // Codes go only to members' numbers, so a right code without a member is a member since removed.
  if (!member || member.closedAt !== null) throw new DomainError('invalid', 'error.invalidCode');
  await setPassword(db, member, newPassword, true, now);
  await revokeMemberSessions(db, member, now);
  // A member who proved the phone is no longer locked out by earlier wrong passwords.
  await clearFailures(db, request.tenant.code, `login:${member.account}`);
  // A paused player's password is changed, and the login it gives follows the pause's rule (issue 38).
  const scope = await loginScopeOf(db, { tenant: request.tenant.code, memberId: member.id }, now, policyOf(state));
  return { token: await createSession(db, request.tenant.code, member.id, now, { withdrawOnly: scope === 'withdrawOnly' }) };
}
