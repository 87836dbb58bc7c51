/**
 * The member's favourite or recent games (routes /favorite and /recent, SPEC sections 2, 4 and 9) in
 * the shared game grid, with an optional game-type filter and pagination beyond one page.
 *
 * Favourites are fetched in one request of 999 (SPEC 9) and paged here rather than by the server:
 * removing a favourite (the card's toggle, useFavourites) takes the game out of that one cached list
 * at once, and the pages re-flow without a refetch, where server pages would leave a hole until the
 * next request. Recent games are the latest 12 (SPEC 9), paged the same way.
 *
 * The game-type filter and the page live in the URL query (`gameType`, `page`), so back and forward
 * work. The routes need a login; a guest who gets here anyway sees a login prompt.
 */
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Game } from '../../schemas/api/games';
import { GAME_TYPES, type GameType } from '../../schemas/domain';
import type { AccountGameList, AccountGamesProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { useGameTypeLabel, useVendorGameTypes } from '../kit/games/HomeCategory';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData, type DataResult } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useRequireAccount } from '../portal-context/useRequireAccount';
import { useText } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { FAVOURITES_FETCH_SIZE, GAMES_CLIENT_TYPE, GAMES_PLATFORM, LOBBY_PAGE_SIZE, RECENT_GAMES_SIZE } from '../kit/games/constants';
import { GameGrid } from '../kit/games/GameGrid';
import { Pagination } from '../kit/games/Pagination';
import './account-games.css';

export const ACCOUNT_GAMES_PARAMS = { gameType: 'gameType', page: 'page' } as const;

/** The list of the widget: its prop, else the route (/recent shows recent games, anything else favourites). */
export function accountListOf(list: AccountGameList | undefined, pathname: string): AccountGameList {
  if (list !== undefined) return list;
  return pathname.replace(/\/+$/, '') === '/recent' ? 'recent' : 'favorite';
}

function pageOf(games: readonly Game[], page: number, pageSize: number): { games: readonly Game[]; totalPages: number; page: number } {
  const totalPages = Math.ceil(games.length / pageSize);
  const at = Math.min(Math.max(1, page), Math.max(1, totalPages));
  return { games: games.slice((at - 1) * pageSize, at * pageSize), totalPages, page: at };
}

export function AccountGamesWidget({ list, pageSize = LOBBY_PAGE_SIZE, showGameTypeFilter = true }: AccountGamesProps) {
  const { view } = usePortal();
  const { session } = usePortalSession();
  const { useCall } = usePortalData();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const requireAccount = useRequireAccount();
  const t = useText(GAMES_TEXTS);
  const typeLabel = useGameTypeLabel();
  const vendorTypes = useVendorGameTypes();
  const which = accountListOf(list, pathname);
  const signedIn = session.kind !== 'anonymous';

  const rawType = params.get(ACCOUNT_GAMES_PARAMS.gameType);
  const gameType = GAME_TYPES.find((type) => type === rawType);
  const rawPage = Number.parseInt(params.get(ACCOUNT_GAMES_PARAMS.page) ?? '1', 10);
  const page = Number.isFinite(rawPage) && rawPage >= 1 ? rawPage : 1;
  const common = { language: view.language, clientType: GAMES_CLIENT_TYPE, platform: GAMES_PLATFORM, ...(gameType === undefined ? {} : { gameType }) };

  const favourites = useCall('favouriteList', { ...common, pageNo: 1, pageSize: FAVOURITES_FETCH_SIZE }, { enabled: signedIn && which === 'favorite' });
  const recent = useCall('recentGames', { ...common, page: 1, pageSize: RECENT_GAMES_SIZE }, { enabled: signedIn && which === 'recent' });
  const source: DataResult<readonly Game[]> = which === 'favorite'
    ? { ...favourites, data: favourites.data?.content }
    : { ...recent, data: recent.data?.list };

  const update = (change: { gameType?: GameType | null; page?: number }) => setParams((previous) => {
    const next = new URLSearchParams(previous);
    if (change.gameType !== undefined) {
      if (change.gameType === null) next.delete(ACCOUNT_GAMES_PARAMS.gameType);
      else next.set(ACCOUNT_GAMES_PARAMS.gameType, change.gameType);
    }
    if (change.page !== undefined) {
      if (change.page <= 1) next.delete(ACCOUNT_GAMES_PARAMS.page);
      else next.set(ACCOUNT_GAMES_PARAMS.page, String(change.page));
    }
    return next;
  });
  const chooseType = (type: GameType | null) => { if (type !== (gameType ?? null)) update({ gameType: type, page: 1 }); };

  const title = t(which === 'favorite' ? 'route.favorite' : 'route.recent');
  return (
    <section className={`account-games account-games--${which}`} aria-label={title}>
      <h1 className="account-games__title">{title}</h1>
      {showGameTypeFilter && vendorTypes.length > 1 && (
        <div className="account-games__types" role="group" aria-label={t('lobby.gameTypes')}>
          <button type="button" className="account-games__type" aria-pressed={gameType === undefined} onClick={() => chooseType(null)}>
            {t('lobby.allGameTypes')}
          </button>
          {vendorTypes.map((type) => (
            <button key={type} type="button" className="account-games__type" aria-pressed={gameType === type} onClick={() => chooseType(type)}>
              {typeLabel(type)}
            </button>
          ))}
        </div>
      )}
      {signedIn ? (
        <DataStatus result={source} isEmpty={(games) => games.length === 0} className="account-games__status">
          {(games) => {
            const shown = pageOf(games, page, pageSize);
            return (
              <>
                <GameGrid games={shown.games} label={title} />
                <Pagination page={shown.page} totalPages={shown.totalPages} onChange={(next) => update({ page: next })} />
              </>
            );
          }}
        </DataStatus>
      ) : (
        <div className="data-status account-games__login" role="status">
          <button type="button" className="wl-button wl-button--primary" onClick={() => requireAccount('login')}>{t('route.login')}</button>
        </div>
      )}
    </section>
  );
}
