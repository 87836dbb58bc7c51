/** Public surface of widgets/: the registry and the development placeholder. */
export { unbuiltWidgetIds, widgetRegistry } from './registry';
export type { WidgetDefinition, WidgetLoader, WidgetRegistry } from './registry';
export { NotBuiltYet } from './not-built-yet/NotBuiltYet';
export type { NotBuiltYetProps } from './not-built-yet/NotBuiltYet';
