/**
 * LGPD (schemas/api/privacy.ts): the member's data export and the account's closure. The export
 * gathers each module's part through its public face (members, responsible gaming, wallet, messages);
 * nothing here reads a table.
 */
import type { FastifyInstance } from 'fastify';
import { closeAccountBodySchema, personalDataValueSchema, type CloseAccountBody } from '../../schemas/api/privacy';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { memberContext } from '../http/memberContext';
import { accountDataOf, closeAccount } from '../modules/members/index';
import { messagesDataOf } from '../modules/messages/index';
import { protectionHistoryOf } from '../modules/responsibleGaming/index';
import { moneyDataOf } from '../modules/wallet/index';

export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/v2/member/personalData', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(personalDataValueSchema) } },
  }, async (request, reply) => {
    const { ctx, member } = await memberContext(db, request);
    const tenant = ctx.settings.tenant;
    // Personal data: never kept by a cache on the way.
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      value: {
        exportedAt: ctx.now.toISOString(),
        tenant,
        account: accountDataOf(member),
        responsibleGaming: await protectionHistoryOf(db, tenant, member.id),
        money: await moneyDataOf(db, tenant, ctx.settings.currency, member.id),
        messages: await messagesDataOf(db, tenant, member.id),
      },
    };
  });

  app.post<{ Body: CloseAccountBody }>('/wps/v2/member/close', {
    schema: { body: closeAccountBodySchema },
  }, async (request) => {
    const { ctx, member } = await memberContext(db, request);
    await closeAccount(db, member, request.body.password, ctx.now);
    return { success: true };
  });
}
