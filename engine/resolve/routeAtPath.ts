/** The route a path opens: its own path or one of its aliases, a trailing slash ignored. */
export function routeAtPath<R extends { path: string; aliases?: readonly string[] }>(routes: readonly R[], pathname: string): R | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === path || (r.aliases ?? []).includes(path));
}
