import { useMemo, type ReactElement } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { ResolvedSite } from '../../engine/index';
import { RoutePage } from './RoutePage';

/**
 * The routes of the resolved site: every route at its path and at each alias, under one root layout
 * (the shell's providers and modal hosts); unknown paths go home. Case-sensitive, because SPEC
 * section 2 has paths that differ only in case (/vnLottery is a lottery, /vnlottery a game page).
 * Paths do not depend on the session or the language; each page reads the current view (its access
 * rule and widgets) by route id.
 *
 * Declarative routing (a `BrowserRouter` around this) rather than a data router: the portal uses no
 * loaders, actions or fetchers, and the data router's code is about 16 KB gzip of the home route.
 */
function siteRoutes(site: ResolvedSite, root: ReactElement): RouteObject[] {
  const children: RouteObject[] = site.routes.flatMap((route) =>
    [route.path, ...route.aliases].map((path) => ({ path, caseSensitive: true, element: <RoutePage routeId={route.id} /> })),
  );
  children.push({ path: '*', element: <Navigate to="/" replace /> });
  return [{ element: root, children }];
}

export function PortalRoutes({ site, root }: { site: ResolvedSite; root: ReactElement }) {
  const routes = useMemo(() => siteRoutes(site, root), [site, root]);
  return useRoutes(routes);
}
