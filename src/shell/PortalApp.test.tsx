// @vitest-environment jsdom
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PROFILE_VISITOR_IP, loadCatalogue, loadErrorTexts, loadedCatalogue, viewSite } from '../../engine/index';
import { renderWithTenant, resetPortal, tenantCodes, tenantSite } from '../testing/renderWithTenant';
import { PortalApp } from './PortalApp';
import { themeTokenProperty } from './applyDocumentTheme';
import { browserLanguage } from './preferences';

afterEach(resetPortal);
// The frame's widgets load lazily; the first cold import in a busy run can take over a second.
configure({ asyncUtilTimeout: 5000 });

/** The frame is up once the lazily loaded shell widgets have rendered. */
async function frame() {
  const header = await screen.findByRole('banner');
  const nav = await screen.findByRole('navigation', { name: /^(Menu principal|Main menu)$/ });
  return { header, nav };
}

describe('the frame per view', () => {
  it.each(tenantCodes())('%s: a guest sees brand, top navigation, side menu, footer and the login buttons', async (tenant) => {
    const { site } = renderWithTenant(tenant);
    const view = viewSite(site, { kind: 'anonymous' }, site.languages.default);
    const t = MESSAGES[view.language];
    const { header, nav } = await frame();
    expect(within(header).getByRole('link', { name: site.tenant.title[view.language] }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('button', { name: t['header.login'] })).toBeTruthy();
    expect(within(header).getByRole('button', { name: t['header.register'] })).toBeTruthy();
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(view.navigation.map((n) => n.label));
    const side = await screen.findByRole('navigation', { name: MESSAGES[view.language]['shell.sideMenu'] });
    expect([...side.querySelectorAll(':scope > ul > li')].map((li) => li.getAttribute('data-block'))).toEqual(view.sideMenu.map((b) => b.id));
    const footer = await screen.findByRole('contentinfo');
    expect([...footer.querySelectorAll('[data-block]')].map((s) => s.getAttribute('data-block'))).toEqual(view.footer.blocks);
    expect(screen.queryByRole('button', { name: MESSAGES[view.language]['shell.scrollTop'] })).toBeNull();
  });

  it('the login and register buttons open their popups over the page the guest is on', async () => {
    renderWithTenant('lusa', 'anonymous', { path: '/promotions' });
    const { header } = await frame();
    fireEvent.click(within(header).getByRole('button', { name: 'Entrar' }));
    const login = await screen.findByRole('dialog', { name: MESSAGES.pt['login.title'] });
    expect(window.location.pathname).toBe('/promotions');
    fireEvent.keyDown(login, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(header).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.pt['register.title'] })).toBeTruthy();
    expect(window.location.pathname).toBe('/promotions');
  });

  it('/login and /register open their popups over home; closing one leaves home at /', async () => {
    renderWithTenant('lusa', 'anonymous', { path: '/login' });
    const login = await screen.findByRole('dialog', { name: MESSAGES.pt['login.title'] });
    expect(document.querySelector('main')?.getAttribute('data-route')).toBe('login');
    fireEvent.keyDown(login, { key: 'Escape' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a member sees the account menu instead of the login buttons', async () => {
    renderWithTenant('lusa', 'member');
    const { header } = await frame();
    expect(within(header).queryByRole('button', { name: 'Entrar' })).toBeNull();
    // The signed-in part of the header is a chunk of its own.
    const account = await within(header).findByRole('button', { name: 'Minha conta' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(account);
    expect(within(header).getByRole('link', { name: 'Registro de apostas' }).getAttribute('href')).toBe('/member?page=personalHistoryCopy');
  });

  it('a merchant route\'s title is its page heading and names the page in the document title', async () => {
    const { site } = renderWithTenant('luckydraw', 'anonymous', { path: '/results' });
    await frame();
    const language = site.languages.default;
    const title = language === 'en' ? 'Draw results' : 'Resultados';
    expect((await screen.findByRole('heading', { level: 1, name: title })).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(`${title} – ${site.tenant.title[language]}`));
  });

  it('a built-in route has no such heading, and the document keeps the site\'s title', async () => {
    const { site } = renderWithTenant('luckydraw', 'anonymous', { path: '/promotions' });
    await frame();
    // The page's own widget draws its heading; the shell adds no route heading above it.
    await screen.findByRole('heading', { level: 1, name: site.languages.default === 'en' ? 'Promotions' : 'Promoções' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.querySelector('.portal__page-title')).toBeNull();
    expect(document.title).toBe(site.tenant.title[site.languages.default]);
  });

  it('game pages hide the side menu', async () => {
    renderWithTenant('lusa', 'member', { path: '/seamless' });
    await frame();
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('navigation', { name: 'Menu lateral' })).toBeNull();
  });

  it('agent paths show only the agent layout', async () => {
    const { site } = renderWithTenant('redeprime', 'anonymous', { path: '/agent' });
    expect(await screen.findByRole('link', { name: site.tenant.title.pt })).toBeTruthy();
    expect(document.querySelector('[data-layout="agent"]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('serves aliases and sends guests from a login-only route to /login', async () => {
    renderWithTenant('lusa', 'anonymous', { path: '/index.html' });
    await frame();
    expect(document.querySelector('main')?.getAttribute('data-route')).toBe('home');
    resetPortal();
    renderWithTenant('lusa', 'anonymous', { path: '/favorite' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('dialog', { name: MESSAGES.pt['login.title'] })).toBeTruthy();
  });

  it('the side menu collapses, and the choice lasts for the browser session', async () => {
    renderWithTenant('lusa');
    const side = await screen.findByRole('navigation', { name: 'Menu lateral' });
    const collapse = within(side).getByRole('button', { name: 'Recolher menu' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    expect(side.classList.contains('side-menu--collapsed')).toBe(true);
    expect(within(side).getByRole('button', { name: 'Expandir menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(window.sessionStorage.getItem('wl:lusa:sideMenuCollapsed')).toBe('true');
  });
});

describe('vendor drop menus', () => {
  it('open on keyboard focus, list the vendors of the game type and close with Escape', async () => {
    const { site } = renderWithTenant('lusa');
    const { nav } = await frame();
    const slots = within(nav).getByRole('link', { name: /Slots$/ });
    const menu = document.getElementById(slots.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(true);
    act(() => slots.focus());
    expect(slots.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.hidden).toBe(false);
    const vendors = site.navigation.vendorMenus.find((m) => m.gameType === 'RNG')?.vendors ?? [];
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(vendors.map((v) => v.displayName));
    expect(links[0]?.getAttribute('href')).toBe(`/rng?vassalage=${vendors[0]?.vassalage}`);
    expect(menu?.querySelector('img')?.getAttribute('src')).toBe(`${site.hosts.imageCDNs[0]}${vendors[0]?.icon}`);
    act(() => links[1]?.focus());
    expect(menu?.hidden).toBe(false);
    fireEvent.keyDown(links[1] as HTMLElement, { key: 'Escape' });
    expect(menu?.hidden).toBe(true);
    expect(document.activeElement).toBe(slots);
    act(() => within(nav).getByRole('link', { name: /PvP$/ }).focus());
    expect(slots.getAttribute('aria-expanded')).toBe('false');
  });

  it('open on hover, in the large layout beyond 10 vendors', async () => {
    renderWithTenant('redeprime');
    const { nav } = await frame();
    const slots = within(nav).getByRole('link', { name: /Slots$/ });
    fireEvent.mouseEnter(slots.closest('li') as HTMLElement);
    const menu = document.getElementById(slots.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(false);
    expect(menu?.dataset['layout']).toBe('large');
    const live = within(nav).getByRole('link', { name: /Cassino ao vivo$/ });
    fireEvent.mouseEnter(live.closest('li') as HTMLElement);
    expect(document.getElementById(live.getAttribute('aria-controls') ?? '')?.dataset['layout']).toBe('compact');
  });

  it('close when their link is followed, so the menu does not cover the page it opens', async () => {
    renderWithTenant('redeprime');
    const { nav } = await frame();
    const slots = within(nav).getByRole('link', { name: /Slots$/ });
    fireEvent.mouseEnter(slots.closest('li') as HTMLElement);
    const menu = document.getElementById(slots.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(false);
    fireEvent.click(slots);
    expect(menu?.hidden).toBe(true);
    expect(window.location.pathname).toBe('/rng');
  });
});

describe('language switch', () => {
  it('changes the texts in place, without a reload, and the document language', async () => {
    renderWithTenant('lusa');
    const { header, nav } = await frame();
    const footer = await screen.findByRole('contentinfo');
    expect(nav.textContent).toContain('Promoções');
    expect(document.documentElement.lang).toBe('pt');
    // The page has its own language's catalogue only; the switch loads the other first.
    expect(loadedCatalogue('en')).toBeUndefined();
    fireEvent.change(within(header).getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    // Until it has loaded, the page stays in Portuguese: no key shows in place of a text.
    expect(nav.textContent).toContain('Promoções');
    expect(header.textContent).not.toMatch(/header\.\w/);
    // Same elements, new texts: the page was not rebuilt, let alone reloaded.
    await waitFor(() => expect(nav.textContent).toContain('Promotions'));
    expect(screen.getByRole('banner')).toBe(header);
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Lusa Casino — play in style' })).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: 'Providers' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Side menu' }).textContent).toContain('Collapse menu');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Lusa Casino — play in style');
    expect(window.localStorage.getItem('wl:lusa:language')).toBe('en');
    expect(loadedCatalogue('en')).toBeDefined();
  });

  it('applies the last switch when an earlier one is still loading its catalogue', async () => {
    renderWithTenant('luckydraw');
    const { nav } = await frame();
    const side = screen.getByRole('navigation', { name: 'Side menu' });
    expect(loadedCatalogue('pt')).toBeUndefined();
    fireEvent.click(within(side).getByRole('button', { name: 'PT' }));
    fireEvent.click(within(side).getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(loadedCatalogue('pt')).toBeDefined());
    await act(() => Promise.resolve());
    expect(within(nav).getAllByRole('link')[0]?.textContent).toBe('Draws');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('wl:luckydraw:language')).toBe('en');
  });

  it("applies the tenant's copy overrides in every language", async () => {
    renderWithTenant('luckydraw');
    const { nav } = await frame();
    expect(within(nav).getAllByRole('link')[0]?.textContent).toBe('Draws');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('button', { name: 'PT' }));
    await waitFor(() => expect(within(nav).getAllByRole('link')[0]?.textContent).toBe('Sorteios'));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});

describe('theme switch', () => {
  it('re-applies the theme tokens as CSS custom properties', async () => {
    const { site } = renderWithTenant('lusa');
    const { header } = await frame();
    const root = document.documentElement;
    expect(root.dataset['theme']).toBe('dark');
    expect(root.style.getPropertyValue(themeTokenProperty('primary'))).toBe(site.theme.tokens.dark.primary);
    const light = within(header).getByRole('button', { name: 'Claro' });
    expect(light.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(light);
    expect(root.dataset['theme']).toBe('light');
    expect(root.style.getPropertyValue(themeTokenProperty('primary'))).toBe(site.theme.tokens.light.primary);
    expect(root.style.getPropertyValue(themeTokenProperty('background'))).toBe(site.theme.tokens.light.background);
    expect(light.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('wl:lusa:theme')).toBe('light');
  });
});

describe('scroll-to-top button', () => {
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('appears after 200 px of scrolling and takes the page back to the top', async () => {
    renderWithTenant('lusa');
    await screen.findByRole('contentinfo');
    const label = { name: 'Voltar ao topo' };
    scrollTo(200);
    expect(screen.queryByRole('button', label)).toBeNull();
    scrollTo(201);
    const button = await screen.findByRole('button', label);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(120);
    expect(screen.queryByRole('button', label)).toBeNull();
  });
});

describe('status screens', () => {
  it('maintenance replaces the whole app', async () => {
    const { site } = renderWithTenant('lusa', 'anonymous', { profile: 'maintenance' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Em manutenção');
    expect(screen.getByText('O site está em manutenção. Volte mais tarde.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atendimento ao cliente' }).getAttribute('href')).toBe(site.status.customerServiceUrl);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('region restriction shows the visitor IP and the customer-service button', async () => {
    const { site } = renderWithTenant('luckydraw', 'anonymous', { profile: 'region-blocked' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Access restricted');
    const main = screen.getByRole('main');
    expect(main.dataset['screen']).toBe('regionRestricted');
    expect(main.textContent).toContain(`Your IP address: ${PROFILE_VISITOR_IP}`);
    const service = screen.getByRole('link', { name: 'Customer service' });
    expect(site.status.customerServiceUrl).toBeDefined();
    expect(service.getAttribute('href')).toBe(site.status.customerServiceUrl);
    expect(service.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('maintenance wins over region restriction', async () => {
    renderWithTenant('lusa', 'anonymous', { profile: 'region-blocked', adjust: (s) => { s.status.status = 1; } });
    expect(await screen.findByRole('heading', { name: 'Em manutenção' })).toBeTruthy();
  });

  it('a failed boot shows the error screen, not a blank page', async () => {
    // bootPortal loads the error screen's catalogue before it reports a failure.
    await loadCatalogue(browserLanguage());
    render(<PortalApp result={{ kind: 'failed', message: 'tenants/index.json answered 404', details: [] }} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be loaded|Não foi possível carregar/);
  });

  it('a failed API call at boot shows its catalogue message', async () => {
    Object.defineProperty(window.navigator, 'language', { value: 'en-GB', configurable: true });
    // bootPortal loads the language's error texts with its catalogue before it reports a failure.
    await loadErrorTexts(browserLanguage());
    render(<PortalApp result={{ kind: 'failed', message: 'status: network', details: [], code: 'error.networkAbnormal' }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network link is abnormal, please try again');
  });
});

describe('tenant sites under test', () => {
  it('build for every tenant folder', () => {
    expect(tenantCodes().length).toBeGreaterThan(0);
    for (const code of tenantCodes()) expect(tenantSite(code).tenant.code).toBe(code);
  });
});
