// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameCategoryMenuProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { NAVIGATION, VENDOR_MENUS } from '../home-game-rows/testFixtures';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { GameCategoryMenuWidget } from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DEFAULTS: GameCategoryMenuProps = { showRecent: true, showHot: true, sticky: false };

function renderMenu(props: Partial<GameCategoryMenuProps> = {}, path = '/', language: 'pt' | 'en' = 'en', session: 'anonymous' | 'member' = 'anonymous') {
  return renderWidget(<GameCategoryMenuWidget {...DEFAULTS} {...props} />, { language, path, session, navigation: NAVIGATION, vendorMenus: VENDOR_MENUS });
}

const entries = () => screen.getAllByRole('button').filter((b) => b.hasAttribute('data-category'));

describe('GameCategoryMenuWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('game-category-menu')).toEqual(DEFAULTS);
  });

  it('lists HOT, then the game types that have vendors, in the site order', () => {
    renderMenu();
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeTruthy();
    expect(entries().map((b) => b.textContent)).toEqual(['Hot games', 'Live Casino', 'Slots']);
    expect(entries().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
  });

  it('offers RECENT after HOT to a signed-in visitor where showRecent is on, never to a guest', () => {
    renderMenu({}, '/?category=RECENT', 'en', 'member');
    expect(entries().map((b) => b.getAttribute('data-category'))).toEqual(['HOT', 'RECENT', 'LIVE', 'RNG']);
    expect(screen.getByRole('button', { name: 'Recent games' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    renderMenu({ showRecent: false }, '/', 'en', 'member');
    expect(entries().map((b) => b.getAttribute('data-category'))).toEqual(['HOT', 'LIVE', 'RNG']);
    cleanup();
    renderMenu({}, '/?category=RECENT');
    expect(entries().map((b) => b.getAttribute('data-category'))).toEqual(['HOT', 'LIVE', 'RNG']);
    expect(entries().every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('uses Portuguese text and can leave HOT out', () => {
    renderMenu({ showHot: false }, '/', 'pt');
    expect(screen.getByRole('navigation', { name: 'Categorias de jogos' })).toBeTruthy();
    expect(entries().map((b) => b.getAttribute('data-category'))).toEqual(['LIVE', 'RNG']);
  });

  it('sets the category search param and marks the chosen entry; choosing it again clears it', () => {
    renderMenu({}, '/?lang=x');
    fireEvent.click(screen.getByRole('button', { name: 'Slots' }));
    expect(screen.getByTestId('search').textContent).toBe('?lang=x&category=RNG');
    expect(screen.getByRole('button', { name: 'Slots' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hot games' }));
    expect(screen.getByTestId('search').textContent).toBe('?lang=x&category=HOT');
    expect(screen.getByRole('button', { name: 'Slots' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Hot games' }));
    expect(screen.getByTestId('search').textContent).toBe('?lang=x');
  });

  it('reads the selection from the URL and ignores categories without vendors', () => {
    renderMenu({}, '/?category=LIVE');
    expect(screen.getByRole('button', { name: 'Live Casino' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    renderMenu({}, '/?category=FISH');
    expect(entries().every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('moves focus with the arrow keys, Home and End', () => {
    renderMenu();
    const [hot, live, slots] = entries();
    hot?.focus();
    fireEvent.keyDown(hot as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(live);
    fireEvent.keyDown(live as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(slots);
    fireEvent.keyDown(slots as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(hot);
  });

  it('shows no scroll buttons when nothing overflows', () => {
    renderMenu();
    expect(screen.queryByRole('button', { name: /Scroll categories/ })).toBeNull();
  });

  it('shows a scroll button on each side whose end entry the observer reports cut off, and only then', async () => {
    type Report = { target: Element; intersectionRect: { width: number }; boundingClientRect: { width: number } };
    let report: ((entries: Report[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: Report[]) => void) { report = callback; }
      observe(element: Element) { observed.push(element); }
      disconnect() { report = undefined; }
    });
    renderMenu();
    const [first, last] = [observed[0], observed[1]];
    expect(first?.textContent).toBe('Hot games');
    expect(last?.textContent).toBe('Slots');
    const shown = (target: Element, width: number): Report => ({ target, intersectionRect: { width }, boundingClientRect: { width: 100 } });
    const scrollButtons = () => screen.queryAllByRole('button', { name: /Scroll categories/ }).map((b) => b.getAttribute('aria-label'));

    await act(async () => report?.([shown(first as Element, 100), shown(last as Element, 40)]));
    expect(scrollButtons()).toEqual(['Scroll categories forward']);
    await act(async () => report?.([shown(first as Element, 30), shown(last as Element, 99.5)]));
    expect(scrollButtons()).toEqual(['Scroll categories back']);
    await act(async () => report?.([shown(last as Element, 0)]));
    expect(scrollButtons()).toEqual(['Scroll categories back', 'Scroll categories forward']);
  });
});
