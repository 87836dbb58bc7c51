import { describe, expect, it } from 'vitest';
import { tenantSite } from '../testing/renderWithTenant';
import { initialWidgets } from './initialWidgets';

describe('initialWidgets', () => {
  const site = tenantSite('lusa');
  const home = site.routes.find((r) => r.id === 'home');

  it('is the frame and the home page widgets on / and on its aliases', () => {
    const widgets = initialWidgets(site, '/');
    expect(widgets.slice(0, 5)).toEqual(['app-header', 'top-navigation', 'side-menu', 'app-footer', 'scroll-top-button']);
    expect(widgets.slice(5)).toEqual(home?.widgets.map((w) => w.widget));
    expect(widgets).toContain('banner-carousel');
    expect(initialWidgets(site, '/home')).toEqual(widgets);
    expect(initialWidgets(site, '/home/')).toEqual(widgets);
  });

  it('leaves the side menu out on a game page, and gives the frame alone for an unknown path', () => {
    expect(initialWidgets(site, '/seamless')).not.toContain('side-menu');
    expect(initialWidgets(site, '/no-such-page')).toEqual(['app-header', 'top-navigation', 'side-menu', 'app-footer', 'scroll-top-button']);
  });

  it('is the status screen alone under maintenance or region restriction', () => {
    expect(initialWidgets(tenantSite('lusa', { profile: 'maintenance' }), '/')).toEqual(['maintenance-screen']);
    expect(initialWidgets(tenantSite('lusa', { profile: 'region-blocked' }), '/')).toEqual(['region-blocked-screen']);
  });
});
