/**
 * Agent calls (schemas/api/agent.ts, SPEC sections 2, 3, 4 and 6): thin handlers over server/modules/agents/.
 * Every call needs an agent's session: members and trial accounts get 403 'error.nonAgent'. The four
 * process calls of the call table answer a contract offer of their type; the transfer to a downline
 * needs an `Idempotency-Key` and the payment password.
 */
import type { FastifyInstance } from 'fastify';
import {
  agentContractsValueSchema, agentInfoValueSchema, agentTransferBodySchema, agentTransferValueSchema, devSettleBodySchema, devSettleValueSchema,
  downlinesQuerySchema, downlinesValueSchema, offerContractBodySchema, overviewQuerySchema, overviewValueSchema, processContractBodySchema,
  processContractValueSchema, settlementsQuerySchema, settlementsValueSchema, contractSchema,
  type AgentTransferBody, type DevSettleBody, type DownlinesQuery, type OfferContractBody, type OverviewQuery, type ProcessContractBody, type SettlementsQuery,
} from '../../schemas/api/agent';
import { noQuerySchema } from '../../schemas/api/session';
import { IDEMPOTENCY_KEY_PATTERN } from '../../schemas/api/wallet';
import type { ContractType } from '../../schemas/domain';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { agentRecordRoutes } from './agentRecords';
import { agentIncomeRoutes } from './agentIncome';
import { AGENT_TYPES, refuseOfferToPaused, requireAgent } from '../http/memberContext';
import { assertMayPlay } from '../modules/responsibleGaming/index';
import { agentInfo, agentSettingsOf, contractViews, contractsValue, downlines, offerContract, offeredContractTypes, overview, respondToContract, settleDue, settlements, transferToDownline, type PeriodType } from '../modules/agents/index';
import { ApiError } from '../http/errors';
import { parseAmount, requestHash } from '../modules/ledger/index';
import { encrypted } from '../modules/security/index';
import { walletSettingsOf } from '../modules/wallet/index';

const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** The process call of each contract type (api-calls.md, "Agent contracts"). */
export const PROCESS_PATHS: Record<ContractType, string> = {
  realTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
};

function cents(text: string | undefined): bigint {
  const value = text === undefined ? 0n : parseAmount(text);
  if (value === undefined) throw new ApiError(400, 'error.contractInvalid');
  return value;
}

export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/v2/agent/info', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(agentInfoValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await agentInfo(db, request.tenant, agent.id, request.server.clock.now()) };
  });

  app.get('/wps/v2/agent/contracts', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(agentContractsValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await contractsValue(db, request.tenant.code, agent.id) };
  });

  app.post<{ Body: OfferContractBody }>('/wps/v2/agent/contracts/offer', {
    schema: { querystring: noQuerySchema, body: offerContractBodySchema, response: { 200: wrappedResponseSchema(contractSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    const { types } = await offeredContractTypes(db, request.tenant);
    const body = request.body;
    await refuseOfferToPaused(db, request.tenant.code, body.downlineId, request.server.clock.now());
    const tiers = body.tiers.map((t) => ({ validBet: cents(t.validBet), profitLoss: cents(t.profitLoss), activeMembers: t.activeMembers, rateBp: t.rateBp }));
    const contract = await offerContract(db, request.tenant.code, types, agent.id, { downlineId: body.downlineId, type: body.type, periodType: body.periodType as PeriodType, tiers }, AGENT_TYPES, request.server.clock.now());
    const [view] = await contractViews(db, request.tenant.code, [contract]);
    return { success: true, value: view! };
  });

  for (const [type, path] of Object.entries(PROCESS_PATHS) as [ContractType, string][]) {
    app.post<{ Body: ProcessContractBody }>(path, {
      schema: { querystring: noQuerySchema, body: processContractBodySchema, response: { 200: wrappedResponseSchema(processContractValueSchema) } },
    }, async (request) => {
      const agent = await requireAgent(db, request);
      const { types } = await offeredContractTypes(db, request.tenant);
      if (!types.includes(type)) throw new ApiError(403, 'error.functionDisabled');
      // A paused member takes no contract (issue 38); declining or ending one stays open.
      if (request.body.action === 'accept') await assertMayPlay(db, { tenant: request.tenant.code, memberId: agent.id }, request.server.clock.now());
      const { contract, ended } = await respondToContract(db, request.tenant.code, agent.id, request.body.contractId, type, request.body.action, request.server.clock.now());
      const [view] = await contractViews(db, request.tenant.code, [contract]);
      return { success: true, value: { contract: view!, endedContracts: ended } };
    });
  }

  app.get<{ Querystring: SettlementsQuery }>('/wps/v2/agent/settlements', {
    schema: { querystring: settlementsQuerySchema, response: { 200: wrappedResponseSchema(settlementsValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await settlements(db, request.tenant.code, agent.id, request.query) };
  });

  app.get<{ Querystring: OverviewQuery }>('/wps/v2/agent/overview', {
    schema: { querystring: overviewQuerySchema, response: { 200: wrappedResponseSchema(overviewValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    const offset = (await agentSettingsOf(db, request.tenant)).gmtOffsetMinutes;
    return { success: true, value: await overview(db, request.tenant.code, agent.id, offset, request.query, request.server.clock.now()) };
  });

  app.get<{ Querystring: DownlinesQuery }>('/wps/v2/agent/downlines', {
    schema: { querystring: downlinesQuerySchema, response: { 200: wrappedResponseSchema(downlinesValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await downlines(db, request.tenant.code, agent.id, request.query) };
  });

  app.post<{ Body: AgentTransferBody }>('/wps/v2/agent/transfer', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: agentTransferBodySchema, response: { 200: wrappedResponseSchema(agentTransferValueSchema) } },
  }, async (request, reply) => {
    const agent = await requireAgent(db, request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'error.idempotencyKeyMissing');
    const ctx = { settings: await walletSettingsOf(db, request.tenant), memberId: agent.id, now: request.server.clock.now() };
    const result = await transferToDownline(db, ctx, key, requestHash('agentTransfer', agent.id, request.body), request.body);
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return { success: true, value: result.value };
  });

  await agentRecordRoutes(app);
  await agentIncomeRoutes(app);

  // Development only: time is injected here, so an e2e test sees a period settle without waiting for it.
  if (app.mode === 'production') return;
  app.post<{ Body: DevSettleBody }>('/dev/agents/settle', {
    schema: { querystring: noQuerySchema, body: devSettleBodySchema, response: { 200: wrappedResponseSchema(devSettleValueSchema) } },
  }, async (request) => {
    const at = new Date(request.body.at);
    if (Number.isNaN(at.getTime())) throw new ApiError(400, 'error.invalidRequest');
    const settled = await settleDue(db, await walletSettingsOf(db, request.tenant), await agentSettingsOf(db, request.tenant), at);
    return { success: true, value: { settled } };
  });
}

