/**
 * Fills in the defaults a props schema declares, the way ajv's `useDefaults` does for the schemas of
 * the widget catalogue: a missing property with a `default` gets a copy of it, and present objects
 * and array items are filled in turn. The engine's lint stage has already validated the props, so
 * this needs no validator at run time (which keeps the generated validators out of the browser
 * bundle); resolveRoutes.test.ts checks it against ajv for every widget.
 */

interface SchemaNode {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, SchemaNode>>;
  items?: SchemaNode;
  default?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills `value` in place with the defaults of `schema`; returns it. */
export function applyDefaults<T>(schema: object, value: T): T {
  fill(schema as SchemaNode, value);
  return value;
}

function fill(node: SchemaNode, value: unknown): void {
  if (isObject(value) && node.properties !== undefined) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (value[name] === undefined && property.default !== undefined) value[name] = structuredClone(property.default);
      if (value[name] !== undefined) fill(property, value[name]);
    }
  } else if (Array.isArray(value) && node.items !== undefined) {
    for (const item of value) fill(node.items, item);
  }
}
