/**
 * One placed widget. The engine has already checked the id and the props against the catalogue; here
 * the shell only decides what to show (STYLE.md 2: fail loudly in the engine, degrade in the shell):
 * a built widget is loaded lazily, so its code is split off; an unbuilt one shows the NotBuiltYet
 * notice in development builds and nothing in production builds. Each slot has its own error
 * boundary (WidgetBoundary): a widget that fails to load or to render is replaced by the network
 * message with a retry, and the rest of the page stays.
 */
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { NotBuiltYet, widgetRegistry, type WidgetRegistry } from '../../widgets/index';
import { HydrationSlice } from './HydrationSlice';
import { loadChunk } from './loadChunk';
import { WidgetBoundary } from './WidgetBoundary';

export type WidgetId = keyof WidgetRegistry;

type AnyWidget = ComponentType<Record<string, unknown>>;

export interface WidgetSlotProps {
  widget: WidgetId;
  props: Record<string, unknown>;
}

// One lazy component per widget id for the page's life: React.lazy must not be re-created per render.
const lazyWidgets = new Map<WidgetId, LazyExoticComponent<AnyWidget>>();

// Components loaded ahead of the first render (preloadWidgets): rendered at once, never suspended,
// so the first paint already has them and nothing moves when they arrive.
const loadedWidgets = new Map<WidgetId, AnyWidget>();

/**
 * Loads these widgets' components ahead of their render: before the first render (the server's page
 * hints have usually fetched their chunks already), or once the page is idle for what a visitor
 * likely opens next. Never rejects: a widget that fails to load here is loaded lazily, with its own
 * retry, when it renders. Resolves with whether every one loaded (a server-drawn page is taken over
 * only then: a widget still to load would draw differently).
 */
export async function preloadWidgets(ids: Iterable<WidgetId>): Promise<boolean> {
  const loads = await Promise.allSettled([...new Set(ids)].map(async (id) => {
    const load = widgetRegistry[id].load;
    if (load === null || loadedWidgets.has(id)) return;
    // The props were checked against this widget's props schema by the engine's lint stage.
    loadedWidgets.set(id, (await loadChunk(load as () => Promise<unknown>, id)) as AnyWidget);
  }));
  return loads.every((load) => load.status === 'fulfilled');
}

function lazyWidget(id: WidgetId): LazyExoticComponent<AnyWidget> | null {
  const load = widgetRegistry[id].load;
  if (load === null) return null;
  let component = lazyWidgets.get(id);
  if (component === undefined) {
    // The props were checked against this widget's props schema by the engine's lint stage.
    // With the chunk time-out: a chunk that never arrives fails as one that errs, with its type and request.
    component = lazy(async () => ({ default: (await loadChunk(load as () => Promise<unknown>, id)) as AnyWidget }));
    lazyWidgets.set(id, component);
  }
  return component;
}

/**
 * Forgets every widget loaded so far, as a new page would not have them: for tests, which share one
 * page's modules between files (resetPortal).
 */
export function forgetWidgets(): void {
  lazyWidgets.clear();
  loadedWidgets.clear();
}

/** Forgets a widget's failed lazy load, so that its next render loads its code again. */
function forgetLoad(id: WidgetId): void {
  lazyWidgets.delete(id);
}

export function WidgetSlot({ widget, props }: WidgetSlotProps) {
  return (
    <WidgetBoundary onRetry={() => forgetLoad(widget)}>
      {widgetRegistry[widget].kind === 'modal' ? (
        // A dialog open when the page is taken over holds the focus and the keyboard (Escape closes
        // it): it is taken over with the shell, never left waiting for a turn.
        <SlotContent widget={widget} props={props} />
      ) : (
        // Its own boundary, on the server too, so that a server-drawn page is hydrated slot by slot.
        <Suspense fallback={null}>
          <HydrationSlice><SlotContent widget={widget} props={props} /></HydrationSlice>
        </Suspense>
      )}
    </WidgetBoundary>
  );
}

function SlotContent({ widget, props }: WidgetSlotProps) {
  // Once a widget has been rendered lazily it stays lazy (already resolved, it no longer suspends): a
  // preload finishing later must not swap the component type, which would remount it and lose its state.
  const Loaded = lazyWidgets.has(widget) ? undefined : loadedWidgets.get(widget);
  if (Loaded !== undefined) return <Loaded {...props} />;
  const Widget = lazyWidget(widget);
  if (Widget === null) return import.meta.env.DEV ? <NotBuiltYet widgetId={widget} /> : null;
  return (
    <Suspense fallback={null}>
      <Widget {...props} />
    </Suspense>
  );
}
