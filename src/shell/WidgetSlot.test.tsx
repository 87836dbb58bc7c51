// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetRegistry } from '../../widgets/index';
import { WidgetSlot, preloadWidgets } from './WidgetSlot';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('WidgetSlot', () => {
  // member-centre has no component yet (widgets/registry.test.ts lists the unbuilt ones).
  it('shows the "not built yet" notice for an unbuilt widget in development builds', () => {
    vi.stubEnv('DEV', true);
    render(<WidgetSlot widget="member-centre" props={{}} />);
    expect(screen.getByRole('status').textContent).toBe('Widget member-centre is not built yet');
  });

  it('renders nothing for an unbuilt widget in production builds', () => {
    vi.stubEnv('DEV', false);
    const { container } = render(<WidgetSlot widget="member-centre" props={{}} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing yet for a widget that was not preloaded (it loads lazily)', () => {
    expect(widgetRegistry['winner-board'].load).not.toBeNull();
    const { container } = render(<WidgetSlot widget="winner-board" props={{}} />);
    expect(container.innerHTML).toBe('');
  });

  it('preloading never rejects, whatever the widgets, and tells whether every one loaded', async () => {
    await expect(preloadWidgets(['member-centre', 'member-centre'])).resolves.toBe(true);
  });

  it('tells when a widget did not load (a server-drawn page is then drawn anew, not taken over)', async () => {
    const definition = widgetRegistry['line-speed-test'] as unknown as { load: () => Promise<unknown> };
    const original = definition.load;
    definition.load = () => Promise.reject(new Error('offline'));
    try {
      await expect(preloadWidgets(['line-speed-test', 'member-centre'])).resolves.toBe(false);
    } finally {
      definition.load = original;
    }
  });
});
