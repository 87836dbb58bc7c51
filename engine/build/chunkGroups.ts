/**
 * How the portal's widget code is grouped into chunks (ARCHITECTURE: code split along the lazy
 * groups). Left to itself the bundler makes one small chunk per widget, and a page then waits on a
 * dozen requests. Instead:
 *   - `frame`: the widgets every portal page renders (chunkGraph FRAME_WIDGETS) and the code widgets
 *     share (portal-context, games);
 *   - `home`: the Main lazy group's page widgets (banners, marquee, game rows, winner board, ...);
 * and every other lazy group's widgets by themselves, as before.
 */
import { WIDGET_RUNTIME } from '../generated/widget-runtime.js';
import type { WidgetId } from '../../schemas/widgets/catalogue';

/** Widgets the frame of every portal page renders, and the modals that may open on arrival. */
export const FRAME_WIDGETS: readonly WidgetId[] = [
  'app-header', 'top-navigation', 'vendor-drop-menu', 'side-menu', 'app-footer', 'scroll-top-button', 'public-announcement-modal', 'message-dialog',
];

const SHARED_FOLDERS = ['portal-context', 'games'];

/** Modules a widget loads itself after the page is idle (useWhenIdle): never part of a group. */
const DEFERRED_MODULES = /\/(SwiperBanners)\.tsx$/;

/** Whether a module is one a widget loads itself later, not the widget's component. */
export function isDeferredModule(path: string): boolean {
  return DEFERRED_MODULES.test(path.replace(/\\/g, '/'));
}

function folderTest(folders: readonly string[]): (id: string) => boolean {
  const pattern = new RegExp(`/widgets/(${folders.map((f) => f.replace(/[-/]/g, '\\$&')).join('|')})/(?!testing/)[^/]+$`);
  return (id) => {
    const path = id.replace(/\\/g, '/');
    return pattern.test(path) && !isDeferredModule(path);
  };
}

/** The group chunk a widget's component is bundled into, if any. */
export function widgetGroupOf(id: WidgetId): 'frame' | 'home' | undefined {
  if (FRAME_WIDGETS.includes(id)) return 'frame';
  return homeGroupWidgets().includes(id) ? 'home' : undefined;
}

/** The widget ids of the home group: the Main lazy group's page widgets. */
export function homeGroupWidgets(): WidgetId[] {
  return (Object.keys(WIDGET_RUNTIME) as WidgetId[]).filter((id) => WIDGET_RUNTIME[id].kind === 'page' && WIDGET_RUNTIME[id].lazyGroup === 'Main');
}

/**
 * Groups for the bundler's `output.codeSplitting.groups`. A group holds its own modules only: the
 * libraries they use stay where the bundler puts them (with the entry, mostly), not copied in.
 */
export function widgetChunkGroups(): { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[] {
  return [
    { name: 'frame', test: folderTest([...FRAME_WIDGETS, ...SHARED_FOLDERS]), includeDependenciesRecursively: false },
    { name: 'home', test: folderTest(homeGroupWidgets()), includeDependenciesRecursively: false },
  ];
}
