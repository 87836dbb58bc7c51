/**
 * The operators' CLI end to end, as a process: `npm run tenants -- <command>` on a scratch copy of
 * tenants/ (TENANTS_ROOT), so the checks of the engine-foundation issue run exactly as an operator
 * would run them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_KEYS, SERVER_PROFILES } from '../../engine/index';
import { GAME_TYPES, TOP_NAV_GAME_TYPES } from '../../schemas/domain';
import { WIDGET_CATALOGUE, WIDGET_IDS } from '../../schemas/widgets/catalogue';
import { buildTenant } from '../../engine/cli/checkTenants';
import { PROJECT_ROOT, listTenants } from '../../engine/cli/tenantFiles';

const root = mkdtempSync(join(tmpdir(), 'tenants-cli-'));
cpSync(join(PROJECT_ROOT, 'tenants'), join(root, 'tenants'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(...args: string[]): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'engine/cli/tenants.ts'), ...args], {
    env: { ...process.env, TENANTS_ROOT: root },
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

function edit(path: string, change: (text: string) => string): void {
  const full = join(root, path);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

// Each command starts a process (about a second each), so these tests get a minute.
describe('npm run tenants', { timeout: 60_000 }, () => {
  it('check passes on every tenant as committed', () => {
    const r = cli('check');
    expect(r.out).toContain(`${listTenants().length} tenant(s) checked: 0 error(s)`);
    expect(r.code).toBe(0);
  });

  it('reports a misspelled widget, a duplicate route, an unknown key and a wrong type in one run, located, and exits non-zero', () => {
    cpSync(join(root, 'tenants/luckydraw'), join(root, 'tenants/broken'), { recursive: true });
    edit('tenants/broken/features.json', (t) =>
      t.replace('"code": "luckydraw"', '"code": "broken"').replace(/"domains": \[[^\]]*\]/, '"domains": ["broken.localhost"]'),
    );
    edit('tenants/broken/layout.json', (t) =>
      t
        .replace('"widget": "winners-list"', '"widget": "winers-list"')
        .replace('"path": "/results"', '"path": "/promotions"')
        .replace('"hiddenGameTypes": ["SPORTS"]', '"hiddenGameTypes": ["SPORTS"], "showPromotion": true')
        .replace('"slidesPerView": 1', '"slidesPerView": "one"'),
    );
    const r = cli('check', 'broken');
    rmSync(join(root, 'tenants/broken'), { recursive: true });
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines).toEqual([
      'tenants/broken/features.json:8:21 error TENANT_MERCHANT_CODE_TAKEN at /tenant/merchantCode: the merchant code "LUCKY02" is also used by tenant "luckydraw"; the merchant\'s backend knows each site by its own code: write this site\'s code (2 to 16 capital letters and digits, e.g. "ACME01"), as the merchant gave it',
      'tenants/broken/layout.json:7:66 error WIDGET_PROPS at /pages/home/0/props/slidesPerView: banner-carousel props: expected an integer, got the string "one"; write a whole number without quotes, e.g. 3',
      'tenants/broken/layout.json:14:19 error WIDGET_UNKNOWN at /pages/draw-results/1/widget: unknown widget "winers-list"; did you mean "winners-list"?',
      'tenants/broken/layout.json:18:37 error ROUTE_DUPLICATE at /routes/0/path: the path "/promotions" is already taken by built-in route "promotions"; choose another path (e.g. "/promotions-2"); paths are compared without regard to case, trailing or repeated slashes, "." segments and encoded characters',
      'tenants/broken/layout.json:20:50 error SCHEMA_UNKNOWN_KEY at /navigation/showPromotion: unknown key "showPromotion"; did you mean "showPromotions"?',
      '1 tenant(s) checked: 5 error(s), 0 warning(s)',
    ]);
  });

  it('new scaffolds a merchant that passes check and builds under every server profile, with JSON edits alone', () => {
    const made = cli('new', 'acme', '--name', 'Acme Bets');
    expect(made.out).toContain('created tenants/acme/');
    expect(made.out).toContain('1 tenant(s) checked: 0 error(s), 0 warning(s)');
    expect(made.code).toBe(0);
    edit('tenants/acme/features.json', (t) => t.replace('"extends": "base",', '"extends": "base", "theme": { "default": "light" }, "gameTypes": { "hidden": ["FISH"] },'));
    edit('tenants/acme/layout.json', (t) => t.replace('"extends": "base"', '"extends": "base", "footer": { "vendorLogos": ["PG", "JDB"] }'));
    expect(cli('check', 'acme').code).toBe(0);
    // The tenant matrix lists tenants from the folder, so the new merchant is in it without code.
    expect(listTenants(root)).toContain('acme');
    for (const profile of SERVER_PROFILES) expect(buildTenant('acme', profile, root).site, profile).toBeDefined();
    const site = buildTenant('acme', 'seeded', root).site;
    expect(site?.theme.default).toBe('light');
    expect(site?.navigation.top.map((n) => n.id)).not.toContain('FISH');
    expect(site?.footer.vendorLogos).toEqual(['PG', 'JDB']);
    expect(cli('new', 'acme').code).toBe(2);
    expect(cli('new', 'Not A Code').code).toBe(2);
  });

  it('new takes the merchant code and the domains, and seeds vendors for every game type the preset shows', () => {
    const made = cli('new', 'zeta', '--name', 'Zeta', '--merchant-code', 'ZT01', '--domain', 'zeta.example.com', '--domain', 'zeta.localhost');
    expect(made.code).toBe(0);
    expect(made.out).toContain('merchant code ZT01, domains zeta.example.com, zeta.localhost');
    const features = JSON.parse(readFileSync(join(root, 'tenants/zeta/features.json'), 'utf8')) as { tenant: { merchantCode: string; domains: string[] } };
    expect(features.tenant).toMatchObject({ merchantCode: 'ZT01', domains: ['zeta.example.com', 'zeta.localhost'] });
    const seed = JSON.parse(readFileSync(join(root, 'tenants/zeta/seed.json'), 'utf8')) as { vendors: Record<string, string[]> };
    expect(Object.keys(seed.vendors).sort()).toEqual([...GAME_TYPES].sort());
    // Every game type the preset shows has a lobby with vendors: the top navigation, and the in-house entry of the side menu.
    const site = buildTenant('zeta', 'seeded', root).site;
    expect(site?.navigation.top.filter((n) => n.gameType !== undefined).map((n) => n.gameType)).toEqual([...TOP_NAV_GAME_TYPES]);
    expect(cli('new', 'zeta2', '--merchant-code', 'lower').code).toBe(2);
    expect(cli('new', 'zeta3', '--domain', 'https://zeta.example.com/').code).toBe(2);
    // A domain or a merchant code another tenant holds is refused before anything is written.
    const domainTaken = cli('new', 'zeta4', '--domain', 'zeta.localhost');
    expect(domainTaken.code).toBe(2);
    expect(domainTaken.out).toContain('the domain "zeta.localhost" already belongs to tenant "zeta"');
    const codeTaken = cli('new', 'zeta5', '--merchant-code', 'ZT01');
    expect(codeTaken.code).toBe(2);
    expect(codeTaken.out).toContain('the merchant code "ZT01" already belongs to tenant "zeta"; give this merchant\'s own code with --merchant-code');
    expect(listTenants(root)).not.toContain('zeta4');
    expect(listTenants(root)).not.toContain('zeta5');
    rmSync(join(root, 'tenants/zeta'), { recursive: true });
  });

  it('widgets lists every widget with its kind, lazy group and props; copy lists every text in each language', () => {
    const all = cli('widgets');
    expect(all.code).toBe(0);
    for (const id of WIDGET_IDS) expect(all.out).toContain(`${id}  (kind: ${WIDGET_CATALOGUE[id].kind}, lazy group: ${WIDGET_CATALOGUE[id].lazyGroup})`);
    const one = cli('widgets', 'banner-carousel');
    expect(one.out).toContain('slidesPerView?: integer 1..3 = 3 — Slides visible at once');
    expect(one.out).not.toContain('home-game-rows');
    expect(cli('widgets', 'bannr-carousel').out).toContain('did you mean "banner-carousel"?');
    const copy = cli('copy');
    expect(copy.code).toBe(0);
    for (const key of MESSAGE_KEYS) expect(copy.out).toContain(`\n${key}\n  pt: ${JSON.stringify(MESSAGES.pt[key])}\n  en: ${JSON.stringify(MESSAGES.en[key])}\n`);
    expect(cli('copy', 'nav.').out.split('\n').filter((l) => /^\S/.test(l)).slice(1)).toEqual(MESSAGE_KEYS.filter((k) => k.startsWith('nav.')));
  });

  it('explain prints the final value and the layer that set it, server layers included', () => {
    const theme = cli('explain', 'lusa', '/features/theme/dark/primary');
    expect(theme.out).toContain('/features/theme/dark/primary = "#e0a526"');
    expect(theme.out).toContain('set by: tenant (tenants/lusa/features.json)');
    const fromPreset = cli('explain', 'lusa', '/features/social/0/url');
    expect(fromPreset.out).toContain('set by: preset base (tenants/presets/base/features.json)');
    const server = cli('explain', 'luckydraw', '/features/switches/mobileRegistration', '--profile', 'all-off');
    expect(server.out).toContain('= false');
    expect(server.out).toContain('set by: server white-label switches');
    expect(cli('explain', 'lusa', '/features/nothing/here').code).toBe(1);
    // Built-in routes are listed as the engine's; an object names every layer below it.
    const routes = cli('explain', 'luckydraw', '/layout/routes');
    expect(routes.code).toBe(0);
    expect(routes.out).toContain('/layout/routes/0/path: engine default (built-in route)');
    expect(routes.out).toMatch(/\/layout\/routes\/\d+\/path: tenant \(tenants\/luckydraw\/layout.json\)/);
    expect(cli('explain', 'lusa', '/layout/navigation').out).toContain('/layout/navigation/hiddenGameTypes: engine default');
  });

  it('explain names the jurisdiction profile as a layer and lists the acknowledged review rules', () => {
    const idle = cli('explain', 'lusa', '/features/session/idleMinutes');
    expect(idle.out).toContain('/features/session/idleMinutes = 30');
    expect(idle.out).toContain('set by: jurisdiction BR (engine/jurisdictions/BR/profile.json)');
    const j = cli('explain', 'lusa', '/features/jurisdiction');
    expect(j.code).toBe(0);
    expect(j.out).toContain('jurisdiction: BR, merged as the layer "jurisdiction BR (engine/jurisdictions/BR/profile.json)" (above the presets, below the tenant)');
    expect(j.out).toMatch(/ {2}BR-missions-after-bets \(Lei 14\.790\/2023 art\. 29\): .*\n {4}reason: Missions pay/);
    const none = cli('explain', 'redeprime', '/features/jurisdiction');
    expect(none.code).toBe(0);
    expect(none.out).toBe('jurisdiction: none (no profile layer)\n');
  });

  it('resolve prints the resolved site, or one session\'s view, as JSON', () => {
    const site = cli('resolve', 'redeprime', '--profile', 'maintenance');
    expect(site.code).toBe(0);
    expect(JSON.parse(site.out).status.screen).toBe('maintenance');
    const view = cli('resolve', 'redeprime', '--session', 'agent', '--lang', 'en');
    const parsed = JSON.parse(view.out) as { agentMenu: { id: string }[]; language: string };
    expect(parsed.language).toBe('en');
    expect(parsed.agentMenu.map((m) => m.id)).toEqual(expect.arrayContaining(['agentDividendRecordCopy2', 'agentRealtimeSalary']));
    expect(cli('resolve', 'redeprime', '--profile', 'nope').code).toBe(2);
  });
});
