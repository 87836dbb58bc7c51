/**
 * Game calls (SPEC sections 3, 7 and 9): game menus, the lobby list with filters and pages, hot
 * games, vendors' game types, new-game vendors, favourites, recent games and launches. The games
 * service (server/modules/catalogue/games.ts) draws them; the public answers go through the
 * catalogue cache (server/modules/catalogue/catalogue.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameMenusSchema } from '../../schemas/server/game-menus';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import {
  favouriteBodySchema,
  favouriteChangeValueSchema,
  favouriteIdsQuerySchema,
  favouriteIdsValueSchema,
  favouriteListQuerySchema,
  favouriteListValueSchema,
  favouriteRemoveQuerySchema,
  gameItemsValueSchema,
  gameListQuerySchema,
  gameListValueSchema,
  hotGamesQuerySchema,
  HOT_GAMES_LIMIT,
  launchQuerySchema,
  launchValueSchema,
  newGameVendorQuerySchema,
  newGameVendorValueSchema,
  recentGamesQuerySchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesValueSchema,
  type FavouriteBody,
  type FavouriteListQuery,
  type FavouriteRemoveQuery,
  type GameListQuery,
  type HotGamesQuery,
  type LaunchQuery,
  type RecentGamesQuery,
  type VendorGameTypesQuery,
} from '../../schemas/api/games';
import { GAME_MENU_MAX, POPULAR_DAYS, POPULAR_DEFAULT, popularQuerySchema, roomListQuerySchema, type PopularQuery, type RoomListQuery } from '../../schemas/api/lottery';
import { emptyQuerySchema } from '../../schemas/api/system';
import { localOffsetMinutes } from '../modules/tenants/index';
import {
  HTTP_POLICIES, addFavourite, answerOf, catalogueOf, favouriteGamesPage, favouriteMarks, favouriteNodeIds, gameMenusOf, hotGamesOf, launchGame,
  listKeyOf, listRequestOf, lobbyPage, markPrivate, newGameVendorsOf, popularGamesOf, recentGamesOf, removeFavourite, roomListOf, sendAnswer, sendPublic, trialLaunch,
  vendorGameTypesOf, type LaunchTarget,
} from '../modules/catalogue/index';
import { ApiError } from '../http/errors';
import { requireMember, requireRiskWarningAcknowledged, sessionMember, tokenOf } from '../modules/members/index';

/** Outside production the game page keeps the tenant chosen on a loopback host (iframes send no headers). */
function launchTargetOf(request: FastifyRequest): LaunchTarget {
  return { pageTenant: request.server.mode === 'production' ? undefined : request.tenant.code, localOffsetMinutes: localOffsetMinutes(request.tenant) };
}

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const catalogue = catalogueOf(app);

  app.get('/lgw/games/game_menus', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(gameMenusSchema) } },
  }, async (request, reply) => sendPublic(catalogue, request, reply, {
    key: 'menus',
    policy: HTTP_POLICIES.gameMenus,
    draw: () => gameMenusOf(db, request.tenant.code),
  }));

  app.get<{ Querystring: GameListQuery }>('/wps/relay/GCSGAME_gameList', {
    schema: { querystring: gameListQuerySchema, response: { 200: wrappedResponseSchema(gameListValueSchema) } },
  }, async (request, reply) => {
    const list = listRequestOf(request.query);
    const tenant = request.tenant.code;
    const spec = { key: listKeyOf(list), policy: HTTP_POLICIES.gameList, draw: () => lobbyPage(db, tenant, list) };
    // Without a token there is no member to look up (the usual, cacheable request).
    const [answer, member] = tokenOf(request) === undefined
      ? [await answerOf(catalogue, request, reply, spec), undefined]
      : await Promise.all([answerOf(catalogue, request, reply, spec), sessionMember(db, request)]);
    if (!member) return sendAnswer(request, reply, answer, spec.policy);
    // A member's page carries the favourite marks: drawn over the public page, never stored.
    markPrivate(reply);
    const page = answer.value;
    const favs = await favouriteMarks(db, tenant, member.id, page.games.map((g) => g.nodeId));
    return { success: true, value: { ...page, games: page.games.map((g) => ({ ...g, isFavourite: favs.has(g.nodeId) })) } };
  });

  app.get<{ Querystring: HotGamesQuery }>('/wps/relay/GCSGAME_hotGamesV2', {
    schema: { querystring: hotGamesQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request, reply) => {
    const gameType = request.query.gameType;
    const vendor = request.query.vassalage?.toUpperCase();
    return sendPublic(catalogue, request, reply, {
      key: `hot|${gameType ?? ''}|${vendor ?? ''}`,
      policy: HTTP_POLICIES.hotGames,
      draw: async () => ({ list: await hotGamesOf(db, request.tenant.code, { gameType, vendor }, HOT_GAMES_LIMIT) }),
    });
  });

  app.get<{ Querystring: VendorGameTypesQuery }>('/wps/relay/GCSGAME_getVassGameType', {
    schema: { querystring: vendorGameTypesQuerySchema, response: { 200: wrappedResponseSchema(vendorGameTypesValueSchema) } },
  }, async (request, reply) => {
    const vendor = (request.query.vendor ?? request.query.vassalage)?.toUpperCase();
    if (vendor === undefined) throw new ApiError(400, 'error.invalidRequest');
    return sendPublic(catalogue, request, reply, {
      key: `vendorTypes|${vendor}`,
      policy: HTTP_POLICIES.vendorGameTypes,
      draw: () => vendorGameTypesOf(db, request.tenant.code, vendor),
    });
  });

  app.get<{ Querystring: RoomListQuery }>('/wps/relay/GLS2_roomList', {
    schema: { querystring: roomListQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request, reply) => {
    const { gameType, vassalage } = request.query;
    return sendPublic(catalogue, request, reply, {
      key: `rooms|${gameType ?? ''}|${vassalage?.toUpperCase() ?? ''}`,
      policy: HTTP_POLICIES.gameList,
      draw: async () => ({ list: await roomListOf(db, request.tenant.code, { gameType, vassalage }, GAME_MENU_MAX) }),
    });
  });

  // Counted over the members' launches up to now: not a catalogue answer, so kept briefly and never shared per member.
  app.get<{ Querystring: PopularQuery }>('/lgw/games/popular', {
    schema: { querystring: popularQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request, reply) => {
    const since = new Date(request.server.clock.now().getTime() - POPULAR_DAYS * 86_400_000);
    const list = await popularGamesOf(db, request.tenant.code, { gameType: request.query.gameType }, since, request.query.limit ?? POPULAR_DEFAULT);
    void reply.header('cache-control', 'public, max-age=60');
    return { success: true, value: { list } };
  });

  app.get('/wps/relay/GCSGAME_newGameVendor', {
    schema: { querystring: newGameVendorQuerySchema, response: { 200: wrappedResponseSchema(newGameVendorValueSchema) } },
  }, async (request, reply) => sendPublic(catalogue, request, reply, {
    key: 'newGameVendors',
    policy: HTTP_POLICIES.newGameVendor,
    draw: () => newGameVendorsOf(db, request.tenant.code),
  }));

  // ---- Favourites (token required) ----------------------------------------------------------

  app.get('/wps/relay/MCSFE_getFavoriteGames', {
    schema: { querystring: favouriteIdsQuerySchema, response: { 200: wrappedResponseSchema(favouriteIdsValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    return { success: true, value: await favouriteNodeIds(db, request.tenant.code, member.id) };
  });

  app.get<{ Querystring: FavouriteListQuery }>('/wps/relay/MCSFE_getFavoriteGamesList', {
    schema: { querystring: favouriteListQuerySchema, response: { 200: wrappedResponseSchema(favouriteListValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    const { gameType, vassalage, pageNo = 1, pageSize = 999 } = request.query;
    return { success: true, value: await favouriteGamesPage(db, request.tenant.code, member.id, { gameType, vassalage, pageNo, pageSize }) };
  });

  app.post<{ Body: FavouriteBody }>('/wps/relay/MCSFE_addFavoriteGameV2', {
    schema: { querystring: emptyQuerySchema, body: favouriteBodySchema, response: { 200: wrappedResponseSchema(favouriteChangeValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    const nodeId = await addFavourite(db, request.tenant.code, member.id, request.body, request.server.clock.now());
    return { success: true, value: { nodeId, isFavourite: true } };
  });

  app.delete<{ Body: Partial<FavouriteBody>; Querystring: FavouriteRemoveQuery }>('/wps/relay/MCSFE_removeFavoriteGameV2', {
    schema: {
      querystring: favouriteRemoveQuerySchema,
      body: { ...favouriteBodySchema, required: [] },
      response: { 200: wrappedResponseSchema(favouriteChangeValueSchema) },
    },
    // A DELETE usually has no body: the payload may come in the query string instead.
    preValidation: async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    },
  }, async (request) => {
    const member = await requireMember(db, request);
    const nodeId = request.body.nodeId ?? request.query.nodeId;
    if (nodeId === undefined) throw new ApiError(400, 'error.invalidRequest');
    const removed = await removeFavourite(db, request.tenant.code, member.id, {
      nodeId,
      vendor: request.body.vendor ?? request.query.vendor,
      gameType: request.body.gameType ?? request.query.gameType,
    });
    return { success: true, value: { nodeId: removed, isFavourite: false } };
  });

  // ---- Recent games and launches -------------------------------------------------------------

  app.get<{ Querystring: RecentGamesQuery }>('/wps/relay/GCS_recentGame', {
    schema: { querystring: recentGamesQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    const { gameType, vassalage, page = 1, pageSize = 12 } = request.query;
    return { success: true, value: { list: await recentGamesOf(db, request.tenant.code, member.id, { gameType, vassalage, page, pageSize }) } };
  });

  app.get<{ Querystring: LaunchQuery }>('/wps/game/launchGame', {
    schema: { querystring: launchQuerySchema, response: { 200: wrappedResponseSchema(launchValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    await requireRiskWarningAcknowledged(db, request, member);
    // The launch token names the member on the game page, whose real-mode spins book through the ledger.
    const url = await launchGame(db, request.tenant.code, member, request.query.nodeId, request.server.clock.now(), launchTargetOf(request));
    return { success: true, value: { url } };
  });

  app.get<{ Querystring: LaunchQuery }>('/wps/relay/GCS_gameTrialLaunch', {
    schema: { querystring: launchQuerySchema, response: { 200: wrappedResponseSchema(launchValueSchema) } },
  }, async (request) => ({ success: true, value: { url: await trialLaunch(db, request.tenant.code, request.query.nodeId, launchTargetOf(request)) } }));

  // The trial launch on the fallback line (the other launch host), for a client whose first host failed.
  app.get<{ Querystring: LaunchQuery }>('/wps/relay/GCS_gameLaunchFB', {
    schema: { querystring: launchQuerySchema, response: { 200: wrappedResponseSchema(launchValueSchema) } },
  }, async (request) => ({ success: true, value: { url: await trialLaunch(db, request.tenant.code, request.query.nodeId, launchTargetOf(request), true) } }));
}
