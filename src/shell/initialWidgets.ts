/**
 * The widgets the first render of a page shows: the status screen, or the frame around the route at
 * this path and the route's own widgets. main.tsx loads them before rendering (preloadWidgets), so
 * the first paint is the whole frame and page, not slots that fill in and push each other down.
 */
import type { ResolvedSite } from '../../engine/index';
import type { WidgetId } from './WidgetSlot';

/** Shell widgets of PortalFrame, in the order it places them. */
const FRAME: readonly WidgetId[] = ['app-header', 'top-navigation', 'side-menu', 'app-footer', 'scroll-top-button'];

export function initialWidgets(site: ResolvedSite, pathname: string): WidgetId[] {
  if (site.status.screen === 'maintenance') return ['maintenance-screen'];
  if (site.status.screen === 'regionRestricted') return ['region-blocked-screen'];
  const route = declaredRouteAt(site.routes, pathname);
  if (route === undefined) return [...FRAME];
  if (route.layout === 'agent') return route.widgets.map((w) => w.widget);
  return [...FRAME.filter((id) => id !== 'side-menu' || route.sideMenu), ...route.widgets.map((w) => w.widget)];
}

/**
 * The route the router opens at a path: its own path or an alias, as declared (the router is
 * case-sensitive: SPEC section 2 has paths that differ only in case). The check's normalised lookup
 * (routeAtPath) stays out of the browser's first chunks.
 */
function declaredRouteAt<R extends { path: string; aliases?: readonly string[] }>(routes: readonly R[], pathname: string): R | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === path || (r.aliases ?? []).includes(path));
}
