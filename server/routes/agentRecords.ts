/**
 * The agent centre's records (schemas/api/agentRecords.ts): team betting, profit and loss statements
 * and downline transactions. Agents only (members and trial accounts: 403 error.nonAgent); a
 * downline outside the caller's tree: 403 error.notYourDownline; a bad range: 400.
 */
import type { FastifyInstance } from 'fastify';
import { announcementsValueSchema } from '../../schemas/api/home';
import {
  agentAnnouncementsQuerySchema, registerDownlineBodySchema, registerDownlineValueSchema, type AgentAnnouncementsQuery, type RegisterDownlineBody,
  teamBetsQuerySchema, teamBetsValueSchema, teamProfitLossQuerySchema, teamProfitLossValueSchema, teamTransactionsQuerySchema, teamTransactionsValueSchema,
  type TeamBetsQuery, type TeamProfitLossQuery, type TeamTransactionsQuery,
} from '../../schemas/api/agentRecords';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { registerDownline, teamBets, teamProfitLoss, teamTransactions } from '../modules/agents/index';
import { encrypted } from '../modules/security/index';
import { noQuerySchema } from '../../schemas/api/session';
import { agentAnnouncements } from '../modules/content/index';
import { languageOf } from './system';
import { walletSettingsOf } from '../modules/wallet/index';
import { requireAgent } from '../http/memberContext';

export async function agentRecordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get<{ Querystring: TeamBetsQuery }>('/wps/v2/agent/records/bets', {
    schema: { querystring: teamBetsQuerySchema, response: { 200: wrappedResponseSchema(teamBetsValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await teamBets(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  });

  app.get<{ Querystring: TeamProfitLossQuery }>('/wps/v2/agent/records/profitLoss', {
    schema: { querystring: teamProfitLossQuerySchema, response: { 200: wrappedResponseSchema(teamProfitLossValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await teamProfitLoss(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  });

  app.get<{ Querystring: TeamTransactionsQuery }>('/wps/v2/agent/records/transactions', {
    schema: { querystring: teamTransactionsQuerySchema, response: { 200: wrappedResponseSchema(teamTransactionsValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await teamTransactions(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  });

  app.get<{ Querystring: AgentAnnouncementsQuery }>('/wps/v2/agent/announcements', {
    schema: { querystring: agentAnnouncementsQuerySchema, response: { 200: wrappedResponseSchema(announcementsValueSchema) } },
  }, async (request) => {
    await requireAgent(db, request);
    const language = languageOf(request.tenant, request.query.language);
    return { success: true, value: await agentAnnouncements(db, request.tenant.code, language, request.query.pageNo ?? 1, request.query.pageSize ?? 10) };
  });

  app.post<{ Body: RegisterDownlineBody }>('/wps/v2/agent/register', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: registerDownlineBodySchema, response: { 200: wrappedResponseSchema(registerDownlineValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await registerDownline(db, request.tenant, agent.id, request.body, request.server.clock.now()) };
  });
}
