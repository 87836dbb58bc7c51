// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetRegistry } from '../../widgets/index';
import { renderWidget } from '../../widgets/portal-context/testing/renderWithPortal';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './loadChunk';
import { WidgetSlot, forgetWidgets, preloadWidgets, type WidgetId } from './WidgetSlot';

type Loader = (() => Promise<unknown>) | null;

// Unbuilt widgets stand in for any widget, their loaders replaced for one test and put back after it
// (a widget once loaded stays loaded for the page's life, so each test takes a widget of its own).
const replaced = new Map<WidgetId, Loader>();
function replaceLoader(id: WidgetId, load: Loader): void {
  const definition = widgetRegistry[id] as unknown as { load: Loader };
  if (!replaced.has(id)) replaced.set(id, definition.load);
  definition.load = load;
}

// Each test starts with no widget loaded, whatever the files before it in this worker rendered.
beforeEach(forgetWidgets);

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  for (const [id, load] of replaced) (widgetRegistry[id] as unknown as { load: Loader }).load = load;
  replaced.clear();
});

describe('WidgetSlot', () => {
  // Every catalogued widget is built now (widgets/registry.test.ts pins the empty unbuilt list): a
  // widget whose loader is taken away for one test stands in for one that is not built yet.
  it('shows the "not built yet" notice for an unbuilt widget in development builds', () => {
    vi.stubEnv('DEV', true);
    replaceLoader('points-mall', null);
    render(<WidgetSlot widget="points-mall" props={{}} />);
    expect(screen.getByRole('status').textContent).toBe('Widget points-mall is not built yet');
  });

  it('renders nothing for an unbuilt widget in production builds', () => {
    vi.stubEnv('DEV', false);
    replaceLoader('points-mall', null);
    const { container } = render(<WidgetSlot widget="points-mall" props={{}} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing yet for a widget that was not preloaded (it loads lazily)', () => {
    expect(widgetRegistry['winner-board'].load).not.toBeNull();
    const { container } = render(<WidgetSlot widget="winner-board" props={{}} />);
    expect(container.innerHTML).toBe('');
  });

  it('preloading never rejects, whatever the widgets, and tells whether every one loaded', async () => {
    replaceLoader('points-mall', null);
    await expect(preloadWidgets(['points-mall', 'points-mall'])).resolves.toBe(true);
  });

  it('tells when a widget did not load (a server-drawn page is then drawn anew, not taken over)', async () => {
    replaceLoader('line-speed-test', () => Promise.reject(new Error('offline')));
    await expect(preloadWidgets(['line-speed-test', 'points-mall'])).resolves.toBe(false);
  });

  describe('a widget that fails', () => {
    afterEach(() => vi.restoreAllMocks());

    it('to load shows the network message with a retry in its place, the rest of the page stays, and retrying loads it again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const loads: string[] = [];
      replaceLoader('line-speed-test', () => {
        loads.push('load');
        return loads.length === 1
          ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
          : Promise.resolve(() => <p>speed test</p>);
      });
      renderWidget(<><h1>frame</h1><WidgetSlot widget="line-speed-test" props={{}} /></>);
      expect((await screen.findByRole('alert')).textContent).toContain('Network link is abnormal, please try again');
      expect(screen.getByRole('heading', { name: 'frame' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect((await screen.findByText('speed test')).tagName).toBe('P');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(loads).toEqual(['load', 'load']);
    });

    it('to render is replaced by the same message, not a blank page', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      replaceLoader('custom-html', () => Promise.resolve(() => { throw new Error('bug'); }));
      renderWidget(<><h1>frame</h1><WidgetSlot widget="custom-html" props={{}} /></>, { language: 'pt' });
      expect((await screen.findByRole('alert')).textContent).toContain('A conexão de rede está instável, tente novamente');
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'frame' })).toBeTruthy();
    });
  });
});

describe('a lazy chunk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('that never arrives fails after the SPEC\'s 120 s with the load error (type timeout, its request), shown as the slow-page message with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const loads: string[] = [];
    replaceLoader('help-centre', () => {
      loads.push('load');
      return loads.length === 1 ? new Promise(() => undefined) : Promise.resolve(() => <p>help</p>);
    });
    renderWidget(<WidgetSlot widget="help-centre" props={{}} />);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The page took longer to load, please check your network');
    expect(alert.getAttribute('data-load-error')).toBe('timeout');
    expect(alert.getAttribute('data-request')).toBe('help-centre');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText('help')).tagName).toBe('P');
    expect(loads).toEqual(['load', 'load']);
  });

  it('that fails raises the load error of type error with the chunk the browser named', async () => {
    const failure = new Error('Failed to fetch dynamically imported module: http://lusa.localhost/assets/HelpCentre-abc.js');
    await expect(loadChunk(() => Promise.reject(failure), 'help-centre')).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'error', request: 'http://lusa.localhost/assets/HelpCentre-abc.js', cause: failure });
    await expect(loadChunk(() => Promise.reject(new Error('offline')), 'help-centre')).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(() => Promise.resolve(7), 'x', 10)).resolves.toBe(7);
  });
});
