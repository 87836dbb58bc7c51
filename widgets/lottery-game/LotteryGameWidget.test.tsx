// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteView } from '../../engine/index';
import type { CallParams } from '../../schemas/api/callTable';
import type { Game, GameListValue } from '../../schemas/api/games';
import type { LotteryGameProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { game } from '../home-game-rows/testFixtures';
import { renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { gameTypeOfPrizeMode, groupByFamily, LotteryGameWidget, prizeModeOfPath } from './index';

afterEach(cleanup);

const SITE = { hosts: { imageCDNs: [], launchGameCDNs: ['/cdn/launch1'] } };

const lott = (n: number, family: string): Game => game(n, 'LOTT', { gameClassify: family, gameCode: `lott_${n}`, vassalage: 'TCG', displayName: `Lottery ${n}` });
const GAMES: Game[] = [lott(1, 'SSC'), lott(2, 'LHC'), lott(3, 'SSC'), lott(4, 'PK10'), lott(5, 'KENO')];

const DRAWS = {
  gameCode: 'lott_1', intervalSeconds: 60,
  draws: [
    { drawNo: '20261125-0843', numbers: [3, 0, 7, 7, 1], drawnAt: '2026-11-25T14:02:00.000Z' },
    { drawNo: '20261125-0842', numbers: [9, 2, 5, 4, 6], drawnAt: '2026-11-25T14:01:00.000Z' },
  ],
};

function renderLottery(path: string, { session = 'member', list, props = {}, launch }: {
  session?: SiteView['session']; list?: (params: CallParams<'gameList'> | undefined) => FakeAnswer<GameListValue>; props?: Partial<LotteryGameProps>; launch?: () => { url: string };
} = {}) {
  const lottoOpenedNumbers = vi.fn(() => DRAWS);
  const gameList = vi.fn(list ?? (() => ({ games: GAMES, totalPages: 1, totalCount: GAMES.length })));
  const launchGame = vi.fn(launch ?? ((params?: { nodeId: string }) => ({ url: `/cdn/launch1/game?nodeId=${params?.nodeId ?? ''}` })));
  const vnGameMenu = vi.fn(() => ({ list: [lott(7, 'SSC'), lott(8, 'LHC')] }));
  const vnGameMenuRecent = vi.fn(() => ({ list: [lott(8, 'LHC')] }));
  const view = renderWidget(<LotteryGameWidget {...(defaultWidgetProps('lottery-game') as LotteryGameProps)} {...props} />, { path, session, site: SITE, calls: { gameList, lottoOpenedNumbers, vnGameMenu, vnGameMenuRecent }, callers: { launchGame } });
  return { ...view, gameList, launchGame, lottoOpenedNumbers, vnGameMenu, vnGameMenuRecent };
}

const families = () => Array.from(document.querySelectorAll('section[data-family]')).map((s) => s.getAttribute('data-family'));

describe('lottery rules', () => {
  it('take the prize mode from the route and group games by family in the order of the props', () => {
    expect(prizeModeOfPath('/lottery')).toBe('LOTT');
    expect(prizeModeOfPath('/seaLottery')).toBe('SEA');
    expect(prizeModeOfPath('/vnLottery')).toBe('ZY');
    expect(gameTypeOfPrizeMode('ELOTT')).toBe('ELOTT');
    expect(gameTypeOfPrizeMode('SEA')).toBe('LOTT');
    const groups = groupByFamily(GAMES, ['PK10', 'SSC', 'LHC']);
    expect(groups.map((g) => [g.family, g.games.map((x) => x.nodeId)])).toEqual([['PK10', ['g4']], ['SSC', ['g1', 'g3']], ['LHC', ['g2']], ['OTHER', ['g5']]]);
  });
});

describe('LotteryGameWidget', () => {
  it('lists the VN lottery from its own menu, with the member\'s recent games first (SPEC section 7)', async () => {
    const { gameList, vnGameMenu, vnGameMenuRecent } = renderLottery('/vnLottery');
    const recent = await screen.findByTestId('lottery-recent');
    expect(within(recent).getByRole('heading', { name: 'Recently played' })).toBeTruthy();
    expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['Lottery 8']);
    expect(families().sort()).toEqual(['LHC', 'SSC']);
    expect(vnGameMenu).toHaveBeenCalledWith({ language: 'en', clientType: 3 });
    expect(vnGameMenuRecent).toHaveBeenCalled();
    expect(gameList).not.toHaveBeenCalled();
    cleanup();
    // Other lottery routes keep the lobby list and show no recent menu.
    const other = renderLottery('/lottery');
    await screen.findAllByRole('link');
    expect(screen.queryByTestId('lottery-recent')).toBeNull();
    expect(other.vnGameMenu).not.toHaveBeenCalled();
    expect(other.vnGameMenuRecent).not.toHaveBeenCalled();
    expect(other.gameList).toHaveBeenCalled();
  });

  it('shows the chosen game\'s recent draws, newest first, and none before a game is chosen', async () => {
    const first = renderLottery('/lottery');
    expect(screen.queryByTestId('lottery-draws')).toBeNull();
    expect(first.lottoOpenedNumbers).not.toHaveBeenCalled();
    cleanup();
    const { lottoOpenedNumbers } = renderLottery('/lottery?gameCode=lott_1');
    const draws = await screen.findByRole('region', { name: 'Recent draws' });
    expect(lottoOpenedNumbers).toHaveBeenCalledWith({ gameCode: 'lott_1', limit: 10 });
    const items = within(draws).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-draw-no'))).toEqual(['20261125-0843', '20261125-0842']);
    expect(within(items[0] as HTMLElement).getByText('Draw 20261125-0843')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Opened numbers: 3, 0, 7, 7, 1' })).toBeTruthy();
  });

  it('leaves the draws out when the manifest turns them off', () => {
    const { lottoOpenedNumbers } = renderLottery('/lottery?gameCode=lott_1', { props: { showDrawHistory: false } });
    expect(screen.queryByTestId('lottery-draws')).toBeNull();
    expect(lottoOpenedNumbers).not.toHaveBeenCalled();
  });

  it('lists the lottery games of the route prize mode, grouped by family, and asks to choose one', () => {
    const { gameList, launchGame } = renderLottery('/seaLottery');
    expect(gameList).toHaveBeenCalledWith({ gameType: 'LOTT', prizeMode: 'SEA', pageSize: 100, language: 'en', clientType: 3, pageNo: 1 });
    expect(families()).toEqual(['LHC', 'PK10', 'SSC', 'OTHER']);
    expect(within(document.querySelector('section[data-family="SSC"]') as HTMLElement).getAllByRole('link').map((a) => a.textContent)).toEqual(['Lottery 1', 'Lottery 3']);
    expect(screen.getByText('Choose a lottery game to start playing.')).toBeTruthy();
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('the props prize mode wins over the route, and ELOTT lists e-lottery games', () => {
    const { gameList } = renderLottery('/lottery', { props: { prizeMode: 'ELOTT' } });
    expect(gameList.mock.calls[0]?.[0]).toMatchObject({ gameType: 'ELOTT', prizeMode: 'ELOTT' });
  });

  it('filters by family', () => {
    renderLottery('/lottery');
    fireEvent.click(within(screen.getByRole('group', { name: 'Lottery families' })).getByRole('button', { name: 'Time lottery' }));
    expect(families()).toEqual(['SSC']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(families()).toHaveLength(4);
  });

  it('choosing a game sets gameCode and opens it embedded through a real launch', async () => {
    const { launchGame } = renderLottery('/lottery');
    fireEvent.click(screen.getByRole('link', { name: 'Lottery 3' }));
    expect(screen.getByTestId('search').textContent).toBe('?gameCode=lott_3');
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(launchGame).toHaveBeenCalledWith({ nodeId: 'g3', vassalage: 'TCG', gameType: 'LOTT', clientType: 3, language: 'en' });
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://launch.test/game?nodeId=g3');
    expect(document.querySelector('iframe')?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.getByRole('link', { name: 'Lottery 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('a gameCode in the URL opens that game; an unknown one says it is not available', async () => {
    renderLottery('/lottery?gameCode=lott_2');
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://launch.test/game?nodeId=g2'));
    cleanup();
    const { launchGame } = renderLottery('/lottery?gameCode=nope');
    expect(screen.getByRole('alert').textContent).toBe('This lottery game is not available.');
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('a failed launch shows its message and retries', async () => {
    let fail = true;
    const { launchGame } = renderLottery('/lottery?gameCode=lott_1', {
      launch: () => {
        if (fail) throw Object.assign(new Error('x'), { code: 'in_need_true_account' });
        return { url: '/cdn/launch1/game?ok' };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('A real account is needed');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(launchGame).toHaveBeenCalledTimes(2);
  });

  it('a trial account is told a real account is needed, without a launch', () => {
    const { launchGame } = renderLottery('/lottery?gameCode=lott_1', { session: 'trial' });
    expect(screen.getByRole('alert').textContent).toContain('A real account is needed');
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('reads every page of a long list', () => {
    const { gameList } = renderLottery('/lottery', {
      list: (params) => (params?.pageNo === 2 ? { games: [lott(9, 'LHC')], totalPages: 2, totalCount: 6 } : { games: GAMES, totalPages: 2, totalCount: 6 }),
    });
    expect(gameList.mock.calls.map(([p]) => p?.pageNo)).toEqual([1, 2]);
    expect(within(document.querySelector('section[data-family="LHC"]') as HTMLElement).getAllByRole('link')).toHaveLength(2);
  });

  it('shows a failed list with retry, and the empty state', () => {
    let fail = true;
    renderLottery('/lottery', { list: () => (fail ? new Error('offline') : { games: [], totalPages: 0, totalCount: 0 }) });
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toBe('Nothing to show yet');
  });
});
