/**
 * Game launch (SPEC sections 4, 6 and 7): a real game needs a real account (guests get the login
 * modal, trial users 'in_need_true_account'); a free demo is offered when supportPlay is 0 and needs
 * no account. The launch URL the server answers is moved onto the launch host picked for this visit
 * (site permission launchGameCDNs), then opened in the game popup, or on a game page (/seamless,
 * /lottert) that launches it itself.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '../../../schemas/api/games';
import { errorTextKey } from '../ui/errorText';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import { useRequireAccount } from '../../portal-context/useRequireAccount';

/** What a launch needs of a game (every game list entry has it). */
export type LaunchableGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'displayName' | 'supportPlay'> & Partial<Pick<Game, 'gameCode'>>;

export interface LaunchOptions {
  /** The free demo instead of the real game (only when the game offers one: supportPlay 0). */
  demo?: boolean;
  /** Where the game opens: the game popup (default) or a full game page. */
  target?: 'popup' | 'page';
}

/** Client type of every launch (SPEC section 9). */
export const LAUNCH_CLIENT_TYPE = 3;

/** Whether a game offers the free demo (SPEC section 3: supportPlay 0). */
export function offersDemo(game: Pick<Game, 'supportPlay'>): boolean {
  return game.supportPlay === 0;
}

/**
 * The launch URL on this visit's launch host: a URL on one of the permission's launch hosts is moved
 * to the chosen one (they serve the same games); any other URL is kept as the server gave it.
 */
export function onLaunchHost(url: string, launchHosts: readonly string[], chosen: string): string {
  if (chosen === '') return url;
  for (const host of launchHosts) {
    const base = host.replace(/\/+$/, '');
    if (base !== '' && (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`))) return `${chosen}${url.slice(base.length)}`;
  }
  return url;
}

/** The game page path of a game (full-page launch): lotteries on /lottert, the rest on /seamless. */
export function gamePagePath(game: LaunchableGame, demo: boolean): string {
  const page = game.gameType === 'LOTT' || game.gameType === 'ELOTT' ? '/lottert' : '/seamless';
  const query = new URLSearchParams({ nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType });
  if (demo) query.set('demo', '1');
  return `${page}?${query.toString()}`;
}

/** The launch URL of a game from the server, on this visit's launch host; rejects with the client's error. */
export function useLaunchUrl(): (game: LaunchableGame, demo: boolean) => Promise<string> {
  const { site, view, launchHost } = usePortal();
  const { call, invalidate } = usePortalData().useCaller();
  return useCallback(async (game: LaunchableGame, demo: boolean) => {
    const query = { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, clientType: LAUNCH_CLIENT_TYPE, language: view.language };
    const { url } = demo ? await call('trialGame', query) : await call('launchGame', query);
    // A real launch adds the game to the member's recent games.
    if (!demo) void invalidate(['recentGames']);
    return onLaunchHost(url, site.hosts.launchGameCDNs, launchHost);
  }, [call, invalidate, site.hosts.launchGameCDNs, launchHost, view.language]);
}

/**
 * Starts a game: checks the account, then opens the game popup with the launch URL, or goes to the
 * game page. A failed launch shows its catalogue message in a warning dialog.
 */
export function useGameLaunch(): (game: LaunchableGame, options?: LaunchOptions) => void {
  const requireAccount = useRequireAccount();
  const launchUrl = useLaunchUrl();
  const { openModal, showMessage } = usePortalActions();
  const navigate = useNavigate();
  return useCallback((game: LaunchableGame, { demo = false, target = 'popup' }: LaunchOptions = {}) => {
    if (demo && !offersDemo(game)) return;
    if (!demo && !requireAccount('real')) return;
    // A demo always opens in the popup: the game pages are for signed-in players (their route guard).
    if (target === 'page' && !demo) {
      void navigate(gamePagePath(game, demo));
      return;
    }
    launchUrl(game, demo).then(
      (url) => openModal({ modal: 'game-popup', url, title: game.displayName, demo }),
      (error: unknown) => { void showMessage({ text: errorTextKey(error), tone: 'warning' }); },
    );
  }, [requireAccount, launchUrl, openModal, showMessage, navigate]);
}
