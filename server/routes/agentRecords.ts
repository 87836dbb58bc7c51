/**
 * The agent centre's records (schemas/api/agentRecords.ts): team betting, profit and loss statements
 * and downline transactions. Agents only (members and trial accounts: 403 error.nonAgent); a
 * downline outside the caller's tree: 403 error.notYourDownline; a bad range: 400.
 */
import type { FastifyInstance } from 'fastify';
import {
  teamBetsQuerySchema, teamBetsValueSchema, teamProfitLossQuerySchema, teamProfitLossValueSchema, teamTransactionsQuerySchema, teamTransactionsValueSchema,
  type TeamBetsQuery, type TeamProfitLossQuery, type TeamTransactionsQuery,
} from '../../schemas/api/agentRecords';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { teamBets, teamProfitLoss, teamTransactions } from '../agents/records';
import { walletSettingsOf } from '../wallet/settings';
import { answer, requireAgent } from './agent';

export async function agentRecordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get<{ Querystring: TeamBetsQuery }>('/wps/v2/agent/records/bets', {
    schema: { querystring: teamBetsQuerySchema, response: { 200: wrappedResponseSchema(teamBetsValueSchema) } },
  }, async (request) => answer(async () => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await teamBets(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  }));

  app.get<{ Querystring: TeamProfitLossQuery }>('/wps/v2/agent/records/profitLoss', {
    schema: { querystring: teamProfitLossQuerySchema, response: { 200: wrappedResponseSchema(teamProfitLossValueSchema) } },
  }, async (request) => answer(async () => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await teamProfitLoss(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  }));

  app.get<{ Querystring: TeamTransactionsQuery }>('/wps/v2/agent/records/transactions', {
    schema: { querystring: teamTransactionsQuerySchema, response: { 200: wrappedResponseSchema(teamTransactionsValueSchema) } },
  }, async (request) => answer(async () => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await teamTransactions(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  }));
}
