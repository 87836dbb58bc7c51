/**
 * What `npm run tenants -- widgets [id]` and `-- copy [prefix]` print: the widget catalogue (id, kind,
 * lazy group, props with types, defaults and descriptions) and the interface texts that `copy` may
 * override, in every language. Read from the same sources the engine checks against.
 */
import { LANGUAGES } from '../../schemas/domain';
import { WIDGET_CATALOGUE, WIDGET_IDS, isWidgetId } from '../../schemas/widgets/catalogue';
import { MESSAGES, MESSAGE_KEYS } from '../i18n/translate';
import { didYouMean } from '../diagnostics/suggest';

interface SchemaNode {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  oneOf?: readonly SchemaNode[];
  anyOf?: readonly SchemaNode[];
}

/** A schema's type in a line: enums as their values, arrays as `T[]`, integers with their range. */
export function typeOf(node: SchemaNode): string {
  if (node.enum !== undefined) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives !== undefined) return alternatives.map(typeOf).join(' | ');
  const type = Array.isArray(node.type) ? node.type.join(' | ') : node.type ?? 'any';
  if (type === 'array' && node.items !== undefined) {
    const inner = typeOf(node.items);
    return inner.includes(' | ') ? `(${inner})[]` : `${inner}[]`;
  }
  if ((type === 'integer' || type === 'number') && (node.minimum !== undefined || node.maximum !== undefined)) {
    return `${type} ${node.minimum ?? ''}..${node.maximum ?? ''}`;
  }
  if (type === 'object' && node.properties !== undefined) {
    const keys = Object.keys(node.properties);
    if (keys.every((k) => (LANGUAGES as readonly string[]).includes(k))) return `text per language { ${keys.join(', ')} }`;
  }
  return type;
}

function propLines(properties: Record<string, SchemaNode>, required: readonly string[], indent: string): string[] {
  const lines: string[] = [];
  for (const [name, node] of Object.entries(properties)) {
    const parts = [`${indent}${name}${required.includes(name) ? '' : '?'}: ${typeOf(node)}`];
    if (node.default !== undefined) parts.push(`= ${JSON.stringify(node.default)}`);
    if (node.description !== undefined) parts.push(`— ${node.description}`);
    lines.push(parts.join(' '));
    const nested = node.type === 'array' ? node.items : node;
    if (nested?.properties !== undefined && !typeOf(node).startsWith('text per language')) {
      lines.push(...propLines(nested.properties, nested.required ?? [], `${indent}  `));
    }
  }
  return lines;
}

/** One widget: its id, kind, lazy group, description and props. */
function describeWidget(id: (typeof WIDGET_IDS)[number]): string[] {
  const entry = WIDGET_CATALOGUE[id];
  const schema = entry.propsSchema as SchemaNode & { description?: string };
  const lines = [`${id}  (kind: ${entry.kind}, lazy group: ${entry.lazyGroup})`];
  if (schema.description !== undefined) lines.push(`  ${schema.description}`);
  const props = propLines(schema.properties ?? {}, schema.required ?? [], '    ');
  lines.push(props.length > 0 ? '  props:' : '  props: none', ...props);
  return lines;
}

/** Every widget (or the one named), as the CLI prints it; an unknown id throws with a did-you-mean. */
export function describeWidgets(id?: string): string {
  if (id !== undefined) {
    if (!isWidgetId(id)) throw new Error(`unknown widget "${id}"; ${didYouMean(id, WIDGET_IDS, 'a widget:', Infinity)}`);
    return `${describeWidget(id).join('\n')}\n`;
  }
  const header = 'Page widgets go on pages in layout.json; shell, modal and screen widgets are placed by the portal itself.';
  return `${header}\n\n${WIDGET_IDS.map((w) => describeWidget(w).join('\n')).join('\n\n')}\n`;
}

/** Every interface text (or those whose key starts with `prefix`) with its text in each language. */
export function describeCopy(prefix = ''): string {
  const keys = MESSAGE_KEYS.filter((k) => k.startsWith(prefix));
  if (keys.length === 0) throw new Error(`no interface text starts with "${prefix}"; keys start with ${[...new Set(MESSAGE_KEYS.map((k) => k.split('.')[0]))].map((k) => `"${k}."`).join(', ')}`);
  const lines = ['Override any of these under "copy": { "<language>": { "<key>": "<text>" } } in features.json.', ''];
  for (const key of keys) {
    lines.push(key);
    for (const language of LANGUAGES) lines.push(`  ${language}: ${JSON.stringify(MESSAGES[language][key])}`);
  }
  return `${lines.join('\n')}\n`;
}
