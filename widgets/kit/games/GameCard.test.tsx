// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../schemas/api/games';
import { Pagination } from './Pagination';
import { GameGrid } from './GameGrid';
import { LOBBY_SITE, LOBBY_VENDOR_MENUS, lobbyGame } from './testFixtures';
import { renderWithQueries } from './testing/queryHarness';

afterEach(cleanup);

function renderGrid(games: Game[], session: 'anonymous' | 'member' | 'trial' = 'member', language: 'en' | 'pt' = 'en') {
  const openModal = vi.fn();
  const showMessage = vi.fn(() => Promise.resolve(true));
  const launchGame = vi.fn(() => ({ url: 'https://launch.origin/game?nodeId=g1&mode=real' }));
  const trialGame = vi.fn(() => ({ url: 'https://launch.origin/game?nodeId=g1&mode=demo' }));
  const view = renderWithQueries(<GameGrid games={games} label="Games" />, {
    session,
    language,
    vendorMenus: LOBBY_VENDOR_MENUS,
    site: LOBBY_SITE,
    calls: { favouriteIds: () => [] },
    callers: { launchGame, trialGame },
    actions: { openModal, showMessage },
    onInvalidate: vi.fn(),
  });
  return { ...view, openModal, showMessage, launchGame, trialGame };
}

describe('GameCard and GameGrid', () => {
  it('shows icon on the image host, name, vendor name and the HOT badge', () => {
    renderGrid([lobbyGame(1, 'RNG', { isHot: 1 }), lobbyGame(2, 'RNG', { vassalage: 'JDB', showIcon: 'https://other.test/2.png' })]);
    const list = screen.getByRole('list', { name: 'Games' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first?.getAttribute('aria-label')).toBe('Game 1');
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/icons/1.png');
    expect(first?.textContent).toContain('PG Soft');
    expect(first?.textContent).toContain('HOT');
    expect(second?.querySelector('img')?.getAttribute('src')).toBe('https://other.test/2.png');
    expect(second?.textContent).toContain('JDB Gaming');
    expect(second?.textContent).not.toContain('HOT');
  });

  it('loads the icons of the first cards at once and the rest lazily', () => {
    const { container } = renderGrid(Array.from({ length: 7 }, (_, i) => lobbyGame(i + 1, 'RNG')));
    const loading = [...container.querySelectorAll('img.game-card__icon')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });

  it('offers the demo only when the game has a free trial (supportPlay 0)', () => {
    renderGrid([lobbyGame(1, 'RNG', { supportPlay: 0 }), lobbyGame(2)]);
    expect(screen.getByRole('button', { name: 'Demo Game 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demo Game 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Game 2' })).toBeTruthy();
  });

  it('plays a real game for members in the game popup, on the launch host of the visit', async () => {
    const { launchGame, openModal } = renderGrid([lobbyGame(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Play Game 1' }));
    await waitFor(() => expect(openModal).toHaveBeenCalledWith({ modal: 'game-popup', url: 'https://launch.test/game?nodeId=g1&mode=real', title: 'Game 1', demo: false }));
    expect(launchGame).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'g1', vassalage: 'PG', gameType: 'RNG', clientType: 3 }));
  });

  it('lets guests play the demo without an account, but not the real game', async () => {
    const { trialGame, launchGame, openModal } = renderGrid([lobbyGame(1, 'RNG', { supportPlay: 0 })], 'anonymous');
    fireEvent.click(screen.getByRole('button', { name: 'Play Game 1' }));
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
    expect(launchGame).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Demo Game 1' }));
    await waitFor(() => expect(openModal).toHaveBeenLastCalledWith({ modal: 'game-popup', url: 'https://launch.test/game?nodeId=g1&mode=demo', title: 'Game 1', demo: true }));
    expect(trialGame).toHaveBeenCalledTimes(1);
  });

  it('tells trial members a real account is needed', () => {
    const { showMessage, launchGame } = renderGrid([lobbyGame(1)], 'trial');
    fireEvent.click(screen.getByRole('button', { name: 'Play Game 1' }));
    expect(showMessage).toHaveBeenCalledWith({ text: 'in_need_true_account', tone: 'info' });
    expect(launchGame).not.toHaveBeenCalled();
  });

  it("shows the 'no data' message for an empty grid, in Portuguese too", () => {
    renderGrid([], 'member', 'pt');
    expect(screen.getByRole('status').textContent).toBe('Nada para mostrar ainda');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('Pagination', () => {
  function renderPager(page: number, totalPages: number) {
    const onChange = vi.fn();
    renderWithQueries(<Pagination page={page} totalPages={totalPages} onChange={onChange} />);
    return onChange;
  }

  it('is absent for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page, disables previous on the first page and moves by page', () => {
    const onChange = renderPager(1, 20);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', '4', '5', '19', '20', 'Next']);
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(onChange).toHaveBeenLastCalledWith(20);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('disables next on the last page', () => {
    const onChange = renderPager(20, 20);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(19);
  });
});
