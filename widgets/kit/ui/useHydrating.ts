/**
 * Whether this render takes server markup over (hydrates): only then does React read a store's server
 * snapshot. A server-drawn page is hydrated slot by slot (src/shell/HydrationSlice.tsx), so a widget
 * whose first render reads something of the page's life (a chunk loaded since, say) must draw what the
 * server drew while it hydrates, and the rest after.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const inBrowser = () => false;
const onServerMarkup = () => true;

export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServerMarkup);
}
