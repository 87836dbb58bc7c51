// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedSite, SiteView } from '../../engine/index';
import type { CallParams } from '../../schemas/api/callTable';
import type { GameItemsValue } from '../../schemas/api/games';
import { games } from '../home-game-rows/testFixtures';
import { renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { hotGamesKey, readHotGames, writeHotGames } from './hotGamesCache';
import { isHomePath, VendorDropMenu } from './VendorDropMenu';

const VENDORS = Array.from({ length: 8 }, (_, i) => ({ vassalage: `V${i + 1}`, displayName: `Vendor ${i + 1}`, icon: `/v/${i + 1}.png` }));
const NAVIGATION: ResolvedSite['navigation'] = {
  top: [], vendorMenuEnabled: true, homeVendors: 5, homeHotGames: 12,
  vendorMenus: [{ gameType: 'RNG', vendors: VENDORS, layout: 'compact' }],
};
const SITE = {
  navigation: NAVIGATION,
  tenant: { code: 'lusa', name: 'Lusa', merchantCode: 'LUSA', domains: [], title: { pt: 'Lusa', en: 'Lusa' } },
  hosts: { imageCDNs: [], launchGameCDNs: ['/cdn/launch1'] },
};
const VIEW_NAVIGATION: SiteView['navigation'] = [{ id: 'RNG', label: 'Slots', path: '/rng' }];
const KEY = 'wl:lusa:hotGames:RNG:en';

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

function renderMenu({ path = '/', open = true, session = 'anonymous', hot }: { path?: string; open?: boolean; session?: SiteView['session']; hot?: () => FakeAnswer<GameItemsValue> } = {}) {
  const hotGames = vi.fn(hot ?? (() => ({ list: games(20, 'RNG', { isHot: 1 }) })));
  const launchGame = vi.fn((_params?: CallParams<'launchGame'>) => ({ url: '/cdn/launch1/game?nodeId=g1' }));
  const openModal = vi.fn();
  const onChoose = vi.fn();
  const view = renderWidget(<VendorDropMenu gameType="RNG" id="menu" open={open} onChoose={onChoose} />, {
    path, session, navigation: VIEW_NAVIGATION, site: SITE, calls: { hotGames }, callers: { launchGame }, actions: { openModal, showMessage: vi.fn() },
  });
  const menu = () => document.getElementById('menu') as HTMLElement;
  const hotButtons = () => within(menu()).queryAllByRole('button', { name: /^Play / });
  return { ...view, hotGames, launchGame, openModal, onChoose, menu, hotButtons };
}

describe('hot games cache', () => {
  it('keys per tenant, game type and language, and ignores what is not a list of games', () => {
    expect(hotGamesKey('lusa', 'RNG', 'pt')).toBe('wl:lusa:hotGames:RNG:pt');
    writeHotGames(KEY, games(2));
    expect(readHotGames(KEY)?.map((g) => g.nodeId)).toEqual(['g1', 'g2']);
    window.sessionStorage.setItem(KEY, '{not json');
    expect(readHotGames(KEY)).toBeUndefined();
    window.sessionStorage.setItem(KEY, JSON.stringify([{ nodeId: 1 }]));
    expect(readHotGames(KEY)).toBeUndefined();
    expect(readHotGames('wl:lusa:hotGames:LIVE:en')).toBeUndefined();
  });

  it('home is / and the home route aliases', () => {
    const routes = [{ path: '/', aliases: ['/index', '/index.html', '/home'] }] as unknown as SiteView['routes'];
    expect(isHomePath('/', [])).toBe(true);
    expect(isHomePath('/index.html', routes)).toBe(true);
    expect(isHomePath('/rng', routes)).toBe(false);
  });
});

describe('VendorDropMenu', () => {
  it('on home lists every vendor in a column sized to 5 and the first 12 hot games of the type', () => {
    const { menu, hotGames, hotButtons } = renderMenu();
    expect(menu().dataset['home']).toBe('true');
    expect(menu().style.getPropertyValue('--vendor-drop-menu-rows')).toBe('5');
    const vendors = within(screen.getByRole('list', { name: 'Slots providers' })).getAllByRole('link');
    expect(vendors.map((a) => a.textContent)).toEqual(VENDORS.map((v) => v.displayName));
    expect(vendors[0]?.getAttribute('href')).toBe('/rng?vassalage=V1');
    expect(hotGames).toHaveBeenCalledWith({ gameType: 'RNG', language: 'en', clientType: 3 });
    expect(within(menu()).getByRole('region', { name: 'Hot games' })).toBeTruthy();
    expect(hotButtons()).toHaveLength(12);
    expect(hotButtons()[0]?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/icons/1.png');
  });

  it('caches the hot games in session storage and reads the cache first', () => {
    renderMenu();
    expect(readHotGames(KEY)?.map((g) => g.nodeId)).toEqual(games(12).map((g) => g.nodeId));
    cleanup();
    window.sessionStorage.setItem(KEY, JSON.stringify(games(3, 'RNG', { displayName: 'Cached' }).map((g, i) => ({ ...g, displayName: `Cached ${i + 1}` }))));
    const { hotGames, hotButtons } = renderMenu();
    expect(hotGames).not.toHaveBeenCalled();
    expect(hotButtons().map((b) => b.textContent)).toEqual(['Cached 1', 'Cached 2', 'Cached 3']);
  });

  it('asks for hot games only once the menu opens', () => {
    const { hotGames } = renderMenu({ open: false });
    expect(hotGames).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('off home shows only the vendors', () => {
    const { hotGames, menu } = renderMenu({ path: '/rng' });
    expect(menu().dataset['home']).toBeUndefined();
    expect(within(menu()).queryByRole('region', { name: 'Hot games' })).toBeNull();
    expect(hotGames).not.toHaveBeenCalled();
    expect(within(menu()).getAllByRole('link')).toHaveLength(8);
  });

  it('a hot game launches in the game popup for a member and closes the menu', async () => {
    const { hotButtons, launchGame, openModal, onChoose } = renderMenu({ session: 'member' });
    fireEvent.click(hotButtons()[0] as HTMLElement);
    expect(onChoose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(openModal).toHaveBeenCalledWith({ modal: 'game-popup', url: 'https://launch.test/game?nodeId=g1', title: 'RNG Game 1', demo: false }));
    expect(launchGame.mock.calls[0]?.[0]).toMatchObject({ nodeId: 'g1', gameType: 'RNG' });
  });

  it('a guest choosing a hot game gets the login modal', () => {
    const { hotButtons, launchGame, openModal } = renderMenu();
    fireEvent.click(hotButtons()[1] as HTMLElement);
    expect(openModal).toHaveBeenCalledWith({ modal: 'login-modal' });
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('a failed hot-games request shows retry and is not cached', () => {
    let fail = true;
    const { hotButtons } = renderMenu({ hot: () => (fail ? new Error('offline') : { list: games(4) }) });
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal');
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(hotButtons()).toHaveLength(4);
    expect(readHotGames(KEY)).toHaveLength(4);
  });
});
