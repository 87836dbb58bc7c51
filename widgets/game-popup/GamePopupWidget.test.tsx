// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GamePopupProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { GamePopupWidget, gameAllow, gameSandbox, isFrameableUrl } from './index';

afterEach(cleanup);

function renderPopup(request: { url: string; title: string; demo: boolean }, props: Partial<GamePopupProps> = {}) {
  const closeModal = vi.fn();
  const view = renderWidget(<GamePopupWidget {...(defaultWidgetProps('game-popup') as GamePopupProps)} {...props} />, {
    modal: { modal: 'game-popup', ...request },
    actions: { closeModal },
  });
  const frame = () => view.container.ownerDocument.querySelector('iframe') as HTMLIFrameElement;
  return { ...view, closeModal, frame };
}

describe('gameSandbox', () => {
  const page = 'https://portal.test/lobby';

  it('never gives a same-origin game both scripts and its origin', () => {
    expect(gameSandbox('/cdn/launch1/game?nodeId=1', page)).toBe('allow-scripts allow-forms allow-popups');
    expect(gameSandbox('https://portal.test/cdn/launch2/game', page)).not.toContain('allow-same-origin');
  });

  it('lets a game on another origin keep its own origin, never top navigation', () => {
    const sandbox = gameSandbox('https://games.vendor.test/play?t=1', page);
    expect(sandbox.split(' ')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups', 'allow-same-origin']);
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it('frames only http(s) URLs and asks for fullscreen only when allowed', () => {
    expect(isFrameableUrl('/cdn/launch1/game', page)).toBe(true);
    expect(isFrameableUrl('javascript:alert(1)', page)).toBe(false);
    expect(isFrameableUrl('data:text/html,<p>x</p>', page)).toBe(false);
    expect(gameAllow(true)).toBe('autoplay; fullscreen');
    expect(gameAllow(false)).toBe('autoplay');
  });
});

describe('GamePopupWidget', () => {
  it('shows the launched game in a sandboxed, titled iframe inside the modal dialog', () => {
    const { frame } = renderPopup({ url: '/cdn/launch1/game?nodeId=10001&mode=real', title: 'Lucky Lotto', demo: false });
    const dialog = screen.getByRole('dialog', { name: 'Lucky Lotto' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const iframe = frame();
    expect(dialog.contains(iframe)).toBe(true);
    expect(iframe.getAttribute('src')).toBe('/cdn/launch1/game?nodeId=10001&mode=real');
    expect(iframe.getAttribute('title')).toBe('Game: Lucky Lotto');
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(iframe.hasAttribute('allowfullscreen')).toBe(true);
    expect(iframe.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('labels a demo and leaves fullscreen out when the props say so', () => {
    const { frame } = renderPopup({ url: 'https://games.vendor.test/play', title: 'Fishing King', demo: true }, { allowFullscreen: false });
    expect(screen.getByRole('dialog', { name: 'Fishing King Demo' })).toBeTruthy();
    expect(frame().hasAttribute('allowfullscreen')).toBe(false);
    expect(frame().getAttribute('allow')).toBe('autoplay');
    expect(frame().getAttribute('sandbox')).toContain('allow-same-origin');
  });

  it('closes through the close button and Escape, not by a click on the backdrop', () => {
    const { closeModal } = renderPopup({ url: '/cdn/launch1/game', title: 'Slots', demo: false });
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(closeModal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closeModal).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(closeModal).toHaveBeenCalledTimes(2);
  });

  it('never frames a URL that is not http(s)', () => {
    const { frame } = renderPopup({ url: 'javascript:alert(1)', title: 'Bad', demo: false });
    expect(frame()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Invalid URL, please contact customer service');
  });
});
