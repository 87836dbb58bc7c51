import { getAtPointer, joinPointer, parsePointer } from '../load/pointer';
import type { Provenance } from './mergeLayers';

export interface Explanation {
  pointer: string;
  /** The final value, or undefined when nothing sets it. */
  value: unknown;
  found: boolean;
  /** The layer that set the value (for an object: the last layer that touched it). */
  setBy?: string;
  /** For objects and arrays: which layer set each value below (an empty list or object counts as a value). */
  parts?: { pointer: string; setBy: string }[];
  /** For objects and arrays: every layer that set a value below, lowest first as they appear. */
  layers?: string[];
}

/** A built-in route as `explain` shows it under /layout/routes. */
interface BuiltInRouteEntry {
  id: string;
  path: string;
  aliases?: readonly string[];
  page: string;
}

/**
 * The merged layout with the built-in routes in front of the manifests' own under `routes`, and the
 * provenance to match: the built-in ones are the engine's (`engine default (built-in route)`), the
 * manifests' keep their layers at their shifted indices. So `explain /layout/routes` lists every route.
 */
export function withBuiltInRoutes(layout: unknown, provenance: Provenance, builtIns: readonly BuiltInRouteEntry[], layer: string): { layout: unknown; provenance: Provenance } {
  const base = (layout !== null && typeof layout === 'object' ? layout : {}) as { routes?: unknown[] };
  const own = Array.isArray(base.routes) ? base.routes : [];
  const entries = builtIns.map((r) => ({ id: r.id, path: r.path, ...(r.aliases && r.aliases.length > 0 ? { aliases: [...r.aliases] } : {}), page: r.page }));
  const out: Provenance = new Map();
  const shift = entries.length;
  for (const [pointer, setBy] of provenance) {
    const m = /^\/routes\/(\d+)(\/.*)?$/.exec(pointer);
    out.set(m ? `/routes/${Number(m[1]) + shift}${m[2] ?? ''}` : pointer, setBy);
  }
  const builtInLayer = `${layer} (built-in route)`;
  entries.forEach((entry, i) => {
    for (const key of Object.keys(entry)) out.set(`/routes/${i}/${key}`, builtInLayer);
    (entry.aliases ?? []).forEach((_a, j) => out.set(`/routes/${i}/aliases/${j}`, builtInLayer));
    out.set(`/routes/${i}`, builtInLayer);
  });
  if (!out.has('/routes')) out.set('/routes', builtInLayer);
  return { layout: { ...base, routes: [...entries, ...own] }, provenance: out };
}

function isEmptyContainer(v: unknown): boolean {
  return v !== null && typeof v === 'object' && Object.keys(v).length === 0;
}

/**
 * Explains one value of the merged manifests: the final value and the layer that set it. Pointers
 * start with /layout or /features (e.g. /features/theme/default, /layout/pages/home/0/props).
 */
export function explainValue(docs: { layout: unknown; features: unknown }, provenance: { layout: Provenance; features: Provenance }, pointer: string): Explanation {
  const [head, ...rest] = parsePointer(pointer);
  if (head !== 'layout' && head !== 'features') return { pointer, value: undefined, found: false };
  const inner = joinPointer(rest);
  const value = getAtPointer(docs[head], inner);
  if (value === undefined) return { pointer, value, found: false };
  const map = provenance[head];
  let segments = rest;
  let setBy: string | undefined;
  for (;;) {
    setBy = map.get(joinPointer(segments));
    if (setBy !== undefined || segments.length === 0) break;
    segments = segments.slice(0, -1);
  }
  const out: Explanation = { pointer, value, found: true };
  if (setBy !== undefined) out.setBy = setBy;
  if (value !== null && typeof value === 'object') {
    out.parts = [...map.entries()]
      .filter(([p]) => p.startsWith(`${inner}/`))
      .filter(([p]) => {
        const v = getAtPointer(docs[head], p);
        return v === null || typeof v !== 'object' || isEmptyContainer(v);
      })
      .map(([p, by]) => ({ pointer: `/${head}${p}`, setBy: by }));
    out.layers = [...new Set(out.parts.map((p) => p.setBy))];
  }
  return out;
}
