// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteListValue, Game } from '../../../schemas/api/games';
import type { FakeCallers } from '../../portal-context/testing/renderWithPortal';
import { GameGrid } from './GameGrid';
import { apiFailure, favouriteList, LOBBY_SITE, LOBBY_VENDOR_MENUS, lobbyGame, lobbyGames } from './testFixtures';
import { renderWithQueries, testCallKey } from './testing/queryHarness';
import { useFavourites, type Favourites } from './useFavourites';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

beforeEach(() => {
  // Only Date is faked: the throttle reads the clock, TanStack Query keeps its real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
});

interface Setup {
  session?: 'anonymous' | 'member' | 'trial';
  ids?: string[];
  callers?: FakeCallers;
  games?: Game[];
}

function setup({ session = 'member', ids = ['g2'], callers = {}, games = lobbyGames(3) }: Setup = {}) {
  const openModal = vi.fn();
  const showMessage = vi.fn(() => Promise.resolve(true));
  const onInvalidate = vi.fn();
  const favouriteIds = vi.fn(() => ids);
  const addFavourite = vi.fn((params: unknown) => ({ nodeId: (params as { nodeId: string }).nodeId, isFavourite: true }));
  const removeFavourite = vi.fn((params: unknown) => ({ nodeId: (params as { nodeId: string }).nodeId, isFavourite: false }));
  const view = renderWithQueries(<GameGrid games={games} />, {
    session,
    vendorMenus: LOBBY_VENDOR_MENUS,
    site: LOBBY_SITE,
    calls: { favouriteIds },
    callers: { addFavourite, removeFavourite, ...callers },
    actions: { openModal, showMessage },
    onInvalidate,
  });
  return { ...view, openModal, showMessage, onInvalidate, favouriteIds, addFavourite, removeFavourite };
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

const star = (name: string) => screen.getByRole('button', { name: `Favourite ${name}` });
const pressed = (name: string) => star(name).getAttribute('aria-pressed');

describe('useFavourites', () => {
  it('gives guests the login modal and reads nothing', () => {
    const { openModal, favouriteIds, addFavourite } = setup({ session: 'anonymous' });
    expect(pressed('Game 1')).toBe('false');
    fireEvent.click(star('Game 1'));
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
    expect(favouriteIds).not.toHaveBeenCalled();
    expect(addFavourite).not.toHaveBeenCalled();
    expect(pressed('Game 1')).toBe('false');
  });

  it('lets trial members keep favourites (a session, not a real account, is needed)', async () => {
    const { addFavourite, openModal } = setup({ session: 'trial' });
    await waitFor(() => expect(pressed('Game 2')).toBe('true'));
    fireEvent.click(star('Game 1'));
    expect(openModal).not.toHaveBeenCalled();
    await waitFor(() => expect(addFavourite).toHaveBeenCalledTimes(1));
  });

  it('adds optimistically with the favourite payload, then refreshes the favourites', async () => {
    const answer = deferred<{ nodeId: string; isFavourite: boolean }>();
    const addFavourite = vi.fn(() => answer.promise);
    const { removeFavourite, onInvalidate, queryClient } = setup({ callers: { addFavourite } });
    await waitFor(() => expect(pressed('Game 2')).toBe('true'));
    expect(pressed('Game 1')).toBe('false');
    fireEvent.click(star('Game 1'));
    // Before the call answers.
    expect(queryClient.getQueryData(testCallKey('favouriteIds'))).toEqual(['g1', 'g2']);
    await waitFor(() => expect(pressed('Game 1')).toBe('true'));
    expect(addFavourite).toHaveBeenCalledWith({ nodeId: 'g1', vendor: 'PG', gameType: 'RNG' });
    expect(onInvalidate).not.toHaveBeenCalled();
    answer.resolve({ nodeId: 'g1', isFavourite: true });
    await waitFor(() => expect(onInvalidate).toHaveBeenCalledWith(['favouriteIds', 'favouriteList']));
    expect(removeFavourite).not.toHaveBeenCalled();
    expect(pressed('Game 1')).toBe('true');
  });

  it('throttles toggles to one per 1000 ms, across the cards of a grid', async () => {
    const { addFavourite, removeFavourite } = setup();
    await waitFor(() => expect(pressed('Game 2')).toBe('true'));
    fireEvent.click(star('Game 1'));
    fireEvent.click(star('Game 1'));
    vi.setSystemTime(Date.now() + 999);
    fireEvent.click(star('Game 3'));
    await waitFor(() => expect(addFavourite).toHaveBeenCalledTimes(1));
    expect(pressed('Game 1')).toBe('true');
    expect(pressed('Game 3')).toBe('false');
    vi.setSystemTime(Date.now() + 1);
    fireEvent.click(star('Game 1'));
    await waitFor(() => expect(removeFavourite).toHaveBeenCalledWith({ nodeId: 'g1', vendor: 'PG', gameType: 'RNG' }));
    expect(pressed('Game 1')).toBe('false');
    expect(addFavourite).toHaveBeenCalledTimes(1);
  });

  it('rolls a failed removal back and shows the catalogue message as a warning', async () => {
    const answer = deferred<{ nodeId: string; isFavourite: boolean }>();
    const { showMessage, onInvalidate } = setup({ callers: { removeFavourite: () => answer.promise } });
    await waitFor(() => expect(pressed('Game 2')).toBe('true'));
    fireEvent.click(star('Game 2'));
    await waitFor(() => expect(pressed('Game 2')).toBe('false'));
    expect(showMessage).not.toHaveBeenCalled();
    answer.reject(apiFailure('error.sessionExpired'));
    await waitFor(() => expect(pressed('Game 2')).toBe('true'));
    expect(showMessage).toHaveBeenCalledWith({ text: 'error.sessionExpired', tone: 'warning' });
    await waitFor(() => expect(onInvalidate).toHaveBeenCalledWith(['favouriteIds', 'favouriteList']));
  });

  it('rolls a failed add back; a failure without a code shows the network message', async () => {
    const { showMessage } = setup({ callers: { addFavourite: () => { throw new Error('offline'); } } });
    await waitFor(() => expect(pressed('Game 2')).toBe('true'));
    fireEvent.click(star('Game 3'));
    await waitFor(() => expect(showMessage).toHaveBeenCalledWith({ text: 'error.networkAbnormal', tone: 'warning' }));
    expect(pressed('Game 3')).toBe('false');
    expect(pressed('Game 2')).toBe('true');
  });

  it('removes the game from every cached favourites list at once, and puts it back on failure', async () => {
    let fail = false;
    const removeFavourite = vi.fn((params: unknown) => {
      if (fail) return Promise.reject(apiFailure('error.unknown'));
      return { nodeId: (params as { nodeId: string }).nodeId, isFavourite: false };
    });
    const { queryClient } = setup({ ids: ['g1', 'g2', 'g3'], callers: { removeFavourite } });
    const allKey = testCallKey('favouriteList', { pageNo: 1, pageSize: 999 });
    const rngKey = testCallKey('favouriteList', { gameType: 'RNG', pageNo: 1, pageSize: 999 });
    const liveKey = testCallKey('favouriteList', { gameType: 'LIVE', pageNo: 1, pageSize: 999 });
    queryClient.setQueryData(allKey, favouriteList(lobbyGames(3)));
    queryClient.setQueryData(rngKey, favouriteList([lobbyGame(1), lobbyGame(2)]));
    queryClient.setQueryData(liveKey, favouriteList([lobbyGame(9, 'LIVE')]));
    const nodes = (key: readonly unknown[]) => queryClient.getQueryData<FavouriteListValue>(key)?.content.map((g) => g.nodeId);
    await waitFor(() => expect(pressed('Game 2')).toBe('true'));

    fireEvent.click(star('Game 2'));
    expect(nodes(allKey)).toEqual(['g1', 'g3']);
    expect(queryClient.getQueryData<FavouriteListValue>(allKey)?.totalCount).toBe(2);
    expect(nodes(rngKey)).toEqual(['g1']);
    expect(nodes(liveKey)).toEqual(['g9']);
    await waitFor(() => expect(removeFavourite).toHaveBeenCalledTimes(1));

    fail = true;
    vi.setSystemTime(Date.now() + 1000);
    fireEvent.click(star('Game 1'));
    expect(nodes(allKey)).toEqual(['g3']);
    // Back where it was.
    await waitFor(() => expect(nodes(allKey)).toEqual(['g1', 'g3']));
    expect(nodes(rngKey)).toEqual(['g1']);
    expect(queryClient.getQueryData<FavouriteListValue>(allKey)?.totalCount).toBe(2);
  });

  it('a toggle before the ids arrive waits for them: a shown favourite is removed, not added again', async () => {
    const answer = deferred<string[]>();
    const addFavourite = vi.fn(() => ({ nodeId: 'g2', isFavourite: true }));
    const removeFavourite = vi.fn(() => ({ nodeId: 'g2', isFavourite: false }));
    // The favourites page: its cards say they are favourites before the ids are read.
    renderWithQueries(<GameGrid games={lobbyGames(2, 'RNG', { isFavourite: true })} />, {
      session: 'member',
      vendorMenus: LOBBY_VENDOR_MENUS,
      site: LOBBY_SITE,
      // The fake answers with a promise the test settles (the query adopts it).
      calls: { favouriteIds: () => answer.promise as unknown as string[] },
      callers: { addFavourite, removeFavourite },
      actions: { openModal: vi.fn(), showMessage: vi.fn(() => Promise.resolve(true)) },
    });
    expect(pressed('Game 2')).toBe('true');
    fireEvent.click(star('Game 2'));
    await act(async () => { await Promise.resolve(); });
    expect(addFavourite).not.toHaveBeenCalled();
    expect(removeFavourite).not.toHaveBeenCalled();
    answer.resolve(['g1', 'g2']);
    await waitFor(() => expect(removeFavourite).toHaveBeenCalledWith({ nodeId: 'g2', vendor: 'PG', gameType: 'RNG' }));
    expect(addFavourite).not.toHaveBeenCalled();
    await waitFor(() => expect(pressed('Game 2')).toBe('false'));
    expect(pressed('Game 1')).toBe('true');
  });

  it('skips adding a game that already is a favourite', async () => {
    let favourites: Favourites | undefined;
    function Probe() {
      favourites = useFavourites();
      return <span data-testid="ids">{favourites.ids.join(',')}</span>;
    }
    const addFavourite = vi.fn(() => ({ nodeId: 'g2', isFavourite: true }));
    const removeFavourite = vi.fn(() => ({ nodeId: 'g2', isFavourite: false }));
    const onInvalidate = vi.fn();
    renderWithQueries(<Probe />, { session: 'member', calls: { favouriteIds: () => ['g2'] }, callers: { addFavourite, removeFavourite }, onInvalidate, actions: { openModal: vi.fn(), showMessage: vi.fn() } });
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('g2'));
    expect(favourites?.isFavourite('g2')).toBe(true);
    expect(favourites?.loaded).toBe(true);
    await act(async () => { await favourites?.setFavourite(lobbyGame(2), true); });
    expect(addFavourite).not.toHaveBeenCalled();
    expect(onInvalidate).not.toHaveBeenCalled();
    await act(async () => { await favourites?.setFavourite(lobbyGame(2), false); });
    expect(removeFavourite).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe(''));
  });
});
