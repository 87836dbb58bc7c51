/**
 * How a widget shows widgets the manifests placed inside it (the member-centre frame shows the
 * current member page's): the shell's own slot, with its lazy loading and error boundary, handed
 * down because widgets never import the shell.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { WidgetId } from '../../schemas/widgets';

export type PlacedWidgetSlot = ComponentType<{ widget: WidgetId; props: Record<string, unknown> }>;

const PlacedWidgetContext = createContext<PlacedWidgetSlot | null>(null);

/** Provided by the shell with its WidgetSlot. */
export const PlacedWidgetProvider = PlacedWidgetContext.Provider;

export function usePlacedWidgetSlot(): PlacedWidgetSlot {
  const value = useContext(PlacedWidgetContext);
  if (value === null) throw new Error('usePlacedWidgetSlot() needs a PlacedWidgetProvider above it (the shell renders one)');
  return value;
}
