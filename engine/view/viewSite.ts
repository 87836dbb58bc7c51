import type { Language } from '../../schemas/domain';
import type { Catalogue } from '../i18n/catalogues';
import { fillText } from '../i18n/fillText';
import type { MessageKey } from '../i18n/messages.en';
import { MESSAGES } from '../i18n/translate';
import type { AgentMenuEntry, MemberMenuEntry, Predicate, ResolvedRoute, ResolvedSite, RouteAccess, SessionContext, SiteView, ViewMenuItem } from '../types';

/** Whether a stored predicate holds for a session. */
export function matches(predicate: Predicate | undefined, session: SessionContext, site: ResolvedSite): boolean {
  if (predicate === undefined) return true;
  const loggedIn = session.kind !== 'anonymous';
  const referral = site.switches.referral && (session.referral ?? true);
  if (predicate.session !== undefined && !predicate.session.includes(session.kind)) return false;
  if (predicate.loggedIn !== undefined && predicate.loggedIn !== loggedIn) return false;
  if (predicate.referral !== undefined && predicate.referral !== referral) return false;
  if (predicate.contract !== undefined && !(session.kind === 'agent' && (session.contracts ?? []).includes(predicate.contract))) return false;
  if (predicate.anyOf !== undefined && !predicate.anyOf.some((p) => matches(p, session, site))) return false;
  return true;
}

/** The permission rules of SPEC section 6 for one route and one session. */
export function routeAccess(route: ResolvedRoute, session: SessionContext): RouteAccess {
  const { guard } = route;
  if (guard.agent) {
    if (session.kind === 'agent') return { kind: 'allow' };
    if (session.kind === 'trial') return { kind: 'replace', to: '/agent', notice: 'in_need_true_account' };
    return session.kind === 'member' ? { kind: 'replace', to: '/agent', notice: 'error.nonAgent' } : { kind: 'replace', to: '/agent' };
  }
  if (guard.login && session.kind === 'anonymous') return { kind: 'redirect', to: '/login' };
  if (guard.trialBlocked && session.kind === 'trial') return { kind: 'notice', notice: 'in_need_true_account' };
  return { kind: 'allow' };
}

/** Stage 7: the resolved site projected for one session and one language, with the engine's catalogues. */
export function viewSite(site: ResolvedSite, session: SessionContext, language: Language): SiteView {
  return viewSiteWith(site, session, language, (l) => MESSAGES[l]);
}

/**
 * Stage 7 with the catalogue of the view's language given: the browser passes the one it has loaded
 * (engine/i18n/catalogues.ts), so its entry carries no catalogue. Cheap; call it per render.
 */
export function viewSiteWith(
  site: ResolvedSite,
  session: SessionContext,
  language: Language,
  catalogueOf: (language: Language) => Partial<Catalogue>,
): SiteView {
  const lang: Language = site.languages.supported.includes(language) ? language : site.languages.default;
  // The member and agent centres' menus: the entries this session sees, each with its page's widgets.
  const menuPages = <E extends MemberMenuEntry | AgentMenuEntry>(entries: readonly E[]) => entries.filter((m) => matches(m.when, session, site)).map((m) => ({
    id: m.id as E['id'],
    label: m.label[lang],
    path: m.path,
    ...('badge' in m && m.badge ? { badge: m.badge } : {}),
    widgets: m.widgets.filter((w) => matches(w.when, session, site)).map((w) => ({ id: w.id, widget: w.widget, props: w.props })),
  }));
  const catalogue = catalogueOf(lang);
  const t = (key: MessageKey, params?: Record<string, string | number>) => fillText(lang, catalogue, key, params, site.copy[lang]);
  const loggedIn = session.kind !== 'anonymous';
  const isAgent = session.kind === 'agent';
  const realAccount = session.kind === 'member' || isAgent;

  // A trial account sees the member entries too; each answers with 'in_need_true_account' (SPEC
  // section 4), which the header decides from the session.
  const avatarMenu: ViewMenuItem[] = loggedIn
    ? [
        { id: 'myAccount', label: t('header.myAccount'), path: '/member?page=securityCenter' },
        { id: 'bettingRecord', label: t('header.bettingRecord'), path: '/member?page=personalHistoryCopy' },
        { id: 'platformMessages', label: t('header.platformMessages'), path: '/member?page=messageV2' },
        { id: 'customerService', label: t('header.customerService') },
        ...(isAgent ? [{ id: 'agentCentre', label: t('header.agentCentre'), path: '/agentHome' }] : []),
        { id: 'signOut', label: t('header.signOut') },
      ]
    : [];

  const view: SiteView = {
    language: lang,
    session: session.kind,
    screen: site.status.screen,
    routes: site.routes.map((r) => {
      const route: SiteView['routes'][number] = {
        id: r.id,
        path: r.path,
        aliases: r.aliases,
        title: r.title[lang],
        layout: r.layout,
        sideMenu: r.sideMenu,
        lazyGroup: r.lazyGroup,
        access: routeAccess(r, session),
        widgets: r.widgets.filter((w) => matches(w.when, session, site)).map((w) => ({ id: w.id, widget: w.widget, props: w.props })),
      };
      if (!r.builtIn) route.heading = r.title[lang];
      if (r.modal) route.modal = r.modal;
      if (r.gameType) route.gameType = r.gameType;
      if (r.query) route.query = r.query;
      return route;
    }),
    navigation: site.navigation.top.map((n) => ({ id: n.id, label: n.label[lang], path: n.path })),
    sideMenu: site.sideMenu.blocks
      .filter((b) => matches(b.when, session, site))
      .map((b) => {
        const block: SiteView['sideMenu'][number] = { id: b.id, label: b.label[lang] };
        if (b.items) block.items = b.items.filter((i) => matches(i.when, session, site)).map((i) => ({ id: i.id, label: i.label[lang], ...(i.path ? { path: i.path } : {}) }));
        return block;
      }),
    header: { mode: loggedIn ? 'member' : 'guest', avatarMenu, showMessageCount: realAccount, showBalance: loggedIn },
    // Trial accounts cannot open the member centre; guests have none.
    memberMenu: realAccount ? menuPages(site.memberMenu) : [],
    agentMenu: isAgent ? menuPages(site.agentMenu) : [],
    footer: {
      blocks: site.footer.blocks,
      vendorLogos: site.footer.vendorLogos,
      social: site.footer.social,
      links: site.footer.links.map((l) => ({ path: l.path, label: l.label[lang] })),
      ...(site.footer.copyright ? { copyright: site.footer.copyright[lang] } : {}),
    },
  };
  if (site.status.screen === 'maintenance') view.statusText = { title: t('status.maintenance.title'), body: t('status.maintenance.body') };
  if (site.status.screen === 'regionRestricted') {
    view.statusText = { title: t('status.regionRestricted.title'), body: t('status.regionRestricted.body', { ip: site.status.ip ?? '' }) };
  }
  return view;
}
