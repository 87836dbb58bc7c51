/** Security centre calls (schemas/api/wallet.ts): masked contacts and sessions, sign out everywhere else. */
import type { FastifyInstance } from 'fastify';
import { TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import { noQuerySchema } from '../../schemas/api/session';
import { securityCenterValueSchema, signOutOthersValueSchema } from '../../schemas/api/wallet';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { hashToken, requireMember, securityCenter, signOutOthers, tokenOf } from '../modules/members/index';

export async function securityCenterRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/v2/member/securityCenter', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(securityCenterValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    if (member.type === TRIAL_ACCOUNT_TYPE) throw new ApiError(403, 'error.functionDisabled');
    const token = tokenOf(request);
    return { success: true, value: await securityCenter(db, member, token === undefined ? undefined : hashToken(token), request.server.clock.now()) };
  });

  app.post('/wps/v2/member/sessions/signOutOthers', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(signOutOthersValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    if (member.type === TRIAL_ACCOUNT_TYPE) throw new ApiError(403, 'error.functionDisabled');
    const token = tokenOf(request);
    if (token === undefined) throw new ApiError(401, 'error.notLoggedIn');
    return { success: true, value: { signedOut: await signOutOthers(db, member, hashToken(token), request.server.clock.now()) } };
  });
}
