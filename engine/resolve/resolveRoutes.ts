import type { WidgetId } from '../../schemas/widgets/catalogue';
import { WIDGET_RUNTIME } from '../generated/widget-runtime.js';
import type { Language } from '../../schemas/domain';
import { BUILT_IN_ROUTES } from '../defaults/builtInRoutes';
import type { LayoutManifest } from '../manifestTypes';
import type { ResolvedPlacement, ResolvedRoute } from '../types';
import { applyDefaults } from './applyDefaults';
import { completeText, localize } from './localize';

type Placement = NonNullable<LayoutManifest['pages']>[string][number];

/** Widgets of one page with their props completed by the widget defaults. */
export function resolvePage(placements: readonly Placement[] | undefined): ResolvedPlacement[] {
  return (placements ?? []).map((p) => {
    const widget = p.widget as WidgetId; // lint has checked every widget id
    const props = structuredClone(p.props ?? {}) as Record<string, unknown>;
    applyDefaults(WIDGET_RUNTIME[widget].defaults, props); // lint has checked the values
    const out: ResolvedPlacement = { id: p.id ?? p.widget, widget, lazyGroup: WIDGET_RUNTIME[widget].lazyGroup, props };
    if (p.when !== undefined) out.when = p.when;
    return out;
  });
}

/** Built-in routes of SPEC section 2 with their rules, then the merchant's own routes. */
export function resolveRoutes(layout: LayoutManifest, copy: Partial<Record<Language, Record<string, string>>>, defaultLanguage: Language): ResolvedRoute[] {
  const pages = layout.pages ?? {};
  const routes: ResolvedRoute[] = BUILT_IN_ROUTES.map((r) => {
    const route: ResolvedRoute = {
      id: r.id,
      path: r.path,
      aliases: [...(r.aliases ?? [])],
      page: r.page,
      title: localize(r.titleKey, copy),
      widgets: resolvePage(pages[r.page]),
      guard: { login: r.guard?.login ?? false, agent: r.guard?.agent ?? false, trialBlocked: r.guard?.trialBlocked ?? false },
      layout: r.layout ?? 'portal',
      sideMenu: r.sideMenu ?? true,
      lazyGroup: r.lazyGroup,
      builtIn: true,
    };
    if (r.modal) route.modal = r.modal;
    if (r.gameType) route.gameType = r.gameType;
    if (r.query) route.query = [...r.query];
    return route;
  });
  for (const r of layout.routes ?? []) {
    if (r.path === undefined || r.page === undefined) continue;
    const widgets = resolvePage(pages[r.page]);
    routes.push({
      id: r.id,
      path: r.path,
      aliases: [...(r.aliases ?? [])],
      page: r.page,
      title: completeText(r.title, r.id, defaultLanguage),
      widgets,
      guard: { login: r.guard === 'login', agent: false, trialBlocked: false },
      layout: 'portal',
      sideMenu: true,
      // A merchant page loads with the group of its first widget.
      lazyGroup: widgets[0]?.lazyGroup ?? 'Main',
      builtIn: false,
    });
  }
  return routes;
}
