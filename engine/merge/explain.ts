import { getAtPointer, joinPointer, parsePointer } from '../load/pointer';
import type { Provenance } from './mergeLayers';

export interface Explanation {
  pointer: string;
  /** The final value, or undefined when nothing sets it. */
  value: unknown;
  found: boolean;
  /** The layer that set the value (for an object: the last layer that touched it). */
  setBy?: string;
  /** For objects and arrays: which layer set each value below. */
  parts?: { pointer: string; setBy: string }[];
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
        return v === null || typeof v !== 'object';
      })
      .map(([p, by]) => ({ pointer: `/${head}${p}`, setBy: by }));
  }
  return out;
}
