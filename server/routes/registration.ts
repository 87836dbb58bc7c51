/**
 * Registration calls (SPEC sections 4, 5 and 7): register by username (POST /wps/member/register)
 * or by mobile number (PUT /wps/member/register/mobile), both encrypted; the registration SMS code;
 * the affiliate (invitation) code check.
 *
 * The registration itself is the members module's (server/modules/members/registration.ts: the human
 * check, the per-IP quota, the engine's rules for the tenant's live state, the server-side facts, the
 * new member and its session). A success is a session: `{ token }`. The registration SMS needs the
 * human check and spends a per-IP and a per-tenant quota.
 *
 * The registration SMS answers the same whether the number is free or taken (the code goes only to a
 * free one), so it cannot be used to find registered numbers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { affiliateQuerySchema, affiliateValueSchema, registerBodySchema, type AffiliateQuery, type RegisterBody } from '../../schemas/api/account';
import { noQuerySchema, smsRegisterBodySchema, smsSentValueSchema, tokenValueSchema, type SmsRegisterBody } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import type { RegistrationMode } from '../../engine/registration/index';
import { ApiError } from '../http/errors';
import { agentWithCode, checkedMobile, liveRules, memberByMobile, registerMember } from '../modules/members/index';
import { encrypted, limitsOf, requireHumanCheck, requireQuota, sendSmsCode, takeQuota } from '../modules/security/index';

async function register(request: FastifyRequest<{ Body: RegisterBody }>, mode: RegistrationMode): Promise<{ success: true; value: { token: string } }> {
  const { server } = request;
  const value = await registerMember(server.db, { tenant: request.tenant, mode, body: request.body, ip: request.ip, serverMode: server.mode }, server.clock.now());
  return { success: true, value };
}

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const schema = { querystring: noQuerySchema, body: registerBodySchema, response: { 200: wrappedResponseSchema(tokenValueSchema) } };

  app.post<{ Body: RegisterBody }>('/wps/member/register', { ...encrypted, schema }, (request) => register(request, 'register'));
  app.put<{ Body: RegisterBody }>('/wps/member/register/mobile', { ...encrypted, schema }, (request) => register(request, 'registerMobile'));

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
    // The tenant's hourly cap spent is the merchant's SMS quota, which only its service can raise (SPEC section 8).
    if (!(await takeQuota(db, tenant.code, 'sms-tenant:register', limits.registrationSmsPerTenantPerHour, 3600, request.server.clock.now()))) throw new ApiError(429, 'error.quotaInsufficient');
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
