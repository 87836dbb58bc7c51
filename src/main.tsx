/**
 * Browser entry: boots the tenant (src/boot/bootPortal.ts) and renders the portal, or an error screen
 * when boot fails; the page is never left blank.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootPortal } from './boot/bootPortal';
import { applyDocumentTheme } from './shell/applyDocumentTheme';
import { PortalApp } from './shell/PortalApp';
import './shell/portal.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no element with id "root"');
const root = createRoot(container);

void bootPortal({ hostname: window.location.hostname, search: window.location.search, development: import.meta.env.DEV }).then((result) => {
  if (result.kind === 'ready') applyDocumentTheme(result.site, result.view);
  else document.title = 'Site unavailable';
  root.render(
    <StrictMode>
      <PortalApp result={result} />
    </StrictMode>,
  );
});
