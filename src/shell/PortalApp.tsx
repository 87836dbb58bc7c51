import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { ResolvedSite, SiteView } from '../../engine/index';
import type { BootResult } from '../boot/bootPortal';
import { BootErrorScreen } from './BootErrorScreen';
import { StatusScreen } from './StatusScreen';
import { createPortalRouter } from './createPortalRouter';

function SiteRouter({ site, view }: { site: ResolvedSite; view: SiteView }) {
  const [router] = useState(() => createPortalRouter(site, view));
  return <RouterProvider router={router} />;
}

/** The booted app: the error screen, a full-page status screen, or the site's routes. */
export function PortalApp({ result }: { result: BootResult }) {
  if (result.kind === 'failed') return <BootErrorScreen message={result.message} details={result.details} />;
  const { site, view } = result;
  if (view.screen !== 'normal') {
    const text = view.statusText ?? { title: view.screen, body: '' };
    return <StatusScreen brand={site.tenant.title[view.language]} screen={view.screen} text={text} />;
  }
  return <SiteRouter site={site} view={view} />;
}
