/**
 * The manual rebate's calls (schemas/api/rebate.ts; reference server additions): the state of the
 * member's rebate and the claim (Idempotency-Key, no body). Real members only (trial accounts 403).
 */
import type { FastifyInstance } from 'fastify';
import { rebateClaimBodySchema, rebateClaimValueSchema, rebateValueSchema } from '../../schemas/api/rebate';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { claimRebate, rebateRatesOf, rebateState } from '../modules/rewards/index';
import { memberContext, refuseWhilePaused } from '../http/memberContext';
import { bookingOf, keyed } from '../http/idempotency';

export async function rebateRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/v2/rebate', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(rebateValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await rebateState(db, ctx, await rebateRatesOf(db, ctx.settings.tenant)) };
  });

  app.post('/wps/v2/rebate/claim', {
    schema: { querystring: noQuerySchema, body: rebateClaimBodySchema, response: { 200: wrappedResponseSchema(rebateClaimValueSchema) } },
  }, async (request, reply) => {
    const { ctx, key, hash } = await bookingOf(db, request, 'rebateClaim');
    await refuseWhilePaused(db, ctx);
    return keyed(reply, await claimRebate(db, ctx, key, hash));
  });
}
