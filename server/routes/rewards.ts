/**
 * Reward centre and mission calls (schemas/api/rewards.ts; call table "Wallet, home, messages,
 * promotions"): thin handlers over server/modules/rewards/. A real member's session is needed (trial
 * accounts get 403); claims need an Idempotency-Key and book once.
 */
import type { FastifyInstance } from 'fastify';
import {
  availablePromotionsValueSchema, claimMissionValueSchema, claimPromotionValueSchema, joinPromotionValueSchema, leaderboardQuerySchema,
  missionBodySchema, missionLeaderboardValueSchema, missionSummaryValueSchema, promotionBodySchema, promotionClaimListQuerySchema,
  promotionClaimListValueSchema, rewardsQuerySchema,
  type LeaderboardQuery, type MissionBody, type PromotionBody, type PromotionClaimListQuery, type RewardsQuery,
} from '../../schemas/api/rewards';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { availablePromotions, claimMission, claimPromotion, joinPromotion, missionLeaderboard, missionSummary, promotionClaimList } from '../modules/rewards/index';
import { requestedLanguageOf } from '../modules/content/index';
import { memberContext, refuseWhilePaused } from '../http/memberContext';
import { bookingOf, keyed } from '../http/idempotency';

export async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get<{ Querystring: RewardsQuery }>('/wps/relay/MCSFE_getAvailablePromotions', {
    schema: { querystring: rewardsQuerySchema, response: { 200: wrappedResponseSchema(availablePromotionsValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await availablePromotions(db, ctx, requestedLanguageOf(request.tenant, request.query.language)) };
  });

  app.get<{ Querystring: PromotionClaimListQuery }>('/wps/relay/MCS2_getPromotionClaimList', {
    schema: { querystring: promotionClaimListQuerySchema, response: { 200: wrappedResponseSchema(promotionClaimListValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const q = request.query;
    return { success: true, value: await promotionClaimList(db, ctx, requestedLanguageOf(request.tenant, q.language), { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 20 }) };
  });

  app.post<{ Body: PromotionBody }>('/wps/relay/MCS2_claimRafflePromotion', {
    schema: { querystring: noQuerySchema, body: promotionBodySchema, response: { 200: wrappedResponseSchema(claimPromotionValueSchema) } },
  }, async (request, reply) => {
    const { ctx, key, hash } = await bookingOf(db, request, 'claimRafflePromotion');
    await refuseWhilePaused(db, ctx);
    return keyed(reply, await claimPromotion(db, ctx, request.body.promotionId, key, hash));
  });

  app.post<{ Body: PromotionBody }>('/wps/relay/MCSFE_joinPromotion', {
    schema: { querystring: noQuerySchema, body: promotionBodySchema, response: { 200: wrappedResponseSchema(joinPromotionValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    await refuseWhilePaused(db, ctx);
    return { success: true, value: await joinPromotion(db, ctx, request.body.promotionId) };
  });

  app.get<{ Querystring: RewardsQuery }>('/wps/relay/MCSFE_getMissionSummaryDetails', {
    schema: { querystring: rewardsQuerySchema, response: { 200: wrappedResponseSchema(missionSummaryValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await missionSummary(db, ctx, requestedLanguageOf(request.tenant, request.query.language)) };
  });

  app.get<{ Querystring: LeaderboardQuery }>('/wps/relay/MCSFE_getMissionLeaderboard', {
    schema: { querystring: leaderboardQuerySchema, response: { 200: wrappedResponseSchema(missionLeaderboardValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await missionLeaderboard(db, ctx, request.query.limit ?? 10) };
  });

  app.post<{ Body: MissionBody }>('/wps/relay/MCSFE_claimMissionReward', {
    schema: { querystring: noQuerySchema, body: missionBodySchema, response: { 200: wrappedResponseSchema(claimMissionValueSchema) } },
  }, async (request, reply) => {
    const { ctx, key, hash } = await bookingOf(db, request, 'claimMissionReward');
    await refuseWhilePaused(db, ctx);
    return keyed(reply, await claimMission(db, ctx, request.body.missionId, key, hash));
  });
}
