/**
 * The game a game page shows, read from its query (gamePagePath in widgets/kit/games/launch.ts writes
 * it): nodeId, vassalage, gameType and demo. Anything malformed counts as no game, so a broken link
 * shows a message instead of a failing launch.
 */
import { GAME_TYPES, type GameType } from '../../schemas/domain';
import { isOneOf } from '../../engine/isOneOf';

export type GameFrameMode = 'seamless' | 'lottery';

export interface GamePageQuery {
  nodeId: string;
  vassalage: string;
  gameType: GameType;
  demo: boolean;
}

const NODE_ID = /^[A-Za-z0-9_-]{1,32}$/;
const VENDOR = /^[A-Za-z0-9_]{1,16}$/;

/** The mode of a game page path: /seamless hosts vendor games, /lottert, /vnlottery and /sealottery lotteries. */
export function modeOfPath(pathname: string): GameFrameMode {
  return pathname.toLowerCase() === '/seamless' ? 'seamless' : 'lottery';
}

/** The game of a game page query, or null when it names none (or names one malformed). */
export function readGameQuery(search: URLSearchParams, mode: GameFrameMode): GamePageQuery | null {
  const nodeId = search.get('nodeId')?.trim() ?? '';
  const vassalage = search.get('vassalage')?.trim() ?? '';
  const rawType = search.get('gameType')?.trim().toUpperCase() ?? '';
  // A lottery page without a game type is a lottery (the lottery pages of SPEC section 2).
  const gameType = rawType === '' && mode === 'lottery' ? 'LOTT' : rawType;
  if (!NODE_ID.test(nodeId) || !VENDOR.test(vassalage) || !isOneOf(GAME_TYPES, gameType)) return null;
  const demo = search.get('demo');
  return { nodeId, vassalage, gameType, demo: demo === '1' || demo === 'true' };
}
