/**
 * Development-only routes, registered in every mode but production (so they answer 404 there): the
 * outbox of SMS and e-mails the server "sent", for tests and end-to-end runs, and live changes of the
 * request's tenant: system status (maintenance, region), white-label switches and security limits;
 * and the server's clock (GET and POST /dev/clock), which e2e runs start at a fixed instant
 * (CLOCK_START) and move forward where time must pass (an expiry, a settlement, a lock-out's end).
 */
import type { FastifyInstance } from 'fastify';
import {
  devContentBodySchema, devContentValueSchema, devStatusSchema, devSwitchesBodySchema, devSwitchesValueSchema, outboxQuerySchema,
  outboxValueSchema, type DevContentBody, type DevStatus, type DevSwitchesBody, type OutboxQuery,
} from '../../schemas/api/dev';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { CONTENT_KINDS, placeContentFirst } from '../modules/content/index';
import { ApiError } from '../http/errors';
import { writeTenantStatus, writeTenantSwitches } from '../modules/tenants/index';
import { LIMITS, outboxMessages, writeLimits, type Limits } from '../modules/security/index';
import { devMessageBodySchema, type DevMessageBody } from '../../schemas/api/messages';
import { sendMessage } from '../modules/messages/index';
import { normalizeAccount } from '../modules/members/index';
import { isSettable } from '../platform/clock';

/** POST /dev/limits body: some of the tenant's limits (limits.ts), each a positive whole number. */
const devLimitsBodySchema = {
  type: 'object',
  properties: Object.fromEntries(Object.keys(LIMITS).map((name) => [name, { type: 'integer', minimum: 1, maximum: 1_000_000 }])),
  minProperties: 1,
  additionalProperties: false,
} as const;
const devLimitsValueSchema = { type: 'object', additionalProperties: { type: 'integer' } } as const;

/** POST /dev/clock body: move the clock forward by `advanceMs`, or to the instant `at`; never back. */
const devClockBodySchema = {
  type: 'object',
  properties: {
    advanceMs: { type: 'integer', minimum: 0, maximum: 400 * 86_400_000 },
    at: { type: 'string', minLength: 10, maxLength: 40 },
  },
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
} as const;
interface DevClockBody { advanceMs?: number; at?: string }
const devClockValueSchema = {
  type: 'object',
  properties: { now: { type: 'string' }, settable: { type: 'boolean' } },
  required: ['now', 'settable'],
  additionalProperties: false,
} as const;

export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (app.mode === 'production') return;
  const db = app.db;

  app.get('/dev/clock', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(devClockValueSchema) } },
  }, async () => ({ success: true, value: { now: app.clock.now().toISOString(), settable: isSettable(app.clock) } }));

  app.post<{ Body: DevClockBody }>('/dev/clock', {
    schema: { querystring: noQuerySchema, body: devClockBodySchema, response: { 200: wrappedResponseSchema(devClockValueSchema) } },
  }, async (request) => {
    const { clock } = app;
    // The real time (npm start without CLOCK_START) is not moved by a request.
    if (!isSettable(clock)) throw new ApiError(409, 'error.invalidRequest', { reason: 'the clock runs on the real time (start the server with CLOCK_START to move it)' });
    const { advanceMs, at } = request.body;
    if (at !== undefined && Number.isNaN(new Date(at).getTime())) throw new ApiError(400, 'error.invalidRequest', { reason: 'at is not an ISO instant' });
    if (at !== undefined && new Date(at).getTime() < clock.now().getTime()) throw new ApiError(400, 'error.invalidRequest', { reason: 'the clock moves forward only' });
    const now = advanceMs !== undefined ? clock.advance(advanceMs) : clock.set(new Date(at!));
    return { success: true, value: { now: now.toISOString(), settable: true } };
  });

  app.get<{ Querystring: OutboxQuery }>('/dev/outbox', {
    schema: { querystring: outboxQuerySchema, response: { 200: wrappedResponseSchema(outboxValueSchema) } },
  }, async (request) => {
    const { to, channel, limit = 20 } = request.query;
    return { success: true, value: await outboxMessages(db, request.tenant.code, { to, channel, limit }) };
  });

  app.post<{ Body: DevStatus }>('/dev/status', {
    schema: { querystring: noQuerySchema, body: devStatusSchema, response: { 200: wrappedResponseSchema(devStatusSchema) } },
  }, async (request) => {
    if (!(await writeTenantStatus(db, request.tenant.code, request.body.status))) throw new ApiError(404, 'error.notFound');
    return { success: true, value: { status: request.body.status } };
  });

  app.post<{ Body: DevSwitchesBody }>('/dev/switches', {
    schema: { querystring: noQuerySchema, body: devSwitchesBodySchema, response: { 200: wrappedResponseSchema(devSwitchesValueSchema) } },
  }, async (request) => {
    const switches = await writeTenantSwitches(db, request.tenant, request.body);
    if (!switches) throw new ApiError(404, 'error.notFound');
    return { success: true, value: { switches } };
  });

  // The tenant's quotas and limits, as an operator sets them in security_settings (e2e of the idle time-out).
  app.post<{ Body: Partial<Limits> }>('/dev/limits', {
    schema: { querystring: noQuerySchema, body: devLimitsBodySchema, response: { 200: wrappedResponseSchema(devLimitsValueSchema) } },
  }, async (request) => ({ success: true, value: await writeLimits(db, request.tenant.code, request.body) }));

  // Content planted ahead of the seeded rows (the XSS corpus of the security e2e).
  app.post<{ Body: DevContentBody }>('/dev/content', {
    schema: { querystring: noQuerySchema, body: devContentBodySchema, response: { 200: wrappedResponseSchema(devContentValueSchema) } },
  }, async (request) => {
    const body = request.body;
    const kind = CONTENT_KINDS[body.kind];
    const language = 'language' in body ? body.language : null;
    const position = await placeContentFirst(db, request.tenant.code, kind, language, body.data as Record<string, unknown>);
    return { success: true, value: { position } };
  });

  // An operator's platform message to a member, as `npm run server:message` sends it (the e2e server
  // holds its embedded database, so the command cannot open it while it runs).
  app.post<{ Body: DevMessageBody }>('/dev/messages', {
    schema: { querystring: noQuerySchema, body: devMessageBodySchema },
  }, async (request) => {
    const sent = await sendMessage(db, request.tenant.code, normalizeAccount(request.body.account), request.body.title, request.body.body, request.server.clock.now());
    if (!sent) throw new ApiError(404, 'error.notFound');
    if (sent === 'paused') throw new ApiError(403, 'error.rgExcluded');
    return { success: true, value: { id: sent.id } };
  });
}
