import { useMemo, type ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isDeclaredSpelling, routeAtPath, type ResolvedSite } from '../../engine/index';
import { RoutePage } from './RoutePage';

/**
 * The page at the current path: the route `routeAtPath` finds (the normalisation the check uses for
 * duplicate paths, so a spelling the check calls one path opens one page), under the root layout.
 * A spelling other than the route's own (another case, a trailing slash, an encoded character) is
 * replaced by the route's path, query and fragment kept, so the widgets see one spelling. Unknown
 * paths go home.
 */
function SitePage({ site }: { site: ResolvedSite }) {
  const { pathname, search, hash } = useLocation();
  const route = routeAtPath(site.routes, pathname);
  if (route === undefined) return <Navigate to="/" replace />;
  if (!isDeclaredSpelling(route, pathname)) return <Navigate to={`${route.path}${search}${hash}`} replace />;
  return <RoutePage routeId={route.id} />;
}

/**
 * Paths do not depend on the session or the language; each page reads the current view (its access
 * rule and widgets) by route id.
 *
 * Declarative routing (a `BrowserRouter` around this) rather than a data router: the portal uses no
 * loaders, actions or fetchers, and the data router's code is about 16 KB gzip of the home route.
 */
function siteRoutes(site: ResolvedSite, root: ReactElement): RouteObject[] {
  return [{ element: root, children: [{ path: '*', element: <SitePage site={site} /> }] }];
}

export function PortalRoutes({ site, root }: { site: ResolvedSite; root: ReactElement }) {
  const routes = useMemo(() => siteRoutes(site, root), [site, root]);
  return useRoutes(routes);
}
