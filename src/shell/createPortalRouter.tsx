import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { ResolvedSite, SiteView } from '../../engine/index';
import { RoutePage } from './RoutePage';

/** The router of the resolved site: every view route at its path and at each alias; unknown paths go home. */
export function createPortalRouter(site: ResolvedSite, view: SiteView): ReturnType<typeof createBrowserRouter> {
  const routes: RouteObject[] = view.routes.flatMap((route) =>
    [route.path, ...route.aliases].map((path) => ({ path, element: <RoutePage site={site} view={view} route={route} /> })),
  );
  routes.push({ path: '*', element: <Navigate to="/" replace /> });
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
}
