// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteView } from '../../engine/index';
import type { GameItemsValue, GameListQuery, GameListValue } from '../../schemas/api/games';
import type { HomeGameRowsProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { GameCategoryMenuWidget } from '../game-category-menu/index';
import { fakeQuery, renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { HomeGameRowsWidget, rowLimit, visibleRows } from './index';
import { game, games, NAVIGATION, VENDOR_MENUS } from './testFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DEFAULTS = defaultWidgetProps('home-game-rows') as HomeGameRowsProps;

interface Options {
  props?: Partial<HomeGameRowsProps>;
  path?: string;
  session?: SiteView['session'];
  language?: 'pt' | 'en';
  hot?: () => FakeAnswer<GameItemsValue>;
  list?: (params: GameListQuery) => FakeAnswer<GameListValue>;
  withMenu?: boolean;
}

function renderRows({ props = {}, path = '/', session = 'anonymous', language = 'en', hot, list, withMenu = false }: Options = {}) {
  const useHotGames = vi.fn(fakeQuery(hot ?? (() => ({ list: games(20, 'RNG', { isHot: 1 }) }))));
  // The recent row reads GCS_recentGame through useCall (a member's read, beside the page).
  const recentGames = vi.fn(() => ({ list: games(12, 'RNG') }));
  const answerList = list ?? ((params: GameListQuery) => ({ games: games(params.pageSize, params.gameType ?? 'RNG'), totalPages: 3, totalCount: 60 }));
  // One fake per call, so each row's answers follow its own params.
  const useGameList = vi.fn((params: GameListQuery) => fakeQuery(() => answerList(params))());
  const ui = (
    <>
      {withMenu && <GameCategoryMenuWidget showHot showRecent sticky={false} />}
      <HomeGameRowsWidget {...DEFAULTS} {...props} />
    </>
  );
  // The shared game cards read the member's favourites (TanStack Query's client for their updates).
  const favouriteIds = vi.fn(() => ['g2']);
  const openModal = vi.fn();
  const showMessage = vi.fn(() => Promise.resolve(true));
  const wrapped = <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>;
  const view = renderWidget(wrapped, { language, path, session, navigation: NAVIGATION, vendorMenus: VENDOR_MENUS, data: { useHotGames, useGameList }, calls: { favouriteIds, recentGames }, site: { hosts: { imageCDNs: [], launchGameCDNs: [] } }, actions: { openModal, showMessage } });
  return { ...view, useHotGames, useGameList, recentGames, favouriteIds, openModal, showMessage };
}

const rowIds = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-row]')).map((r) => r.getAttribute('data-row'));
const row = (container: HTMLElement, id: string) => container.querySelector(`[data-row="${id}"]`) as HTMLElement;
const cards = (element: HTMLElement) => element.querySelectorAll('.game-card');

describe('HomeGameRowsWidget', () => {
  it('has schema defaults of all rows and 12 games per row', () => {
    expect(DEFAULTS).toEqual({ rows: ['RECENT', 'HOT', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'INHOUSE'], gamesPerRow: 12, showMoreButton: true });
    expect(rowLimit(50)).toBe(12);
    expect(rowLimit(0)).toBe(1);
  });

  it('shows the rows in the order of the prop, skipping game types without vendors', () => {
    const { container, useGameList } = renderRows({ props: { rows: ['RNG', 'FISH', 'HOT', 'SPORTS', 'LIVE'] } });
    expect(rowIds(container)).toEqual(['RNG', 'HOT', 'LIVE']);
    expect(within(row(container, 'RNG')).getByRole('heading').textContent).toBe('Slots');
    expect(within(row(container, 'HOT')).getByRole('heading').textContent).toBe('Hot games');
    expect(useGameList).toHaveBeenCalledWith({ gameType: 'RNG', pageNo: 1, pageSize: 12 });
    expect(useGameList).toHaveBeenCalledWith({ gameType: 'LIVE', pageNo: 1, pageSize: 12 });
    expect(useGameList.mock.calls.some(([params]) => params.gameType === 'FISH' || params.gameType === 'SPORTS')).toBe(false);
  });

  it('caps every row at gamesPerRow and shows icon, name, vendor, HOT badge and node id', () => {
    const { container } = renderRows({ props: { rows: ['HOT', 'RNG'], gamesPerRow: 5 } });
    const hot = row(container, 'HOT');
    expect(cards(hot)).toHaveLength(5);
    expect(cards(row(container, 'RNG'))).toHaveLength(5);
    const first = cards(hot)[0] as HTMLElement;
    expect(first.getAttribute('data-node-id')).toBe('g1');
    expect(first.textContent).toContain('RNG Game 1');
    expect(first.textContent).toContain('PG Soft');
    expect(first.textContent).toContain('HOT');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://img.test/icons/1.png');
    expect(cards(row(container, 'RNG'))[0]?.textContent).not.toContain('HOT');
  });

  it('uses the shared game cards: play, demo only when offered, and the favourite toggle', () => {
    const hot = () => ({ list: [game(1, 'RNG', { isHot: 1, supportPlay: 0 }), game(2, 'RNG', { isHot: 1 })] });
    const guest = renderRows({ props: { rows: ['HOT'] }, hot });
    expect(screen.getByRole('button', { name: 'Demo RNG Game 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demo RNG Game 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play RNG Game 2' }));
    expect(guest.openModal).toHaveBeenLastCalledWith({ modal: 'login-modal' });
    const favourite = screen.getByRole('button', { name: 'Favourite RNG Game 2' });
    expect(favourite.getAttribute('aria-pressed')).toBe('false');
    guest.openModal.mockClear();
    fireEvent.click(favourite);
    expect(guest.openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
    expect(guest.favouriteIds).not.toHaveBeenCalled();
    cleanup();
    const member = renderRows({ props: { rows: ['HOT'] }, hot, session: 'member' });
    expect(member.favouriteIds).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Favourite RNG Game 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Favourite RNG Game 1' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('never shows RECENT to anonymous visitors', () => {
    expect(visibleRows(['RECENT', 'HOT'], [])).toEqual(['HOT']);
    const { container, recentGames } = renderRows({ props: { rows: ['RECENT', 'HOT'] }, session: 'anonymous' });
    expect(rowIds(container)).toEqual(['HOT']);
    expect(recentGames).not.toHaveBeenCalled();
  });

  it("shows a member's recent games first, and its 'more' opens /recent", () => {
    expect(visibleRows(['RECENT', 'HOT'], [], true)).toEqual(['RECENT', 'HOT']);
    const { container, recentGames } = renderRows({ props: { rows: ['RECENT', 'HOT'], gamesPerRow: 4 }, session: 'member' });
    expect(rowIds(container)).toEqual(['RECENT', 'HOT']);
    expect(recentGames).toHaveBeenCalledWith({ page: 1, pageSize: 4 });
    expect(cards(row(container, 'RECENT'))).toHaveLength(4);
    fireEvent.click(within(row(container, 'RECENT')).getByRole('button', { name: /^More/ }));
    expect(screen.getByTestId('location').textContent).toBe('/recent');
  });

  it("the menu's RECENT entry shows a member's recent games alone, twice as many; a guest's RECENT address shows every row", () => {
    const { container, recentGames } = renderRows({ props: { rows: ['HOT', 'RNG'], gamesPerRow: 6 }, session: 'member', withMenu: true });
    fireEvent.click(screen.getByRole('button', { name: 'Recent games' }));
    expect(screen.getByTestId('search').textContent).toBe('?category=RECENT');
    expect(rowIds(container)).toEqual(['RECENT']);
    expect(recentGames).toHaveBeenLastCalledWith({ page: 1, pageSize: 12 });
    expect(cards(row(container, 'RECENT'))).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Recent games', pressed: true })).toBeTruthy();
    cleanup();
    const guest = renderRows({ props: { rows: ['HOT', 'RNG'] }, path: '/?category=RECENT', withMenu: true });
    expect(rowIds(guest.container)).toEqual(['HOT', 'RNG']);
    expect(screen.queryByRole('button', { name: 'Recent games' })).toBeNull();
    expect(guest.recentGames).not.toHaveBeenCalled();
  });

  it("'more' selects the row's category: only that row, with twice the games, marked in the menu", () => {
    const { container, useGameList } = renderRows({ props: { rows: ['HOT', 'RNG', 'LIVE'], gamesPerRow: 6 }, withMenu: true });
    fireEvent.click(screen.getByRole('button', { name: 'More Slots' }));
    expect(screen.getByTestId('search').textContent).toBe('?category=RNG');
    expect(rowIds(container)).toEqual(['RNG']);
    expect(useGameList).toHaveBeenLastCalledWith({ gameType: 'RNG', pageNo: 1, pageSize: 12 });
    expect(cards(row(container, 'RNG'))).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /^More/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Slots', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hot games' }));
    expect(rowIds(container)).toEqual(['HOT']);
    expect(cards(row(container, 'HOT'))).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    expect(screen.getByTestId('search').textContent).toBe('');
    expect(rowIds(container)).toEqual(['HOT', 'RNG', 'LIVE']);
  });

  it('hides the more button when showMoreButton is false', () => {
    renderRows({ props: { rows: ['HOT'], showMoreButton: false } });
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
  });

  it('shows the network message with a retry per row, and loading and empty states', () => {
    const answers: FakeAnswer<GameItemsValue>[] = [new Error('offline'), { list: [game(7, 'LIVE', { isHot: 1 })] }];
    const hot = vi.fn(() => answers.shift() ?? 'pending');
    const { container } = renderRows({ props: { rows: ['HOT', 'RNG', 'LIVE'] }, language: 'pt', hot, list: (params) => (params.gameType === 'RNG' ? 'pending' : { games: [], totalPages: 0, totalCount: 0 }) });
    const hotRow = row(container, 'HOT');
    expect(within(hotRow).getByRole('alert').textContent).toContain('A conexão de rede está instável, tente novamente');
    const loading = within(row(container, 'RNG')).getByRole('status');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.textContent).toBe('Carregando…');
    // A loading row stands in with a full row of empty cards (12 by default), hidden from assistive technology.
    const stand = loading.querySelector('ul.games-grid[aria-hidden="true"]');
    expect(stand?.querySelectorAll('.game-card--placeholder')).toHaveLength(12);
    expect(within(row(container, 'LIVE')).getByRole('status').classList.contains('data-status--empty')).toBe(true);
    fireEvent.click(within(hotRow).getByRole('button', { name: 'Tentar novamente' }));
    expect(hot).toHaveBeenCalledTimes(2);
    expect(cards(hotRow)).toHaveLength(1);
    expect(within(hotRow).getByRole('heading').textContent).toBe('Jogos em alta');
  });

  it('asks for the first screen\'s rows at once and for a later row only once it comes near the viewport, showing every heading at once', async () => {
    type Entry = { target: Element; isIntersecting: boolean };
    const watchers: { element: Element; callback: (entries: Entry[]) => void; margin: string }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      readonly callback: (entries: Entry[]) => void;
      readonly margin: string;
      constructor(callback: (entries: Entry[]) => void, options?: { rootMargin?: string }) { this.callback = callback; this.margin = options?.rootMargin ?? ''; }
      observe(element: Element) { watchers.push({ element, callback: this.callback, margin: this.margin }); }
      disconnect() { for (let i = watchers.length - 1; i >= 0; i--) if (watchers[i]?.callback === this.callback) watchers.splice(i, 1); }
    });
    const drawn = (element: HTMLElement) => element.querySelectorAll('.game-card:not(.game-card--placeholder)');
    const { container, useHotGames, useGameList } = renderRows();
    // Every row's heading and 'more' button are there.
    expect(rowIds(container)).toEqual(['HOT', 'LIVE', 'RNG']);
    expect(within(row(container, 'RNG')).getByRole('heading', { name: 'Slots' })).toBeTruthy();
    // The first screen's rows (HOT and LIVE) ask for their games at once, so the server draws their
    // cards and the browser takes them over; the row after them has not asked.
    expect(useHotGames).toHaveBeenCalled();
    expect(useGameList.mock.calls.map(([params]) => params.gameType)).toContain('LIVE');
    expect(useGameList.mock.calls.some(([params]) => params.gameType === 'RNG')).toBe(false);
    await waitFor(() => expect(drawn(row(container, 'HOT')).length).toBeGreaterThan(0));
    expect(drawn(row(container, 'LIVE')).length).toBeGreaterThan(0);
    // Past the first screen's rows, a waiting row is one empty box, not a row of empty cards.
    expect(drawn(row(container, 'RNG'))).toHaveLength(0);
    expect(row(container, 'RNG').querySelectorAll('.game-card--placeholder')).toHaveLength(0);
    expect(row(container, 'RNG').querySelectorAll('.home-game-rows__pending[aria-hidden="true"]')).toHaveLength(1);
    // Rows are watched with a margin, so their games are asked for a little before they show.
    expect(watchers.length).toBeGreaterThan(0);
    expect(watchers.every((w) => w.margin === '600px 0px')).toBe(true);

    const watcher = watchers.find((w) => w.element === row(container, 'RNG'));
    expect(watcher).toBeDefined();
    await act(async () => watcher!.callback([{ target: watcher!.element, isIntersecting: true }]));
    expect(useGameList.mock.calls.map(([params]) => params.gameType)).toEqual(expect.arrayContaining(['RNG']));
    await waitFor(() => expect(drawn(row(container, 'RNG')).length).toBeGreaterThan(0));
    // Once near, a row stays drawn: its watcher is gone.
    expect(watchers.some((w) => w.element === row(container, 'RNG'))).toBe(false);
  });
});
