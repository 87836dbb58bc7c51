/**
 * The head start a page can carry: what the portal's boot would fetch and work out first (the tenant
 * index, the answers of the boot calls, and either the site the server resolved from the tenant's
 * compiled manifest and those answers, or the manifest itself), placed by the server in the HTML as a
 * JSON data block, `<script type="application/json" id="wl-boot">` (a data block is never run, so the
 * strict Content-Security-Policy allows it). With a resolved site the portal neither fetches nor
 * resolves anything before its first render, and the resolver's code (the engine's validators and
 * merge) is not downloaded at all. With only the manifest, or when the block is missing or does not
 * fit, the portal resolves the site itself; the answers then go through the same unwrapping and
 * engine validation as fetched ones.
 */
import type { CallName } from './callTable';
import type { Language, ThemeName } from '../domain';

/** The calls the boot makes before it can resolve the site (src/api fetchServerSnapshot), all GET without parameters. */
export const BOOT_CALLS = ['whitelabel', 'status', 'sitePermission', 'registerSettings', 'gameMenus', 'merchantPromotions'] as const satisfies readonly CallName[];

export type BootCall = (typeof BOOT_CALLS)[number];

/** An answer as the server sent it: the HTTP status and the body text. */
export interface PrimedAnswer {
  status: number;
  body: string;
}

export interface BootData {
  v: 2;
  /** The tenant the server served this page for. */
  tenant: string;
  /** tenants/index.json */
  domains: Record<string, string>;
  /**
   * The site the server resolved (the engine's ResolvedSite, as JSON) from the tenant's compiled
   * manifest and the answers below; absent when it could not, and the manifest is sent instead.
   */
  site?: Record<string, unknown>;
  /** tenants/<tenant>.json, when there is no site. */
  manifest?: Record<string, unknown>;
  /** The boot calls' answers for this visitor, in the tenant's default language. */
  answers: Partial<Record<BootCall, PrimedAnswer>>;
  /**
   * A server-rendered page's other answers: those of the calls its first render made, by the API
   * client's `primedKeyOf(name, params)`, so the browser's first render has the same data and takes
   * over the server's markup (hydrates) instead of drawing it again.
   */
  pageAnswers?: Record<string, PrimedAnswer>;
  /** The image and game-launch hosts the server picked for this visit (the markup's images use them). */
  hosts?: { image: string; launch: string };
  /** What the server rendered into the page's root, for a guest; absent when the root is empty. */
  rendered?: RenderedPage;
}

/** The path, language and theme a server-rendered page was drawn in. */
export interface RenderedPage {
  path: string;
  language: Language;
  theme: ThemeName;
  /** The announcement popup was drawn open over the page (its answer is among the page's answers). */
  popup?: boolean;
}

/** The id of the data block. */
export const BOOT_DATA_ID = 'wl-boot';

/** A call the server's render wants answered: a GET of the page server's own API. */
export interface PageAnswerRequest {
  key: string;
  url: string;
  headers: Record<string, string>;
}

/** What the page's server gives the build's render (src/ssr/renderPage.tsx `renderPortalPage`). */
export interface PageRenderInput {
  /** The site the server resolved for this page (BootData.site). */
  site: Record<string, unknown>;
  /** The request's path. */
  path: string;
  /** The boot calls' answers the page carries (BootData.answers). */
  answers: BootData['answers'];
  /** Fetches these calls' answers through the server's own routes, by key. */
  fetchAnswers(requests: readonly PageAnswerRequest[]): Promise<Record<string, PrimedAnswer>>;
  /** The request's Cookie header: the popups this browser closed this session (popupClosedCookie). */
  cookies: string;
  /**
   * A DOM for the render's HTML sanitiser (DOMPurify over a jsdom window): the render draws server
   * HTML (an announcement popup's content) only with one; without, it leaves that to the browser.
   */
  sanitizerWindow?: Window;
  /** For tests: the random source of the host picks. */
  random?: () => number;
}

/** What the render gives back: the page's markup, its document's head, and the BootData parts that go with it. */
export interface RenderedPortal {
  /** The markup of the page's root element. */
  html: string;
  /** The document's language, theme, title and the theme's custom properties, for the page's head. */
  document: { language: string; theme: string; title: string; themeCss: string; favicon?: string };
  pageAnswers: Record<string, PrimedAnswer>;
  hosts: { image: string; launch: string };
  rendered: RenderedPage;
}

/**
 * The cookie a browser keeps while its first render of this tenant's pages differs from a guest's in
 * the default language and theme (a session, another language or theme: src/shell/plainPageCookie.ts).
 * The page's server then sends the page without server-rendered content, which that browser would
 * only replace: the visitor never sees a guest's page flash before their own.
 */
export function plainPageCookie(tenant: string): string {
  return `wl-plain-${tenant.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/**
 * The session cookie that marks a kind of announcement popup closed for the browser session, with
 * the value `closed` (widgets/public-announcement-modal/popupRules.ts); the page's server reads it,
 * so its render opens the popup only while it is due.
 */
export function popupClosedCookie(tenant: string, kind: 'USER_POPUP' | 'ANONYMOUS_POPUP'): string {
  return `wl-popup-${tenant.replace(/[^A-Za-z0-9_-]/g, '_')}-${kind}`;
}
