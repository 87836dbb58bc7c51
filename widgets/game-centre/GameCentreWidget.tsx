/**
 * The category lobby (SPEC sections 2, 4, 5 and 9) of one game type: vendor filter menu (every
 * vendor, then each vendor of the type with its icon), quick filters (ALL, HOT, RECENT, FAV, SEARCH as
 * the props list them), the game-name search (ALL and SEARCH) and the classification menu (ALL only,
 * and only with more than one entry), the game grid with its 'no data' message and the pagination
 * (only beyond one page).
 *
 * Data: ALL pages on the server (GCSGAME_gameList with vendor, classification and search); SEARCH is
 * the same list searched across the whole game type; HOT, RECENT (12, SPEC 9) and FAV (one request
 * of 999, SPEC 9) come as whole lists and are paged here. FAV and RECENT need a session: a guest who
 * chooses them gets the login modal and keeps the current filter.
 *
 * Every choice is a URL query change that pushes a history entry (lobbyState.ts), so back and forward
 * walk through the visitor's choices. Choosing a vendor resets the classification and the page.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Game } from '../../schemas/api/games';
import type { GameType } from '../../schemas/domain';
import type { GameClassify } from '../../schemas/server/game-menus';
import type { GameCentreProps, QuickFilter } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { useDrawnValue } from '../kit/ui/useDrawnValue';
import { useGameTypeLabel } from '../kit/games/HomeCategory';
import { imageUrl, usePortal } from '../portal-context/PortalContext';
import { usePortalData, type DataResult } from '../portal-context/PortalData';
import { usePortalSession } from '../portal-context/PortalSession';
import { useRequireAccount } from '../portal-context/useRequireAccount';
import { useText } from '../portal-context/useText';
import { GAMES_TEXTS } from '../../engine/i18n/texts/games';
import { FAVOURITES_FETCH_SIZE, GAMES_CLIENT_TYPE, LOBBY_SEARCH_ANCHOR, GAMES_PLATFORM, LOBBY_PAGE_SIZE, RECENT_GAMES_SIZE } from '../kit/games/constants';
import { GameGrid } from '../kit/games/GameGrid';
import { Pagination } from '../kit/games/Pagination';
import { ALL_CLASSIFICATIONS, normaliseSearch, readLobbyState, writeLobbyState, type LobbyState } from './lobbyState';
import './game-centre.css';

/** Game menus change rarely: five minutes between refetches (as the shell's own read). */
const MENUS_STALE_MS = 5 * 60_000;

/** One page of games, whichever call answered. */
interface GamesPage {
  games: readonly Game[];
  totalPages: number;
}

/** A vendor of the filter menu. */
interface LobbyVendor {
  vassalage: string;
  displayName: string;
  icon: string;
}

/** The game type of the route at this path (its own path or an alias). */
export function routeGameType(routes: readonly { path: string; aliases?: readonly string[]; gameType?: GameType }[], pathname: string): GameType | undefined {
  return routes.find((route) => route.path === pathname || (route.aliases ?? []).includes(pathname))?.gameType;
}

/** The classifications of one vendor, or of every vendor of the type (each key once, in order). */
export function classificationsOf(entries: readonly { vassalage: string; gameClassify: readonly GameClassify[] }[], vendor: string | null): GameClassify[] {
  const out: GameClassify[] = [];
  for (const entry of entries) {
    if (vendor !== null && entry.vassalage !== vendor) continue;
    for (const item of entry.gameClassify) if (!out.some((c) => c.key === item.key)) out.push(item);
  }
  return out;
}

/** A page of a whole list (HOT, RECENT, FAV are answered whole and paged here). */
function localPage(games: readonly Game[], page: number, pageSize: number): GamesPage {
  const totalPages = Math.ceil(games.length / pageSize);
  const at = Math.min(page, Math.max(1, totalPages));
  return { games: games.slice((at - 1) * pageSize, at * pageSize), totalPages };
}

function mapResult<T>(result: DataResult<T>, map: (data: T) => GamesPage): DataResult<GamesPage> {
  return { data: result.data === undefined ? undefined : map(result.data), isPending: result.isPending, isError: result.isError, refetch: result.refetch };
}

export function GameCentreWidget(props: GameCentreProps) {
  const { view } = usePortal();
  const { pathname } = useLocation();
  const t = useText(GAMES_TEXTS);
  const gameType = props.gameType ?? routeGameType(view.routes, pathname);
  if (gameType === undefined) return <div className="data-status data-status--empty" role="status">{t('widget.empty')}</div>;
  return <GameCentre key={gameType} {...props} gameType={gameType} />;
}

function GameCentre({ gameType, variant = 'centre', vendor: defaultVendor, pageSize = LOBBY_PAGE_SIZE, quickFilters = ['ALL'], showVendorFilter = true, showSearch = true, showClassification = true, pagination }: GameCentreProps & { gameType: GameType }) {
  const { site, view, imageHost } = usePortal();
  const { session } = usePortalSession();
  const { useCall } = usePortalData();
  const requireAccount = useRequireAccount();
  const t = useText(GAMES_TEXTS);
  const typeLabel = useGameTypeLabel()(gameType);
  const [params, setParams] = useSearchParams();
  const signedIn = session.kind !== 'anonymous';

  const menus = useCall('gameMenus', undefined, { staleTime: MENUS_STALE_MS });
  const menuEntries = useMemo(() => menus.data?.find((menu) => menu.gameCategory === gameType)?.vendors ?? [], [menus.data, gameType]);
  const vendors = useMemo<LobbyVendor[]>(() => {
    const fromSite = site.navigation.vendorMenus.find((menu) => menu.gameType === gameType)?.vendors ?? [];
    if (fromSite.length > 0) return fromSite;
    return menuEntries.map((entry) => ({ vassalage: entry.vassalage, displayName: entry.displayName, icon: entry.lagerIcon }));
  }, [site.navigation.vendorMenus, gameType, menuEntries]);

  const filters = useMemo<QuickFilter[]>(() => (quickFilters.includes('ALL') ? [...quickFilters] : ['ALL', ...quickFilters]), [quickFilters]);
  const context = { vendors: vendors.map((v) => v.vassalage), filters, defaultVendor };
  const state = readLobbyState(params, context);
  // FAV and RECENT are a member's lists: a guest (say, after signing out) sees ALL instead.
  const filter: QuickFilter = !signedIn && (state.filter === 'FAV' || state.filter === 'RECENT') ? 'ALL' : state.filter;
  const choose = (change: Partial<LobbyState>) => setParams((previous) => writeLobbyState(previous, change, context));

  const classifications = useMemo(() => classificationsOf(menuEntries, state.vendor), [menuEntries, state.vendor]);
  const vendorParam = state.vendor ?? undefined;
  const common = { language: view.language, clientType: GAMES_CLIENT_TYPE, platform: GAMES_PLATFORM };

  const listParams = filter === 'SEARCH'
    ? { ...common, gameType, pageNo: state.page, pageSize, ...(state.search === '' ? {} : { gameName: state.search }) }
    : {
        ...common,
        gameType,
        pageNo: state.page,
        pageSize,
        ...(vendorParam === undefined ? {} : { vassalage: vendorParam }),
        ...(state.classify === ALL_CLASSIFICATIONS ? {} : { gameClassify: state.classify }),
        ...(state.search === '' ? {} : { gameName: state.search }),
      };
  const scoped = { ...common, gameType, ...(vendorParam === undefined ? {} : { vassalage: vendorParam }) };
  const list = useCall('gameList', listParams, { enabled: filter === 'ALL' || filter === 'SEARCH' });
  const hot = useCall('hotGames', scoped, { enabled: filter === 'HOT' });
  const recent = useCall('recentGames', { ...scoped, page: 1, pageSize: RECENT_GAMES_SIZE }, { enabled: filter === 'RECENT' && signedIn });
  // One request of 999 (SPEC 9), paged here: a removed favourite leaves the page at once.
  const favourites = useCall('favouriteList', { ...scoped, pageNo: 1, pageSize: FAVOURITES_FETCH_SIZE }, { enabled: filter === 'FAV' && signedIn });

  const current: DataResult<GamesPage> =
    filter === 'HOT' ? mapResult(hot, (value) => localPage(value.list, state.page, pageSize))
      : filter === 'RECENT' ? mapResult(recent, (value) => localPage(value.list, state.page, pageSize))
        : filter === 'FAV' ? mapResult(favourites, (value) => localPage(value.content, state.page, pageSize))
          : mapResult(list, (value) => ({ games: value.games, totalPages: value.totalPages }));

  const chooseFilter = (next: QuickFilter) => {
    if ((next === 'FAV' || next === 'RECENT') && !requireAccount('login')) return;
    if (next === filter) return;
    choose({ filter: next, page: 1 });
  };
  const chooseVendor = (vendor: string | null) => {
    if (vendor === state.vendor) return;
    choose({ vendor, classify: ALL_CLASSIFICATIONS, page: 1 });
  };

  const searchShown = showSearch && (filter === 'ALL' || filter === 'SEARCH');
  const classificationShown = showClassification && filter === 'ALL' && classifications.length > 1;
  return (
    <section className={`game-centre game-centre--${variant}`} aria-label={typeLabel} data-game-type={gameType}>
      <h1 className="game-centre__title">{typeLabel}</h1>
      {showVendorFilter && vendors.length > 0 && (
        <nav className="game-centre__vendors" aria-label={t('lobby.vendors')}>
          <ul className="game-centre__vendor-list">
            <li>
              <button type="button" className="game-centre__vendor" aria-pressed={state.vendor === null} onClick={() => chooseVendor(null)}>
                <span>{t('lobby.allVendors')}</span>
              </button>
            </li>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <button type="button" className="game-centre__vendor" aria-pressed={state.vendor === vendor.vassalage} data-vendor={vendor.vassalage} onClick={() => chooseVendor(vendor.vassalage)}>
                  <img className="game-centre__vendor-icon" src={imageUrl(imageHost, vendor.icon)} alt="" width={48} height={24} loading="lazy" />
                  <span>{vendor.displayName}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {filters.length > 1 && (
        <div className="game-centre__filters" role="group" aria-label={t('lobby.quickFilters')}>
          {filters.map((item) => (
            <button key={item} type="button" className="game-centre__filter" aria-pressed={filter === item} data-filter={item} onClick={() => chooseFilter(item)}>
              {t(`lobby.filter.${item}`)}
            </button>
          ))}
        </div>
      )}
      {searchShown && <SearchForm key={state.search} search={state.search} onSearch={(search) => choose({ search, page: 1 })} />}
      {classificationShown && (
        <div className="game-centre__classifications" role="group" aria-label={t('lobby.classifications')}>
          {classifications.map((item) => (
            <button key={item.key} type="button" className="game-centre__classification" aria-pressed={state.classify === item.key} onClick={() => { if (state.classify !== item.key) choose({ classify: item.key, page: 1 }); }}>
              {item.displayName}
            </button>
          ))}
        </div>
      )}
      <DataStatus result={current} isEmpty={(data) => data.games.length === 0} className="game-centre__status">
        {(data) => (
          <>
            <GameGrid games={data.games} label={t('lobby.games')} />
            <Pagination
              page={Math.min(state.page, Math.max(1, data.totalPages))}
              totalPages={data.totalPages}
              marginPages={pagination?.marginPages}
              pageRange={pagination?.pageRange}
              onChange={(page) => choose({ page })}
            />
          </>
        )}
      </DataStatus>
    </section>
  );
}

function SearchForm({ search, onSearch }: { search: string; onSearch(search: string): void }) {
  const t = useText(GAMES_TEXTS);
  const [draft, setDraft] = useState(search);
  const { hash } = useLocation();
  const box = useRef<HTMLInputElement>(null);
  // A name typed before the app took the server's page over is kept.
  useDrawnValue(box, draft, setDraft);
  // The side menu's game search leads here with #search: the player came to type a name.
  useEffect(() => {
    if (hash === `#${LOBBY_SEARCH_ANCHOR}`) box.current?.focus();
  }, [hash]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseSearch(draft);
    setDraft(next);
    if (next !== search) onSearch(next);
  };
  return (
    <form className="game-centre__search" role="search" onSubmit={submit}>
      <label className="game-centre__search-label">
        <span className="visually-hidden">{t('lobby.search.label')}</span>
        <input
          ref={box}
          id={LOBBY_SEARCH_ANCHOR}
          type="search"
          className="game-centre__search-input"
          value={draft}
          maxLength={128}
          placeholder={t('lobby.search.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <button type="submit" className="wl-button wl-button--primary">{t('lobby.search.submit')}</button>
    </form>
  );
}
