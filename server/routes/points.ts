/**
 * Points calls (schemas/api/points.ts; call table "Points"): thin handlers over server/modules/points/. A
 * real member's session is needed (trial accounts get 403), and the tenant must offer the points
 * mall (its features.pointsMall; otherwise 403 'error.functionDisabled', whatever a script sends).
 * Redeeming and converting are encrypted, check the payment password and need an Idempotency-Key.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  convertBodySchema, convertValueSchema, pointBalanceValueSchema, pointConfigValueSchema, pointDetailsQuerySchema, pointDetailsValueSchema,
  pointRewardValueSchema, redeemBodySchema, redeemListQuerySchema, redeemListValueSchema, redeemValueSchema,
  type ConvertBody, type PointDetailsQuery, type RedeemBody, type RedeemListQuery,
} from '../../schemas/api/points';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { convertPoints, decideRedemption, pointBalance, pointConfig, pointDetails, pointRewardList, pointSettingsOf, pointsEnabled, redeemList, redeemReward, redemptionNumber } from '../modules/points/index';
import { encrypted } from '../modules/security/index';
import { walletSettingsOf } from '../modules/wallet/index';
import { memberContext } from '../http/memberContext';
import { bookingOf, keyed } from '../http/idempotency';
import type { Db } from '../db/connect';

const devRedeemBodySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^P?[0-9]{1,15}$' },
    decision: { type: 'string', enum: ['approve', 'reject'] },
    remark: { type: 'string', maxLength: 200 },
  },
  required: ['id', 'decision'],
  additionalProperties: false,
} as const;
type DevRedeemBody = { id: string; decision: 'approve' | 'reject'; remark?: string };

function requirePoints(request: FastifyRequest): void {
  if (!pointsEnabled(request.tenant)) throw new ApiError(403, 'error.functionDisabled');
}

async function pointsContext(db: Db, request: FastifyRequest) {
  requirePoints(request);
  const { ctx } = await memberContext(db, request);
  return { ctx, settings: await pointSettingsOf(db, ctx.settings.tenant) };
}

export async function pointRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/relay/MCS2_getPointBalance', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(pointBalanceValueSchema) } },
  }, async (request) => {
    const { ctx, settings } = await pointsContext(db, request);
    return { success: true, value: await pointBalance(db, ctx, settings) };
  });

  app.get('/wps/relay/MCS2_getPointConfig', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(pointConfigValueSchema) } },
  }, async (request) => {
    const { ctx, settings } = await pointsContext(db, request);
    return { success: true, value: pointConfig(ctx, settings) };
  });

  app.get('/wps/relay/MCS2_getPointReward', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(pointRewardValueSchema) } },
  }, async (request) => {
    const { ctx } = await pointsContext(db, request);
    return { success: true, value: await pointRewardList(db, ctx) };
  });

  app.post<{ Body: RedeemBody }>('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: redeemBodySchema, response: { 200: wrappedResponseSchema(redeemValueSchema) } },
  }, async (request, reply) => {
    requirePoints(request);
    const { ctx, key, hash } = await bookingOf(db, request, 'redeemPointReward');
    return keyed(reply, await redeemReward(db, ctx, key, hash, request.body));
  });

  app.get<{ Querystring: RedeemListQuery }>('/wps/relay/MCS2_getRedeemPointList', {
    schema: { querystring: redeemListQuerySchema, response: { 200: wrappedResponseSchema(redeemListValueSchema) } },
  }, async (request) => {
    const { ctx } = await pointsContext(db, request);
    const q = request.query;
    return { success: true, value: await redeemList(db, ctx, { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 10, ...(q.status ? { status: q.status } : {}) }) };
  });

  app.get<{ Querystring: PointDetailsQuery }>('/wps/relay/MCS2_getPointDetails', {
    schema: { querystring: pointDetailsQuerySchema, response: { 200: wrappedResponseSchema(pointDetailsValueSchema) } },
  }, async (request) => {
    const { ctx } = await pointsContext(db, request);
    return { success: true, value: await pointDetails(db, ctx, { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 10 }) };
  });

  app.post<{ Body: ConvertBody }>('/wps/relay/passwordCheck/MCS2_convertPoint', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: convertBodySchema, response: { 200: wrappedResponseSchema(convertValueSchema) } },
  }, async (request, reply) => {
    requirePoints(request);
    const { ctx, key, hash } = await bookingOf(db, request, 'convertPoint');
    return keyed(reply, await convertPoints(db, ctx, await pointSettingsOf(db, ctx.settings.tenant), key, hash, request.body));
  });

  // Development only: the operator command's twin for a running server (npm run server:redeem).
  if (app.mode === 'production') return;
  app.post<{ Body: DevRedeemBody }>('/dev/points/redeem', { schema: { body: devRedeemBodySchema } }, async (request) => {
    const id = redemptionNumber(request.body.id);
    if (id === undefined) throw new ApiError(400, 'error.invalidRequest');
    const result = await decideRedemption(db, await walletSettingsOf(db, request.tenant), id, request.body.decision, request.server.clock.now(), request.body.remark ?? '');
    if (!result) throw new ApiError(404, 'error.notFound');
    return { success: true, value: { ...result.record, changed: result.changed } };
  });
}
