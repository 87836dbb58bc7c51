/**
 * Red envelope calls (schemas/api/envelopes.ts; reference server additions): sending and the sent
 * list are an agent's (members and trial accounts get 403 'error.nonAgent'); the received list and
 * the claim are any real account's (a trial account gets the wallet's 403). Sending and claiming
 * need an `Idempotency-Key`; sending also the payment password, in an encrypted body.
 */
import type { FastifyInstance } from 'fastify';
import {
  claimEnvelopeBodySchema, claimEnvelopeValueSchema, devReturnEnvelopesBodySchema, devReturnEnvelopesValueSchema, envelopesQuerySchema,
  receivedEnvelopesValueSchema, sendEnvelopeBodySchema, sendEnvelopeValueSchema, sentEnvelopesValueSchema,
  type ClaimEnvelopeBody, type DevReturnEnvelopesBody, type EnvelopesQuery, type SendEnvelopeBody,
} from '../../schemas/api/envelopes';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { claimEnvelope, receivedEnvelopes, returnExpired, sendEnvelope, sentEnvelopes } from '../modules/envelopes/index';
import { ApiError } from '../http/errors';
import { requestHash } from '../modules/ledger/index';
import { encrypted } from '../modules/security/index';
import { walletSettingsOf } from '../modules/wallet/index';
import { requireAgent } from '../http/memberContext';
import { memberContext, refuseWhilePaused } from '../http/memberContext';
import { idempotencyKeyOf, keyed } from '../http/idempotency';

export async function envelopeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.post<{ Body: SendEnvelopeBody }>('/wps/v2/agent/envelopes', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: sendEnvelopeBodySchema, response: { 200: wrappedResponseSchema(sendEnvelopeValueSchema) } },
  }, async (request, reply) => {
    const agent = await requireAgent(db, request);
    const key = idempotencyKeyOf(request);
    const ctx = { settings: await walletSettingsOf(db, request.tenant), memberId: agent.id, now: request.server.clock.now() };
    return keyed(reply, await sendEnvelope(db, ctx, key, requestHash('sendEnvelope', agent.id, request.body), request.body));
  });

  app.get<{ Querystring: EnvelopesQuery }>('/wps/v2/agent/envelopes', {
    schema: { querystring: envelopesQuerySchema, response: { 200: wrappedResponseSchema(sentEnvelopesValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await sentEnvelopes(db, await walletSettingsOf(db, request.tenant), agent.id, { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 10 }) };
  });

  app.get<{ Querystring: EnvelopesQuery }>('/wps/v2/envelopes', {
    schema: { querystring: envelopesQuerySchema, response: { 200: wrappedResponseSchema(receivedEnvelopesValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await receivedEnvelopes(db, ctx.settings, ctx.memberId, { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 10 }, request.server.clock.now()) };
  });

  app.post<{ Body: ClaimEnvelopeBody }>('/wps/v2/envelopes/claim', {
    schema: { querystring: noQuerySchema, body: claimEnvelopeBodySchema, response: { 200: wrappedResponseSchema(claimEnvelopeValueSchema) } },
  }, async (request, reply) => {
    const { ctx } = await memberContext(db, request);
    await refuseWhilePaused(db, ctx);
    const key = idempotencyKeyOf(request);
    return keyed(reply, await claimEnvelope(db, ctx, request.body.envelopeId, key, requestHash('claimEnvelope', ctx.memberId, request.body)));
  });

  // Development only: time is injected here, so a test sees an envelope return without waiting 24 hours.
  if (app.mode === 'production') return;
  app.post<{ Body: DevReturnEnvelopesBody }>('/dev/envelopes/return', {
    schema: { querystring: noQuerySchema, body: devReturnEnvelopesBodySchema, response: { 200: wrappedResponseSchema(devReturnEnvelopesValueSchema) } },
  }, async (request) => {
    const at = new Date(request.body.at);
    if (Number.isNaN(at.getTime())) throw new ApiError(400, 'error.invalidRequest');
    return { success: true, value: { returned: await returnExpired(db, await walletSettingsOf(db, request.tenant), at) } };
  });
}
