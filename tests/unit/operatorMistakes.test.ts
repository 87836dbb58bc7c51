/**
 * Acceptance of the check (issue: the check catches what an operator actually gets wrong): the
 * typical operator mistakes, each made in a tenant as an operator makes one, checked as an operator
 * checks (one tenant at a time, as `npm run tenants -- check <code>` does). Each must be caught,
 * located in the tenant's own file (file:line:column at the entry) and come with a hint in words.
 *
 * Every mistake is made twice: in a copy of a demo tenant (lusa) and in a tenant scaffolded by
 * `npm run tenants -- new` (the base preset), each under a scratch copy of tenants/ beside the demo
 * tenants, so the checks across tenants see them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic, type DiagnosticCode } from '../../engine/index';
import { checkTenants } from '../../engine/cli/checkTenants';
import { PROJECT_ROOT } from '../../engine/cli/tenantFiles';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- manifests edited as plain JSON, as an operator would

interface Files { features: Json; layout: Json }
interface Others { domain: string; merchantCode: string }

interface Mistake {
  what: string;
  make(files: Files, others: Others): void;
  code: DiagnosticCode;
  severity: 'error' | 'warning';
  file: 'features.json' | 'layout.json';
  /** The pointer of the entry the diagnostic must be located at. */
  at: string;
  /** What the hint must say, in words. */
  hint: RegExp;
}

function page(layout: Json, id: string): Json[] {
  layout.pages ??= {};
  layout.pages[id] ??= [];
  return layout.pages[id] as Json[];
}

function html(layout: Json, pt: string, en: string): void {
  page(layout, 'home').push({ id: 'operator-links', widget: 'custom-html', props: { html: { pt, en } } });
}

/** Where the custom-html placement `html` will add sits in the tenant's own file (after its own home placements). */
const htmlAt = (files: Files) => `/pages/home/${(files.layout.pages?.home as Json[] | undefined)?.length ?? 0}/props/html`;

/** Puts the tenant under BR with the legal values the profile requires (lusa has them already). */
function underBrazil(features: Json): void {
  features.jurisdiction = 'BR';
  features.legal ??= {
    name: 'Acme Apostas Ltda.', registrationNumber: '11.222.333/0001-81', licence: 'Portaria SPA/MF nº 0000/2025',
    address: 'Rua Exemplo, 1, São Paulo - SP', support: { email: 'help@acme.example', phone: '0800 000 0000' },
  };
}

/** The typical mistakes: the kinds of the issue, one or more each. */
const MISTAKES: (Mistake | ((files: Files) => Mistake))[] = [
  {
    what: 'a copy override in one language only',
    make: ({ features }) => { features.copy = { pt: { 'nav.home': 'Início' } }; },
    code: 'LANGUAGE_TEXT_MISSING', severity: 'error', file: 'features.json', at: '/copy/pt/nav.home', hint: /add "nav\.home": "…" under copy\.en/,
  },
  {
    what: 'a merchant route titled in one language only',
    make: ({ layout }) => {
      layout.routes = [...(layout.routes ?? []), { id: 'club', path: '/club', page: 'club', title: { pt: 'Clube' } }];
      page(layout, 'club').push({ widget: 'winners-list' });
    },
    code: 'LANGUAGE_TEXT_MISSING', severity: 'error', file: 'layout.json', at: '/routes/', hint: /add "en": "…" beside "pt"/,
  },
  {
    what: 'a member-centre widget on a page every visitor sees',
    make: ({ layout }) => { page(layout, 'home').push({ widget: 'member-deposit' }); },
    code: 'WIDGET_PAGE_KIND', severity: 'error', file: 'layout.json', at: '/pages/home/', hint: /place it on a member-centre page/,
  },
  {
    what: 'a theme offered in the switch, defined in part, failing its contrast',
    make: ({ features }) => { features.theme = { ...features.theme, light: { background: '#0b1018' } }; },
    code: 'THEME_PARTIAL', severity: 'error', file: 'features.json', at: '/theme/light/background', hint: /define "text" beside "background"/,
  },
  {
    what: 'a theme offered in the switch, defined in part, passing its contrast',
    make: ({ features }) => { features.theme = { ...features.theme, light: { primary: '#1d5fd1', primaryText: '#ffffff', accent: '#c2410c', background: '#f7f9fc' } }; },
    code: 'THEME_DEFAULTS', severity: 'warning', file: 'features.json', at: '/theme/light/', hint: /define "surface", .* beside the others under theme\.light/,
  },
  {
    what: 'a domain another tenant holds',
    make: ({ features }, others) => { features.tenant.domains = [...features.tenant.domains, others.domain]; },
    code: 'TENANT_DOMAIN_TAKEN', severity: 'error', file: 'features.json', at: '/tenant/domains/', hint: /remove it here or from the other tenant's features\.json/,
  },
  {
    what: 'a merchant code another tenant holds',
    make: ({ features }, others) => { features.tenant.merchantCode = others.merchantCode; },
    code: 'TENANT_MERCHANT_CODE_TAKEN', severity: 'error', file: 'features.json', at: '/tenant/merchantCode', hint: /write this site's code/,
  },
  {
    what: 'a route that differs from a built-in one only by case',
    make: ({ layout }) => { layout.routes = [...(layout.routes ?? []), { id: 'promos', path: '/Promotions', page: 'promotions', title: { pt: 'Promoções', en: 'Promotions' } }]; },
    code: 'ROUTE_DUPLICATE', severity: 'error', file: 'layout.json', at: '/routes/', hint: /choose another path/,
  },
  {
    what: 'two merchant routes that differ only by a trailing slash',
    make: ({ layout }) => {
      layout.routes = [
        ...(layout.routes ?? []),
        { id: 'club', path: '/club', page: 'club', title: { pt: 'Clube', en: 'Club' } },
        { id: 'club-vip', path: '/club/', page: 'club', title: { pt: 'Clube VIP', en: 'VIP club' } },
      ];
      page(layout, 'club').push({ widget: 'winners-list' });
    },
    code: 'ROUTE_DUPLICATE', severity: 'error', file: 'layout.json', at: '/routes/', hint: /choose another path \(e\.g\. "\/club-2"\)/,
  },
  {
    what: 'a home row for a game type the tenant hides',
    make: ({ features, layout }) => {
      features.gameTypes = { hidden: ['PVP'] };
      page(layout, 'home').push({ id: 'rows', widget: 'home-game-rows', props: { rows: ['HOT', 'PVP'] } });
    },
    code: 'ENTRY_HIDDEN', severity: 'error', file: 'layout.json', at: '/props/rows/1', hint: /remove "PVP" from the rows/,
  },
  (files) => ({
    what: 'a link in operator HTML to the lobby of a game type the tenant hides',
    make: ({ features, layout }) => {
      features.gameTypes = { hidden: ['PVP'] };
      html(layout, '<p><a href="/pvp">PvP</a></p>', '<p><a href="/pvp">PvP</a></p>');
    },
    code: 'ENTRY_HIDDEN', severity: 'error', file: 'layout.json', at: `${htmlAt(files)}/pt`, hint: /remove "PVP" from gameTypes\.hidden/,
  }),
  (files) => ({
    what: 'a page switched off by a feature (vip: false) that a link still leads to',
    make: ({ features, layout }) => {
      features.features = { ...features.features, vip: false };
      html(layout, '<p><a href="/vip">VIP</a></p>', '<p><a href="/vip">VIP</a></p>');
    },
    code: 'ENTRY_HIDDEN', severity: 'error', file: 'layout.json', at: `${htmlAt(files)}/en`, hint: /turn the feature on \("vip": true\)/,
  }),
  {
    what: 'a side-menu block set to show while its feature is off',
    make: ({ features, layout }) => {
      features.features = { ...features.features, pointsMall: false };
      layout.sideMenu = { ...layout.sideMenu, blocks: { ...layout.sideMenu?.blocks, pointMall: { hidden: false } } };
    },
    code: 'ENTRY_HIDDEN', severity: 'error', file: 'layout.json', at: '/sideMenu/blocks/pointMall/hidden', hint: /turn the feature on \("pointsMall": true\)/,
  },
  (files) => ({
    what: 'a link in operator HTML to a page the site does not have',
    make: ({ layout }) => { html(layout, '<p><a href="/promocoes">Promoções</a></p>', '<p><a href="/promotions">Promotions</a></p>'); },
    code: 'LINK_UNKNOWN', severity: 'error', file: 'layout.json', at: `${htmlAt(files)}/pt`, hint: /did you mean "\/promotions"\?/,
  }),
  (files) => ({
    what: 'a javascript: link in operator HTML',
    make: ({ layout }) => { html(layout, '<p><a href="javascript:openChat()">Fale connosco</a></p>', '<p><a href="https://wa.me/1">Chat</a></p>'); },
    code: 'HTML_REMOVED', severity: 'warning', file: 'layout.json', at: `${htmlAt(files)}/pt`, hint: /link with https:\/\/, mailto: or tel:/,
  }),
  {
    what: 'a colour written short',
    make: ({ features }) => { features.theme = { ...features.theme, dark: { ...features.theme?.dark, accent: '#2c9' } }; },
    code: 'SCHEMA_PATTERN', severity: 'error', file: 'features.json', at: '/theme/dark/accent', hint: /a colour is "#" and six hex digits.*write "#22cc99"/,
  },
  {
    what: 'a number written as a string',
    make: ({ layout }) => { layout.navigation = { ...layout.navigation, vendorMenu: { ...layout.navigation?.vendorMenu, homeVendors: '3' } }; },
    code: 'SCHEMA_TYPE', severity: 'error', file: 'layout.json', at: '/navigation/vendorMenu/homeVendors', hint: /write 3, a number without quotes/,
  },
  {
    what: 'a credit-card deposit under the Brazilian profile',
    make: ({ features }) => { underBrazil(features); features.payments = { depositMethods: ['pix', 'creditCard'] }; },
    code: 'JURISDICTION_FORBIDS', severity: 'error', file: 'features.json', at: '/payments/depositMethods/1', hint: /remove the method from payments\.depositMethods/,
  },
  {
    what: 'a production domain outside .bet.br under the Brazilian profile',
    make: ({ features }) => { underBrazil(features); features.tenant.domains = [...features.tenant.domains, 'www.acme-bets.com']; },
    code: 'JURISDICTION_FORBIDS', severity: 'error', file: 'features.json', at: '/tenant/domains/', hint: /serve the brand under a \.bet\.br domain/,
  },
  {
    what: 'the legal name left out under the Brazilian profile',
    make: ({ features }) => { underBrazil(features); delete features.legal.name; },
    code: 'JURISDICTION_REQUIRES', severity: 'error', file: 'features.json', at: '/legal/name', hint: /add "legal": \{ "name"/,
  },
  (files) => ({
    what: 'a link in operator HTML to a vendor the lobby does not have',
    make: ({ layout }) => { html(layout, '<p><a href="/rng?vassalage=NOPE">Slots</a></p>', '<p><a href="/rng">Slots</a></p>'); },
    code: 'ENTRY_UNAVAILABLE', severity: 'warning', file: 'layout.json', at: `${htmlAt(files)}/pt`, hint: /link to a vendor the lobby has/,
  }),
];

const root = mkdtempSync(join(tmpdir(), 'operator-mistakes-'));
cpSync(join(PROJECT_ROOT, 'tenants'), join(root, 'tenants'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(...args: string[]): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'engine/cli/tenants.ts'), ...args], {
    env: { ...process.env, TENANTS_ROOT: root },
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const read = (tenant: string, file: string): Json => JSON.parse(readFileSync(join(root, 'tenants', tenant, file), 'utf8')) as Json;
const write = (tenant: string, file: string, value: Json) => writeFileSync(join(root, 'tenants', tenant, file), `${JSON.stringify(value, null, 2)}\n`);
const printed = (d: Diagnostic) => formatDiagnostic(d).replace(`${root}/`, '');

/** The copy of lusa: its own code, domain and merchant code, otherwise the demo tenant as committed. */
function copyDemo(): void {
  cpSync(join(root, 'tenants/lusa'), join(root, 'tenants/acme'), { recursive: true });
  const features = read('acme', 'features.json');
  features.tenant = { ...features.tenant, code: 'acme', merchantCode: 'ACME01', domains: ['acme.localhost'] };
  write('acme', 'features.json', features);
}

const others: Others = (() => {
  const redeprime = JSON.parse(readFileSync(join(PROJECT_ROOT, 'tenants/redeprime/features.json'), 'utf8')) as Json;
  const lusa = JSON.parse(readFileSync(join(PROJECT_ROOT, 'tenants/lusa/features.json'), 'utf8')) as Json;
  return { domain: lusa.tenant.domains[0] as string, merchantCode: redeprime.tenant.merchantCode as string };
})();

describe.each([
  { how: 'a copy of a demo tenant', tenant: 'acme', make: copyDemo },
  { how: 'a tenant made by tenants new', tenant: 'zulu', make: () => expect(cli('new', 'zulu', '--merchant-code', 'ZULU01', '--domain', 'zulu.localhost').code).toBe(0) },
])('the typical operator mistakes in $how', { timeout: 60_000 }, ({ tenant, make }) => {
  let baseline: Set<string>;
  let pristine: Files;
  beforeAll(() => {
    make();
    pristine = { features: read(tenant, 'features.json'), layout: read(tenant, 'layout.json') };
    const found = checkTenants([tenant], root);
    expect(found.filter((d) => d.severity === 'error').map(printed)).toEqual([]);
    baseline = new Set(found.map(printed));
  });

  const named = MISTAKES.map((m) => [typeof m === 'function' ? m({ features: {}, layout: {} }).what : m.what, m] as const);
  it.each(named)('%s', (_name, entry) => {
    const files: Files = structuredClone(pristine);
    const mistake = typeof entry === 'function' ? entry(files) : entry;
    mistake.make(files, others);
    write(tenant, 'features.json', files.features);
    write(tenant, 'layout.json', files.layout);
    try {
      const found = checkTenants([tenant], root).filter((d) => !baseline.has(printed(d)));
      const caught = found.filter((d) => d.code === mistake.code);
      expect(caught.map(printed), `${mistake.what}: caught as ${found.map(printed).join('\n') || 'nothing'}`).not.toEqual([]);
      const d = caught.find((c) => c.pointer.includes(mistake.at)) ?? caught[0]!;
      expect(d.severity).toBe(mistake.severity);
      expect(d.file.endsWith(`tenants/${tenant}/${mistake.file}`), printed(d)).toBe(true);
      expect(d.pointer).toContain(mistake.at);
      expect(d.line, printed(d)).toBeGreaterThan(0);
      expect(d.hint, printed(d)).toMatch(mistake.hint);
      if (mistake.severity === 'error') expect(found.some((f) => f.severity === 'error')).toBe(true);
    } finally {
      write(tenant, 'features.json', pristine.features);
      write(tenant, 'layout.json', pristine.layout);
    }
  });
});

describe('tenants new and the other tenants', { timeout: 60_000 }, () => {
  it('refuses a domain or a merchant code another tenant holds, before writing anything', () => {
    const domain = cli('new', 'yankee', '--domain', others.domain);
    expect(domain.code).toBe(2);
    expect(domain.out).toContain(`the domain "${others.domain}" already belongs to tenant "lusa"`);
    const code = cli('new', 'xray', '--merchant-code', others.merchantCode);
    expect(code.code).toBe(2);
    expect(code.out).toContain(`the merchant code "${others.merchantCode}" already belongs to tenant "redeprime"`);
  });
});
