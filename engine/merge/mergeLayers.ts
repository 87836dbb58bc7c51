import { joinPointer } from '../load/pointer';
import { isRecord } from '../isRecord';

/** One source of configuration, lowest precedence first when passed to `mergeLayers`. */
export interface Layer {
  /** Who set the values, as `explain` prints it (e.g. "tenant (tenants/acme/layout.json)"). */
  label: string;
  value: unknown;
}

/** Which layer set each value of a merged document, by JSON pointer. */
export type Provenance = Map<string, string>;

export interface Merged {
  value: unknown;
  provenance: Provenance;
}

/** Keys that describe a manifest file rather than configure the site. */
const META_KEYS = new Set(['$schema', 'schemaVersion', 'extends']);

interface Node {
  value: unknown;
  setBy: string;
  /** Merge key when the node is an entry of a keyed array. */
  key?: string | undefined;
  children?: Map<string, Node> | Node[];
}

/** Merge key of an array entry: `id`, or the widget id of a placement; undefined when the array is not keyed. */
export function entryKey(v: unknown): string | undefined {
  if (!isRecord(v)) return undefined;
  if (typeof v.id === 'string') return v.id;
  if (typeof v.widget === 'string') return v.widget;
  return undefined;
}

function build(value: unknown, label: string, top = false): Node {
  if (Array.isArray(value)) return { value, setBy: label, children: value.map((v) => build(v, label)) };
  if (isRecord(value)) {
    const children = new Map<string, Node>();
    for (const [k, v] of Object.entries(value)) if (!(top && META_KEYS.has(k)) && k !== 'remove') children.set(k, build(v, label));
    return { value, setBy: label, key: entryKey(value), children };
  }
  return { value, setBy: label };
}

function mergeNode(base: Node | undefined, overlay: unknown, label: string, top = false): Node {
  if (base === undefined) return build(overlay, label, top);
  if (isRecord(overlay) && base.children instanceof Map) {
    const children = new Map(base.children);
    for (const [k, v] of Object.entries(overlay)) {
      if ((top && META_KEYS.has(k)) || k === 'remove') continue;
      children.set(k, mergeNode(children.get(k), v, label));
    }
    return { value: undefined, setBy: label, key: base.key ?? entryKey(overlay), children };
  }
  if (Array.isArray(overlay) && Array.isArray(base.children)) {
    const keyed = overlay.length > 0 && overlay.every((v) => entryKey(v) !== undefined) && base.children.every((n) => n.key !== undefined);
    if (keyed) {
      // Entries merge by id: known ones are patched in place, new ones are appended, `remove` drops.
      const children = [...base.children];
      for (const entry of overlay) {
        const key = entryKey(entry);
        const at = children.findIndex((n) => n.key === key);
        if (isRecord(entry) && entry.remove === true) {
          if (at >= 0) children.splice(at, 1);
          continue;
        }
        if (at >= 0) {
          const merged = mergeNode(children[at], entry, label);
          children[at] = merged;
        } else children.push(build(entry, label));
      }
      return { value: undefined, setBy: label, children };
    }
  }
  return build(overlay, label);
}

function materialize(node: Node, segments: (string | number)[], provenance: Provenance): unknown {
  provenance.set(joinPointer(segments), node.setBy);
  if (node.children instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, child] of node.children) {
      // defineProperty keeps a "__proto__" key an own key instead of a prototype.
      Object.defineProperty(out, k, { value: materialize(child, [...segments, k], provenance), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  if (Array.isArray(node.children)) return node.children.map((c, i) => materialize(c, [...segments, i], provenance));
  return node.value;
}

/**
 * Merges layers in order (stage 5): objects key by key, arrays of entries by id, everything else
 * replaced. Records which layer set every value so that `explain` can answer.
 */
export function mergeLayers(layers: readonly Layer[]): Merged {
  let root: Node | undefined;
  for (const layer of layers) {
    if (layer.value === undefined) continue;
    root = mergeNode(root, layer.value, layer.label, true);
  }
  const provenance: Provenance = new Map();
  const value = root ? materialize(root, [], provenance) : {};
  return { value, provenance };
}
