import type { ReactElement } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { ResolvedSite } from '../../engine/index';
import { RoutePage } from './RoutePage';

/**
 * The router of the resolved site: every route at its path and at each alias, under one root layout
 * (the shell's providers and modal hosts); unknown paths go home. Case-sensitive, because SPEC
 * section 2 has paths that differ only in case (/vnLottery is a lottery, /vnlottery a game page).
 * Paths do not depend on the session or the language, so the router lives as long as the page; each
 * page reads the current view (its access rule and widgets) by route id.
 */
export function createPortalRouter(site: ResolvedSite, root: ReactElement): ReturnType<typeof createBrowserRouter> {
  const children: RouteObject[] = site.routes.flatMap((route) =>
    [route.path, ...route.aliases].map((path) => ({ path, caseSensitive: true, element: <RoutePage routeId={route.id} /> })),
  );
  children.push({ path: '*', element: <Navigate to="/" replace /> });
  return createBrowserRouter([{ element: root, children }], { basename: import.meta.env.BASE_URL });
}
