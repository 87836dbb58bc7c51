/**
 * Registration calls (SPEC sections 4, 5 and 7): register by username (POST /wps/member/register)
 * or by mobile number (PUT /wps/member/register/mobile), both encrypted; the registration SMS code;
 * the affiliate (invitation) code check.
 *
 * Every registration and every registration SMS needs the human check (ALTCHA) and spends a per-IP
 * quota (limits.ts); the SMS also a per-tenant one. The form values are checked with the engine's
 * rules for the tenant's live state (members/accountRules.ts): the same fields, requirements,
 * patterns, lengths, confirmation and ticked boxes as the portal's form, and a password that is not
 * a common one. Then the server-side facts: the captcha answer, the invitation code, the SMS code, and
 * that the username or mobile number is free. A success is a session: `{ token }`.
 *
 * The registration SMS answers the same whether the number is free or taken (the code goes only to a
 * free one), so it cannot be used to find registered numbers.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REGISTER_WIRE_EXTRAS, affiliateQuerySchema, affiliateValueSchema, registerBodySchema, type AffiliateQuery, type RegisterBody,
} from '../../schemas/api/account';
import { noQuerySchema, smsRegisterBodySchema, smsSentValueSchema, tokenValueSchema, type SmsRegisterBody } from '../../schemas/api/session';
import { AGENT_ACCOUNT_TYPES } from '../../schemas/domain';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import type { RegistrationMode } from '../../engine/registration/index';
import type { Db } from '../db/connect';
import { memberUplines, members } from '../modules/members/schema';
import { ApiError } from '../http/errors';
import { inTransaction } from '../modules/ledger/index';
import { checkNewPassword, checkedMobile, checkedNickname, createSession, liveRules, memberByAccount, memberByMobile, memberIdOfReferralCode, normalizeAccount } from '../modules/members/index';
import { checkCode, consumeCaptcha, encrypted, hashPassword, limitsOf, requireHumanCheck, requireQuota, sendSmsCode } from '../modules/security/index';

/** Form values kept on the member beside account, password, e-mail and mobile. */
const PROFILE_FIELDS = [
  'payeeName', 'qqNum', 'recommenderId', 'affiliateCode', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode',
  'fullName', 'telegram', 'zalo', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'bankAccountNumber',
] as const;

/** An agent's invitation code, case-insensitive; undefined when no agent of the tenant has it. */
async function agentWithCode(db: Db, tenant: string, code: string): Promise<{ id: number } | undefined> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenant, tenant), inArray(members.type, [...AGENT_ACCOUNT_TYPES]), sql`upper(${members.profile}->>'affiliateCode') = ${code.trim().toUpperCase()}`))
    .limit(1);
  return rows[0];
}

/**
 * The agent whose referral link the visitor followed (the code of server/modules/members/referral.ts), or
 * undefined: a member's code (not an agent), an unknown one, or another tenant's agent. The new member
 * is placed under that agent (member_uplines), so an agent's referral link grows its downline.
 */
async function agentOfReferralCode(db: Db, tenant: string, code: string): Promise<number | undefined> {
  const id = memberIdOfReferralCode(code);
  if (id === undefined) return undefined;
  const rows = await db.select({ id: members.id }).from(members)
    .where(and(eq(members.tenant, tenant), eq(members.id, id), inArray(members.type, [...AGENT_ACCOUNT_TYPES]))).limit(1);
  return rows[0]?.id;
}

/** The field a validation error is about, from its instance path or its missing property. */
function fieldOfError(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
  if (error.keyword === 'additionalProperties') return String((error.params as { additionalProperty?: unknown }).additionalProperty ?? '');
  return error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

/**
 * 400 'error.invalidRequest' whose value names the fields that failed the registration rules (so the
 * form can mark them) and says why.
 */
function invalidForm(errors: readonly ErrorObject[]): ApiError {
  const fields = [...new Set(errors.map(fieldOfError).filter((f) => f !== ''))];
  const reason = errors.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');
  return new ApiError(400, 'error.invalidRequest', { fields, reason });
}

function splitPayload(body: RegisterBody): { values: Record<string, unknown>; extras: Partial<Pick<RegisterBody, (typeof REGISTER_WIRE_EXTRAS)[number]>> } {
  const values: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if ((REGISTER_WIRE_EXTRAS as readonly string[]).includes(key)) extras[key] = value;
    else values[key] = value;
  }
  return { values, extras };
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

async function register(db: Db, request: FastifyRequest<{ Body: RegisterBody }>, mode: RegistrationMode): Promise<{ success: true; value: { token: string } }> {
  const tenant = request.tenant;
  const now = request.server.clock.now();
  const { rules } = await liveRules(db, tenant);
  const validate = rules.validator(mode);
  if (!validate) throw new ApiError(403, 'error.functionDisabled');
  const { values, extras } = splitPayload(request.body);
  await requireHumanCheck(db, tenant.code, extras.altcha);
  if (!validate(values)) throw invalidForm(validate.errors ?? []);
  const form = values as Record<string, string | boolean | undefined>;
  if (filled(form.password)) checkNewPassword(form.password, rules);
  const nickname = checkedNickname(typeof form.nickname === 'string' ? form.nickname : undefined);
  // Each registration costs a full password hash: a per-IP quota bounds what one address can spend.
  const { registrationsPerIpPerHour } = await limitsOf(db, tenant.code, request.server.mode);
  await requireQuota(db, tenant.code, `register-ip:${request.ip}`, registrationsPerIpPerHour, 3600, request.server.clock.now());

  const mobile = filled(form.mobileNum) ? checkedMobile(form.mobileNum, rules) : undefined;
  const account = mode === 'register' ? normalizeAccount(String(form.username)) : mobile!;
  // With an SMS code, the code comes first: a taken number was sent none (the send answers alike).
  if (filled(form.verificationCode)) {
    if (!mobile) throw new ApiError(400, 'error.enterValidPhone');
    const check = await checkCode(db, tenant.code, 'register', mobile, form.verificationCode, request.server.clock.now());
    if (check === 'locked') throw new ApiError(429, 'error.tooManyRequests');
    if (check === 'expired') throw new ApiError(400, 'error.codeExpired');
    if (check === 'invalid') throw new ApiError(400, 'error.invalidCode');
  }
  if (await memberByAccount(db, tenant.code, account)) throw new ApiError(409, mode === 'register' ? 'error.usernameTaken' : 'error.mobileTaken');
  // A mobile number belongs to one member (SMS login and phone reset find the member by it).
  if (mobile && (await memberByMobile(db, tenant.code, mobile))) throw new ApiError(409, 'error.mobileTaken');

  if (filled(form.captcha) && !(await consumeCaptcha(db, tenant.code, extras.captchaId, form.captcha, request.server.clock.now()))) throw new ApiError(400, 'error.invalidCaptcha');
  if (filled(form.affiliateCode) && !(await agentWithCode(db, tenant.code, form.affiliateCode))) throw new ApiError(400, 'invitation_code_error');

  // Mobile registration without a password field: the member logs in by SMS code.
  const password = filled(form.password) ? form.password : randomBytes(18).toString('base64url');
  const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((name) => (filled(form[name]) ? [[name, String(form[name]).trim()]] : [])));
  const upline = filled(form.referralCode) ? await agentOfReferralCode(db, tenant.code, form.referralCode) : undefined;
  const passwordHash = await hashPassword(password);
  // The account and, from an agent's referral link, its place under that agent: both or neither.
  const member = await inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(members)
      .values({
        tenant: tenant.code,
        account,
        // Only a chosen nickname: without one, other members see the masked account (members/publicName.ts).
        nickname: nickname ?? null,
        type: 0,
        passwordHash,
        // The member chose this password: nothing forces a change at the first login.
        firstTimeLogin: false,
        email: filled(form.email) ? form.email.trim() : null,
        mobile: mobile ?? null,
        countryDialingCode: mobile && filled(form.countryDialingCode) ? form.countryDialingCode : null,
        profile,
        createdAt: now,
        passwordChangedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (created && upline !== undefined) await tx.insert(memberUplines).values({ tenant: tenant.code, memberId: created.id, uplineId: upline });
    return created;
  });
  // Lost a race for the same account against a concurrent registration.
  if (!member) throw new ApiError(409, mode === 'register' ? 'error.usernameTaken' : 'error.mobileTaken');
  return { success: true, value: { token: await createSession(db, tenant.code, member.id, now) } };
}

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const schema = { querystring: noQuerySchema, body: registerBodySchema, response: { 200: wrappedResponseSchema(tokenValueSchema) } };

  app.post<{ Body: RegisterBody }>('/wps/member/register', { ...encrypted, schema }, (request) => register(db, request, 'register'));
  app.put<{ Body: RegisterBody }>('/wps/member/register/mobile', { ...encrypted, schema }, (request) => register(db, request, 'registerMobile'));

  app.post<{ Body: SmsRegisterBody }>('/wps/verification/sms/register', {
    schema: { querystring: noQuerySchema, body: smsRegisterBodySchema, response: { 200: wrappedResponseSchema(smsSentValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const { state, rules } = await liveRules(db, tenant);
    if (!rules.form.fields.some((f) => f.name === 'verificationCode' && f.enabled)) throw new ApiError(403, 'error.functionDisabled');
    const raw = request.body.mobileNum ?? request.body.mobileNo;
    if (raw === undefined) throw new ApiError(400, 'error.enterValidPhone');
    const mobile = checkedMobile(raw, rules);
    await requireHumanCheck(db, tenant.code, request.body.altcha);
    // Each send is billed to the merchant: one IP, and the whole tenant, may ask for so many an hour.
    const limits = await limitsOf(db, tenant.code, app.mode);
    await requireQuota(db, tenant.code, `sms-ip:register:${request.ip}`, limits.smsPerIpPerHour, 3600, request.server.clock.now());
    await requireQuota(db, tenant.code, 'sms-tenant:register', limits.registrationSmsPerTenantPerHour, 3600, request.server.clock.now());
    const taken = (await memberByMobile(db, tenant.code, mobile)) !== undefined;
    return { success: true, value: await sendSmsCode(db, tenant, state, { purpose: 'register', mobile, send: !taken, mode: app.mode }, request.server.clock.now()) };
  });

  app.get<{ Querystring: AffiliateQuery }>('/wps/agent/affiliate', {
    schema: { querystring: affiliateQuerySchema, response: { 200: wrappedResponseSchema(affiliateValueSchema) } },
  }, async (request) => {
    const code = request.query.code.trim();
    if (!(await agentWithCode(db, request.tenant.code, code))) throw new ApiError(400, 'invitation_code_error');
    return { success: true, value: { code: code.toUpperCase(), valid: true } };
  });
}
