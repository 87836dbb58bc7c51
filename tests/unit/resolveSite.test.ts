import { describe, expect, it } from 'vitest';
import { buildFor, editJson, loadTenant, siteFor, withTenant } from '../support/tenantFixture';
import { AGENT_INCOME_PAGES, MEMBER_PAGES, THEMES, THEME_TOKENS, VENDOR_CODES, type LazyGroup } from '../../schemas/domain';
import {
  LARGE_VENDOR_MENU_ABOVE, PROFILE_VISITOR_IP, SERVER_LAYER, SERVER_PROFILES, type ResolvedSite, type Seed,
} from '../../engine/index';

const TENANTS = ['luckydraw', 'lusa', 'redeprime'] as const;

function route(site: ResolvedSite, path: string) {
  const r = site.routes.find((x) => x.path === path);
  if (r === undefined) throw new Error(`no route ${path}`);
  return r;
}

/** Every path of SPEC section 2 (the aliases of '/' aside). */
const SPEC_PATHS = [
  '/', '/login', '/register', '/promotions', '/elott', '/lott', '/inhouse', '/sports', '/esports', '/live', '/fish', '/rng', '/pvp',
  '/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/seamless', '/lottert', '/vnlottery', '/sealottery',
  '/pointMall', '/member', '/help', '/agent', '/agentHome',
];

const LAZY_GROUP_OF: Record<string, LazyGroup> = {
  '/': 'Main', '/login': 'Main', '/register': 'Main', '/help': 'Screens',
  '/promotions': 'Promotions',
  '/seamless': 'Seamless', '/lottert': 'Seamless', '/vnlottery': 'Seamless', '/sealottery': 'Seamless',
  '/lottery': 'Lottery', '/seaLottery': 'Lottery', '/vnLottery': 'Lottery',
  '/member': 'MemberCenter',
  '/pointMall': 'PointMall',
  '/favorite': 'AccountGame', '/recent': 'AccountGame',
  '/live': 'GameListCenter', '/fish': 'GameListCenter', '/rng': 'GameListCenter', '/pvp': 'GameListCenter',
  '/elott': 'GameCenter', '/lott': 'GameCenter', '/inhouse': 'GameCenter', '/sports': 'GameCenter', '/esports': 'GameCenter',
  '/agent': 'AgentCenter', '/agentHome': 'AgentCenter',
};

describe('resolveSite: every tenant under every profile', () => {
  it.each(TENANTS.flatMap((t) => SERVER_PROFILES.map((p) => [t, p] as const)))('%s under %s builds without errors', (tenant, profile) => {
    const result = buildFor(tenant, profile);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.site?.tenant.code).toBe(tenant);
  });
});

describe('resolveSite: routes', () => {
  const site = siteFor('lusa', 'seeded');

  it('has every SPEC section 2 path', () => {
    const paths = site.routes.map((r) => r.path);
    for (const path of SPEC_PATHS) expect(paths, path).toContain(path);
  });

  it('has no two routes on the same path or alias', () => {
    // Case matters: SPEC lists both /seaLottery (lottery) and /sealottery (game page).
    const all = site.routes.flatMap((r) => [r.path, ...r.aliases]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("gives '/' the aliases /index, /index.html and /home", () => {
    expect(route(site, '/').aliases).toEqual(['/index', '/index.html', '/home']);
    expect(route(site, '/').id).toBe('home');
  });

  it('hides the side menu exactly on the game pages', () => {
    expect(site.routes.filter((r) => !r.sideMenu).map((r) => r.path).sort()).toEqual(['/seamless', '/lottert', '/vnlottery', '/sealottery'].sort());
  });

  it('uses the agent layout exactly on /agent and /agentHome', () => {
    expect(site.routes.filter((r) => r.layout === 'agent').map((r) => r.path).sort()).toEqual(['/agent', '/agentHome']);
  });

  it.each(Object.entries(LAZY_GROUP_OF))('loads %s with the %s group', (path, group) => {
    expect(route(site, path).lazyGroup).toBe(group);
  });

  it('guards the login-only routes, the agent centre, and blocks trial accounts on game pages and centres', () => {
    const login = site.routes.filter((r) => r.guard.login).map((r) => r.path).sort();
    expect(login).toEqual(['/favorite', '/lottert', '/lottery', '/member', '/pointMall', '/recent', '/seaLottery', '/seamless', '/sealottery', '/vnLottery', '/vnlottery'].sort());
    expect(site.routes.filter((r) => r.guard.agent).map((r) => r.path)).toEqual(['/agentHome']);
    const trial = site.routes.filter((r) => r.guard.trialBlocked).map((r) => r.path).sort();
    expect(trial).toEqual(['/agentHome', '/lottert', '/lottery', '/member', '/pointMall', '/seaLottery', '/seamless', '/sealottery', '/vnLottery', '/vnlottery'].sort());
  });

  it('opens the login and register popups over the home page', () => {
    expect(route(site, '/login')).toMatchObject({ modal: 'login', page: 'home' });
    expect(route(site, '/register')).toMatchObject({ modal: 'register', page: 'home' });
  });

  it('fills page widgets from the merged layout, props completed', () => {
    const centre = route(site, '/live').widgets;
    expect(centre).toHaveLength(1);
    expect(centre[0]).toMatchObject({ id: 'game-centre', widget: 'game-centre' });
    expect(centre[0]?.props).toMatchObject({ variant: 'list', quickFilters: ['ALL', 'HOT', 'RECENT', 'FAV', 'SEARCH'] });
  });

  it("adds a merchant's own route after the built-in ones", () => {
    const lucky = siteFor('luckydraw', 'seeded');
    const results = route(lucky, '/results');
    expect(results).toMatchObject({
      id: 'draw-results',
      aliases: ['/draw-results'],
      page: 'draw-results',
      builtIn: false,
      layout: 'portal',
      sideMenu: true,
      guard: { login: false, agent: false, trialBlocked: false },
      title: { en: 'Draw results', pt: 'Resultados' },
    });
    expect(results.widgets.map((w) => w.widget)).toEqual(['custom-html', 'winners-list']);
    expect(lucky.routes.at(-1)?.id).toBe('draw-results');
  });
});

describe('resolveSite: top navigation and vendor menus', () => {
  it('lists home, promotions, then the game types with vendors in SPEC order', () => {
    expect(siteFor('lusa', 'seeded').navigation.top.map((n) => n.id)).toEqual(['home', 'promotions', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
  });

  it('leaves out game types without vendors (redeprime has no ELOTT, LOTT or PVP)', () => {
    const site = siteFor('redeprime', 'seeded');
    expect(site.navigation.top.map((n) => n.id)).toEqual(['home', 'promotions', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'ESPORTS']);
    // The in-house games have no top-navigation entry, but a vendor menu (their home row, chip and lobby).
    expect(site.navigation.vendorMenus.map((m) => m.gameType)).toEqual(['LIVE', 'SPORTS', 'FISH', 'RNG', 'ESPORTS', 'INHOUSE']);
  });

  it('hides a game type from the top navigation alone with navigation.hiddenGameTypes: its vendor menu (rows, chips, footer) stays', () => {
    const site = siteFor('luckydraw', 'seeded');
    expect(site.navigation.top.map((n) => n.id)).not.toContain('SPORTS');
    expect(site.navigation.vendorMenus.map((m) => m.gameType)).toContain('SPORTS');
    expect(site.routes.map((r) => r.path)).toContain('/sports');
  });

  it('a game type the site does not show has no route: its path answers as an unknown path', () => {
    const paths = siteFor('luckydraw', 'seeded').routes.map((r) => r.path);
    // gameTypes.hidden: FISH, PVP, ESPORTS; no vendors: INHOUSE.
    for (const path of ['/fish', '/pvp', '/esports', '/inhouse']) expect(paths).not.toContain(path);
    expect(paths).toContain('/rng');
  });

  it('leaves out game types the manifest hides (features gameTypes.hidden and layout navigation.hiddenGameTypes)', () => {
    expect(siteFor('luckydraw', 'seeded').navigation.top.map((n) => n.id)).toEqual(['home', 'promotions', 'ELOTT', 'LOTT', 'LIVE', 'RNG']);
  });

  it('leaves out a game type the server menu turns off', () => {
    const site = loadTenant('lusa').site('seeded', (s) => {
      s.whitelabel.menu = s.whitelabel.menu?.map((m) => (m.gameType === 'LIVE' ? { ...m, enabled: false } : m));
    });
    expect(site.navigation.top.map((n) => n.id)).not.toContain('LIVE');
    expect(site.navigation.top.map((n) => n.id)).toContain('SPORTS');
  });

  it('links each game type to its centre', () => {
    const top = siteFor('lusa', 'seeded').navigation.top;
    expect(top.slice(0, 2)).toMatchObject([{ id: 'home', path: '/' }, { id: 'promotions', path: '/promotions' }]);
    expect(top.find((n) => n.id === 'RNG')).toMatchObject({ path: '/rng', gameType: 'RNG' });
    expect(top.find((n) => n.id === 'ELOTT')).toMatchObject({ path: '/elott', gameType: 'ELOTT' });
  });

  it(`uses the large vendor menu above ${LARGE_VENDOR_MENU_ABOVE} vendors and the compact one otherwise`, () => {
    const menus = siteFor('redeprime', 'seeded').navigation.vendorMenus;
    const rng = menus.find((m) => m.gameType === 'RNG');
    expect(rng?.vendors).toHaveLength(15);
    expect(rng?.layout).toBe('large');
    for (const m of menus.filter((x) => x.gameType !== 'RNG')) expect(m.layout, m.gameType).toBe('compact');
    expect(rng?.vendors[0]).toMatchObject({ vassalage: 'PG' });
  });

  it('switches layout between 10 and 11 vendors', () => {
    const withRng = (count: number) =>
      withTenant('redeprime', (t) => {
        t.seed = editJson<Seed>(t.seed ?? '', (s) => {
          s.vendors = { ...s.vendors, RNG: VENDOR_CODES.slice(0, count) };
        });
      })
        .site('seeded')
        .navigation.vendorMenus.find((m) => m.gameType === 'RNG');
    expect(withRng(10)).toMatchObject({ layout: 'compact' });
    expect(withRng(10)?.vendors).toHaveLength(10);
    expect(withRng(11)).toMatchObject({ layout: 'large' });
  });
});

describe('resolveSite: status', () => {
  it('is normal under the seeded profile', () => {
    expect(siteFor('lusa', 'seeded').status).toMatchObject({ code: 0, screen: 'normal' });
  });

  it('shows maintenance under the maintenance profile', () => {
    expect(siteFor('lusa', 'maintenance').status).toMatchObject({ code: 1, screen: 'maintenance' });
  });

  it('shows the region screen with the visitor IP and a customer-service path under region-blocked', () => {
    const status = siteFor('lusa', 'region-blocked').status;
    expect(status).toMatchObject({ code: 2, screen: 'regionRestricted', ip: PROFILE_VISITOR_IP });
    expect(status.customerServiceUrl).toMatch(/^\/support\/[0-9a-f]{16}$/);
  });

  it('lets maintenance win when both maintenance and region restriction are set', () => {
    const lusa = loadTenant('lusa');
    const bothFromMaintenance = lusa.site('maintenance', (s) => {
      s.status.regionRestricted = true;
      s.sitePermission.regionRestriction = true;
    });
    expect(bothFromMaintenance.status).toMatchObject({ code: 1, screen: 'maintenance' });
    const bothFromRegion = lusa.site('region-blocked', (s) => {
      s.status.maintenance = true;
      s.sitePermission.maintenance = true;
    });
    expect(bothFromRegion.status).toMatchObject({ code: 1, screen: 'maintenance' });
  });

  it('takes maintenance from any of the server responses', () => {
    const lusa = loadTenant('lusa');
    expect(lusa.site('seeded', (s) => { s.sitePermission.maintenance = true; }).status.screen).toBe('maintenance');
    expect(lusa.site('seeded', (s) => { s.status.maintenance = true; }).status.screen).toBe('maintenance');
    expect(lusa.site('seeded', (s) => { s.status.status = 2; }).status.screen).toBe('regionRestricted');
  });
});

describe('resolveSite: server switches win', () => {
  it('warns SERVER_WINS when the manifest turns on a switch the server has off, and keeps it off', () => {
    const result = buildFor('luckydraw', 'all-off');
    expect(result.site?.switches.mobileRegistration).toBe(false);
    const wins = result.diagnostics.filter((d) => d.code === 'SERVER_WINS');
    const mobile = wins.find((d) => d.pointer === '/switches/mobileRegistration');
    expect(mobile).toMatchObject({ severity: 'warning', tenant: 'luckydraw', file: 'tenants/luckydraw/features.json' });
    expect(mobile?.line).toBeGreaterThan(0);
    expect(mobile?.message).toContain('mobileRegistration');
  });

  it('warns only for switches the manifest itself turns on', () => {
    const wins = buildFor('luckydraw', 'all-off').diagnostics.filter((d) => d.code === 'SERVER_WINS').map((d) => d.pointer).sort();
    // luckydraw asks for mobileRegistration and registrationSms, and turns agentPolicy off.
    expect(wins).toEqual(['/switches/mobileRegistration', '/switches/registrationSms']);
  });

  it('does not warn when the server agrees', () => {
    expect(buildFor('luckydraw', 'seeded').diagnostics.filter((d) => d.code === 'SERVER_WINS')).toEqual([]);
    expect(siteFor('luckydraw', 'seeded').switches.mobileRegistration).toBe(true);
  });

  it('turns every switch off when the server has them off', () => {
    const switches = siteFor('redeprime', 'all-off').switches;
    expect(Object.values(switches).every((v) => v === false)).toBe(true);
  });

  it('keeps a switch off that the manifest turns off even when the server has it on', () => {
    expect(siteFor('luckydraw', 'all-on').switches.agentPolicy).toBe(false);
  });

  it('records the server as the layer that set an overruled switch', () => {
    const result = buildFor('luckydraw', 'all-off');
    expect(result.provenance?.features.get('/switches/mobileRegistration')).toBe(SERVER_LAYER.whitelabel);
    expect(buildFor('redeprime', 'all-off').provenance?.features.get('/switches/referral')).toBe(SERVER_LAYER.permission);
  });
});

describe('resolveSite: member menu', () => {
  it('lists the 14 member pages in SPEC order, then the profile and the responsible-gaming page, when nothing hides them', () => {
    const menu = siteFor('lusa', 'seeded').memberMenu;
    expect(menu.map((m) => m.id)).toEqual([...MEMBER_PAGES]);
    expect(menu).toHaveLength(16);
    expect(menu.at(-2)).toMatchObject({ id: 'profile', path: '/member?page=profile', label: { pt: 'Meu perfil', en: 'My profile' }, widgets: [{ widget: 'member-profile' }] });
    expect(menu.at(-1)).toMatchObject({ id: 'responsibleGaming', path: '/member?page=responsibleGaming', label: { pt: 'Jogo responsável', en: 'Responsible gaming' } });
    expect(menu[0]).toMatchObject({ id: 'securityCenter', path: '/member?page=securityCenter' });
  });

  it('puts badges exactly on missionLeaderboard, messageV2 and rewardCenter', () => {
    const menu = siteFor('lusa', 'seeded').memberMenu;
    expect(menu.filter((m) => m.badge !== undefined).map((m) => [m.id, m.badge])).toEqual([
      ['rewardCenter', 'rewardCenter'],
      ['missionLeaderboard', 'missionLeaderboard'],
      ['messageV2', 'messageV2'],
    ]);
  });

  it('leaves out the pages the layout hides', () => {
    const ids = siteFor('luckydraw', 'all-on').memberMenu.map((m) => m.id);
    expect(ids).toEqual(MEMBER_PAGES.filter((p) => p !== 'manualRebate' && p !== 'transferUpline'));
    expect(ids).toHaveLength(14);
  });

  it('gives the responsible-gaming page the engine\'s self-assessment and help organisations when the tenant names none', () => {
    const { responsibleGaming } = siteFor('lusa', 'seeded');
    expect(responsibleGaming.selfAssessment.map((q) => q.id)).toEqual(['moreTime', 'chasing', 'borrowing', 'hiding', 'restless']);
    expect(responsibleGaming.helpOrganisations.map((o) => o.id)).toEqual(['gamblersAnonymous', 'gamcare', 'cvv']);
    expect(responsibleGaming.helpOrganisations[2]).toMatchObject({ phone: '188', url: 'https://cvv.org.br' });
  });
});

describe('resolveSite: agent menu', () => {
  it('adds the contract pages redeprime offers under its seed, each with its predicate', () => {
    const menu = siteFor('redeprime', 'seeded').agentMenu;
    const contracts = menu.filter((a) => a.contract !== undefined);
    expect(contracts.map((a) => [a.id, a.contract, a.when])).toEqual([
      ['agentDividendRecordCopy2', 'dividend', { contract: 'dividend' }],
      ['agentRealtimeSalary', 'realTimeSalary', { contract: 'realTimeSalary' }],
    ]);
    // Base pages first; the records and the revenue report placed by the base layout.
    expect(menu[0]).toMatchObject({ id: 'agentAnnouncement', path: '/agentHome?page=agentAnnouncement' });
    const placed = (id: string) => menu.find((a) => a.id === id)?.widgets.map((w) => [w.widget, { view: (w.props as { view?: string }).view }]);
    expect(placed('agentRevenueReport')).toEqual([['agent-page', { view: 'revenueReport' }]]);
    expect(placed('personalHistoryCopy')).toEqual([['agent-page', { view: 'teamBets' }]]);
    expect(placed('palStatementsAgentCopy')).toEqual([['agent-page', { view: 'profitLoss' }]]);
    expect(placed('agentDownlineTransactionDetailsCopy')).toEqual([['agent-page', { view: 'downlineTransactions' }]]);
  });

  it('leaves out the pages a layout hides', () => {
    const menu = withTenant('redeprime', (t) => {
      t.layout = editJson<{ agentMenu?: { hidden: string[] } }>(t.layout, (l) => {
        l.agentMenu = { hidden: ['agentRevenueReport'] };
      });
    }).site('seeded').agentMenu;
    expect(menu.map((a) => a.id)).not.toContain('agentRevenueReport');
    expect(menu.map((a) => a.id)).toContain('personalHistoryCopy');
  });

  it('places the agent\'s own money pages after the team records, and the referral link only where REFERRAL is on', () => {
    const ids = (tenant: string) => siteFor(tenant, 'seeded').agentMenu.map((a) => a.id);
    const on = ids('redeprime');
    const after = on.indexOf('agentDownlineTransactionDetailsCopy');
    // The resolver's copy of the list is the domain's list, in its order.
    expect(on.slice(after + 1, after + 1 + AGENT_INCOME_PAGES.length)).toEqual([...AGENT_INCOME_PAGES]);
    const menu = siteFor('redeprime', 'seeded').agentMenu;
    const placed = (id: string) => menu.find((a) => a.id === id)?.widgets.map((w) => [w.widget, { view: (w.props as { view?: string }).view }]);
    expect(placed('agentMyIncome')).toEqual([['agent-page', { view: 'myIncome' }]]);
    expect(placed('agentUserLoss')).toEqual([['agent-page', { view: 'userLoss' }]]);
    expect(placed('agentAccountDetails')).toEqual([['agent-page', { view: 'accountDetails' }]]);
    expect(placed('agentReferral')).toEqual([['member-rewards', { view: 'referral' }]]);
    // luckydraw's REFERRAL is off: the money pages, no referral link.
    const off = ids('luckydraw');
    expect(off).toContain('agentMyIncome');
    expect(off).not.toContain('agentReferral');
  });

  it('has no contract pages when the agent policy is off', () => {
    const menu = siteFor('redeprime', 'all-off').agentMenu;
    expect(menu.filter((a) => a.contract !== undefined)).toEqual([]);
    expect(menu.map((a) => a.id)).toContain('agentAnnouncement');
  });
});

describe('resolveSite: theme and languages', () => {
  it.each(TENANTS)('%s has every token in the dark and the light theme', (tenant) => {
    const theme = siteFor(tenant, 'seeded').theme;
    expect(Object.keys(theme.tokens).sort()).toEqual([...THEMES].sort());
    for (const name of THEMES) {
      expect(Object.keys(theme.tokens[name]).sort(), name).toEqual([...THEME_TOKENS].sort());
      for (const token of THEME_TOKENS) expect(theme.tokens[name][token], `${name}.${token}`).toMatch(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);
    }
  });

  it('takes tokens from the manifest and the rest from the defaults', () => {
    const redeprime = siteFor('redeprime', 'seeded').theme;
    const lusa = siteFor('lusa', 'seeded').theme;
    expect(redeprime.default).toBe('dark');
    expect(redeprime.tokens.dark.primary).toBe('#a37bff');
    expect(redeprime.tokens.light.primary).toBe('#6a3de8');
    expect(redeprime.tokens.dark.surface).toBe(lusa.tokens.dark.surface);
    expect(siteFor('luckydraw', 'seeded').theme).toMatchObject({ default: 'light', switchable: true, tokens: { light: { primary: '#1d5fd1' } } });
  });

  it('gives each tenant its default language', () => {
    expect(siteFor('luckydraw', 'seeded').languages).toEqual({ default: 'en', supported: ['en', 'pt'] });
    expect(siteFor('lusa', 'seeded').languages).toEqual({ default: 'pt', supported: ['pt', 'en'] });
    expect(siteFor('redeprime', 'seeded').languages.default).toBe('pt');
  });
});

describe('resolveSite: server responses', () => {
  it('refuses an invalid server response with SERVER_RESPONSE_INVALID and no site', () => {
    const result = loadTenant('lusa').build('seeded', (s) => {
      (s.status as { status: number }).status = 7;
    });
    expect(result.site).toBeUndefined();
    expect(result.diagnostics.map((d) => [d.code, d.file])).toContainEqual(['SERVER_RESPONSE_INVALID', 'server:status']);
  });
});
