/**
 * The booted app: the manifest-error screen when boot failed; otherwise the providers (i18next, TanStack
 * Query with the API client, the portal context the widgets read) around a full-page status screen or
 * the site's routes. Language and theme switch in place: the language re-runs viewSite and i18next,
 * the theme re-applies its tokens; neither reloads the page.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { SiteView } from '../../engine/index';
import { LANGUAGES, type Language } from '../../schemas/domain';
import { BootFailureProvider } from '../../widgets/index';
import { shouldRetryApiError } from '../api/index';
import type { BootResult, BootedPortal } from '../boot/bootPortal';
import { createPortalI18n, loadPortalLanguage } from '../i18n/createPortalI18n';
import { PortalRoot, RoutedPortalRoot } from './PortalRoot';
import { PortalRoutes } from './PortalRoutes';
import { browserLanguage, initialLanguage } from './preferences';
import { ShellWidget } from './ShellWidget';

type BootFailed = Extract<BootResult, { kind: 'failed' }>;

function BootFailedScreen({ failure }: { failure: BootFailed }) {
  const [i18n] = useState(() => createPortalI18n(browserLanguage(), LANGUAGES));
  useLayoutEffect(() => {
    document.title = i18n.t('shell.loadFailed.title');
  }, [i18n]);
  const { message, details, code } = failure;
  return (
    <I18nextProvider i18n={i18n}>
      <BootFailureProvider value={code === undefined ? { message, details } : { message, details, code }}>
        <ShellWidget widget="manifest-error-screen" />
      </BootFailureProvider>
    </I18nextProvider>
  );
}

/** The screen that replaces the whole app under maintenance or region restriction (SPEC section 4). */
function StatusScreen({ screen }: { screen: Exclude<SiteView['screen'], 'normal'> }) {
  return <ShellWidget widget={screen === 'maintenance' ? 'maintenance-screen' : 'region-blocked-screen'} />;
}

/** Outside the router (status screens), navigation is a full-page change. */
function goByLocation(path: string, replace = false): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

/**
 * Where the app runs outside a browser (the server's render, src/ssr/renderPage.tsx): the path it
 * draws and the router to draw it in (a static one); the browser's history router otherwise.
 */
export interface PortalLocation {
  path: string;
  router(children: ReactNode): ReactElement;
}

function BootedApp({ booted, location }: { booted: BootedPortal; location?: PortalLocation | undefined }) {
  const { site, clientLanguage } = booted;
  const [i18n] = useState(() => createPortalI18n(initialLanguage(site), site.languages.supported, site.copy));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: shouldRetryApiError, refetchOnWindowFocus: false } } }));
  // A switch applies once the language's catalogue has loaded, and only when no later switch came
  // meanwhile; until then the page stays in its language (never keys in place of texts).
  const wanted = useRef<Language | undefined>(undefined);
  const onLanguage = useCallback(async (language: Language): Promise<boolean> => {
    wanted.current = language;
    await loadPortalLanguage(i18n, language, site.copy);
    if (wanted.current !== language) return false;
    clientLanguage.current = language;
    void i18n.changeLanguage(language);
    return true;
  }, [clientLanguage, i18n, site.copy]);
  // One set of routes per boot: paths do not depend on the session or the language; each page reads
  // the current view by route id, and the root layout (RoutedPortalRoot) holds the session and modals.
  const [root] = useState(() => <RoutedPortalRoot booted={booted} onLanguage={onLanguage} />);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {site.status.screen === 'normal' ? (
          location === undefined ? (
            <BrowserRouter basename={import.meta.env.BASE_URL}>
              <PortalRoutes site={site} root={root} />
            </BrowserRouter>
          ) : location.router(<PortalRoutes site={site} root={root} />)
        ) : (
          <PortalRoot booted={booted} onLanguage={onLanguage} go={goByLocation} path={location?.path ?? window.location.pathname}>
            <StatusScreen screen={site.status.screen as Exclude<SiteView['screen'], 'normal'>} />
          </PortalRoot>
        )}
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function PortalApp({ result, location }: { result: BootResult; location?: PortalLocation }) {
  if (result.kind === 'failed') return <BootFailedScreen failure={result} />;
  return <BootedApp booted={result} location={location} />;
}
