// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallParams } from '../../schemas/api/callTable';
import type { GameListValue } from '../../schemas/api/games';
import type { GameMenus } from '../../schemas/server/game-menus';
import type { GameCentreProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { renderWidget, type FakeAnswer, type FakeCalls } from '../portal-context/testing/renderWithPortal';
import { favouriteList, LOBBY_NAVIGATION, LOBBY_SITE, LOBBY_VENDOR_MENUS, lobbyGames } from '../kit/games/testFixtures';
import { GameCentreWidget, classificationsOf, routeGameType } from './GameCentreWidget';
import { readLobbyState, writeLobbyState } from './lobbyState';

afterEach(cleanup);

const DEFAULTS = defaultWidgetProps('game-centre') as GameCentreProps;

const MENUS: GameMenus = [
  {
    gameCategory: 'RNG',
    vendors: [
      {
        vassalage: 'PG', displayName: 'PG Soft', lagerIcon: '/v/pg.png', gameType: 'RNG',
        gameClassify: [
          { key: 'ALL', displayName: 'Everything', vendors: { PG: 'pg_all' } },
          { key: 'SLOT', displayName: 'Slot machines', vendors: { PG: 'pg_slot' } },
          { key: 'TABLE', displayName: 'Table games', vendors: { PG: 'pg_table' } },
        ],
      },
      {
        vassalage: 'JDB', displayName: 'JDB Gaming', lagerIcon: '/v/jdb.png', gameType: 'RNG',
        gameClassify: [{ key: 'ALL', displayName: 'Everything', vendors: { JDB: 'jdb_all' } }],
      },
    ],
  },
];

type GameListParams = CallParams<'gameList'> | undefined;

interface Options {
  props?: Partial<GameCentreProps>;
  path?: string;
  session?: 'anonymous' | 'member';
  list?: (params: GameListParams) => FakeAnswer<GameListValue>;
  calls?: FakeCalls;
  beforeHydration?: (drawn: HTMLElement) => void;
}

function Back() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => { void navigate(-1); }}>test-back</button>;
}

function renderCentre({ props = {}, path = '/rng', session = 'anonymous', list, calls = {}, beforeHydration }: Options = {}) {
  const openModal = vi.fn();
  const gameList = vi.fn(list ?? ((params: GameListParams) => ({ games: lobbyGames(params?.pageSize ?? 18, 'RNG', {}, ((params?.pageNo ?? 1) - 1) * 18 + 1), totalPages: 3, totalCount: 54 })));
  const hotGames = vi.fn(() => ({ list: lobbyGames(20, 'RNG', { isHot: 1 }) }));
  const recentGames = vi.fn(() => ({ list: lobbyGames(4) }));
  const favourites = vi.fn(() => favouriteList(lobbyGames(2)));
  const ui = (
    <QueryClientProvider client={new QueryClient()}>
      <GameCentreWidget {...DEFAULTS} gameType="RNG" {...props} />
      <Back />
    </QueryClientProvider>
  );
  const view = renderWidget(ui, {
    path, session, navigation: LOBBY_NAVIGATION, vendorMenus: LOBBY_VENDOR_MENUS, site: LOBBY_SITE,
    calls: { gameMenus: () => MENUS, gameList, hotGames, recentGames, favouriteList: favourites, favouriteIds: () => [], ...calls },
    actions: { openModal, showMessage: vi.fn(() => Promise.resolve(true)) },
    onInvalidate: vi.fn(),
    ...(beforeHydration === undefined ? {} : { beforeHydration }),
  });
  return { ...view, openModal, gameList, hotGames, recentGames, favourites };
}

const search = () => screen.getByTestId('search').textContent;
const vendors = () => screen.getByRole('navigation', { name: 'Providers' });
const filters = () => screen.getByRole('group', { name: 'Filters' });
const classifications = () => screen.queryByRole('group', { name: 'Game categories' });
const cards = () => screen.queryAllByRole('article');
const pressedIn = (element: HTMLElement) => within(element).getAllByRole('button', { pressed: true }).map((b) => b.textContent);
const pages = () => screen.queryByRole('navigation', { name: 'Pages' });

describe('GameCentreWidget', () => {
  it('has the schema defaults: page size 18, ALL HOT RECENT FAV, 2 margin pages and range 5 in the paginator', () => {
    expect(DEFAULTS).toMatchObject({ variant: 'centre', pageSize: 18, quickFilters: ['ALL', 'HOT', 'RECENT', 'FAV'], showVendorFilter: true, showSearch: true, showClassification: true });
    const { gameList } = renderCentre({ path: '/rng?page=10', list: () => ({ games: lobbyGames(18), totalPages: 20, totalCount: 360 }) });
    expect(gameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', pageNo: 10, pageSize: 18, clientType: 3, platform: 'html5-desktop', language: 'en' }));
    expect(within(pages() as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '8', '9', '10', '11', '12', '19', '20', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows vendors with icons, the quick filters of the props and the games of the type', () => {
    renderCentre();
    expect(within(vendors()).getAllByRole('button').map((b) => b.textContent)).toEqual(['All providers', 'PG Soft', 'JDB Gaming']);
    expect(pressedIn(vendors())).toEqual(['All providers']);
    expect(within(vendors()).getByRole('button', { name: 'PG Soft' }).querySelector('img')?.getAttribute('src')).toBe('https://img.test/v/pg.png');
    expect(within(filters()).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Hot', 'Recent', 'Favourites']);
    expect(pressedIn(filters())).toEqual(['All']);
    expect(cards()).toHaveLength(18);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
  });

  it('shows the pagination only beyond one page, and a page choice is a history entry', () => {
    renderCentre({ list: () => ({ games: lobbyGames(5), totalPages: 1, totalCount: 5 }) });
    expect(cards()).toHaveLength(5);
    expect(pages()).toBeNull();
    cleanup();
    const { gameList } = renderCentre();
    fireEvent.click(within(pages() as HTMLElement).getByRole('button', { name: 'Page 2' }));
    expect(search()).toBe('?page=2');
    expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 2 }));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'test-back' }));
    expect(search()).toBe('');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('resets the classification to ALL and the page to 1 when a vendor is chosen', () => {
    const { gameList } = renderCentre({ path: '/rng?vassalage=PG&classify=SLOT&page=3' });
    expect(pressedIn(vendors())).toEqual(['PG Soft']);
    expect(pressedIn(classifications() as HTMLElement)).toEqual(['Slot machines']);
    expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: 'PG', gameClassify: 'SLOT', pageNo: 3 }));
    fireEvent.click(within(vendors()).getByRole('button', { name: 'JDB Gaming' }));
    expect(search()).toBe('?vassalage=JDB');
    const last = gameList.mock.lastCall?.[0];
    expect(last).toMatchObject({ vassalage: 'JDB', pageNo: 1 });
    expect(last).not.toHaveProperty('gameClassify');
    fireEvent.click(within(vendors()).getByRole('button', { name: 'All providers' }));
    expect(search()).toBe('');
    expect(gameList.mock.lastCall?.[0]).not.toHaveProperty('vassalage');
  });

  it('shows the classification menu only in ALL and only with more than one entry', () => {
    renderCentre({ path: '/rng?vassalage=PG' });
    expect(within(classifications() as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Everything', 'Slot machines', 'Table games']);
    fireEvent.click(within(classifications() as HTMLElement).getByRole('button', { name: 'Table games' }));
    expect(search()).toBe('?vassalage=PG&classify=TABLE');
    // JDB has a single entry.
    fireEvent.click(within(vendors()).getByRole('button', { name: 'JDB Gaming' }));
    expect(classifications()).toBeNull();
    fireEvent.click(within(vendors()).getByRole('button', { name: 'PG Soft' }));
    expect(classifications()).not.toBeNull();
    fireEvent.click(within(filters()).getByRole('button', { name: 'Hot' }));
    expect(classifications()).toBeNull();
  });

  it('lists every vendor classification once for all vendors', () => {
    expect(classificationsOf(MENUS[0]?.vendors ?? [], null).map((c) => c.key)).toEqual(['ALL', 'SLOT', 'TABLE']);
    expect(classificationsOf(MENUS[0]?.vendors ?? [], 'JDB').map((c) => c.key)).toEqual(['ALL']);
  });

  it('searches by game name in ALL only, trimmed', () => {
    const { gameList } = renderCentre({ path: '/rng?page=2' });
    const box = screen.getByRole('searchbox', { name: 'Game name' });
    fireEvent.change(box, { target: { value: '   Fortune Tiger  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(search()).toBe('?q=Fortune+Tiger');
    expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ gameName: 'Fortune Tiger', pageNo: 1 }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Fortune Tiger');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '    ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(search()).toBe('');
    expect(gameList.mock.lastCall?.[0]).not.toHaveProperty('gameName');
    fireEvent.click(within(filters()).getByRole('button', { name: 'Hot' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('searches for a name typed into the server-drawn box before the app took the page over', () => {
    const { gameList } = renderCentre({
      beforeHydration: (drawn) => {
        const box = drawn.querySelector('input[type="search"]');
        if (!(box instanceof HTMLInputElement)) throw new Error('the server drew no search box');
        box.value = 'tiger';
      },
    });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('tiger');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(search()).toBe('?q=tiger');
    expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ gameName: 'tiger', pageNo: 1 }));
  });

  it('SEARCH searches across the game type, ignoring vendor and classification', () => {
    const { gameList } = renderCentre({ path: '/rng?vassalage=PG&classify=SLOT&filter=SEARCH&q=tiger', props: { quickFilters: ['ALL', 'HOT', 'SEARCH'] } });
    expect(pressedIn(filters())).toEqual(['Search']);
    const last = gameList.mock.lastCall?.[0];
    expect(last).toMatchObject({ gameType: 'RNG', gameName: 'tiger' });
    expect(last).not.toHaveProperty('vassalage');
    expect(last).not.toHaveProperty('gameClassify');
    expect(classifications()).toBeNull();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('tiger');
  });

  it('opens the login modal for guests choosing FAV or RECENT and keeps the filter', () => {
    const { openModal, favourites, recentGames } = renderCentre({ path: '/rng?vassalage=PG' });
    fireEvent.click(within(filters()).getByRole('button', { name: 'Favourites' }));
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
    fireEvent.click(within(filters()).getByRole('button', { name: 'Recent' }));
    expect(openModal).toHaveBeenCalledTimes(2);
    expect(search()).toBe('?vassalage=PG');
    expect(pressedIn(filters())).toEqual(['All']);
    expect(favourites).not.toHaveBeenCalled();
    expect(recentGames).not.toHaveBeenCalled();
  });

  it('shows members their favourites (one request of 999, paged here) and recent games (12) of the type', () => {
    const favourites = vi.fn(() => favouriteList(lobbyGames(20)));
    const { recentGames, openModal } = renderCentre({ session: 'member', calls: { favouriteList: favourites } });
    expect(favourites).not.toHaveBeenCalled();
    fireEvent.click(within(filters()).getByRole('button', { name: 'Favourites' }));
    expect(openModal).not.toHaveBeenCalled();
    expect(search()).toBe('?filter=FAV');
    expect(favourites).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', pageNo: 1, pageSize: 999 }));
    expect(cards()).toHaveLength(18);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cards()).toHaveLength(2);
    fireEvent.click(within(filters()).getByRole('button', { name: 'Recent' }));
    expect(recentGames).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', page: 1, pageSize: 12 }));
    expect(search()).toBe('?filter=RECENT');
    expect(cards()).toHaveLength(4);
    expect(pages()).toBeNull();
  });

  it('shows hot games of the chosen vendor', () => {
    const { hotGames } = renderCentre({ path: '/rng?vassalage=JDB&filter=HOT' });
    expect(hotGames).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', vassalage: 'JDB' }));
    expect(cards()).toHaveLength(18);
    expect(pages()).not.toBeNull();
  });

  it('keeps the whole state in the URL: a link restores it and back walks through the choices', () => {
    const { gameList } = renderCentre({ path: '/rng?vassalage=PG&classify=TABLE&q=dragon&page=2' });
    expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: 'PG', gameClassify: 'TABLE', gameName: 'dragon', pageNo: 2 }));
    expect(pressedIn(vendors())).toEqual(['PG Soft']);
    expect(pressedIn(classifications() as HTMLElement)).toEqual(['Table games']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('dragon');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(filters()).getByRole('button', { name: 'Hot' }));
    expect(search()).toBe('?vassalage=PG&classify=TABLE&q=dragon&filter=HOT');
    fireEvent.click(within(vendors()).getByRole('button', { name: 'JDB Gaming' }));
    expect(search()).toBe('?vassalage=JDB&q=dragon&filter=HOT');
    fireEvent.click(screen.getByRole('button', { name: 'test-back' }));
    expect(pressedIn(vendors())).toEqual(['PG Soft']);
    expect(pressedIn(filters())).toEqual(['Hot']);
    fireEvent.click(screen.getByRole('button', { name: 'test-back' }));
    expect(pressedIn(filters())).toEqual(['All']);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('dragon');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows loading, the network message with a retry, and the no-data message', () => {
    const answers: FakeAnswer<GameListValue>[] = [new Error('offline'), { games: [], totalPages: 0, totalCount: 0 }];
    const { gameList } = renderCentre({ list: () => answers.shift() ?? 'pending' });
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal, please try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(gameList).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Nothing to show yet');
    expect(pages()).toBeNull();
    cleanup();
    renderCentre({ list: () => 'pending' });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('hides the vendor filter and the search when the props say so, and honours a preselected vendor', () => {
    const { gameList } = renderCentre({ props: { showVendorFilter: false, showSearch: false, vendor: 'JDB' } });
    expect(screen.queryByRole('navigation', { name: 'Providers' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(gameList).toHaveBeenLastCalledWith(expect.objectContaining({ vassalage: 'JDB' }));
  });

  it('finds the game type of the route by path or alias', () => {
    const routes = [{ path: '/rng', aliases: ['/slots'], gameType: 'RNG' as const }, { path: '/', aliases: [] }];
    expect(routeGameType(routes, '/rng')).toBe('RNG');
    expect(routeGameType(routes, '/slots')).toBe('RNG');
    expect(routeGameType(routes, '/')).toBeUndefined();
  });
});

describe('lobby URL state', () => {
  const context = { vendors: ['PG', 'JDB'], filters: ['ALL', 'HOT', 'FAV'] as const };

  it('reads defaults for anything unknown', () => {
    expect(readLobbyState(new URLSearchParams('vassalage=XX&filter=SEARCH&classify=$$&page=-2&q=%20%20'), { ...context, filters: [...context.filters] }))
      .toEqual({ vendor: null, filter: 'ALL', classify: 'ALL', search: '', page: 1 });
    expect(readLobbyState(new URLSearchParams('vassalage=pg&filter=FAV&classify=slot&page=4&q=%20a%20'), { ...context, filters: [...context.filters] }))
      .toEqual({ vendor: 'PG', filter: 'FAV', classify: 'SLOT', search: 'a', page: 4 });
  });

  it('round-trips a state and leaves defaults out', () => {
    const state = { vendor: 'JDB', filter: 'HOT', classify: 'TABLE', search: 'x y', page: 3 } as const;
    const written = writeLobbyState(new URLSearchParams('other=1'), state);
    expect(written.toString()).toBe('other=1&vassalage=JDB&filter=HOT&classify=TABLE&q=x+y&page=3');
    expect(readLobbyState(written, { ...context, filters: [...context.filters] })).toEqual(state);
    expect(writeLobbyState(written, { vendor: null, filter: 'ALL', classify: 'ALL', search: '', page: 1 }).toString()).toBe('other=1');
  });

  it("writes 'every vendor' explicitly when the props preselect a vendor", () => {
    const written = writeLobbyState(new URLSearchParams(), { vendor: null }, { defaultVendor: 'PG' });
    expect(written.toString()).toBe('vassalage=ALL');
    expect(readLobbyState(written, { ...context, filters: [...context.filters], defaultVendor: 'PG' }).vendor).toBeNull();
    expect(readLobbyState(new URLSearchParams(), { ...context, filters: [...context.filters], defaultVendor: 'PG' }).vendor).toBe('PG');
  });
});
