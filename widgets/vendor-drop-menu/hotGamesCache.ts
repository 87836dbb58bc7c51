/**
 * The header drop menu's hot games, cached for the browser session (SPEC section 9: hot games cached
 * in session storage), one entry per tenant, game type and language:
 * `wl:<tenant>:hotGames:<gameType>:<language>`. A cached list is read first and no request is made;
 * anything unreadable in storage counts as no cache.
 */
import type { Game } from '../../schemas/api/games';
import { GAME_TYPES, type GameType } from '../../schemas/domain';

export function hotGamesKey(tenant: string, gameType: GameType, language: string): string {
  return `wl:${tenant}:hotGames:${gameType}:${language}`;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isGame(value: unknown): value is Game {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Record<string, unknown>;
  return typeof game['nodeId'] === 'string'
    && typeof game['displayName'] === 'string'
    && typeof game['vassalage'] === 'string'
    && typeof game['showIcon'] === 'string'
    && (GAME_TYPES as readonly unknown[]).includes(game['gameType'])
    && (game['supportPlay'] === 0 || game['supportPlay'] === 1);
}

/** The cached hot games, or undefined when there are none (or they are not a list of games). */
export function readHotGames(key: string): Game[] | undefined {
  try {
    const text = storage()?.getItem(key);
    if (text == null) return undefined;
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(isGame) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeHotGames(key: string, games: readonly Game[]): void {
  try {
    storage()?.setItem(key, JSON.stringify(games));
  } catch {
    // Quota or disabled storage: the next visit asks the server again.
  }
}
