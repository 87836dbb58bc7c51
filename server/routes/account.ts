/**
 * Account calls (SPEC sections 3, 4, 5 and 7): member info (token; the balance is a wallet call) with the
 * public state's VIP and promotion fields, the avatar, the profile page's labels, the unread count of
 * platform messages, change password (token, encrypted), forgot password by e-mail (form POST) and by
 * phone (SMS code, then the new password with the code, which logs the member in). The password rules,
 * quotas and answers that tell nobody whether an account exists are the members module's
 * (server/modules/members/credentials.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import {
  changePasswordBodySchema, forgotByEmailBodySchema, forgotBySmsBodySchema, memberIconValueSchema, memberProfileValueSchema, setPasswordByPhoneBodySchema,
  unreadCountValueSchema, type ChangePasswordBody, type ForgotByEmailBody, type ForgotBySmsBody, type SetPasswordByPhoneBody,
} from '../../schemas/api/account';
import { emptyValueSchema, noQuerySchema, smsSentValueSchema, tokenValueSchema } from '../../schemas/api/session';
import { memberInfoSchema, type MemberInfo } from '../../schemas/server/member-info';
import { promotionsOf } from '../modules/content/index';
import { readTenantState, registrationInputsOf } from '../modules/tenants/index';
import { playStanding, walletSettingsOf } from '../modules/wallet/index';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { unreadCount } from '../modules/messages/index';
import { ApiError } from '../http/errors';
import { changePassword, checkedMobile, liveRules, mailTemporaryPassword, memberByMobile, memberInfoOf, memberProfileOf, requireMember, resetPasswordByPhone, tokenOf, type Member, type RecoveryRequest } from '../modules/members/index';
import { encrypted, limitsOf, requireHumanCheck, requireQuota, sendSmsCode } from '../modules/security/index';

/**
 * The member's public state beside the info (SPEC section 3): the VIP label and level where the tenant
 * has the VIP feature (a real account's lifetime valid bets, as the VIP page computes them), and how
 * many promotions there are in the tenant's language.
 */
async function publicStateOf(request: FastifyRequest, member: Member): Promise<Pick<MemberInfo, 'hasVip' | 'vipLabelName' | 'vipRankLevel' | 'availablePromoCount'>> {
  const db = request.server.db;
  const tenant = request.tenant;
  const language = tenant.compiled.features.languages?.default === 'en' ? 'en' : 'pt';
  // As the promotions list counts them: the referral promotion only while the merchant has referral on.
  const { referral } = registrationInputsOf(tenant, await readTenantState(db, tenant));
  const availablePromoCount = (await promotionsOf(db, tenant.code, language)).filter((p) => referral || p.type !== 'REFERRAL').length;
  const hasVip = tenant.compiled.features.features?.vip !== false && member.type !== TRIAL_ACCOUNT_TYPE;
  if (!hasVip) return { hasVip: false, availablePromoCount };
  const settings = await walletSettingsOf(db, tenant);
  const standing = await playStanding(db, { settings, memberId: member.id, now: request.server.clock.now() });
  return { hasVip: true, vipLabelName: `VIP ${standing.vip.level}`, vipRankLevel: standing.vip.level, availablePromoCount };
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

/** The password recovery's view of the request. */
function recoveryRequest(request: FastifyRequest): RecoveryRequest {
  return { tenant: request.tenant, ip: request.ip, serverMode: request.server.mode, now: request.server.clock.now() };
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/member/info', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(memberInfoSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request, { restricted: 'allow' });
    return { success: true, value: { ...memberInfoOf(member), ...await publicStateOf(request, member) } };
  });

  // The avatar: this server keeps no uploaded pictures, so every member has the default one (null: the portal draws initials).
  app.get('/wps/member/info/icon', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(memberIconValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request, { restricted: 'allow' });
    return { success: true, value: { iconUrl: member.profile.iconUrl ?? null } };
  });

  // The profile page (real accounts): the labels the tenant's registration settings enable.
  app.get('/wps/member/profile', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(memberProfileValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    if (member.type === TRIAL_ACCOUNT_TYPE) throw new ApiError(403, 'error.functionDisabled');
    const { registerSettings } = registrationInputsOf(request.tenant, await readTenantState(db, request.tenant));
    return { success: true, value: memberProfileOf(member, registerSettings) };
  });

  app.get('/wps/relay/CSP_unreadCount', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(unreadCountValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    // Trial accounts have no message count (SPEC section 6).
    if (member.type === TRIAL_ACCOUNT_TYPE) return { success: true, value: { count: 0 } };
    return { success: true, value: { count: await unreadCount(db, request.tenant.code, member.id) } };
  });

  app.post<{ Body: ChangePasswordBody }>('/wps/member/password', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: changePasswordBodySchema, response: { 200: wrappedResponseSchema(emptyValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request, { restricted: 'allow' });
    await changePassword(db, request.tenant, member, request.body, request.server.clock.now(), tokenOf(request));
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
      await mailTemporaryPassword(db, recoveryRequest(request), request.body);
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
    return { success: true, value: await resetPasswordByPhone(db, recoveryRequest(request), request.body) };
  });
}
