/**
 * The agent's own money pages (schemas/api/agentIncome.ts): my income, user loss and account
 * details. Agents only (members and trial accounts: 403 error.nonAgent); a downline outside the
 * caller's tree: 403 error.notYourDownline; a bad range or query: 400.
 */
import type { FastifyInstance } from 'fastify';
import {
  accountDetailsQuerySchema, accountDetailsValueSchema, agentIncomeQuerySchema, agentIncomeValueSchema, userLossQuerySchema, userLossValueSchema,
  type AccountDetailsQuery, type AgentIncomeQuery, type UserLossQuery,
} from '../../schemas/api/agentIncome';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { accountDetails, agentIncome, userLoss } from '../modules/agents/index';
import { walletSettingsOf } from '../modules/wallet/index';
import { requireAgent } from '../http/memberContext';

export async function agentIncomeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get<{ Querystring: AgentIncomeQuery }>('/wps/v2/agent/income', {
    schema: { querystring: agentIncomeQuerySchema, response: { 200: wrappedResponseSchema(agentIncomeValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await agentIncome(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  });

  app.get<{ Querystring: UserLossQuery }>('/wps/v2/agent/userLoss', {
    schema: { querystring: userLossQuerySchema, response: { 200: wrappedResponseSchema(userLossValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await userLoss(db, await walletSettingsOf(db, request.tenant), agent.id, request.query) };
  });

  app.get<{ Querystring: AccountDetailsQuery }>('/wps/v2/agent/accountDetails', {
    schema: { querystring: accountDetailsQuerySchema, response: { 200: wrappedResponseSchema(accountDetailsValueSchema) } },
  }, async (request) => {
    const agent = await requireAgent(db, request);
    return { success: true, value: await accountDetails(db, await walletSettingsOf(db, request.tenant), agent.id, request.query, request.server.clock.now()) };
  });
}
