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
 * A route path as the server and the browser match it: dot segments resolved, percent-encoding
 * decoded, repeated and trailing slashes dropped, case ignored. Two paths with the same key open the
 * same page, so they are duplicates.
 */
export function pathKey(path: string): string {
  return `/${segmentsOf(path).join('/').toLowerCase()}`;
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
  if (segmentsOf(path).join('/') !== segmentsOf(other).join('/')) ways.push('case');
  return ways.join(', ');
}
