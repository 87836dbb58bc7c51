/**
 * Fills in the defaults a props schema declares, the way ajv's `useDefaults` does for the schemas of
 * the widget catalogue: a missing property with a `default` gets a copy of it, and present objects
 * and array items are filled in turn. The engine's lint stage has already validated the props, so
 * this needs no validator at run time (which keeps the generated validators out of the browser
 * bundle); resolveRoutes.test.ts checks it against ajv for every widget.
 */
import { isRecord } from '../isRecord';

interface SchemaNode {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, SchemaNode>>;
  items?: SchemaNode;
  default?: unknown;
}

/** The part of a schema that applyDefaults reads: properties, items and defaults, nothing else. */
export interface DefaultsNode {
  properties?: Readonly<Record<string, DefaultsNode>>;
  items?: DefaultsNode;
  default?: unknown;
}

/**
 * A schema pruned to what applyDefaults reads (no descriptions, patterns or enums), with the branches
 * that hold no default dropped. The build writes one per widget (engine/generated/widget-runtime.js)
 * so that the browser fills widget props without shipping the widgets' props schemas.
 */
export function defaultsTree(schema: object): DefaultsNode | undefined {
  const node = schema as SchemaNode;
  const out: { properties?: Record<string, DefaultsNode>; items?: DefaultsNode; default?: unknown } = {};
  if (node.default !== undefined) out.default = node.default;
  if (node.properties !== undefined) {
    const properties: Record<string, DefaultsNode> = {};
    for (const [name, property] of Object.entries(node.properties)) {
      const pruned = defaultsTree(property);
      if (pruned !== undefined) properties[name] = pruned;
    }
    if (Object.keys(properties).length > 0) out.properties = properties;
  }
  if (node.items !== undefined) {
    const items = defaultsTree(node.items);
    if (items !== undefined) out.items = items;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/** Fills `value` in place with the defaults of `schema`; returns it. */
export function applyDefaults<T>(schema: object, value: T): T {
  fill(schema as SchemaNode, value);
  return value;
}

function fill(node: SchemaNode, value: unknown): void {
  if (isRecord(value) && node.properties !== undefined) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (value[name] === undefined && property.default !== undefined) value[name] = structuredClone(property.default);
      if (value[name] !== undefined) fill(property, value[name]);
    }
  } else if (Array.isArray(value) && node.items !== undefined) {
    for (const item of value) fill(node.items, item);
  }
}
