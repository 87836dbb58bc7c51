/**
 * How the portal's widget code is grouped into chunks (ARCHITECTURE: code split along the lazy
 * groups). Left to itself the bundler makes one small chunk per widget, and a page then waits on a
 * dozen requests. Instead:
 *   - `frame`: the widgets every portal page renders (chunkGraph FRAME_WIDGETS) and the code widgets
 *     share (portal-context, and the kits kit/ui, kit/sanitize, kit/games, and the money formatter);
 *   - `home`: the Main lazy group's page widgets (banners, marquee, game rows, winner board, ...);
 *   - `vendor`: the libraries the shell's entry runs on (React, the router, TanStack Query, i18next)
 *     and Vite's preload helper, one chunk the entry imports: it changes only when a library does, so
 *     a release of the portal's own code leaves it in every browser's and CDN's cache; and in one
 *     compression stream the home route's JavaScript is smaller than with React in a chunk of its
 *     own, the preload helper in another and the libraries in the entry (141.9 -> 140.9 KB gzip);
 *   - `member`: the MemberCenter lazy group's widgets and their kits (member texts, money, records,
 *     the red envelope kit the reward centre and the agent centre share);
 *   - `account`: the popups of signing in and up and of the password, and the kit they share
 *     (kit/auth): a guest's page fetches them at idle (PortalRoot), and as a dozen small chunks each
 *     link the preload inserted cost the page's main thread its own request (15 of them made the
 *     prefetch a task of 15 ms on this machine, about 60 ms at a phone's speed);
 * and every other lazy group's widgets by themselves, as before.
 */
import { WIDGET_RUNTIME } from '../generated/widget-runtime.js';
import type { WidgetId } from '../../schemas/widgets/catalogue';

/** Widgets the frame of every portal page renders, and the modals that may open on arrival. */
export const FRAME_WIDGETS: readonly WidgetId[] = [
  'app-header', 'top-navigation', 'vendor-drop-menu', 'side-menu', 'app-footer', 'scroll-top-button', 'public-announcement-modal', 'message-dialog',
];

const SHARED_FOLDERS = ['portal-context', 'kit/ui', 'kit/sanitize', 'kit/games', 'menu-icon'];

/**
 * The engine's small helpers that widgets of the frame and of other chunks share (the header's
 * language select, the feedback form, the game page and the client resolver all check membership with
 * isOneOf; the shell, the site view and every text hook fill texts with fillText): in the frame, which every page loads, rather than a chunk of a few bytes of their own that
 * would be one more request on the home route and on each of those pages.
 */
const SHARED_ENGINE_MODULES = /\/engine\/(isOneOf|i18n\/fillText)\.ts$/;

/**
 * Modules of the shared folders that no page of the home route uses (the pages of lists: the lobby,
 * favourites, records): left out of the frame, so the home route does not download them; the
 * bundler puts them with the pages that do.
 */
const NOT_FRAME_MODULES = /\/widgets\/kit\/games\/(Pagination\.tsx|pagination\.ts)$/;

/** The entry's libraries: what every page runs before its first render. Libraries widgets load later (DOMPurify, Swiper, forms) stay out. */
const ENTRY_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|use-sync-external-store)[\\/]/;

/** Whether a module is one of the entry's libraries or Vite's preload helper (the `vendor` chunk). */
export function isEntryLibrary(id: string): boolean {
  return ENTRY_LIBRARIES.test(id) || /^\0vite\/preload-helper/.test(id);
}

/** Modules a widget loads itself after the page is idle (useWhenIdle): never part of a group. */
const DEFERRED_MODULES = /\/(SwiperBanners|DrawnIcons)\.tsx$/;

/** A module id with forward slashes, as the groups' patterns are written (ids on Windows have backslashes). */
const slashed = (id: string): string => id.replace(/\\/g, '/');

/** Whether a module is one a widget loads itself later, not the widget's component. */
export function isDeferredModule(path: string): boolean {
  return DEFERRED_MODULES.test(slashed(path));
}

function folderTest(folders: readonly string[]): (id: string) => boolean {
  const pattern = new RegExp(`/widgets/(${folders.map((f) => f.replace(/[-/]/g, '\\$&')).join('|')})/(?!testing/)[^/]+$`);
  return (id) => {
    const path = slashed(id);
    return pattern.test(path) && !isDeferredModule(path);
  };
}

/** The popups of signing in and up and of the password, which a guest's page fetches together at idle. */
export const ACCOUNT_WIDGETS: readonly WidgetId[] = ['login-modal', 'register-modal', 'forget-password-modal', 'login-verification-modal', 'change-password-modal'];

const ACCOUNT_KIT_FOLDERS = ['kit/auth'];

/**
 * The social-login switch and token helpers both popups ask on opening (widgets/kit/social/socialLogin.ts):
 * in the popups' chunk, not one more chunk to fetch; the channel buttons and the development sign-in
 * stay lazy chunks of their own, loaded only where the tenant's switch is on.
 */
const ACCOUNT_KIT_MODULES = /\/widgets\/kit\/social\/socialLogin\.ts$/;

/**
 * The engine's modules only those popups use in the browser: the registration rules and the popups'
 * texts; not the list of common passwords (400 KB), which the password check loads on its first use.
 */
const ACCOUNT_ENGINE_MODULES = /\/engine\/(registration\/(?!commonPasswords\.ts$)(?![^/]*\.test\.ts$)[^/]+\.ts|i18n\/texts\/auth(\.en|\.pt)?\.ts)$/;

/** Sign-up's fixed lists (genders, limit periods): only the registration popup uses them in the browser. */
const ACCOUNT_SCHEMA_MODULES = /\/schemas\/signUp\.ts$/;

/** The group chunk a widget's component is bundled into, if any. */
export function widgetGroupOf(id: WidgetId): 'frame' | 'home' | 'member' | 'account' | undefined {
  if (FRAME_WIDGETS.includes(id)) return 'frame';
  if (ACCOUNT_WIDGETS.includes(id)) return 'account';
  if (memberGroupWidgets().includes(id)) return 'member';
  return homeGroupWidgets().includes(id) ? 'home' : undefined;
}

/** Shared kits of the member centre's pages: they ship in the member group, never on a page without it. */
export const MEMBER_KIT_FOLDERS = ['member-texts', 'kit/money', 'kit/records', 'kit/envelope', 'kit/protection'] as const;

/**
 * Modules of the member kits that the points mall (its own PointMall group) uses too: left out of the
 * member group, so /pointMall does not download the member centre for them (the bundler puts them
 * in a small chunk both load).
 */
export const SHARED_MEMBER_MODULES = /\/widgets\/kit\/money\/(useIdempotentSubmit\.ts|MoneyNote\.tsx|money-kit\.css|wireAmounts\.ts)$/;

/**
 * Modules of the member kits that the frame uses too: the one money formatter (the header shows the
 * balance with it, the winner board its amounts). In the frame, so the home route does not download
 * the member centre for them.
 */
export const FRAME_MEMBER_MODULES = /\/widgets\/kit\/money\/amounts\.ts$/;

/** The widget ids of the member group: the MemberCenter lazy group's widgets. */
export function memberGroupWidgets(): WidgetId[] {
  return (Object.keys(WIDGET_RUNTIME) as WidgetId[]).filter((id) => WIDGET_RUNTIME[id].lazyGroup === 'MemberCenter');
}

/** The widget ids of the home group: the Main lazy group's page widgets. */
export function homeGroupWidgets(): WidgetId[] {
  return (Object.keys(WIDGET_RUNTIME) as WidgetId[]).filter((id) => WIDGET_RUNTIME[id].kind === 'page' && WIDGET_RUNTIME[id].lazyGroup === 'Main');
}

/**
 * The engine's modules only the member group uses in the browser: the responsible-gaming refusals'
 * texts (the deposit page's and the responsible-gaming page's), in the member chunk rather than a
 * chunk of their own that every import of the group would list.
 */
const MEMBER_ENGINE_MODULES = /\/engine\/i18n\/texts\/responsibleGaming(\.en|\.pt)?\.ts$/;

/** The member group's modules: its widgets' and kits' folders, less the modules it shares. */
function memberModule(): (id: string) => boolean {
  const inFolders = folderTest([...memberGroupWidgets(), ...MEMBER_KIT_FOLDERS]);
  return (id) => (inFolders(id) && !SHARED_MEMBER_MODULES.test(slashed(id)) && !FRAME_MEMBER_MODULES.test(slashed(id))) || MEMBER_ENGINE_MODULES.test(slashed(id));
}

/**
 * Groups for the bundler's `output.codeSplitting.groups`. A group holds its own modules only: the
 * libraries they use stay where the bundler puts them (with the entry, mostly), not copied in.
 */
export function widgetChunkGroups(): { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[] {
  const memberTest = memberModule();
  const frameTest = folderTest([...FRAME_WIDGETS, ...SHARED_FOLDERS]);
  const accountTest = folderTest([...ACCOUNT_WIDGETS, ...ACCOUNT_KIT_FOLDERS]);
  return [
    { name: 'vendor', test: isEntryLibrary, includeDependenciesRecursively: false },
    { name: 'frame', test: (id) => (frameTest(id) && !NOT_FRAME_MODULES.test(slashed(id))) || SHARED_ENGINE_MODULES.test(slashed(id)) || FRAME_MEMBER_MODULES.test(slashed(id)), includeDependenciesRecursively: false },
    { name: 'home', test: folderTest(homeGroupWidgets()), includeDependenciesRecursively: false },
    { name: 'account', test: (id) => accountTest(id) || ACCOUNT_ENGINE_MODULES.test(slashed(id)) || ACCOUNT_KIT_MODULES.test(slashed(id)) || ACCOUNT_SCHEMA_MODULES.test(slashed(id)), includeDependenciesRecursively: false },
    // The member centre's frame, pages and kits in one chunk: /member loads one file, and every
    // member page is there when the member moves through the menu.
    { name: 'member', test: memberTest, includeDependenciesRecursively: false },
  ];
}
