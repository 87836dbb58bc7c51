/**
 * Game calls (SPEC sections 3, 7 and 9): game menus, the lobby list with filters and pages, hot
 * games, vendors' game types, new-game vendors, favourites, recent games and launches. Lists page
 * in SQL (LIMIT/OFFSET over the tenant's position order), so the 10,000-game lobby stays fast.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GAME_TYPES, TRIAL_ACCOUNT_TYPE, type GameType } from '../../schemas/domain';
import { gameMenusSchema, type GameMenus } from '../../schemas/server/game-menus';
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
  type Game,
  type GameListQuery,
  type HotGamesQuery,
  type LaunchQuery,
  type RecentGamesQuery,
  type VendorGameTypesQuery,
} from '../../schemas/api/games';
import { emptyQuerySchema } from '../../schemas/api/system';
import { hashString } from '../../engine/profiles/seededRandom';
import type { Db } from '../db/connect';
import { favourites, games, recentGames, vendors } from '../db/schema';
import { ApiError } from '../errors';
import { FLAG_CLASSIFICATIONS } from '../seed/catalogue';
import { requireMember, sessionMember } from '../session';
import { LAUNCH_CDNS } from './system';
import { registerLaunch } from '../wallet/rounds';

type GameRecord = typeof games.$inferSelect;

/** A game row as the API sends it. */
export function toGame(row: GameRecord, isFavourite?: boolean): Game {
  const game: Game = {
    nodeId: row.nodeId,
    nodeName: row.gameName,
    gameName: row.gameName,
    displayName: row.gameName,
    gameCode: row.gameCode,
    showIcon: row.icon,
    iconUrl: row.icon,
    vassalage: row.vassalage,
    gameType: row.gameType as GameType,
    gameClassify: row.classification,
    isGame: true,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew ? 1 : 0,
    supportPlay: row.supportPlay === 0 ? 0 : 1,
  };
  if (isFavourite !== undefined) game.isFavourite = isFavourite;
  return game;
}

/** The game of a node id in the request's tenant; 404 for a node id of another tenant or none. */
export async function gameOf(db: Db, tenantCode: string, nodeId: string): Promise<GameRecord> {
  const rows = await db.select().from(games).where(and(eq(games.tenant, tenantCode), eq(games.nodeId, nodeId))).limit(1);
  const row = rows[0];
  if (!row) throw new ApiError(404, 'error.notFound');
  return row;
}

/** `%` and `_` are literal in a search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A classification filter: ALL is none; HOT and NEW are the game flags; otherwise the key, given
 * either as the key (SLOT) or as a vendor's own code of it (pg_slot).
 */
function classificationFilter(value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  const upper = value.toUpperCase();
  const key = upper.includes('_') ? upper.slice(upper.indexOf('_') + 1) : upper;
  if (key === 'ALL' || key === '') return undefined;
  if (key === 'HOT') return eq(games.isHot, true);
  if (key === 'NEW') return eq(games.isNew, true);
  if (FLAG_CLASSIFICATIONS.has(key)) return undefined;
  return eq(games.classification, key);
}

function lobbyFilters(tenantCode: string, query: { gameType?: string; vassalage?: string }): SQL[] {
  const filters: SQL[] = [eq(games.tenant, tenantCode)];
  if (query.gameType !== undefined) filters.push(eq(games.gameType, query.gameType));
  if (query.vassalage !== undefined) filters.push(eq(games.vassalage, query.vassalage.toUpperCase()));
  return filters;
}

/** Node ids among `nodeIds` that the member has favourited. */
async function favouriteSet(db: Db, tenantCode: string, memberId: number, nodeIds: string[]): Promise<Set<string>> {
  if (nodeIds.length === 0) return new Set();
  const rows = await db
    .select({ nodeId: favourites.nodeId })
    .from(favourites)
    .where(and(eq(favourites.tenant, tenantCode), eq(favourites.memberId, memberId), inArray(favourites.nodeId, nodeIds)));
  return new Set(rows.map((r) => r.nodeId));
}

function totalPagesOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** An opaque one-off launch token: random, never the session token. */
function launchToken(): string {
  return createHash('sha256').update(randomBytes(32)).digest('base64url').slice(0, 32);
}

/** The game page on one of the launch hosts (server/routes/assets.ts serves them). */
function launchUrl(request: FastifyRequest, nodeId: string, mode: 'real' | 'demo'): string {
  const host = LAUNCH_CDNS[hashString(nodeId) % LAUNCH_CDNS.length] ?? LAUNCH_CDNS[0];
  const params = new URLSearchParams({ nodeId, mode });
  if (mode === 'real') params.set('token', launchToken());
  // Outside production the page keeps the tenant chosen on a loopback host (iframes send no headers).
  if (request.server.mode !== 'production') params.set('tenant', request.tenant.code);
  return `${host}/game?${params.toString()}`;
}

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/lgw/games/game_menus', {
    schema: { querystring: emptyQuerySchema, response: { 200: wrappedResponseSchema(gameMenusSchema) } },
  }, async (request) => {
    const rows = await db.select().from(vendors).where(eq(vendors.tenant, request.tenant.code)).orderBy(asc(vendors.position));
    const menus: GameMenus = [];
    for (const gameType of GAME_TYPES) {
      const ofType = rows.filter((r) => r.gameType === gameType);
      if (ofType.length === 0) continue;
      menus.push({
        gameCategory: gameType,
        vendors: ofType.map((v) => ({
          vassalage: v.vassalage,
          displayName: v.displayName,
          lagerIcon: v.icon,
          gameType,
          gameClassify: v.classifications.map((c) => ({
            key: c.key,
            displayName: c.displayName,
            vendors: { [v.vassalage]: `${v.vassalage}_${c.key}`.toLowerCase() },
          })),
        })),
      });
    }
    return { success: true, value: menus };
  });

  app.get<{ Querystring: GameListQuery }>('/wps/relay/GCSGAME_gameList', {
    schema: { querystring: gameListQuerySchema, response: { 200: wrappedResponseSchema(gameListValueSchema) } },
  }, async (request) => {
    const query = request.query;
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 18;
    const filters = lobbyFilters(request.tenant.code, query);
    const classification = classificationFilter(query.gameClassify);
    if (classification) filters.push(classification);
    const name = query.gameName?.trim();
    if (name) filters.push(ilike(games.gameName, likePattern(name)));
    const where = and(...filters);
    const [totals, rows, member] = await Promise.all([
      db.select({ n: count() }).from(games).where(where),
      db.select().from(games).where(where).orderBy(asc(games.position)).limit(pageSize).offset((pageNo - 1) * pageSize),
      sessionMember(db, request),
    ]);
    const total = totals[0]?.n ?? 0;
    const favs = member ? await favouriteSet(db, request.tenant.code, member.id, rows.map((r) => r.nodeId)) : undefined;
    return {
      success: true,
      value: {
        games: rows.map((r) => toGame(r, favs ? favs.has(r.nodeId) : undefined)),
        totalPages: totalPagesOf(total, pageSize),
        totalCount: total,
      },
    };
  });

  app.get<{ Querystring: HotGamesQuery }>('/wps/relay/GCSGAME_hotGamesV2', {
    schema: { querystring: hotGamesQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request) => {
    const filters = lobbyFilters(request.tenant.code, request.query);
    filters.push(eq(games.isHot, true));
    const rows = await db.select().from(games).where(and(...filters)).orderBy(asc(games.position)).limit(HOT_GAMES_LIMIT);
    return { success: true, value: { list: rows.map((r) => toGame(r)) } };
  });

  app.get<{ Querystring: VendorGameTypesQuery }>('/wps/relay/GCSGAME_getVassGameType', {
    schema: { querystring: vendorGameTypesQuerySchema, response: { 200: wrappedResponseSchema(vendorGameTypesValueSchema) } },
  }, async (request) => {
    const vendor = (request.query.vendor ?? request.query.vassalage)?.toUpperCase();
    if (vendor === undefined) throw new ApiError(400, 'error.invalidRequest');
    const rows = await db
      .select({ gameType: vendors.gameType })
      .from(vendors)
      .where(and(eq(vendors.tenant, request.tenant.code), eq(vendors.vassalage, vendor)))
      .orderBy(asc(vendors.position));
    return { success: true, value: rows.map((r) => r.gameType as GameType) };
  });

  app.get('/wps/relay/GCSGAME_newGameVendor', {
    schema: { querystring: newGameVendorQuerySchema, response: { 200: wrappedResponseSchema(newGameVendorValueSchema) } },
  }, async (request) => {
    const tenant = request.tenant.code;
    const [vendorRows, counts] = await Promise.all([
      db.select().from(vendors).where(eq(vendors.tenant, tenant)).orderBy(asc(vendors.position)),
      db
        .select({ gameType: games.gameType, vassalage: games.vassalage, n: count() })
        .from(games)
        .where(and(eq(games.tenant, tenant), eq(games.isNew, true)))
        .groupBy(games.gameType, games.vassalage),
    ]);
    const byKey = new Map(counts.map((c) => [`${c.gameType}/${c.vassalage}`, c.n]));
    const list = vendorRows.flatMap((v) => {
      const n = byKey.get(`${v.gameType}/${v.vassalage}`) ?? 0;
      return n > 0 ? [{ vassalage: v.vassalage, displayName: v.displayName, gameType: v.gameType as GameType, lagerIcon: v.icon, newGames: n }] : [];
    });
    return { success: true, value: list };
  });

  // ---- Favourites (token required) ----------------------------------------------------------

  app.get('/wps/relay/MCSFE_getFavoriteGames', {
    schema: { querystring: favouriteIdsQuerySchema, response: { 200: wrappedResponseSchema(favouriteIdsValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    const rows = await db
      .select({ nodeId: favourites.nodeId })
      .from(favourites)
      .innerJoin(games, and(eq(games.tenant, favourites.tenant), eq(games.nodeId, favourites.nodeId)))
      .where(and(eq(favourites.tenant, request.tenant.code), eq(favourites.memberId, member.id)))
      .orderBy(desc(favourites.createdAt), asc(games.position));
    return { success: true, value: rows.map((r) => r.nodeId) };
  });

  app.get<{ Querystring: FavouriteListQuery }>('/wps/relay/MCSFE_getFavoriteGamesList', {
    schema: { querystring: favouriteListQuerySchema, response: { 200: wrappedResponseSchema(favouriteListValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 999;
    const where = and(
      eq(favourites.tenant, request.tenant.code),
      eq(favourites.memberId, member.id),
      ...lobbyFilters(request.tenant.code, request.query),
    );
    const join = and(eq(games.tenant, favourites.tenant), eq(games.nodeId, favourites.nodeId));
    const [totals, rows] = await Promise.all([
      db.select({ n: count() }).from(favourites).innerJoin(games, join).where(where),
      db
        .select({ game: games })
        .from(favourites)
        .innerJoin(games, join)
        .where(where)
        .orderBy(desc(favourites.createdAt), asc(games.position))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
    ]);
    const total = totals[0]?.n ?? 0;
    return {
      success: true,
      value: { content: rows.map((r) => toGame(r.game, true)), pageNum: pageNo, totalPages: totalPagesOf(total, pageSize), totalCount: total },
    };
  });

  /** The game a favourite payload names; its vendor and game type, when given, must be the game's. */
  const favouriteGame = async (request: FastifyRequest, payload: { nodeId: string; vendor?: string; gameType?: string }): Promise<GameRecord> => {
    const game = await gameOf(db, request.tenant.code, payload.nodeId);
    if (payload.vendor !== undefined && payload.vendor.toUpperCase() !== game.vassalage) throw new ApiError(400, 'error.invalidRequest');
    if (payload.gameType !== undefined && payload.gameType !== game.gameType) throw new ApiError(400, 'error.invalidRequest');
    return game;
  };

  app.post<{ Body: FavouriteBody }>('/wps/relay/MCSFE_addFavoriteGameV2', {
    schema: { querystring: emptyQuerySchema, body: favouriteBodySchema, response: { 200: wrappedResponseSchema(favouriteChangeValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    const game = await favouriteGame(request, request.body);
    await db.insert(favourites).values({ tenant: request.tenant.code, memberId: member.id, nodeId: game.nodeId }).onConflictDoNothing();
    return { success: true, value: { nodeId: game.nodeId, isFavourite: true } };
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
    const game = await favouriteGame(request, {
      nodeId,
      vendor: request.body.vendor ?? request.query.vendor,
      gameType: request.body.gameType ?? request.query.gameType,
    });
    await db
      .delete(favourites)
      .where(and(eq(favourites.tenant, request.tenant.code), eq(favourites.memberId, member.id), eq(favourites.nodeId, game.nodeId)));
    return { success: true, value: { nodeId: game.nodeId, isFavourite: false } };
  });

  // ---- Recent games and launches -------------------------------------------------------------

  app.get<{ Querystring: RecentGamesQuery }>('/wps/relay/GCS_recentGame', {
    schema: { querystring: recentGamesQuerySchema, response: { 200: wrappedResponseSchema(gameItemsValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    const page = request.query.page ?? 1;
    const pageSize = request.query.pageSize ?? 12;
    const rows = await db
      .select({ game: games })
      .from(recentGames)
      .innerJoin(games, and(eq(games.tenant, recentGames.tenant), eq(games.nodeId, recentGames.nodeId)))
      .where(and(eq(recentGames.tenant, request.tenant.code), eq(recentGames.memberId, member.id), ...lobbyFilters(request.tenant.code, request.query)))
      .orderBy(desc(recentGames.playedAt), asc(games.position))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { success: true, value: { list: rows.map((r) => toGame(r.game)) } };
  });

  app.get<{ Querystring: LaunchQuery }>('/wps/game/launchGame', {
    schema: { querystring: launchQuerySchema, response: { 200: wrappedResponseSchema(launchValueSchema) } },
  }, async (request) => {
    const member = await requireMember(db, request);
    if (member.type === TRIAL_ACCOUNT_TYPE) throw new ApiError(403, 'in_need_true_account');
    const game = await gameOf(db, request.tenant.code, request.query.nodeId);
    await db
      .insert(recentGames)
      .values({ tenant: request.tenant.code, memberId: member.id, nodeId: game.nodeId, playedAt: new Date() })
      .onConflictDoUpdate({ target: [recentGames.tenant, recentGames.memberId, recentGames.nodeId], set: { playedAt: new Date() } });
    const url = launchUrl(request, game.nodeId, 'real');
    // The launch token names the member on the game page, whose real-mode spins book through the ledger.
    await registerLaunch(db, request.tenant.code, member.id, game.nodeId, new URL(url, 'http://launch').searchParams.get('token') ?? '');
    return { success: true, value: { url } };
  });

  app.get<{ Querystring: LaunchQuery }>('/wps/relay/GCS_gameTrialLaunch', {
    schema: { querystring: launchQuerySchema, response: { 200: wrappedResponseSchema(launchValueSchema) } },
  }, async (request) => {
    const game = await gameOf(db, request.tenant.code, request.query.nodeId);
    if (game.supportPlay !== 0) throw new ApiError(403, 'in_need_true_account');
    return { success: true, value: { url: launchUrl(request, game.nodeId, 'demo') } };
  });
}
