// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildServerSnapshot, compileTenant, resolveSite, viewSite, type ResolvedSite, type ServerProfileName,
} from '../../engine/index';
import baseFeatures from '../../tenants/presets/base/features.json?raw';
import baseLayout from '../../tenants/presets/base/layout.json?raw';
import lusaFeatures from '../../tenants/lusa/features.json?raw';
import lusaLayout from '../../tenants/lusa/layout.json?raw';
import lusaSeed from '../../tenants/lusa/seed.json?raw';
import type { BootResult } from '../boot/bootPortal';
import { PortalApp } from './PortalApp';

afterEach(cleanup);

/** What boot produces for the lusa tenant under a server profile, for an anonymous visitor. */
function bootedLusa(profile: ServerProfileName): BootResult {
  const { compiled } = compileTenant({
    tenant: 'lusa',
    layout: { path: 'tenants/lusa/layout.json', text: lusaLayout },
    features: { path: 'tenants/lusa/features.json', text: lusaFeatures },
    seed: { path: 'tenants/lusa/seed.json', text: lusaSeed },
    presets: { base: { layout: { path: 'tenants/presets/base/layout.json', text: baseLayout }, features: { path: 'tenants/presets/base/features.json', text: baseFeatures } } },
  });
  if (compiled === undefined) throw new Error('tenants/lusa does not compile; npm run tenants -- check lusa');
  const { site } = resolveSite(compiled, buildServerSnapshot(compiled.seed, profile, 'lusa'));
  if (site === undefined) throw new Error(`tenants/lusa does not resolve under profile ${profile}`);
  return { kind: 'ready', site, view: viewSite(site, { kind: 'anonymous' }, site.languages.default) };
}

function renderAt(path: string, result: BootResult) {
  window.history.replaceState(null, '', path);
  return render(<PortalApp result={result} />);
}

const titleOf = (result: BootResult) => (result as { site: ResolvedSite }).site.tenant.title.pt;

describe('PortalApp', () => {
  it('renders the frame and the page widgets of the home route', async () => {
    const lusa = bootedLusa('seeded');
    renderAt('/', lusa);
    expect(await screen.findByRole('link', { name: titleOf(lusa) })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain('Promoções');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeTruthy();
    const notices = screen.getAllByRole('status').map((n) => n.dataset['widgetId']);
    expect(notices).toEqual(['banner-carousel', 'notice-marquee', 'game-category-menu', 'home-game-rows', 'winner-board']);
  });

  it('serves aliases and sends guests from a login-only route to /login', async () => {
    const lusa = bootedLusa('seeded');
    renderAt('/index.html', lusa);
    expect(await screen.findAllByRole('status')).toHaveLength(5);
    cleanup();
    renderAt('/favorite', lusa);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(window.location.pathname).toBe('/login');
  });

  it('replaces the whole app with the maintenance screen', () => {
    const lusa = bootedLusa('maintenance');
    renderAt('/', lusa);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Em manutenção');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows an error screen, not a blank page, when boot failed', () => {
    renderAt('/', { kind: 'failed', message: 'tenants/index.json answered 404', details: [] });
    expect(screen.getByRole('alert').textContent).toContain('This site could not be loaded');
  });
});
