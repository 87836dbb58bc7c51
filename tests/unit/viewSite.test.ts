import { describe, expect, it } from 'vitest';
import { editJson, siteFor, withTenant } from '../support/tenantFixture';
import type { Language, SessionKind } from '../../schemas/domain';
import {
  PROFILE_VISITOR_IP, matches, routeAccess, viewSite,
  type LayoutManifest, type ResolvedSite, type SessionContext, type SiteView,
} from '../../engine/index';

/** redeprime under its seed: referral and agent policy on, contracts dividend and realTimeSalary offered. */
const site = siteFor('redeprime', 'seeded');
/** luckydraw under its seed: referral off, default language en. */
const luckydraw = siteFor('luckydraw', 'seeded');

const ANONYMOUS: SessionContext = { kind: 'anonymous' };
const MEMBER: SessionContext = { kind: 'member', referral: true };
const TRIAL: SessionContext = { kind: 'trial' };
const AGENT: SessionContext = { kind: 'agent', contracts: ['dividend', 'realTimeSalary'] };
const SESSIONS: Record<SessionKind, SessionContext> = { anonymous: ANONYMOUS, member: MEMBER, trial: TRIAL, agent: AGENT };

function route(s: ResolvedSite, path: string) {
  const r = s.routes.find((x) => x.path === path);
  if (r === undefined) throw new Error(`no route ${path}`);
  return r;
}

/** lusa shows every game type, so every built-in route is there (a game type without vendors has none). */
const everyRoute = siteFor('lusa', 'seeded');

function access(path: string, session: SessionContext) {
  return routeAccess(route(everyRoute, path), session);
}

function viewRoute(view: SiteView, path: string) {
  const r = view.routes.find((x) => x.path === path);
  if (r === undefined) throw new Error(`no route ${path} in view`);
  return r;
}

const LOGIN_GUARDED = ['/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/seamless', '/lottert', '/vnlottery', '/sealottery', '/member', '/pointMall'];
const GAME_PAGES = ['/lottery', '/seaLottery', '/vnLottery', '/seamless', '/lottert', '/vnlottery', '/sealottery'];
const OPEN = ['/', '/login', '/register', '/promotions', '/elott', '/lott', '/inhouse', '/sports', '/esports', '/live', '/fish', '/rng', '/pvp', '/help', '/agent'];

describe('routeAccess: anonymous visitors', () => {
  it.each(LOGIN_GUARDED)('redirects a guest on %s to /login', (path) => {
    expect(access(path, ANONYMOUS)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it.each(OPEN)('lets a guest browse %s', (path) => {
    expect(access(path, ANONYMOUS)).toEqual({ kind: 'allow' });
  });

  it('replaces /agentHome with /agent, without a notice', () => {
    expect(access('/agentHome', ANONYMOUS)).toEqual({ kind: 'replace', to: '/agent' });
  });
});

describe('routeAccess: members', () => {
  it.each([...LOGIN_GUARDED, ...OPEN])('lets a member open %s', (path) => {
    expect(access(path, MEMBER)).toEqual({ kind: 'allow' });
  });

  it('replaces /agentHome with /agent and says non-agents cannot log in', () => {
    expect(access('/agentHome', MEMBER)).toEqual({ kind: 'replace', to: '/agent', notice: 'error.nonAgent' });
  });
});

describe('routeAccess: trial members', () => {
  it.each([...GAME_PAGES, '/member', '/pointMall'])('tells a trial member on %s that a real account is needed', (path) => {
    expect(access(path, TRIAL)).toEqual({ kind: 'notice', notice: 'in_need_true_account' });
  });

  it.each(['/favorite', '/recent', ...OPEN])('lets a trial member browse %s', (path) => {
    expect(access(path, TRIAL)).toEqual({ kind: 'allow' });
  });

  it('replaces /agentHome with /agent, telling them a real account is needed', () => {
    expect(access('/agentHome', TRIAL)).toEqual({ kind: 'replace', to: '/agent', notice: 'in_need_true_account' });
  });
});

describe('routeAccess: agents', () => {
  it.each([...LOGIN_GUARDED, ...OPEN, '/agentHome'])('lets an agent open %s', (path) => {
    expect(access(path, AGENT)).toEqual({ kind: 'allow' });
  });
});

describe('viewSite: routes', () => {
  it('projects every resolved route with its access for the session', () => {
    for (const session of Object.values(SESSIONS)) {
      const view = viewSite(site, session, 'pt');
      expect(view.routes.map((r) => r.path)).toEqual(site.routes.map((r) => r.path));
      for (const r of site.routes) expect(viewRoute(view, r.path).access).toEqual(routeAccess(r, session));
    }
  });

  it('gives route titles in the view language', () => {
    expect(viewRoute(viewSite(site, ANONYMOUS, 'en'), '/favorite').title).toBe('Favourites');
    expect(viewRoute(viewSite(site, ANONYMOUS, 'pt'), '/favorite').title).not.toBe('Favourites');
  });

  it('keeps modal, game type and query of a route', () => {
    const view = viewSite(site, ANONYMOUS, 'en');
    expect(viewRoute(view, '/login').modal).toBe('login');
    expect(viewRoute(view, '/rng')).toMatchObject({ gameType: 'RNG', query: ['vassalage'] });
    expect(viewRoute(view, '/').modal).toBeUndefined();
  });

  it('shows a widget only to the sessions its predicate matches', () => {
    const tenant = withTenant('redeprime', (t) => {
      t.layout = editJson<LayoutManifest>(t.layout, (l) => {
        l.pages = {
          ...l.pages,
          home: [
            ...(l.pages?.home ?? []),
            { id: 'guest-only', widget: 'custom-html', props: { html: { en: 'Join', pt: 'Junte-se' } }, when: { loggedIn: false } },
            { id: 'agents-only', widget: 'custom-html', props: { html: { en: 'Agents', pt: 'Agentes' } }, when: { session: ['agent'] } },
          ],
        };
      });
    });
    const edited = tenant.site('seeded');
    const ids = (session: SessionContext) => viewRoute(viewSite(edited, session, 'en'), '/').widgets.map((w) => w.id);
    expect(ids(ANONYMOUS)).toContain('guest-only');
    expect(ids(ANONYMOUS)).not.toContain('agents-only');
    expect(ids(MEMBER)).not.toContain('guest-only');
    expect(ids(AGENT)).toContain('agents-only');
    expect(ids(TRIAL)).not.toContain('agents-only');
    // Widgets without a predicate show to everyone.
    for (const session of Object.values(SESSIONS)) expect(ids(session)).toContain('home-game-rows');
  });
});

describe('viewSite: member and agent menus', () => {
  it('gives no member menu to guests and trial members', () => {
    expect(viewSite(site, ANONYMOUS, 'en').memberMenu).toEqual([]);
    expect(viewSite(site, TRIAL, 'en').memberMenu).toEqual([]);
  });

  it('gives members and agents the member menu with its badges', () => {
    for (const session of [MEMBER, AGENT]) {
      const menu = viewSite(site, session, 'en').memberMenu;
      expect(menu.map((m) => m.id)).toEqual(site.memberMenu.map((m) => m.id));
      expect(menu.filter((m) => m.badge !== undefined).map((m) => m.badge).sort()).toEqual(['messageV2', 'missionLeaderboard', 'rewardCenter']);
      expect(menu.find((m) => m.id === 'securityCenter')).toEqual({
        id: 'securityCenter', label: 'Security centre', path: '/member?page=securityCenter', widgets: [{ id: 'member-security', widget: 'member-security', props: {} }],
      });
    }
  });

  it('gives the agent menu only to agents', () => {
    for (const session of [ANONYMOUS, MEMBER, TRIAL]) expect(viewSite(site, session, 'en').agentMenu).toEqual([]);
    expect(viewSite(site, AGENT, 'en').agentMenu.map((a) => a.id)).toContain('agentAnnouncement');
  });

  it('shows contract entries only for the contracts the agent holds', () => {
    const ids = (contracts: SessionContext['contracts']) =>
      viewSite(site, { kind: 'agent', ...(contracts ? { contracts } : {}) }, 'en').agentMenu.map((a) => a.id);
    expect(ids(['dividend', 'realTimeSalary'])).toEqual(expect.arrayContaining(['agentDividendRecordCopy2', 'agentRealtimeSalary']));
    expect(ids(['dividend'])).toContain('agentDividendRecordCopy2');
    expect(ids(['dividend'])).not.toContain('agentRealtimeSalary');
    expect(ids(['realTimeSalary'])).not.toContain('agentDividendRecordCopy2');
    const none = ids([]);
    expect(none).not.toContain('agentDividendRecordCopy2');
    expect(none).not.toContain('agentRealtimeSalary');
    expect(ids(undefined)).toEqual(none);
    // A contract the merchant does not offer gives no entry even when the agent holds it.
    expect(ids(['dailySalary'])).toEqual(none);
    expect(none).toEqual(site.agentMenu.filter((a) => a.contract === undefined).map((a) => a.id));
  });
});

describe('viewSite: side menu invite block', () => {
  const hasInvite = (s: ResolvedSite, session: SessionContext) => viewSite(s, session, 'en').sideMenu.some((b) => b.id === 'invite');

  it('shows invite to guests whether referral is on or off', () => {
    expect(site.switches.referral).toBe(true);
    expect(luckydraw.switches.referral).toBe(false);
    expect(hasInvite(site, ANONYMOUS)).toBe(true);
    expect(hasInvite(luckydraw, ANONYMOUS)).toBe(true);
  });

  it('shows invite to logged-in players only while referral is on', () => {
    for (const session of [MEMBER, TRIAL, AGENT]) {
      expect(hasInvite(site, session), session.kind).toBe(true);
      expect(hasInvite(luckydraw, session), session.kind).toBe(false);
    }
  });

  it('hides invite from a logged-in player whose session has referral off', () => {
    expect(hasInvite(site, { kind: 'member', referral: false })).toBe(false);
    expect(hasInvite(site, { kind: 'anonymous', referral: false })).toBe(true);
  });

  it('shows every other block but the chat room and the points mall to every session', () => {
    const signedInOnly = (id: string) => id === 'invite' || id === 'chatRoom' || id === 'pointMall';
    const others = site.sideMenu.blocks.filter((b) => !signedInOnly(b.id)).map((b) => b.id);
    for (const session of Object.values(SESSIONS)) {
      expect(viewSite(site, session, 'en').sideMenu.map((b) => b.id).filter((id) => !signedInOnly(id))).toEqual(others);
    }
  });

  it('shows the points mall link (/pointMall) to a signed-in player only, where the tenant has the points mall', () => {
    expect(site.sideMenu.blocks.map((b) => b.id)).toContain('pointMall');
    expect(viewSite(site, ANONYMOUS, 'en').sideMenu.map((b) => b.id)).not.toContain('pointMall');
    expect(viewSite(site, MEMBER, 'en').sideMenu.map((b) => b.id)).toContain('pointMall');
  });

  it('shows the chat room to a signed-in player only (SPEC section 7: members chat)', () => {
    expect(site.sideMenu.blocks.map((b) => b.id)).toContain('chatRoom');
    expect(viewSite(site, ANONYMOUS, 'en').sideMenu.map((b) => b.id)).not.toContain('chatRoom');
    expect(viewSite(site, MEMBER, 'en').sideMenu.map((b) => b.id)).toContain('chatRoom');
  });
});

describe('viewSite: header', () => {
  it('shows guests the guest header without avatar menu, balance or message count', () => {
    expect(viewSite(site, ANONYMOUS, 'en').header).toEqual({ mode: 'guest', avatarMenu: [], showMessageCount: false, showBalance: false });
  });

  it('gives members the avatar menu without the agent entry, and the message count', () => {
    const header = viewSite(site, MEMBER, 'en').header;
    expect(header).toMatchObject({ mode: 'member', showMessageCount: true, showBalance: true });
    expect(header.avatarMenu.map((i) => i.id)).toEqual(['myAccount', 'bettingRecord', 'platformMessages', 'customerService', 'signOut']);
    expect(header.avatarMenu[0]).toEqual({ id: 'myAccount', label: 'My account', path: '/member?page=securityCenter' });
  });

  it('gives agents the agent entry before sign-out', () => {
    const header = viewSite(site, AGENT, 'en').header;
    expect(header.avatarMenu.map((i) => i.id)).toEqual(['myAccount', 'bettingRecord', 'platformMessages', 'customerService', 'agentCentre', 'signOut']);
    expect(header.avatarMenu.find((i) => i.id === 'agentCentre')).toEqual({ id: 'agentCentre', label: 'Agent centre', path: '/agentHome' });
    expect(header.showMessageCount).toBe(true);
  });

  it('gives trial members no message count and no agent entry, but the member entries (each answers that a real account is needed)', () => {
    const header = viewSite(site, TRIAL, 'en').header;
    expect(header.mode).toBe('member');
    expect(header.showMessageCount).toBe(false);
    const ids = header.avatarMenu.map((i) => i.id);
    expect(ids).not.toContain('agentCentre');
    expect(ids).toEqual(['myAccount', 'bettingRecord', 'platformMessages', 'customerService', 'signOut']);
    expect(viewSite(site, TRIAL, 'en').memberMenu).toEqual([]);
  });
});

describe('viewSite: language', () => {
  it('uses the asked language when the site supports it', () => {
    expect(viewSite(luckydraw, ANONYMOUS, 'pt').language).toBe('pt');
    expect(viewSite(luckydraw, ANONYMOUS, 'en').language).toBe('en');
    // Copy overrides apply per language.
    expect(viewSite(luckydraw, ANONYMOUS, 'en').navigation[0]).toEqual({ id: 'home', label: 'Draws', path: '/' });
    expect(viewSite(luckydraw, ANONYMOUS, 'pt').navigation[0]?.label).toBe('Sorteios');
  });

  it('falls back to the site default for a language the site does not support', () => {
    const ptOnly = withTenant('lusa', (t) => {
      t.features = t.features.replace('"supported": ["pt", "en"]', '"supported": ["pt"]');
    }).site('seeded');
    expect(ptOnly.languages).toEqual({ default: 'pt', supported: ['pt'] });
    const view = viewSite(ptOnly, ANONYMOUS, 'en');
    expect(view.language).toBe('pt');
    expect(viewRoute(view, '/favorite').title).toBe(viewRoute(viewSite(ptOnly, ANONYMOUS, 'pt'), '/favorite').title);
    // luckydraw defaults to en.
    expect(viewSite(luckydraw, ANONYMOUS, 'es' as Language).language).toBe('en');
  });
});

describe('viewSite: status screens', () => {
  it('shows no status text on a normal site', () => {
    const view = viewSite(site, ANONYMOUS, 'en');
    expect(view.screen).toBe('normal');
    expect(view.statusText).toBeUndefined();
  });

  it('shows the maintenance screen with its texts', () => {
    const down = siteFor('redeprime', 'maintenance');
    expect(viewSite(down, MEMBER, 'en')).toMatchObject({
      screen: 'maintenance',
      statusText: { title: 'Under maintenance', body: 'The site is under maintenance. Please come back later.' },
    });
    expect(viewSite(down, MEMBER, 'pt').statusText?.title).toBe('Em manutenção');
  });

  it('shows the region screen with the visitor IP in its text', () => {
    const blocked = siteFor('lusa', 'region-blocked');
    const view = viewSite(blocked, ANONYMOUS, 'en');
    expect(view.screen).toBe('regionRestricted');
    expect(view.statusText?.title).toBe('Access restricted');
    expect(view.statusText?.body).toBe(`This site is not available in your region. Your IP address: ${PROFILE_VISITOR_IP}`);
    expect(viewSite(blocked, ANONYMOUS, 'pt').statusText?.body).toContain(PROFILE_VISITOR_IP);
  });
});

describe('viewSite: footer', () => {
  it('gives the copyright in the view language', () => {
    expect(viewSite(luckydraw, ANONYMOUS, 'en').footer.copyright).toBe('© Lucky Draw Lotteries. Play responsibly, 18+.');
    expect(viewSite(luckydraw, ANONYMOUS, 'pt').footer.copyright).toBe('© Lucky Draw Lotteries. Jogue com responsabilidade, 18+.');
    expect(viewSite(site, ANONYMOUS, 'pt').footer).not.toHaveProperty('copyright');
  });

  it("lists the layout's own links (the base preset's responsible-gaming page) in the view language; a tenant's list replaces it", () => {
    expect(viewSite(site, ANONYMOUS, 'en').footer.links).toEqual([{ path: '/member?page=responsibleGaming', label: 'Responsible gaming' }]);
    expect(viewSite(luckydraw, MEMBER, 'pt').footer.links).toEqual([{ path: '/member?page=responsibleGaming', label: 'Jogo responsável' }]);
    const own = withTenant('redeprime', (t) => {
      t.layout = editJson<LayoutManifest>(t.layout, (layout) => {
        layout.footer = { ...layout.footer, links: [{ path: '/results', label: { pt: 'Resultados' } }] };
      });
    }).site('seeded');
    // A label without the other language falls back to the site's default language's.
    expect(viewSite(own, ANONYMOUS, 'en').footer.links).toEqual([{ path: '/results', label: 'Resultados' }]);
  });
});

describe('matches', () => {
  it('holds for no predicate', () => {
    expect(matches(undefined, ANONYMOUS, site)).toBe(true);
  });

  it('checks the session kind', () => {
    expect(matches({ session: ['member', 'agent'] }, MEMBER, site)).toBe(true);
    expect(matches({ session: ['member', 'agent'] }, TRIAL, site)).toBe(false);
  });

  it('counts trial members and agents as logged in', () => {
    for (const session of [MEMBER, TRIAL, AGENT]) expect(matches({ loggedIn: true }, session, site)).toBe(true);
    expect(matches({ loggedIn: true }, ANONYMOUS, site)).toBe(false);
    expect(matches({ loggedIn: false }, ANONYMOUS, site)).toBe(true);
  });

  it('treats referral as on only when the site and the session both have it', () => {
    expect(matches({ referral: true }, { kind: 'member' }, site)).toBe(true);
    expect(matches({ referral: true }, { kind: 'member', referral: false }, site)).toBe(false);
    expect(matches({ referral: true }, { kind: 'member', referral: true }, luckydraw)).toBe(false);
    expect(matches({ referral: false }, { kind: 'member', referral: true }, luckydraw)).toBe(true);
  });

  it('requires an agent holding the contract', () => {
    expect(matches({ contract: 'dividend' }, { kind: 'agent', contracts: ['dividend'] }, site)).toBe(true);
    expect(matches({ contract: 'dividend' }, { kind: 'agent', contracts: ['hourlySalary'] }, site)).toBe(false);
    expect(matches({ contract: 'dividend' }, { kind: 'member', contracts: ['dividend'] }, site)).toBe(false);
  });

  it('needs every condition of a predicate and one of anyOf', () => {
    expect(matches({ loggedIn: true, session: ['agent'] }, MEMBER, site)).toBe(false);
    const either = { anyOf: [{ loggedIn: false }, { session: ['agent' as const] }] };
    expect(matches(either, ANONYMOUS, site)).toBe(true);
    expect(matches(either, AGENT, site)).toBe(true);
    expect(matches(either, MEMBER, site)).toBe(false);
    expect(matches({ loggedIn: true, anyOf: [{ loggedIn: false }] }, MEMBER, site)).toBe(false);
  });
});
