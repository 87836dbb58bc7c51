// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteView } from '../../engine/index';
import type { CallParams } from '../../schemas/api/callTable';
import type { GameFrameProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { renderWidget, type FakeCallers } from '../portal-context/testing/renderWithPortal';
import { GameFrameWidget, modeOfPath, readGameQuery } from './index';

afterEach(cleanup);

const SITE = { hosts: { imageCDNs: [], launchGameCDNs: ['/cdn/launch1', '/cdn/launch2'] } };
const GAME = '?nodeId=10001&vassalage=PG&gameType=RNG';

function apiError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

function renderFrame(path: string, { session = 'member', callers = {}, props = {} }: { session?: SiteView['session']; callers?: FakeCallers; props?: Partial<GameFrameProps> } = {}) {
  const view = renderWidget(<GameFrameWidget {...(defaultWidgetProps('game-frame') as GameFrameProps)} {...props} />, { path, session, callers, site: SITE });
  const iframe = () => document.querySelector('iframe');
  return { ...view, iframe };
}

describe('readGameQuery', () => {
  it('reads the game of the query and refuses malformed ones', () => {
    expect(readGameQuery(new URLSearchParams('nodeId=10001&vassalage=PG&gameType=rng&demo=1'), 'seamless')).toEqual({ nodeId: '10001', vassalage: 'PG', gameType: 'RNG', demo: true });
    expect(readGameQuery(new URLSearchParams('nodeId=10001&vassalage=PG'), 'lottery')?.gameType).toBe('LOTT');
    expect(readGameQuery(new URLSearchParams('nodeId=10001&vassalage=PG'), 'seamless')).toBeNull();
    expect(readGameQuery(new URLSearchParams('vassalage=PG&gameType=RNG'), 'seamless')).toBeNull();
    expect(readGameQuery(new URLSearchParams('nodeId=../x&vassalage=PG&gameType=RNG'), 'seamless')).toBeNull();
    expect(readGameQuery(new URLSearchParams('nodeId=1&vassalage=PG&gameType=XYZ'), 'seamless')).toBeNull();
    expect(modeOfPath('/seamless')).toBe('seamless');
    expect(modeOfPath('/lottert')).toBe('lottery');
    expect(modeOfPath('/sealottery')).toBe('lottery');
  });
});

describe('GameFrameWidget', () => {
  it('without a game shows a clear message and a link home, and launches nothing', () => {
    const launchGame = vi.fn(() => ({ url: '/cdn/launch1/game' }));
    renderFrame('/seamless', { callers: { launchGame } });
    expect(screen.getByRole('alert').textContent).toContain('No game was chosen');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('launches the game of the query for real and shows it full size on the launch host', async () => {
    const launchGame = vi.fn(() => ({ url: '/cdn/launch2/game?nodeId=10001&mode=real&token=t' }));
    const { iframe } = renderFrame(`/seamless${GAME}`, { callers: { launchGame } });
    expect(screen.getByRole('status').textContent).toBe('Loading the game…');
    await waitFor(() => expect(iframe()).not.toBeNull());
    expect(launchGame).toHaveBeenCalledWith({ nodeId: '10001', vassalage: 'PG', gameType: 'RNG', clientType: 3, language: 'en' });
    expect(iframe()?.getAttribute('src')).toBe('https://launch.test/game?nodeId=10001&mode=real&token=t');
    expect(iframe()?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(iframe()?.getAttribute('title')).toBe('Game: Game');
    expect(screen.getByRole('toolbar', { name: 'Game controls' })).toBeTruthy();
  });

  it('launches the free demo with demo=1 and labels it', async () => {
    const trialGame = vi.fn(() => ({ url: '/cdn/launch1/game?nodeId=10001&mode=demo' }));
    const launchGame = vi.fn(() => ({ url: 'x' }));
    const { iframe } = renderFrame(`/seamless${GAME}&demo=1`, { callers: { trialGame, launchGame } });
    await waitFor(() => expect(iframe()).not.toBeNull());
    expect(trialGame).toHaveBeenCalledTimes(1);
    expect(launchGame).not.toHaveBeenCalled();
    expect(screen.getByText('Demo')).toBeTruthy();
  });

  it('a lottery page without a game type launches a lottery', async () => {
    const launchGame = vi.fn((_params?: CallParams<'launchGame'>) => ({ url: '/cdn/launch1/game' }));
    renderFrame('/lottert?nodeId=20002&vassalage=TCG', { callers: { launchGame } });
    await waitFor(() => expect(launchGame).toHaveBeenCalled());
    expect(launchGame.mock.calls[0]?.[0]).toMatchObject({ nodeId: '20002', vassalage: 'TCG', gameType: 'LOTT' });
    expect(document.querySelector('[data-mode="lottery"]')).not.toBeNull();
  });

  it('shows a failed launch with its catalogue message and retries', async () => {
    let fail = true;
    const launchGame = vi.fn(() => {
      if (fail) throw apiError('error.tooManyRequests');
      return { url: '/cdn/launch1/game?ok=1' };
    });
    const { iframe } = renderFrame(`/seamless${GAME}`, { callers: { launchGame } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many requests, please try again after 5 minutes');
    expect(iframe()).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(iframe()).not.toBeNull());
    expect(launchGame).toHaveBeenCalledTimes(2);
  });

  it('an unknown failure reads as the network message, never a blank page', async () => {
    renderFrame(`/seamless${GAME}`, { callers: { launchGame: () => Promise.reject(new Error('boom')) } });
    expect((await screen.findByRole('alert')).textContent).toContain('Network link is abnormal, please try again');
  });

  it('reload launches again, and back leaves a first page for home', async () => {
    const launchGame = vi.fn(() => ({ url: `/cdn/launch1/game?n=${launchGame.mock.calls.length}` }));
    const { iframe } = renderFrame(`/seamless${GAME}`, { callers: { launchGame } });
    await waitFor(() => expect(iframe()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reload game' }));
    await waitFor(() => expect(iframe()?.getAttribute('src')).toBe('https://launch.test/game?n=2'));
    expect(launchGame).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('offers fullscreen only where the browser supports it and the props allow it', async () => {
    const launchGame = () => ({ url: '/cdn/launch1/game' });
    renderFrame(`/seamless${GAME}`, { callers: { launchGame } });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    cleanup();
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      renderFrame(`/seamless${GAME}`, { callers: { launchGame } });
      await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      cleanup();
      renderFrame(`/seamless${GAME}`, { callers: { launchGame }, props: { allowFullscreen: false } });
      await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
      expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
      expect(document.querySelector('iframe')?.hasAttribute('allowfullscreen')).toBe(false);
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
    }
  });

  it('tells a trial account a real one is needed instead of launching', () => {
    const launchGame = vi.fn(() => ({ url: '/cdn/launch1/game' }));
    renderFrame(`/seamless${GAME}`, { session: 'trial', callers: { launchGame } });
    expect(screen.getByRole('alert').textContent).toContain('A real account is needed');
    expect(launchGame).not.toHaveBeenCalled();
  });

  it('hides the toolbar when the props say so', async () => {
    renderFrame(`/seamless${GAME}`, { callers: { launchGame: () => ({ url: '/cdn/launch1/game' }) }, props: { showToolbar: false } });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
