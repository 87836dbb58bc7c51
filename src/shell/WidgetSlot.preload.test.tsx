// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A registry of two stand-in widgets, so the test sees exactly when each one renders. */
vi.mock('../../widgets/index', async () => {
  const { useState } = await import('react');
  const Banner = ({ text }: { text?: string }) => <p>banner {text}</p>;
  const Footer = () => <p>footer</p>;
  // Counts its own clicks: a remount starts again at 0.
  const Modal = ({ label }: { label?: string }) => {
    const [clicks, setClicks] = useState(0);
    return <button type="button" onClick={() => setClicks((n) => n + 1)}>{label} {clicks}</button>;
  };
  // The slot's hydration turn (HydrationSlice) asks whether it hydrates: the real hook.
  const { useHydrating } = await import('../../widgets/kit/ui/useHydrating');
  return {
    NotBuiltYet: () => null,
    useHydrating,
    widgetRegistry: {
      'banner-carousel': { load: vi.fn(() => Promise.resolve(Banner)) },
      'app-footer': { load: vi.fn(() => Promise.resolve(Footer)) },
      'login-modal': { load: vi.fn(() => Promise.resolve(Modal)) },
    },
  };
});

const { WidgetSlot, preloadWidgets } = await import('./WidgetSlot');
const { widgetRegistry } = await import('../../widgets/index');

afterEach(cleanup);

describe('WidgetSlot with preloaded widgets', () => {
  it('renders a preloaded widget in the first commit, with its props, loading it once', async () => {
    await preloadWidgets(['banner-carousel', 'banner-carousel']);
    expect(widgetRegistry['banner-carousel'].load).toHaveBeenCalledTimes(1);
    render(<WidgetSlot widget="banner-carousel" props={{ text: 'now' }} />);
    // No await: a lazily loaded widget would still be suspended (an empty slot) at this point.
    expect(screen.getByText('banner now')).toBeTruthy();
  });

  it('leaves a widget that was not preloaded to load lazily', async () => {
    const { container } = render(<WidgetSlot widget="app-footer" props={{}} />);
    expect(container.innerHTML).toBe('');
    expect(await screen.findByText('footer')).toBeTruthy();
  });

  it('keeps a widget rendered lazily when its preload finishes later, so it is not remounted', async () => {
    const { rerender } = render(<WidgetSlot widget="login-modal" props={{ label: 'sign in' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'sign in 0' }));
    expect(screen.getByRole('button', { name: 'sign in 1' })).toBeTruthy();
    await preloadWidgets(['login-modal']);
    rerender(<WidgetSlot widget="login-modal" props={{ label: 'sign in' }} />);
    expect(screen.getByRole('button', { name: 'sign in 1' })).toBeTruthy();
  });
});
