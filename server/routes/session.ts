/**
 * Session calls (SPEC sections 4 and 7, reference/api-calls.md): the public key of encrypted calls,
 * the human-check challenge, the image captcha, login by username or SMS with its lock-outs and the
 * confirmation of a login from an unregistered IP (the members module's login.ts), logout, free play,
 * and the SMS login code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  captchaValueSchema, challengeValueSchema, emptyValueSchema, freeplayBodySchema, loginBodySchema, loginValueSchema,
  loginVerificationBodySchema, noQuerySchema, publicKeyValueSchema, smsNoLoginBodySchema, smsSentValueSchema,
  type ChallengeValue, type FreeplayBody, type LoginBody, type LoginVerificationBody, type SmsNoLoginBody,
} from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { checkedMobile, confirmLogin, liveRules, logIn, memberByMobile, requireMember, revokeSession, type LoginRequest } from '../modules/members/index';
import { createCaptcha, createHumanCheckChallenge, encrypted, encryptionKey, limitsOf, requireHumanCheck, requireQuota, sendSmsCode, takeQuota } from '../modules/security/index';
import { startFreePlay } from '../modules/wallet/index';

/** Free-play accounts one IP may open per hour (more outside production, where test runs share an IP). */
const FREEPLAY_PER_HOUR = { production: 20, other: 1000 } as const;

/** The login's view of the request. */
function loginRequest(request: FastifyRequest): LoginRequest {
  return { tenant: request.tenant, ip: request.ip, serverMode: request.server.mode, now: request.server.clock.now() };
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
  }, async (request) => ({ success: true, value: await logIn(db, loginRequest(request), request.body) }));

  app.post<{ Body: LoginVerificationBody }>('/wps/session/login/verification', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: loginVerificationBodySchema, response: { 200: wrappedResponseSchema(loginValueSchema) } },
  }, async (request) => ({ success: true, value: await confirmLogin(db, loginRequest(request), request.body) }));

  app.delete('/wps/session/logout', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(emptyValueSchema) } },
  }, async (request) => {
    await requireMember(db, request, { restricted: 'allow', paused: 'allow' });
    await revokeSession(db, request);
    return { success: true };
  });

  app.post<{ Body: FreeplayBody }>('/wps/session/login/freeplay', {
    schema: { querystring: noQuerySchema, body: freeplayBodySchema, response: { 200: wrappedResponseSchema(loginValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant;
    const perHour = app.mode === 'production' ? FREEPLAY_PER_HOUR.production : FREEPLAY_PER_HOUR.other;
    if (!(await takeQuota(db, tenant.code, `freeplay:${request.ip}`, perHour, 3600, request.server.clock.now()))) throw new ApiError(429, 'error.tooManyRequests');
    const value = await startFreePlay(db, tenant, request.server.clock.now());
    if (!value) throw new ApiError(503, 'error.unknown');
    return { success: true, value };
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
