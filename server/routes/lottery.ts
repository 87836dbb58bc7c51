/**
 * The recent opened numbers of a lottery game (SPEC section 7): /lgw/vn/numeros/opened/game and
 * /lotto/lgw/games/opened/numero answer the same, from the draws server/modules/lottery/draws.ts makes.
 * Public, like the lottery lists; a game code of another tenant or no lottery game is a 404.
 * The VN lottery page's menu (/lgw/vn/games/game_menu, public, cached as the lobby's lists are) and
 * the member's recent lottery games on it (/recent, token).
 */
import type { FastifyInstance } from 'fastify';
import { RECENT_PAGE_SIZE, gameItemsValueSchema } from '../../schemas/api/games';
import { GAME_MENU_MAX, openedNumbersQuerySchema, openedNumbersValueSchema, vnGameMenuQuerySchema, type OpenedNumbersQuery } from '../../schemas/api/lottery';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { openedNumbers } from '../modules/lottery/index';
import { HTTP_POLICIES, catalogueOf, sendPublic, vnGameMenuOf, vnRecentGamesOf } from '../modules/catalogue/index';
import { requireMember } from '../modules/members/index';

export const OPENED_NUMBERS_PATHS = ['/lgw/vn/numeros/opened/game', '/lotto/lgw/games/opened/numero'] as const;

export async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = catalogueOf(app);

  app.get('/lgw/vn/games/game_menu', {
    schema: { querystring: vnGameMenuQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request, reply) => sendPublic(catalogue, request, reply, {
    key: 'vnMenu',
    policy: HTTP_POLICIES.gameList,
    draw: async () => ({ list: await vnGameMenuOf(app.db, request.tenant.code, GAME_MENU_MAX) }),
  }));

  app.get('/lgw/vn/games/game_menu/recent', {
    schema: { querystring: vnGameMenuQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request) => {
    const member = await requireMember(app.db, request);
    return { success: true, value: { list: await vnRecentGamesOf(app.db, request.tenant.code, member.id, RECENT_PAGE_SIZE) } };
  });

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
