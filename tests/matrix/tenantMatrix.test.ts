/**
 * The tenant matrix: every folder under tenants/ times every server profile times every session
 * kind times both languages. A new tenant folder is covered the moment it exists; its snapshots are
 * written on its first local run and reviewed like code (CI refuses missing snapshots).
 */
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROUTES, SERVER_PROFILES, readManifest, viewSite,
  type ResolvedSite, type Seed, type SessionContext, type SiteView,
} from '../../engine/index';
import { buildTenant } from '../../engine/cli/checkTenants';
import { listTenants, readTenantSources } from '../../engine/cli/tenantFiles';
import { LANGUAGES, SESSION_KINDS, TOP_NAV_GAME_TYPES } from '../../schemas/domain';

function sessionFor(kind: SessionContext['kind'], seed: Seed | undefined): SessionContext {
  if (kind !== 'agent') return { kind };
  return { kind, contracts: [...(seed?.agent?.contractTypes ?? [])] };
}

/** A reviewable text digest of one view: what the session sees and where each route leads. */
function digest(name: string, view: SiteView): string {
  const access = (a: SiteView['routes'][number]['access']) =>
    a.kind === 'allow' ? 'allow' : a.kind === 'notice' ? `notice ${a.notice}` : `${a.kind} ${a.to}${'notice' in a && a.notice ? ` (${a.notice})` : ''}`;
  const lines = [
    `== ${name}: screen ${view.screen}${view.statusText ? ` "${view.statusText.title}: ${view.statusText.body}"` : ''}`,
    `nav: ${view.navigation.map((n) => `${n.label} ${n.path}`).join(' | ')}`,
    `side: ${view.sideMenu.map((b) => (b.items ? `${b.label} [${b.items.map((i) => i.label).join(', ')}]` : b.label)).join(' | ')}`,
    `header: ${view.header.mode}; avatar: ${view.header.avatarMenu.map((i) => i.label).join(', ') || '-'}; messages ${view.header.showMessageCount ? 'counted' : 'not counted'}`,
    `member menu: ${view.memberMenu.map((m) => `${m.label}${m.badge ? ' (badge)' : ''}`).join(', ') || '-'}`,
    `agent menu: ${view.agentMenu.map((m) => m.label).join(', ') || '-'}`,
    `footer: ${view.footer.blocks.join(', ')}; logos ${view.footer.vendorLogos.join(' ')}${view.footer.copyright ? `; ${view.footer.copyright}` : ''}`,
    ...view.routes.map(
      (r) => `  ${[r.path, ...r.aliases].join(' ')} "${r.title}" [${r.lazyGroup}${r.layout === 'agent' ? ', agent layout' : ''}${r.sideMenu ? '' : ', no side menu'}] ${access(r.access)}: ${r.widgets.map((w) => w.id).join(', ') || '-'}`,
    ),
  ];
  return lines.join('\n');
}

function route(view: SiteView, id: string) {
  const found = view.routes.find((r) => r.id === id);
  if (!found) throw new Error(`route ${id} missing`);
  return found;
}

const tenants = listTenants();

describe.each(tenants)('tenant %s', (tenant) => {
  const sources = readTenantSources(tenant);
  const seed = sources.seed ? (readManifest(sources.seed).value as Seed) : undefined;

  describe.each(SERVER_PROFILES)('server profile %s', (profile) => {
    const result = buildTenant(tenant, profile);
    const site = result.site as ResolvedSite;

    it('resolves without errors', () => {
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(site).toBeDefined();
    });

    it('has every route of SPEC section 2 but the lobbies of game types it does not show, and only vendor-backed game types in the navigation', () => {
      const withVendors = new Set<string>(site.navigation.vendorMenus.map((m) => m.gameType));
      expect(site.routes.filter((r) => r.builtIn).map((r) => r.path)).toEqual(BUILT_IN_ROUTES.filter((r) => r.gameType === undefined || withVendors.has(r.gameType)).map((r) => r.path));
      const navHidden = new Set<string>(result.compiled?.layout.navigation?.hiddenGameTypes ?? []);
      const navTypes = site.navigation.top.flatMap((n) => (n.gameType ? [n.gameType] : []));
      expect(navTypes).toEqual(TOP_NAV_GAME_TYPES.filter((t) => withVendors.has(t) && !navHidden.has(t)));
      for (const menu of site.navigation.vendorMenus) {
        expect(menu.vendors.length).toBeGreaterThan(0);
        expect(menu.layout).toBe(menu.vendors.length > 10 ? 'large' : 'compact');
      }
    });

    it('picks the registration mode by the mobile-registration switch', () => {
      expect(site.registrationForm.regType).toBe(site.switches.mobileRegistration ? 'registerMobile' : 'register');
    });

    it('matches the reviewed resolved-site snapshot', async () => {
      await expect(`${JSON.stringify(site, null, 2)}\n`).toMatchFileSnapshot(`__snapshots__/${tenant}/${profile}.site.json`);
    });

    const views: Record<string, SiteView> = {};
    for (const kind of SESSION_KINDS) {
      for (const language of LANGUAGES) views[`${kind}.${language}`] = viewSite(site, sessionFor(kind, seed), language);
    }

    it.each(SESSION_KINDS)('applies the permission rules of SPEC section 6 for %s sessions', (kind) => {
      for (const language of LANGUAGES) {
        const view = views[`${kind}.${language}`] as SiteView;
        expect(view.language).toBe(language);
        expect(view.screen).toBe(site.status.screen);
        const member = route(view, 'member').access;
        const agentHome = route(view, 'agentHome').access;
        const seamless = route(view, 'seamless').access;
        switch (kind) {
          case 'anonymous':
            expect(member).toEqual({ kind: 'redirect', to: '/login' });
            expect(seamless).toEqual({ kind: 'redirect', to: '/login' });
            expect(agentHome.kind).toBe('replace');
            expect(view.memberMenu).toEqual([]);
            expect(view.header.mode).toBe('guest');
            break;
          case 'trial':
            expect(member).toEqual({ kind: 'notice', notice: 'in_need_true_account' });
            expect(seamless).toEqual({ kind: 'notice', notice: 'in_need_true_account' });
            expect(agentHome).toEqual({ kind: 'replace', to: '/agent', notice: 'in_need_true_account' });
            expect(view.memberMenu).toEqual([]);
            expect(view.header.showMessageCount).toBe(false);
            break;
          case 'member':
            expect(member).toEqual({ kind: 'allow' });
            expect(agentHome).toEqual({ kind: 'replace', to: '/agent', notice: 'error.nonAgent' });
            expect(view.agentMenu).toEqual([]);
            expect(view.header.avatarMenu.map((i) => i.id)).not.toContain('agentCentre');
            break;
          case 'agent':
            expect(agentHome).toEqual({ kind: 'allow' });
            expect(view.header.avatarMenu.map((i) => i.id)).toContain('agentCentre');
            expect(view.agentMenu.length).toBeGreaterThan(0);
            break;
        }
        for (const id of ['seamless', 'lottert', 'vnlottery', 'sealottery']) expect(route(view, id).sideMenu).toBe(false);
      }
    });

    it('matches the reviewed snapshot of every session and language view', async () => {
      const text = Object.entries(views).map(([name, view]) => digest(name, view)).join('\n\n');
      await expect(`${text}\n`).toMatchFileSnapshot(`__snapshots__/${tenant}/${profile}.views.txt`);
    });
  });
});
