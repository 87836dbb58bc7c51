/**
 * The recent opened numbers of a lottery game (SPEC section 7): /lgw/vn/numeros/opened/game and
 * /lotto/lgw/games/opened/numero answer the same, from the draws server/modules/lottery/draws.ts makes.
 * Public, like the lottery lists; a game code of another tenant or no lottery game is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { openedNumbersQuerySchema, openedNumbersValueSchema, type OpenedNumbersQuery } from '../../schemas/api/lottery';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { openedNumbers } from '../modules/lottery/index';

export const OPENED_NUMBERS_PATHS = ['/lgw/vn/numeros/opened/game', '/lotto/lgw/games/opened/numero'] as const;

export async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  for (const path of OPENED_NUMBERS_PATHS) {
    app.get<{ Querystring: OpenedNumbersQuery }>(path, {
      schema: { querystring: openedNumbersQuerySchema, response: { 200: wrappedResponseSchema(openedNumbersValueSchema) } },
    }, async (request, reply) => {
      const value = await openedNumbers(app.db, request.tenant.code, request.query.gameCode, request.query.limit ?? 10);
      if (value === undefined) throw new ApiError(404, 'error.notFound');
      // A new draw comes at the next period at the latest.
      void reply.header('cache-control', 'no-store');
      return { success: true, value };
    });
  }
}
