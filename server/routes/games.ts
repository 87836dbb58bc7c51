/**
 * Game calls (SPEC sections 3, 7 and 9): game menus, the lobby list with filters and pages, hot
 * games, vendors' game types, new-game vendors, favourites, recent games and launches. Lists page
 * in SQL (LIMIT/OFFSET over the tenant's position order, the page and its total in one row), so the
 * 10,000-game lobby stays fast; the public answers go through the catalogue cache
 * (server/modules/catalogue), and the lobby list's queries are prepared once per filter shape.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
import { HTTP_POLICIES, answerOf, catalogueOf, markPrivate, registerLaunch, sendAnswer, sendPublic } from '../modules/catalogue/index';
import type { Db } from '../db/connect';
import { favourites, gameCounts, games, recentGames, vendors } from '../modules/catalogue/schema';
import { ApiError } from '../http/errors';
import { FLAG_CLASSIFICATIONS } from '../seed/catalogue';
import { requireMember, sessionMember, tokenOf } from '../modules/members/index';
import { LAUNCH_CDNS } from './system';

type GameRecord = typeof games.$inferSelect;

/** The columns a game answer needs. */
const GAME_COLUMNS = {
  nodeId: games.nodeId,
  gameName: games.gameName,
  gameCode: games.gameCode,
  icon: games.icon,
  vassalage: games.vassalage,
  gameType: games.gameType,
  classification: games.classification,
  isHot: games.isHot,
  isNew: games.isNew,
  supportPlay: games.supportPlay,
};
type GameColumns = Pick<GameRecord, keyof typeof GAME_COLUMNS>;

/** A game row as the API sends it. */
export function toGame(row: GameColumns, isFavourite?: boolean): Game {
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

/** A classification: ALL (or a flag key the catalogue does not filter on) is none; HOT and NEW are the game flags. */
type Classification = { kind: 'none' } | { kind: 'hot' } | { kind: 'new' } | { kind: 'key'; key: string };

/**
 * A classification filter: ALL is none; HOT and NEW are the game flags; otherwise the key, given
 * either as the key (SLOT) or as a vendor's own code of it (pg_slot).
 */
function classificationOf(value: string | undefined): Classification {
  if (value === undefined) return { kind: 'none' };
  const upper = value.toUpperCase();
  const key = upper.includes('_') ? upper.slice(upper.indexOf('_') + 1) : upper;
  if (key === 'ALL' || key === '') return { kind: 'none' };
  if (key === 'HOT') return { kind: 'hot' };
  if (key === 'NEW') return { kind: 'new' };
  if (FLAG_CLASSIFICATIONS.has(key)) return { kind: 'none' };
  return { kind: 'key', key };
}

/** A lobby list request, normalised: two requests with the same one get the same answer. */
export interface ListRequest {
  gameType: string | undefined;
  vendor: string | undefined;
  classification: Classification;
  /** The name searched (trimmed, NFC, lower case), or undefined. */
  name: string | undefined;
  pageNo: number;
  pageSize: number;
}

export function listRequestOf(query: GameListQuery): ListRequest {
  const name = query.gameName?.trim().normalize('NFC').toLowerCase();
  return {
    gameType: query.gameType,
    vendor: query.vassalage?.toUpperCase(),
    classification: classificationOf(query.gameClassify),
    name: name === '' ? undefined : name,
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? 18,
  };
}

function listKeyOf(list: ListRequest): string {
  const c = list.classification;
  const classification = c.kind === 'key' ? `key:${c.key}` : c.kind;
  return `list|${list.gameType ?? ''}|${list.vendor ?? ''}|${classification}|${list.pageNo}|${list.pageSize}|${list.name ?? ''}`;
}

/** GAME_COLUMNS' keys in their order: a list page's games come as JSON arrays of their values. */
const GAME_KEYS = Object.keys(GAME_COLUMNS) as (keyof typeof GAME_COLUMNS)[];

function columnsOf(values: unknown[]): GameColumns {
  return Object.fromEntries(GAME_KEYS.map((key, i) => [key, values[i]])) as GameColumns;
}

/** A list page: the total of matching games and the page's games (none past the last page). */
type ListRow = { total: number; games: unknown[][] };
interface ListStatement {
  execute(values: Record<string, unknown>): Promise<ListRow[]>;
}

/** The values a lobby list query takes (its placeholders); a type, so it is a Record of them. */
export type ListValues = {
  tenant: string;
  gameType: string | undefined;
  vendor: string | undefined;
  classification: string | undefined;
  /** The LIKE pattern of the searched name (likePattern), or undefined. */
  pattern: string | undefined;
  limit: number;
  offset: number;
};

function listValuesOf(tenant: string, list: ListRequest, page: { limit: number; offset: number }): ListValues {
  const c = list.classification;
  return {
    tenant,
    gameType: list.gameType,
    vendor: list.vendor,
    classification: c.kind === 'key' ? c.key : undefined,
    pattern: list.name === undefined ? undefined : likePattern(list.name),
    ...page,
  };
}

/**
 * The lobby list's query for a filter shape (which filters are present): the page's rows in position
 * order, each with the total of matching rows (one query, not a count beside it). With `values`, the
 * values are bound in place (to EXPLAIN it); without, they are placeholders (to prepare it).
 * The name search compares folded text (search_fold = lower(unaccent())): the name as the database
 * keeps it folded (name_folded, indexed by trigrams: games_name_search) with the folded pattern.
 */
export function listQueryOf(db: Db, list: ListRequest, values?: ListValues) {
  const bind = (name: keyof ListValues): SQL => (values === undefined ? sql`${sql.placeholder(name)}` : sql`${values[name]}`);
  const limit = values === undefined ? sql.placeholder('limit') : values.limit;
  const offset = values === undefined ? sql.placeholder('offset') : values.offset;
  /** The list's filters over the games table or over its counts (the same columns). */
  const filtersOver = (table: typeof games | typeof gameCounts): SQL[] => {
    const filters: SQL[] = [eq(table.tenant, bind('tenant'))];
    if (list.gameType !== undefined) filters.push(eq(table.gameType, bind('gameType')));
    if (list.vendor !== undefined) filters.push(eq(table.vassalage, bind('vendor')));
    if (list.classification.kind === 'hot') filters.push(eq(table.isHot, true));
    if (list.classification.kind === 'new') filters.push(eq(table.isNew, true));
    if (list.classification.kind === 'key') filters.push(eq(table.classification, bind('classification')));
    return filters;
  };
  const filters = filtersOver(games);
  if (list.name !== undefined) filters.push(sql`${games.nameFolded} like search_fold(${bind('pattern')})`);
  const where = and(...filters);
  // The page's games in position order as one JSON array of GAME_KEYS arrays ('[]' past the last
  // page): a page is one row, its games parsed at once, not 18 rows mapped field by field (arrays,
  // not objects: the names repeated in every game measured about a tenth slower).
  const pageOf = (page: Record<keyof typeof GAME_COLUMNS | 'position', AnyColumn>) =>
    sql<unknown[][]>`coalesce(json_agg(json_build_array(${sql.join(GAME_KEYS.map((key) => page[key]), sql`, `)}) order by ${page.position}), '[]')`;
  if (list.name === undefined) {
    // The total as an uncorrelated subquery, summed from the tenant's game counts (a few rows per
    // filter, kept by the database with the games): counting the matching games instead read every
    // one of them (1,250 index entries for one vendor's slots) on every request.
    const total = sql<number>`(select coalesce(sum(${gameCounts.games}), 0) from ${gameCounts} where ${and(...filtersOver(gameCounts))})`;
    const page = db.$with('page').as(db.select({ ...GAME_COLUMNS, position: games.position }).from(games).where(where).orderBy(asc(games.position)).limit(limit).offset(offset));
    return db.with(page).select({ total: total.mapWith(Number), games: pageOf(page) }).from(page);
  }
  // A search's matches are found once (from the trigram index for a pattern of three characters or
  // more, by reading the table for a shorter one), then counted and paged from that one set.
  const matched = db.$with('matched').as(db.select({ ...GAME_COLUMNS, position: games.position }).from(games).where(where));
  const page = db.$with('page').as(db.select().from(matched).orderBy(asc(matched.position)).limit(limit).offset(offset));
  return db
    .with(matched, page)
    .select({ total: sql<number>`(select count(*) from ${matched})`.mapWith(Number), games: pageOf(page) })
    .from(page);
}

/**
 * The lobby list's statements, prepared once per filter shape. A list without a name search is a
 * named statement on PostgreSQL (parsed once per connection; its plan does not depend on the values).
 * A search is not: its best plan depends on the pattern (the trigram index for "fortune", the table
 * for "fo", where the index would hand every row to the recheck), and a named statement switches to
 * one generic plan for every pattern after its fifth run. The empty name makes node-postgres send it
 * as the unnamed statement, which PostgreSQL plans for the values of each run (PGlite always does).
 */
function listStatements(db: Db): (list: ListRequest) => ListStatement {
  const prepared = new Map<string, ListStatement>();
  return (list) => {
    const shape = `t${list.gameType === undefined ? 0 : 1}v${list.vendor === undefined ? 0 : 1}c${list.classification.kind}n${list.name === undefined ? 0 : 1}`;
    let statement = prepared.get(shape);
    if (statement === undefined) {
      statement = listQueryOf(db, list).prepare(list.name === undefined ? `games_list_${shape}` : '');
      prepared.set(shape, statement);
    }
    return statement;
  };
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

/** The game menus of a tenant: game types in menu order, each with its vendors and their classifications. */
async function gameMenusOf(db: Db, tenant: string): Promise<GameMenus> {
  const rows = await db
    .select({ gameType: vendors.gameType, vassalage: vendors.vassalage, displayName: vendors.displayName, icon: vendors.icon, classifications: vendors.classifications })
    .from(vendors)
    .where(eq(vendors.tenant, tenant))
    .orderBy(asc(vendors.position));
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
  return menus;
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
  const catalogue = catalogueOf(app);
  const listStatementOf = listStatements(db);

  /** The public part of a lobby list: the page's games (without favourite marks) and the totals. */
  const drawList = async (tenant: string, list: ListRequest) => {
    const statement = listStatementOf(list);
    const [row] = await statement.execute(listValuesOf(tenant, list, { limit: list.pageSize, offset: (list.pageNo - 1) * list.pageSize }));
    const total = row?.total ?? 0;
    return { games: (row?.games ?? []).map((values) => toGame(columnsOf(values))), totalPages: totalPagesOf(total, list.pageSize), totalCount: total };
  };

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
    const spec = { key: listKeyOf(list), policy: HTTP_POLICIES.gameList, draw: () => drawList(tenant, list) };
    // Without a token there is no member to look up (the usual, cacheable request).
    const [answer, member] = tokenOf(request) === undefined
      ? [await answerOf(catalogue, request, reply, spec), undefined]
      : await Promise.all([answerOf(catalogue, request, reply, spec), sessionMember(db, request)]);
    if (!member) return sendAnswer(request, reply, answer, spec.policy);
    // A member's page carries the favourite marks: drawn over the public page, never stored.
    markPrivate(reply);
    const page = answer.value;
    const favs = await favouriteSet(db, tenant, member.id, page.games.map((g) => g.nodeId));
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
      draw: async () => {
        const filters = lobbyFilters(request.tenant.code, { gameType, vassalage: vendor });
        filters.push(eq(games.isHot, true));
        const rows = await db.select(GAME_COLUMNS).from(games).where(and(...filters)).orderBy(asc(games.position)).limit(HOT_GAMES_LIMIT);
        return { list: rows.map((r) => toGame(r)) };
      },
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
      draw: async () => {
        const rows = await db
          .select({ gameType: vendors.gameType })
          .from(vendors)
          .where(and(eq(vendors.tenant, request.tenant.code), eq(vendors.vassalage, vendor)))
          .orderBy(asc(vendors.position));
        return rows.map((r) => r.gameType as GameType);
      },
    });
  });

  app.get('/wps/relay/GCSGAME_newGameVendor', {
    schema: { querystring: newGameVendorQuerySchema, response: { 200: wrappedResponseSchema(newGameVendorValueSchema) } },
  }, async (request, reply) => sendPublic(catalogue, request, reply, {
    key: 'newGameVendors',
    policy: HTTP_POLICIES.newGameVendor,
    draw: async () => {
      // One query: each vendor with its count of new games (served by games_lobby).
      // (Written out: drizzle leaves a one-table select's columns unqualified, which the subquery needs.)
      const newGames = sql<number>`(select count(*) from "games" as "g" where "g"."tenant" = "vendors"."tenant" and "g"."game_type" = "vendors"."game_type" and "g"."vassalage" = "vendors"."vassalage" and "g"."is_new")`.mapWith(Number);
      const rows = await db
        .select({ vassalage: vendors.vassalage, displayName: vendors.displayName, gameType: vendors.gameType, icon: vendors.icon, newGames })
        .from(vendors)
        .where(eq(vendors.tenant, request.tenant.code))
        .orderBy(asc(vendors.position));
      return rows.flatMap((v) => (v.newGames > 0 ? [{ vassalage: v.vassalage, displayName: v.displayName, gameType: v.gameType as GameType, lagerIcon: v.icon, newGames: v.newGames }] : []));
    },
  }));

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
    await db.insert(favourites).values({ tenant: request.tenant.code, memberId: member.id, nodeId: game.nodeId, createdAt: request.server.clock.now() }).onConflictDoNothing();
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
      .values({ tenant: request.tenant.code, memberId: member.id, nodeId: game.nodeId, playedAt: request.server.clock.now() })
      .onConflictDoUpdate({ target: [recentGames.tenant, recentGames.memberId, recentGames.nodeId], set: { playedAt: request.server.clock.now() } });
    const url = launchUrl(request, game.nodeId, 'real');
    // The launch token names the member on the game page, whose real-mode spins book through the ledger.
    await registerLaunch(db, request.tenant.code, member.id, game.nodeId, new URL(url, 'http://launch').searchParams.get('token') ?? '', request.server.clock.now());
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
