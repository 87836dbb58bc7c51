/**
 * Game lists of SPEC section 7 beside the lobby's: the VN lottery menu and a member's recent VN
 * lottery games (/lgw/vn/games/game_menu and its /recent), the popular list (/lgw/games/popular) and
 * a live vendor's room list (GLS2_roomList). All answer games as the lobby does (toGame).
 */
import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Game } from '../../../schemas/api/games';
import type { Db } from '../../db/connect';
import { GAME_COLUMNS, recentGamesOf, toGame } from './games';
import { games, recentGames } from './schema';

/** The game type of the VN lottery page's games (the lottery games; SPEC section 2: /vnLottery). */
const VN_MENU_GAME_TYPE = 'LOTT';

/** The VN lottery menu: the tenant's lottery games in menu order (the page groups them by family). */
export async function vnGameMenuOf(db: Db, tenant: string, limit: number): Promise<Game[]> {
  const rows = await db.select(GAME_COLUMNS).from(games).where(and(eq(games.tenant, tenant), eq(games.gameType, VN_MENU_GAME_TYPE))).orderBy(asc(games.position)).limit(limit);
  return rows.map((r) => toGame(r));
}

/** The lottery games the member launched, last played first. */
export async function vnRecentGamesOf(db: Db, tenant: string, memberId: number, pageSize: number): Promise<Game[]> {
  return recentGamesOf(db, tenant, memberId, { gameType: VN_MENU_GAME_TYPE, page: 1, pageSize });
}

/**
 * The games most members launched since `since` (of a game type, when given): counted over each
 * member's last launch of a game, most members first, then menu order.
 */
export async function popularGamesOf(db: Db, tenant: string, filter: { gameType?: string | undefined }, since: Date, limit: number): Promise<Game[]> {
  const where: SQL[] = [eq(recentGames.tenant, tenant), gte(recentGames.playedAt, since)];
  if (filter.gameType !== undefined) where.push(eq(games.gameType, filter.gameType));
  const players = count(recentGames.memberId);
  const rows = await db
    .select({ ...GAME_COLUMNS, players })
    .from(recentGames)
    .innerJoin(games, and(eq(games.tenant, recentGames.tenant), eq(games.nodeId, recentGames.nodeId)))
    .where(and(...where))
    .groupBy(games.id)
    .orderBy(desc(players), asc(games.position))
    .limit(limit);
  return rows.map((r) => toGame(r));
}

/** A vendor's tables (its games of the type, live by default) in menu order: the room list of a live lobby. */
export async function roomListOf(db: Db, tenant: string, filter: { vassalage?: string | undefined; gameType?: string | undefined }, limit: number): Promise<Game[]> {
  const where: SQL[] = [eq(games.tenant, tenant), eq(games.gameType, filter.gameType ?? 'LIVE')];
  if (filter.vassalage !== undefined) where.push(eq(games.vassalage, filter.vassalage.toUpperCase()));
  const rows = await db.select(GAME_COLUMNS).from(games).where(and(...where)).orderBy(asc(games.position)).limit(limit);
  return rows.map((r) => toGame(r));
}
