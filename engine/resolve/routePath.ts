/**
 * One normalisation of route paths, for the check (duplicate paths), the portal's server-side render
 * and the server's preload links. The browser's router opens the declared spelling (its first chunks
 * have no room for this lookup; src/shell/initialWidgets.ts).
 */

function segmentsOf(path: string): string[] {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // A broken escape stays as written (the schema refuses "%" anyway).
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

/**
 * A path with what the portal ignores resolved, case kept: dot segments resolved, percent-encoding
 * decoded, repeated and trailing slashes dropped ("/Club//" -> "/Club").
 */
export function normalizedPath(path: string): string {
  return `/${segmentsOf(path).join('/')}`;
}

/**
 * A route path's key: the normalised path without regard to case. Two merchant paths with the same
 * key are duplicates (the check refuses them), and a path opens the route whose key it has.
 */
export function pathKey(path: string): string {
  return normalizedPath(path).toLowerCase();
}

/** In words, what the server ignores that tells `path` from `other` (empty when they are written alike). */
export function pathDifference(path: string, other: string): string {
  if (path === other) return '';
  const ways: string[] = [];
  const both = (test: (p: string) => boolean) => test(path) || test(other);
  if (both((p) => p.length > 1 && p.endsWith('/'))) ways.push('a trailing slash');
  if (both((p) => p.includes('//'))) ways.push('repeated slashes');
  if (both((p) => /(^|\/)\.\.?(\/|$)/.test(p))) ways.push('"." and ".." segments');
  if (both((p) => /%[0-9a-fA-F]{2}/.test(p))) ways.push('an encoded character');
  if (normalizedPath(path) !== normalizedPath(other)) ways.push('case');
  return ways.join(', ');
}

type Routed = { path: string; aliases?: readonly string[] };

/**
 * The route a path opens, by its own path or one of its aliases, compared as `pathKey` does. A
 * spelling that matches with its case (after the normalisation) wins: SPEC section 2 has built-in
 * paths that differ only in case (/vnLottery is a lottery, /vnlottery a game page). Otherwise the
 * one route whose key matches; a key two routes share (only built-in pairs can: the check refuses
 * it for the merchant's) with neither spelling matching opens none.
 */
export function routeAtPath<R extends Routed>(routes: readonly R[], pathname: string): R | undefined {
  const written = normalizedPath(pathname);
  const key = written.toLowerCase();
  const spellings = (r: R) => [r.path, ...(r.aliases ?? [])].map(normalizedPath);
  const exact = routes.find((r) => spellings(r).includes(written));
  if (exact !== undefined) return exact;
  const byKey = routes.filter((r) => spellings(r).some((p) => p.toLowerCase() === key));
  return byKey.length === 1 ? byKey[0] : undefined;
}

/**
 * Whether `pathname` is written as the route declares it (its path or an alias, exactly): otherwise
 * the server-side render leaves the page to the browser's router.
 */
export function isDeclaredSpelling(route: Routed, pathname: string): boolean {
  return route.path === pathname || (route.aliases ?? []).includes(pathname);
}
