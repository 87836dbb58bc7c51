/**
 * The games service (SPEC sections 3, 7 and 9): the only code that reads and writes the catalogue's
 * tables (vendors, games, their counts) and what members keep of it (favourites, recent games).
 * Game menus, the lobby list with filters and pages, hot games, vendors' game types, new-game
 * vendors, favourites, recent games and launches. Lists page in SQL (LIMIT/OFFSET over the tenant's
 * position order, the page and its total in one row), so the 10,000-game lobby stays fast; the
 * lobby list's queries are prepared once per filter shape.
 */
import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { GAME_TYPES, TRIAL_ACCOUNT_TYPE, type GameType } from '../../../schemas/domain';
import type { GameMenus } from '../../../schemas/server/game-menus';
import type { FavouriteListValue, Game, GameListQuery, GameListValue, NewGameVendorValue } from '../../../schemas/api/games';
import type { Db } from '../../db/connect';
import { DomainError } from '../../platform/domainError';
import { launchUrlOf, type LaunchMode } from './hosts';
import { registerLaunch } from './rounds';
import { assertMayLaunch } from './playLimits';
import { favourites, gameCounts, games, recentGames, vendors } from './schema';

export type GameRecord = typeof games.$inferSelect;

/** Classification keys that are flags of a game (isHot, isNew), not a game's own classification. */
export const FLAG_CLASSIFICATIONS: ReadonlySet<string> = new Set(['ALL', 'HOT', 'NEW']);

/** The columns a game answer needs. */
export const GAME_COLUMNS = {
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

/** The game of a node id in the tenant, or undefined (a node id of another tenant or none). */
export async function findGame(db: Db, tenant: string, nodeId: string): Promise<GameRecord | undefined> {
  const rows = await db.select().from(games).where(and(eq(games.tenant, tenant), eq(games.nodeId, nodeId))).limit(1);
  return rows[0];
}

/** The game of a node id in the tenant; notFound for a node id of another tenant or none. */
export async function gameOf(db: Db, tenant: string, nodeId: string): Promise<GameRecord> {
  const row = await findGame(db, tenant, nodeId);
  if (!row) throw new DomainError('notFound', 'error.notFound');
  return row;
}

/** The display name the tenant gives a vendor, or undefined when it has no such vendor. */
export async function vendorDisplayName(db: Db, tenant: string, vendor: string): Promise<string | undefined> {
  const rows = await db.select({ displayName: vendors.displayName }).from(vendors).where(and(eq(vendors.tenant, tenant), eq(vendors.vassalage, vendor))).limit(1);
  return rows[0]?.displayName;
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

/** The cache key of a lobby list request: the same for two requests with one answer. */
export function listKeyOf(list: ListRequest): string {
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
 * The lobby list's statements of a database, prepared once per filter shape. A list without a name
 * search is a named statement on PostgreSQL (parsed once per connection; its plan does not depend on
 * the values). A search is not: its best plan depends on the pattern (the trigram index for
 * "fortune", the table for "fo", where the index would hand every row to the recheck), and a named
 * statement switches to one generic plan for every pattern after its fifth run. The empty name makes
 * node-postgres send it as the unnamed statement, which PostgreSQL plans for the values of each run
 * (PGlite always does).
 */
const preparedLists = new WeakMap<Db, Map<string, ListStatement>>();

function listStatementOf(db: Db, list: ListRequest): ListStatement {
  let prepared = preparedLists.get(db);
  if (prepared === undefined) {
    prepared = new Map();
    preparedLists.set(db, prepared);
  }
  const shape = `t${list.gameType === undefined ? 0 : 1}v${list.vendor === undefined ? 0 : 1}c${list.classification.kind}n${list.name === undefined ? 0 : 1}`;
  let statement = prepared.get(shape);
  if (statement === undefined) {
    statement = listQueryOf(db, list).prepare(list.name === undefined ? `games_list_${shape}` : '');
    prepared.set(shape, statement);
  }
  return statement;
}

function totalPagesOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** A page of the lobby list: its games (without favourite marks) and the totals. */
export async function lobbyPage(db: Db, tenant: string, list: ListRequest): Promise<GameListValue> {
  const [row] = await listStatementOf(db, list).execute(listValuesOf(tenant, list, { limit: list.pageSize, offset: (list.pageNo - 1) * list.pageSize }));
  const total = row?.total ?? 0;
  return { games: (row?.games ?? []).map((values) => toGame(columnsOf(values))), totalPages: totalPagesOf(total, list.pageSize), totalCount: total };
}

function lobbyFilters(tenant: string, query: { gameType?: string | undefined; vassalage?: string | undefined }): SQL[] {
  const filters: SQL[] = [eq(games.tenant, tenant)];
  if (query.gameType !== undefined) filters.push(eq(games.gameType, query.gameType));
  if (query.vassalage !== undefined) filters.push(eq(games.vassalage, query.vassalage.toUpperCase()));
  return filters;
}

/** The tenant's hot games (of a game type and vendor, when given), in position order. */
export async function hotGamesOf(db: Db, tenant: string, filter: { gameType?: string | undefined; vendor?: string | undefined }, limit: number): Promise<Game[]> {
  const filters = lobbyFilters(tenant, { gameType: filter.gameType, vassalage: filter.vendor });
  filters.push(eq(games.isHot, true));
  const rows = await db.select(GAME_COLUMNS).from(games).where(and(...filters)).orderBy(asc(games.position)).limit(limit);
  return rows.map((r) => toGame(r));
}

/** The game types a vendor has at the tenant, in menu position order. */
export async function vendorGameTypesOf(db: Db, tenant: string, vendor: string): Promise<GameType[]> {
  const rows = await db
    .select({ gameType: vendors.gameType })
    .from(vendors)
    .where(and(eq(vendors.tenant, tenant), eq(vendors.vassalage, vendor)))
    .orderBy(asc(vendors.position));
  return rows.map((r) => r.gameType as GameType);
}

/** The vendors with new games, each with its count of them, in menu position order. */
export async function newGameVendorsOf(db: Db, tenant: string): Promise<NewGameVendorValue> {
  // One query: each vendor with its count of new games (served by games_lobby).
  // (Written out: drizzle leaves a one-table select's columns unqualified, which the subquery needs.)
  const newGames = sql<number>`(select count(*) from "games" as "g" where "g"."tenant" = "vendors"."tenant" and "g"."game_type" = "vendors"."game_type" and "g"."vassalage" = "vendors"."vassalage" and "g"."is_new")`.mapWith(Number);
  const rows = await db
    .select({ vassalage: vendors.vassalage, displayName: vendors.displayName, gameType: vendors.gameType, icon: vendors.icon, newGames })
    .from(vendors)
    .where(eq(vendors.tenant, tenant))
    .orderBy(asc(vendors.position));
  return rows.flatMap((v) => (v.newGames > 0 ? [{ vassalage: v.vassalage, displayName: v.displayName, gameType: v.gameType as GameType, lagerIcon: v.icon, newGames: v.newGames }] : []));
}

/** The game menus of a tenant: game types in menu order, each with its vendors and their classifications. */
export async function gameMenusOf(db: Db, tenant: string): Promise<GameMenus> {
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

/** The game types that have at least one vendor at the tenant. */
export async function gameTypesWithVendors(db: Db, tenant: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ gameType: vendors.gameType }).from(vendors).where(eq(vendors.tenant, tenant));
  return new Set(rows.map((r) => r.gameType));
}

/** The code and classification of each of the tenant's games of these game types (the lottery's draws). */
export async function gameCodesOfTypes(db: Db, tenant: string, gameTypes: readonly string[]): Promise<{ gameCode: string; classification: string }[]> {
  return db.select({ gameCode: games.gameCode, classification: games.classification }).from(games)
    .where(and(eq(games.tenant, tenant), inArray(games.gameType, [...gameTypes])));
}

/** The classification of the tenant's game of a code, when it is of one of these game types; undefined otherwise. */
export async function classificationOfGameCode(db: Db, tenant: string, gameCode: string, gameTypes: readonly string[]): Promise<string | undefined> {
  const [game] = await db.select({ classification: games.classification }).from(games)
    .where(and(eq(games.tenant, tenant), eq(games.gameCode, gameCode), inArray(games.gameType, [...gameTypes]))).limit(1);
  return game?.classification;
}

// ---- Favourites ------------------------------------------------------------------------------

/** Node ids among `nodeIds` that the member has favourited. */
export async function favouriteMarks(db: Db, tenant: string, memberId: number, nodeIds: readonly string[]): Promise<Set<string>> {
  if (nodeIds.length === 0) return new Set();
  const rows = await db
    .select({ nodeId: favourites.nodeId })
    .from(favourites)
    .where(and(eq(favourites.tenant, tenant), eq(favourites.memberId, memberId), inArray(favourites.nodeId, [...nodeIds])));
  return new Set(rows.map((r) => r.nodeId));
}

/** The node ids of the member's favourites, newest first. */
export async function favouriteNodeIds(db: Db, tenant: string, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: favourites.nodeId })
    .from(favourites)
    .innerJoin(games, and(eq(games.tenant, favourites.tenant), eq(games.nodeId, favourites.nodeId)))
    .where(and(eq(favourites.tenant, tenant), eq(favourites.memberId, memberId)))
    .orderBy(desc(favourites.createdAt), asc(games.position));
  return rows.map((r) => r.nodeId);
}

/** A page of the member's favourite games (of a game type and vendor, when given), newest first. */
export async function favouriteGamesPage(
  db: Db,
  tenant: string,
  memberId: number,
  query: { gameType?: string | undefined; vassalage?: string | undefined; pageNo: number; pageSize: number },
): Promise<FavouriteListValue> {
  const { pageNo, pageSize } = query;
  const where = and(eq(favourites.tenant, tenant), eq(favourites.memberId, memberId), ...lobbyFilters(tenant, query));
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
  return { content: rows.map((r) => toGame(r.game, true)), pageNum: pageNo, totalPages: totalPagesOf(total, pageSize), totalCount: total };
}

/** What names a favourite: the game, and optionally its vendor and game type (which must be the game's). */
export interface FavouriteTarget {
  nodeId: string;
  vendor?: string | undefined;
  gameType?: string | undefined;
}

/** The game a favourite names; invalid when its vendor or game type is not the game's. */
async function favouriteGame(db: Db, tenant: string, target: FavouriteTarget): Promise<GameRecord> {
  const game = await gameOf(db, tenant, target.nodeId);
  if (target.vendor !== undefined && target.vendor.toUpperCase() !== game.vassalage) throw new DomainError('invalid', 'error.invalidRequest');
  if (target.gameType !== undefined && target.gameType !== game.gameType) throw new DomainError('invalid', 'error.invalidRequest');
  return game;
}

/** Adds a game to the member's favourites (again: nothing changes); returns its node id. */
export async function addFavourite(db: Db, tenant: string, memberId: number, target: FavouriteTarget, now: Date): Promise<string> {
  const game = await favouriteGame(db, tenant, target);
  await db.insert(favourites).values({ tenant, memberId, nodeId: game.nodeId, createdAt: now }).onConflictDoNothing();
  return game.nodeId;
}

/** Removes a game from the member's favourites; returns its node id. */
export async function removeFavourite(db: Db, tenant: string, memberId: number, target: FavouriteTarget): Promise<string> {
  const game = await favouriteGame(db, tenant, target);
  await db.delete(favourites).where(and(eq(favourites.tenant, tenant), eq(favourites.memberId, memberId), eq(favourites.nodeId, game.nodeId)));
  return game.nodeId;
}

// ---- Recent games and launches ---------------------------------------------------------------

/** A page of the games the member launched (of a game type and vendor, when given), last played first. */
export async function recentGamesOf(
  db: Db,
  tenant: string,
  memberId: number,
  query: { gameType?: string | undefined; vassalage?: string | undefined; page: number; pageSize: number },
): Promise<Game[]> {
  const rows = await db
    .select({ game: games })
    .from(recentGames)
    .innerJoin(games, and(eq(games.tenant, recentGames.tenant), eq(games.nodeId, recentGames.nodeId)))
    .where(and(eq(recentGames.tenant, tenant), eq(recentGames.memberId, memberId), ...lobbyFilters(tenant, query)))
    .orderBy(desc(recentGames.playedAt), asc(games.position))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map((r) => toGame(r.game));
}

/** Where a launch URL leads: outside production the game page keeps the tenant chosen on a loopback host (iframes send no headers). */
export interface LaunchTarget {
  /** The tenant code the game page is told, or undefined (production: the host names the tenant). */
  pageTenant: string | undefined;
  /** The tenant's offset from UTC in minutes: the periods of the play-time limit. */
  localOffsetMinutes: number;
}

/**
 * Launches a game in real mode for a member: trial accounts are refused; the game becomes the
 * member's most recent; the launch's one-off token is registered, so the game page's spins book
 * through the ledger for this member. A paused member, or one whose play-time limit is reached, is
 * refused (issue 38). Returns the game page's URL.
 */
export async function launchGame(db: Db, tenant: string, member: { id: number; type: number }, nodeId: string, now: Date, target: LaunchTarget): Promise<string> {
  if (member.type === TRIAL_ACCOUNT_TYPE) throw new DomainError('forbidden', 'in_need_true_account');
  const game = await gameOf(db, tenant, nodeId);
  await assertMayLaunch(db, { tenant, memberId: member.id }, now, target.localOffsetMinutes);
  await db
    .insert(recentGames)
    .values({ tenant, memberId: member.id, nodeId: game.nodeId, playedAt: now })
    .onConflictDoUpdate({ target: [recentGames.tenant, recentGames.memberId, recentGames.nodeId], set: { playedAt: now } });
  const { url, token } = launchUrlOf(game.nodeId, 'real', target.pageTenant);
  await registerLaunch(db, tenant, member.id, game.nodeId, token ?? '', now);
  return url;
}

/**
 * The game page's URL of a free trial (demo mode); forbidden for a game that offers none. `fallback`
 * (GCS_gameLaunchFB): the same page on the other launch host than the game's own, for a client whose
 * first host did not answer.
 */
export async function trialLaunch(db: Db, tenant: string, nodeId: string, target: LaunchTarget, fallback = false): Promise<string> {
  const game = await gameOf(db, tenant, nodeId);
  if (game.supportPlay !== 0) throw new DomainError('forbidden', 'in_need_true_account');
  const mode: LaunchMode = 'demo';
  return launchUrlOf(game.nodeId, mode, target.pageTenant, fallback).url;
}
