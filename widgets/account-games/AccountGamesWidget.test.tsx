// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteListValue, GameItemsValue } from '../../schemas/api/games';
import type { AccountGamesProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import type { FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { favouriteList, LOBBY_NAVIGATION, LOBBY_SITE, LOBBY_VENDOR_MENUS, lobbyGames } from '../kit/games/testFixtures';
import { renderWithQueries } from '../kit/games/testing/queryHarness';
import { AccountGamesWidget, accountListOf } from './AccountGamesWidget';

afterEach(cleanup);

const DEFAULTS = defaultWidgetProps('account-games') as AccountGamesProps;

interface Options {
  props?: Partial<AccountGamesProps>;
  path?: string;
  session?: 'anonymous' | 'member';
  favourites?: () => FakeAnswer<FavouriteListValue>;
  recent?: () => FakeAnswer<GameItemsValue>;
  removeFavourite?: () => Promise<{ nodeId: string; isFavourite: boolean }>;
}

function renderAccountGames({ props = {}, path = '/favorite', session = 'member', favourites, recent, removeFavourite }: Options = {}) {
  const openModal = vi.fn();
  const showMessage = vi.fn(() => Promise.resolve(true));
  const favouriteListCall = vi.fn(favourites ?? (() => favouriteList(lobbyGames(20))));
  const recentGames = vi.fn(recent ?? (() => ({ list: lobbyGames(12, 'LIVE') })));
  const favouriteIds = vi.fn(() => lobbyGames(20).map((g) => g.nodeId));
  const remove = vi.fn(removeFavourite ?? (() => Promise.resolve({ nodeId: 'g1', isFavourite: false })));
  const view = renderWithQueries(<AccountGamesWidget {...DEFAULTS} {...props} />, {
    path, session, navigation: LOBBY_NAVIGATION, vendorMenus: LOBBY_VENDOR_MENUS, site: LOBBY_SITE,
    calls: { favouriteList: favouriteListCall, recentGames, favouriteIds },
    callers: { removeFavourite: remove },
    actions: { openModal, showMessage },
    onInvalidate: vi.fn(),
  });
  return { ...view, openModal, showMessage, favouriteListCall, recentGames, remove };
}

const cards = () => screen.queryAllByRole('article');
const search = () => screen.getByTestId('search').textContent;

describe('AccountGamesWidget', () => {
  it('has the schema defaults', () => {
    expect(DEFAULTS).toEqual({ pageSize: 18, showGameTypeFilter: true });
  });

  it('picks the list from the prop, else from the route', () => {
    expect(accountListOf(undefined, '/favorite')).toBe('favorite');
    expect(accountListOf(undefined, '/recent')).toBe('recent');
    expect(accountListOf(undefined, '/recent/')).toBe('recent');
    expect(accountListOf('recent', '/favorite')).toBe('recent');
  });

  it('fetches the favourites in one request of 999 and pages them here', async () => {
    const { favouriteListCall, recentGames } = renderAccountGames();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favourites');
    expect(favouriteListCall).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1, pageSize: 999, clientType: 3, platform: 'html5-desktop' }));
    expect(recentGames).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(search()).toBe('?page=2');
    expect(cards()).toHaveLength(2);
    expect(favouriteListCall).toHaveBeenCalledTimes(1);
  });

  it('removes a favourite from the list at once, before the call answers', async () => {
    let answer: (value: { nodeId: string; isFavourite: boolean }) => void = () => undefined;
    const pending = new Promise<{ nodeId: string; isFavourite: boolean }>((resolve) => { answer = resolve; });
    const { remove } = renderAccountGames({ favourites: () => favouriteList(lobbyGames(3)), removeFavourite: () => pending });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const favourite = screen.getByRole('button', { name: 'Favourite Game 2' });
    await waitFor(() => expect(favourite.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(favourite);
    await waitFor(() => expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Game 1', 'Game 3']));
    expect(remove).toHaveBeenCalledWith({ nodeId: 'g2', vendor: 'PG', gameType: 'RNG' });
    answer({ nodeId: 'g2', isFavourite: false });
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('shows the 12 recent games on /recent', async () => {
    const { recentGames, favouriteListCall } = renderAccountGames({ path: '/recent' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recent games');
    expect(recentGames).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 12 }));
    expect(favouriteListCall).not.toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('filters by game type through the URL', async () => {
    const { favouriteListCall } = renderAccountGames();
    const group = screen.getByRole('group', { name: 'Game types' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All games', 'Live Casino', 'Slots']);
    expect(within(group).getByRole('button', { pressed: true }).textContent).toBe('All games');
    await waitFor(() => expect(cards()).toHaveLength(18));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Slots' }));
    expect(search()).toBe('?gameType=RNG');
    await waitFor(() => expect(favouriteListCall).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'RNG', pageSize: 999 })));
    expect(within(group).getByRole('button', { pressed: true }).textContent).toBe('Slots');
  });

  it('hides the game-type filter when the props say so', () => {
    renderAccountGames({ props: { showGameTypeFilter: false } });
    expect(screen.queryByRole('group', { name: 'Game types' })).toBeNull();
  });

  it("shows the 'no data' message for an empty list and the network message with a retry on failure", async () => {
    renderAccountGames({ favourites: () => favouriteList([]) });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing to show yet'));
    cleanup();
    const answers: FakeAnswer<GameItemsValue>[] = [new Error('offline'), { list: lobbyGames(2) }];
    const { recentGames } = renderAccountGames({ path: '/recent', recent: () => answers.shift() ?? 'pending' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(recentGames).toHaveBeenCalledTimes(2);
  });

  it('asks guests to log in and reads nothing', () => {
    const { openModal, favouriteListCall } = renderAccountGames({ session: 'anonymous' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
    expect(favouriteListCall).not.toHaveBeenCalled();
  });
});
