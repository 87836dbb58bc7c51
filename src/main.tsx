/**
 * Browser entry: boots the tenant (src/boot/bootPortal.ts) and renders the portal, or the error screen
 * when boot fails; the page is never left blank. Fonts ship with the app (latin and latin-ext, 400,
 * 600 and 700), so nothing loads from another origin.
 */
import './shell/fonts.css';
import './shell/portal.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import type { RenderedPage } from '../schemas/api/boot';
import { adoptDrawnPopup } from '../widgets/index';
import { takeBootData } from './boot/bootData';
import { bootPortal, type BootResult } from './boot/bootPortal';
import { applyDocumentMeta, applyTheme } from './shell/applyDocumentTheme';
import { hydrateInSlices } from './shell/HydrationSlice';
import { initialWidgets } from './shell/initialWidgets';
import { PortalApp } from './shell/PortalApp';
import { preloadWidgets } from './shell/WidgetSlot';
import { initialLanguage, initialTheme } from './shell/preferences';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no element with id "root"');

const bootData = takeBootData();

// The development preview (server/page/preview.ts) marks its pages: they reload when a manifest is saved.
if (document.querySelector('meta[name="wl-preview"]') !== null) {
  void import('./boot/previewReload').then(({ previewEventsUrl, reloadOnChange }) => {
    const url = previewEventsUrl();
    if (url !== undefined) reloadOnChange(url);
  });
}

/**
 * Whether the server's markup in the root is what this browser's first render draws: a guest, in the
 * language and theme the server drew, at the path it drew. Then the app takes the markup over
 * (hydrates); otherwise it draws its own in its place.
 */
function drawsAsServer(result: BootResult, rendered: RenderedPage | undefined): boolean {
  return result.kind === 'ready' && rendered !== undefined && container?.hasAttribute('data-ssr') === true
    && result.session.kind === 'anonymous' && rendered.path === window.location.pathname
    && initialLanguage(result.site) === rendered.language && initialTheme(result.site) === rendered.theme;
}

/** Marks the root as the app's once its first render is on screen (a server-drawn root is inert until then). */
function Taken({ children }: { children: ReactNode }) {
  useEffect(() => container?.removeAttribute('data-ssr'), []);
  return children;
}
/** Resolves in a task of its own, after the current one (and what it queued before). */
const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

// React DOM's client (the largest module of the page: its first evaluation compiles most of it) is
// evaluated in a task of its own, after the other modules' and before the first render: in the same
// task as theirs it made one long task on a phone (80-146 ms at 4x CPU).
const reactDomClient = nextTask().then(() => import('react-dom/client'));

// The boot starts in a task of its own: evaluating the modules and booting would otherwise be one
// long task on a phone, holding the page unresponsive for both.
void nextTask().then(() => bootPortal({ hostname: window.location.hostname, search: window.location.search, development: import.meta.env.DEV, ...(bootData ? { bootData } : {}) })).then(async (result) => {
  let hydrates = drawsAsServer(result, bootData?.rendered);
  if (result.kind === 'ready') {
    // Before the first render, so the first paint is already in the tenant's colours, with the
    // frame's and the page's widgets in place. A popup the server drew open loads with them, so the
    // first render draws it as the server did.
    applyTheme(result.site.theme, initialTheme(result.site));
    applyDocumentMeta(result.site, initialLanguage(result.site));
    // The drawn popup's content, sanitised on the server, is adopted as drawn: the browser loads
    // DOMPurify only for an announcement the server did not draw.
    const popup = hydrates && bootData?.rendered?.popup === true && adoptDrawnPopup(container);
    const widgets = initialWidgets(result.site, window.location.pathname);
    // Without every widget the server drew, the page is drawn anew rather than taken over.
    hydrates &&= await preloadWidgets(popup ? [...widgets, 'public-announcement-modal'] : widgets);
    result.popupAtStart = popup && hydrates;
  }
  const { createRoot, hydrateRoot } = await reactDomClient;
  const app = (
    <StrictMode>
      <Taken><PortalApp result={result} /></Taken>
    </StrictMode>
  );
  // As a transition, React renders (or hydrates) the first page in slices and yields to the browser
  // between them, instead of holding the main thread for the whole tree at once.
  startTransition(() => {
    if (hydrates) {
      hydrateInSlices();
      hydrateRoot(container, app);
    }
    else createRoot(container).render(app);
  });
});
