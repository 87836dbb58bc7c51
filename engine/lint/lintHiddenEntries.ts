import { AGENT_PAGES, FEATURES, MEMBER_PAGES, type FeatureName } from '../../schemas/domain';
import { BUILT_IN_ROUTES, FEATURE_MEMBER_PAGES, FEATURE_ROUTES } from '../defaults/builtInRoutes';
import { suggest } from '../diagnostics/suggest';
import type { DiagnosticSink } from '../diagnostics/types';
import { isRecord } from '../isRecord';
import { escapeSegment } from '../load/pointer';
import type { FeaturesManifest, LayoutManifest } from '../manifestTypes';
import { BLOCK_FEATURE } from '../resolve/resolveMenus';
import { routeAtPath } from '../resolve/routePath';
import { operatorLinks, type OperatorLink } from './operatorLinks';

function strings(value: unknown): Set<string> {
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
}

/** What the tenant hides, from the merged manifests. */
interface Hidden {
  types: Set<string>;
  member: Set<string>;
  agent: Set<string>;
  /** Features switched off (`"features": { "vip": false }`). */
  off: Set<FeatureName>;
}

const off = (feature: FeatureName) => `features.json "features": { "${feature}": false }`;
const turnOn = (feature: FeatureName) => `turn the feature on ("${feature}": true)`;

/** The feature that switches a built-in page off, by the page id its route shows. */
function featureOfPage(page: string, hidden: Hidden): FeatureName | undefined {
  for (const [feature, routeId] of Object.entries(FEATURE_ROUTES) as [FeatureName, string][]) {
    if (hidden.off.has(feature) && BUILT_IN_ROUTES.find((r) => r.id === routeId)?.page === page) return feature;
  }
  return undefined;
}

function featureOfMemberPage(page: string, hidden: Hidden): FeatureName | undefined {
  return (Object.entries(FEATURE_MEMBER_PAGES) as [FeatureName, string][]).find(([f, p]) => p === page && hidden.off.has(f))?.[0];
}

/** Why a member or agent page is hidden, and the fix, or undefined when it shows. */
function hiddenCentrePage(centre: 'member' | 'agent', page: string, hidden: Hidden): { why: string; fix: string } | undefined {
  const menu = centre === 'member' ? 'memberMenu' : 'agentMenu';
  if ((centre === 'member' ? hidden.member : hidden.agent).has(page)) return { why: `the tenant hides it from the menu (${menu}.hidden)`, fix: `remove "${page}" from ${menu}.hidden` };
  const feature = centre === 'member' ? featureOfMemberPage(page, hidden) : undefined;
  return feature === undefined ? undefined : { why: `the tenant switches it off (${off(feature)})`, fix: turnOn(feature) };
}

type Route = { id: string; path: string; aliases?: readonly string[]; page: string; gameType?: string };

/**
 * Where one link of operator HTML leads, and what is wrong there: a path no route has
 * (LINK_UNKNOWN), or a game type, page or centre page the tenant hides (ENTRY_HIDDEN).
 */
function lintLink(link: OperatorLink, routes: readonly Route[], hidden: Hidden, sink: DiagnosticSink): void {
  const where = `the link "${link.href}" in the ${link.language} html of ${link.entry}`;
  const fixLink = 'link to a page the site shows, or remove the link';
  const route = routeAtPath(routes, link.path);
  if (route === undefined) {
    const close = suggest(link.path, routes.map((r) => r.path));
    sink.report({
      code: 'LINK_UNKNOWN',
      pointer: link.pointer,
      message: `${where} leads to no page of the site: the portal sends the visitor to the home page instead`,
      hint: close !== undefined ? `did you mean "${close}"?` : `link to a path of the site (e.g. "/promotions"), or to another site with its whole address ("https://…")`,
    });
    return;
  }
  if (route.gameType !== undefined && hidden.types.has(route.gameType)) {
    sink.report({
      code: 'ENTRY_HIDDEN',
      pointer: link.pointer,
      message: `${where} leads to the lobby of "${route.gameType}", a game type the tenant hides (features.json gameTypes.hidden): the path answers as an unknown one and the visitor lands on the home page`,
      hint: `${fixLink}; or remove "${route.gameType}" from gameTypes.hidden`,
    });
    return;
  }
  const feature = featureOfPage(route.page, hidden);
  if (feature !== undefined) {
    sink.report({
      code: 'ENTRY_HIDDEN',
      pointer: link.pointer,
      message: `${where} leads to the page "${route.page}", which the tenant switches off (${off(feature)}): no menu offers it`,
      hint: `${fixLink}; or ${turnOn(feature)}`,
    });
    return;
  }
  const centre = route.id === 'member' ? 'member' : route.id === 'agentHome' ? 'agent' : undefined;
  const page = link.query.get('page');
  if (centre === undefined || page === null) return;
  const pages: readonly string[] = centre === 'member' ? MEMBER_PAGES : AGENT_PAGES;
  if (!pages.includes(page)) {
    const close = suggest(page, pages);
    sink.report({
      code: 'LINK_UNKNOWN',
      pointer: link.pointer,
      message: `${where} names the ${centre}-centre page "${page}", which does not exist: the centre opens on its default page instead`,
      hint: close !== undefined ? `did you mean "page=${close}"?` : `name a ${centre}-centre page, e.g. "page=${pages[0]}"`,
    });
    return;
  }
  const why = hiddenCentrePage(centre, page, hidden);
  if (why !== undefined) {
    sink.report({
      code: 'ENTRY_HIDDEN',
      pointer: link.pointer,
      message: `${where} leads to the ${centre}-centre page "${page}", but ${why.why}: the centre opens on its default page instead`,
      hint: `${fixLink}; or ${why.fix}`,
    });
  }
}

/**
 * Entries that lead to what the tenant itself hides (stage 4 on the merged manifests): a home row or
 * a game centre for a game type `gameTypes.hidden` hides, a member or agent centre that opens on a
 * page its menu hides or a feature switches off, a merchant route to a page a feature switches off,
 * a side-menu block set to show whose feature is off, and a link of operator HTML to any of these
 * or to a path the site does not have. Each is an error at the entry: the visitor would meet an
 * empty row, a lobby that answers as an unknown path, or a page the menus do not offer.
 */
export function lintHiddenEntries(layout: LayoutManifest, features: FeaturesManifest, sink: DiagnosticSink): void {
  const hidden: Hidden = {
    types: strings(features.gameTypes?.hidden),
    member: strings(layout.memberMenu?.hidden),
    agent: strings(layout.agentMenu?.hidden),
    off: new Set(FEATURES.filter((f) => features.features?.[f] === false)),
  };
  const hiddenTypes = hidden.types;
  for (const [page, placements] of Object.entries(layout.pages ?? {})) {
    placements.forEach((placement, i) => {
      if (!isRecord(placement.props) || placement.remove === true) return;
      const at = `/pages/${escapeSegment(page)}/${i}/props`;
      const name = `"${placement.id ?? placement.widget}" on page "${page}"`;
      const props = placement.props;
      if (placement.widget === 'home-game-rows' && Array.isArray(props.rows)) {
        props.rows.forEach((row: unknown, j) => {
          if (typeof row !== 'string' || !hiddenTypes.has(row)) return;
          sink.report({
            code: 'ENTRY_HIDDEN',
            pointer: `${at}/rows/${j}`,
            message: `the home row "${row}" of ${name} leads to a game type the tenant hides (features.json gameTypes.hidden): the row would never show`,
            hint: `remove "${row}" from the rows, or from gameTypes.hidden to show the game type again`,
          });
        });
      }
      if (placement.widget === 'game-centre' && typeof props.gameType === 'string' && hiddenTypes.has(props.gameType)) {
        sink.report({
          code: 'ENTRY_HIDDEN',
          pointer: `${at}/gameType`,
          message: `${name} shows the game type "${props.gameType}", which the tenant hides (features.json gameTypes.hidden): its lobby answers as an unknown path`,
          hint: `show another game type, or remove "${props.gameType}" from gameTypes.hidden`,
        });
      }
      const centre = placement.widget === 'member-centre' ? 'member' : placement.widget === 'agent-centre' ? 'agent' : undefined;
      if (centre !== undefined && typeof props.defaultPage === 'string') {
        const menu = centre === 'member' ? 'memberMenu' : 'agentMenu';
        const why = hiddenCentrePage(centre, props.defaultPage, hidden);
        if (why !== undefined) {
          const byMenu = why.why.includes(`${menu}.hidden`);
          sink.report({
            code: 'ENTRY_HIDDEN',
            pointer: `${at}/defaultPage`,
            message: byMenu
              ? `${name} opens on the page "${props.defaultPage}", which the tenant hides from the menu (${menu}.hidden)`
              : `${name} opens on the page "${props.defaultPage}", but ${why.why}: the menu does not offer it`,
            hint: `open on a page the menu shows, or ${why.fix}`,
          });
        }
      }
    });
  }

  const merchantRoutes: Route[] = [];
  (layout.routes ?? []).forEach((route, i) => {
    if (route.remove === true || typeof route.page !== 'string') return;
    if (typeof route.path === 'string') merchantRoutes.push({ id: route.id, path: route.path, aliases: route.aliases ?? [], page: route.page });
    const feature = featureOfPage(route.page, hidden);
    if (feature === undefined) return;
    sink.report({
      code: 'ENTRY_HIDDEN',
      pointer: `/routes/${i}/page`,
      message: `route "${route.id}" shows the page "${route.page}", which the tenant switches off (${off(feature)}): the menus leave it out, and this route would show it anyway`,
      hint: `show another page, remove the route, or ${turnOn(feature)}`,
    });
  });

  for (const [block, config] of Object.entries(layout.sideMenu?.blocks ?? {})) {
    const feature = BLOCK_FEATURE[block as keyof typeof BLOCK_FEATURE];
    if (feature === undefined || !hidden.off.has(feature) || !isRecord(config) || config.hidden !== false) continue;
    sink.report({
      code: 'ENTRY_HIDDEN',
      pointer: `/sideMenu/blocks/${escapeSegment(block)}/hidden`,
      message: `the side-menu block "${block}" is set to show, but the tenant switches its feature off (${off(feature)}): the block never shows`,
      hint: `remove "hidden": false from sideMenu.blocks.${block}, or ${turnOn(feature)}`,
    });
  }

  const routes: Route[] = [...BUILT_IN_ROUTES, ...merchantRoutes];
  for (const link of operatorLinks(layout, features.tenant?.domains ?? [])) lintLink(link, routes, hidden, sink);
}
