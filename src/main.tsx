/**
 * Browser entry: boots the tenant (src/boot/bootPortal.ts) and renders the portal, or the error screen
 * when boot fails; the page is never left blank. Fonts ship with the app (latin and latin-ext, 400,
 * 600 and 700), so nothing loads from another origin.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
import './shell/portal.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { takeBootData } from './boot/bootData';
import { bootPortal } from './boot/bootPortal';
import { applyDocumentMeta, applyTheme } from './shell/applyDocumentTheme';
import { initialWidgets } from './shell/initialWidgets';
import { PortalApp } from './shell/PortalApp';
import { preloadWidgets } from './shell/WidgetSlot';
import { initialLanguage, initialTheme } from './shell/preferences';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no element with id "root"');
const root = createRoot(container);

const bootData = takeBootData();
void bootPortal({ hostname: window.location.hostname, search: window.location.search, development: import.meta.env.DEV, ...(bootData ? { bootData } : {}) }).then(async (result) => {
  if (result.kind === 'ready') {
    // Before the first render, so the first paint is already in the tenant's colours, with the
    // frame's and the page's widgets in place.
    applyTheme(result.site.theme, initialTheme(result.site));
    applyDocumentMeta(result.site, initialLanguage(result.site));
    await preloadWidgets(initialWidgets(result.site, window.location.pathname));
  }
  // As a transition, React renders the first page in slices and yields to the browser between
  // them, instead of holding the main thread for the whole tree at once.
  startTransition(() => {
    root.render(
      <StrictMode>
        <PortalApp result={result} />
      </StrictMode>,
    );
  });
});
