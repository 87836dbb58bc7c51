/**
 * The lottery pages' data rules (SPEC sections 2 and 9): which prize mode and game type a route
 * lists, and how its games group into lottery families (the game's classification: 11X5, LF, LHC,
 * PK10, SSC).
 */
import type { Game } from '../../schemas/api/games';
import type { GameType } from '../../schemas/domain';
import type { LotteryFamily, PrizeMode } from '../../schemas/widgets/vocabulary';

/** The prize mode of a lottery route: /seaLottery SEA, /vnLottery ZY, /lottery (and any other) LOTT. */
export function prizeModeOfPath(pathname: string): PrizeMode {
  const path = pathname.toLowerCase();
  if (path === '/sealottery') return 'SEA';
  if (path === '/vnlottery') return 'ZY';
  return 'LOTT';
}

/** The game type a prize mode lists: e-lottery games for ELOTT, lottery games for the others. */
export function gameTypeOfPrizeMode(prizeMode: PrizeMode): GameType {
  return prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

export interface FamilyGroup {
  /** A family of the props, or 'OTHER' for games of no offered family. */
  family: LotteryFamily | 'OTHER';
  games: Game[];
}

/** Games grouped by family in the order of `families`, empty families left out, the rest last as OTHER. */
export function groupByFamily(games: readonly Game[], families: readonly LotteryFamily[]): FamilyGroup[] {
  const groups: FamilyGroup[] = families.map((family) => ({ family, games: games.filter((g) => g.gameClassify.toUpperCase() === family) }));
  const known = new Set<string>(families);
  const other = games.filter((g) => !known.has(g.gameClassify.toUpperCase()));
  return [...groups, { family: 'OTHER' as const, games: other }].filter((group) => group.games.length > 0);
}

/** Lottery games asked for per request (the game list's largest page) and pages read at most. */
export const LOTTERY_PAGE_SIZE = 100;
export const LOTTERY_MAX_PAGES = 3;
