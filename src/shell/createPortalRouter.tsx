import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { SiteView } from '../../engine/index';
import { RoutePage } from './RoutePage';

/**
 * The router of the resolved site: every view route at its path and at each alias; unknown paths go
 * home. Case-sensitive, because SPEC section 2 has paths that differ only in case (/vnLottery is a
 * lottery, /vnlottery a game page). Paths and access rules depend on the session, not on the
 * language, so a language switch keeps the router; each page reads the current view by route id.
 */
export function createPortalRouter(view: SiteView): ReturnType<typeof createBrowserRouter> {
  const routes: RouteObject[] = view.routes.flatMap((route) =>
    [route.path, ...route.aliases].map((path) => ({ path, caseSensitive: true, element: <RoutePage routeId={route.id} /> })),
  );
  routes.push({ path: '*', element: <Navigate to="/" replace /> });
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
}
