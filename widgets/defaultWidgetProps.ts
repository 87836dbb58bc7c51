import { WIDGET_BASICS, WIDGET_RUNTIME } from '../engine/index';
import type { WidgetId } from '../schemas/widgets';

/**
 * Props for a widget the shell places itself (header, navigation, side menu, footer, screens): the
 * top-level defaults of its props schema, as the engine fills them for a manifest that gives none.
 */
export function defaultWidgetProps(id: WidgetId): Record<string, unknown> {
  const { properties = {} } = WIDGET_RUNTIME[id].defaults;
  const props: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.default !== undefined) props[name] = structuredClone(schema.default);
  }
  // Shell widgets declare a default for every property (widgets/registry.test.ts checks it), so these
  // are the widget's full props; WidgetSlot passes them on as the engine passes a manifest's.
  return props;
}

/**
 * The props of a widget the shell places itself, for the page's entry: defaultWidgetProps of the
 * shell, screen and modal widgets, generated into engine/generated/widget-basics.js so the entry does
 * not carry every widget's defaults tree (widgets/registry.test.ts checks the two agree).
 */
export function shellWidgetProps(id: WidgetId): Record<string, unknown> {
  return structuredClone({ ...WIDGET_BASICS[id].shellProps });
}
