/**
 * The member's referral (schemas/api/referral.ts): real members only (trial accounts 403), and only
 * where the tenant's REFERRAL switch is on (otherwise 403 error.functionDisabled, whatever a script sends).
 */
import type { FastifyInstance } from 'fastify';
import { referralValueSchema } from '../../schemas/api/referral';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { referralOf } from '../modules/members/index';
import { readTenantState } from '../modules/tenants/index';
import { memberContext } from '../http/memberContext';

export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  app.get('/wps/v2/referral', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(referralValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    if ((await readTenantState(db, request.tenant)).switches.referral !== true) throw new ApiError(403, 'error.functionDisabled');
    return { success: true, value: await referralOf(db, ctx.settings.tenant, ctx.memberId, ctx.settings) };
  });
}
