/**
 * The page items of a paginator (SPEC sections 2 and 9): nothing for a single page; otherwise
 * `marginPages` pages at each end, `pageRange` pages around the current one (shifted inward near the
 * ends so the window keeps its size), and an ellipsis for every gap. A gap of exactly one page shows
 * that page instead of an ellipsis (an ellipsis standing for one page hides nothing).
 */

/** Pages shown at each end by default (SPEC section 9). */
export const DEFAULT_MARGIN_PAGES = 2;
/** Pages shown around the current page by default (SPEC section 9). */
export const DEFAULT_PAGE_RANGE = 5;

export type PageItem =
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'ellipsis'; /** The first hidden page (a stable key). */ after: number };

export interface PaginationShape {
  marginPages?: number;
  pageRange?: number;
}

/** A whole number within [min, max]; NaN becomes min. */
function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/** The page items for `current` of `totalPages` (1-based); empty when there is at most one page. */
export function paginationItems(current: number, totalPages: number, { marginPages = DEFAULT_MARGIN_PAGES, pageRange = DEFAULT_PAGE_RANGE }: PaginationShape = {}): PageItem[] {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  if (total <= 1) return [];
  const page = clampInt(current, 1, total);
  const margin = clampInt(marginPages, 0, total);
  const range = clampInt(pageRange, 1, total);
  const shown = new Set<number>();
  for (let p = 1; p <= margin; p += 1) shown.add(p);
  for (let p = total - margin + 1; p <= total; p += 1) shown.add(p);
  // The window of `range` pages around the current one, kept inside 1..total.
  const start = clampInt(page - Math.floor((range - 1) / 2), 1, total - range + 1);
  for (let p = start; p < start + range; p += 1) shown.add(p);
  shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1, current: p - 1 === page });
    else if (p - previous > 2) items.push({ kind: 'ellipsis', after: previous + 1 });
    items.push({ kind: 'page', page: p, current: p === page });
    previous = p;
  }
  // Without margin pages the last pages may be hidden too.
  if (total - previous === 1) items.push({ kind: 'page', page: total, current: false });
  else if (total - previous > 1) items.push({ kind: 'ellipsis', after: previous + 1 });
  return items;
}
