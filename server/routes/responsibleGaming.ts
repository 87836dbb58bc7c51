/**
 * Responsible-gaming calls (schemas/api/responsibleGaming.ts, issue 38): the member's limits, pause
 * and reality check. Parse, call the service, answer; the rules are the module's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noQuerySchema } from '../../schemas/api/session';
import {
  playStatusValueSchema, responsibleGamingValueSchema, rgLimitBodySchema, rgSessionValueSchema, rgPauseBodySchema, rgRealityCheckBodySchema,
  type RgLimitBody, type RgPauseBody, type RgRealityCheckBody,
} from '../../schemas/api/responsibleGaming';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { memberContext } from '../http/memberContext';
import { sessionStartOf } from '../modules/members/index';
import { parseAmount } from '../modules/ledger/index';
import { DURATIONS, pauseWithPassword, playResultSince, policyOf, protectionOverview, requestReopen, setLimit, setRealityCheck, statusValue, type MoneyUsage } from '../modules/responsibleGaming/index';
import { localOffsetMinutes, readTenantState } from '../modules/tenants/index';
import { pauseSessions } from '../modules/members/index';
import { depositsIn, type MemberContext } from '../modules/wallet/index';
import { minutesPlayedIn, netLossIn, stakesIn } from '../modules/catalogue/index';
import type { Db } from '../db/connect';
import { encrypted } from '../modules/security/index';


/**
 * The member's page, with the usage wired from the modules that hold it: the responsible-gaming
 * module sits below the wallet and the games (they check their limits through it).
 */
function overviewOf(db: Db, request: FastifyRequest, ctx: MemberContext) {
  const { tenant, currency } = ctx.settings;
  const usage: MoneyUsage = (kind, period) => (kind === 'deposit' ? depositsIn(db, tenant, ctx.memberId, period)
    : kind === 'wager' ? stakesIn(db, tenant, ctx.memberId, period) : netLossIn(db, tenant, ctx.memberId, period));
  return protectionOverview(db, { tenant, memberId: ctx.memberId, currency }, ctx.now, localOffsetMinutes(request.tenant), usage, undefined, (period) => minutesPlayedIn(db, tenant, ctx.memberId, period));
}

/** The page's calls stay open to a withdraw-only session: it must be able to ask to reopen. */
const PAUSED = { paused: 'allow' } as const;

export async function responsibleGamingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/v2/member/responsibleGaming', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(responsibleGamingValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request, PAUSED);
    return { success: true, value: await overviewOf(db, request, ctx) };
  });

  app.get('/wps/v2/member/responsibleGaming/session', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(rgSessionValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    // The session's sign-in; a session that cannot be read (none here) answers from now: nothing played yet.
    const since = (await sessionStartOf(db, request, ctx.memberId)) ?? ctx.now;
    return { success: true, value: await playResultSince(db, { tenant: ctx.settings.tenant, memberId: ctx.memberId }, since, ctx.now) };
  });

  app.post<{ Body: RgLimitBody }>('/wps/v2/member/responsibleGaming/limit', {
    schema: { querystring: noQuerySchema, body: rgLimitBodySchema, response: { 200: wrappedResponseSchema(responsibleGamingValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request, PAUSED);
    const { kind, period, amount, minutes } = request.body;
    let value: number | null;
    if (kind === 'time') {
      if (amount !== undefined || minutes === undefined) throw new ApiError(400, 'error.invalidRequest', { fields: ['minutes'] });
      value = minutes;
    } else {
      if (minutes !== undefined || amount === undefined) throw new ApiError(400, 'error.invalidRequest', { fields: ['amount'] });
      const cents = amount === null ? null : parseAmount(amount);
      if (cents === undefined || cents === 0n) throw new ApiError(400, 'error.invalidRequest', { fields: ['amount'] });
      value = cents === null ? null : Number(cents);
    }
    await setLimit(db, { tenant: ctx.settings.tenant, memberId: ctx.memberId, kind, period, value, actor: 'player' }, ctx.now);
    return { success: true, value: await overviewOf(db, request, ctx) };
  });

  app.post<{ Body: RgPauseBody }>('/wps/v2/member/responsibleGaming/pause', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: rgPauseBodySchema, response: { 200: wrappedResponseSchema(playStatusValueSchema) } },
  }, async (request) => {
    const { ctx, member } = await memberContext(db, request, PAUSED);
    const { kind, duration, password } = request.body;
    const status = await pauseWithPassword(db, { tenant: ctx.settings.tenant, memberId: ctx.memberId, kind, duration: DURATIONS[duration], actor: 'player' }, password, member.passwordHash, ctx.now);
    // The player is signed out (or kept to withdrawals, where the tenant allows that login).
    await pauseSessions(db, ctx.settings.tenant, ctx.memberId, policyOf(await readTenantState(db, request.tenant)).excludedLogin, ctx.now);
    return { success: true, value: statusValue(status) };
  });

  app.post('/wps/v2/member/responsibleGaming/reopen', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(playStatusValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request, PAUSED);
    return { success: true, value: statusValue(await requestReopen(db, { tenant: ctx.settings.tenant, memberId: ctx.memberId }, ctx.now)) };
  });

  app.post<{ Body: RgRealityCheckBody }>('/wps/v2/member/responsibleGaming/realityCheck', {
    schema: { querystring: noQuerySchema, body: rgRealityCheckBodySchema, response: { 200: wrappedResponseSchema(responsibleGamingValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request, PAUSED);
    await setRealityCheck(db, { tenant: ctx.settings.tenant, memberId: ctx.memberId }, request.body.minutes, ctx.now);
    return { success: true, value: await overviewOf(db, request, ctx) };
  });
}
