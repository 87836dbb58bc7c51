/**
 * The booted app: the manifest-error screen when boot failed; otherwise the providers (i18next, TanStack
 * Query with the API client, the portal context the widgets read) around a full-page status screen or
 * the site's routes. Language and theme switch in place: the language re-runs viewSite and i18next,
 * the theme re-applies its tokens; neither reloads the page.
 */
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { viewSite, type ResolvedSite, type SessionContext, type SiteView } from '../../engine/index';
import { LANGUAGES, type Language, type ThemeName } from '../../schemas/domain';
import {
  BootFailureProvider, NoticeSelectionProvider, PortalActionsProvider, PortalContextProvider, PortalDataProvider,
  type NoticeSelection, type PortalActions, type PortalContextValue, type PortalDataSource,
} from '../../widgets/index';
import { ApiClientProvider, shouldRetryApiError, useAnnouncements, useBanners, useGameList, useHotGames, useRecentGames, useWinnerBoard } from '../api/index';
import type { BootResult, BootedPortal } from '../boot/bootPortal';
import { createPortalI18n } from '../i18n/createPortalI18n';
import { readSessionToken } from '../session/sessionToken';
import { applyDocumentMeta, applyTheme } from './applyDocumentTheme';
import { createPortalRouter } from './createPortalRouter';
import {
  initialLanguage, initialSideMenuCollapsed, initialTheme, storeLanguage, storeSideMenuCollapsed, storeTheme,
} from './preferences';
import { ShellWidget } from './ShellWidget';

type BootFailed = Extract<BootResult, { kind: 'failed' }>;

/** The visitor's browser language when the product has it, else the product default (SPEC section 9: PT). */
function browserLanguage(): Language {
  const wanted = (typeof navigator === 'undefined' ? '' : navigator.language).slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === wanted) ?? 'pt';
}

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

function SiteRouter({ view }: { view: SiteView }) {
  // One router per site and session: a language switch changes texts, not paths or access rules.
  const [router] = useState(() => createPortalRouter(view));
  return <RouterProvider router={router} />;
}

/** The screen that replaces the whole app under maintenance or region restriction (SPEC section 4). */
function StatusScreen({ screen }: { screen: Exclude<SiteView['screen'], 'normal'> }) {
  return <ShellWidget widget={screen === 'maintenance' ? 'maintenance-screen' : 'region-blocked-screen'} />;
}

/** The portal's display state: language, theme and side menu, kept in storage and applied to the document. */
function usePortalState(site: ResolvedSite, session: SessionContext, imageHost: string, onLanguage: (language: Language) => void) {
  const [language, setLanguageState] = useState(() => initialLanguage(site));
  const [theme, setThemeState] = useState(() => initialTheme(site));
  const [sideMenuCollapsed, setCollapsedState] = useState(() => initialSideMenuCollapsed(site));
  const view = useMemo(() => viewSite(site, session, language), [site, session, language]);

  useLayoutEffect(() => applyTheme(site.theme, theme), [site, theme]);
  useLayoutEffect(() => applyDocumentMeta(site, view.language), [site, view.language]);

  const setLanguage = useCallback((next: Language) => {
    if (!site.languages.supported.includes(next)) return;
    storeLanguage(site, next);
    onLanguage(next);
    setLanguageState(next);
  }, [site, onLanguage]);
  const setTheme = useCallback((next: ThemeName) => {
    if (!site.theme.switchable) return;
    storeTheme(site, next);
    setThemeState(next);
  }, [site]);
  const setSideMenuCollapsed = useCallback((collapsed: boolean) => {
    storeSideMenuCollapsed(site, collapsed);
    setCollapsedState(collapsed);
  }, [site]);

  return useMemo<PortalContextValue>(
    () => ({ site, view, theme, setTheme, setLanguage, sideMenuCollapsed, setSideMenuCollapsed, imageHost }),
    [site, view, theme, setTheme, setLanguage, sideMenuCollapsed, setSideMenuCollapsed, imageHost],
  );
}

/** What page widgets read, from the API hooks (widgets never import src/). Stable: widgets call these as hooks. */
const PORTAL_DATA: PortalDataSource = { useBanners, useAnnouncements, useWinnerBoard, useHotGames, useGameList, useRecentGames };

function BootedApp({ booted }: { booted: BootedPortal }) {
  const { site, session, client, clientLanguage, imageHost } = booted;
  const [i18n] = useState(() => createPortalI18n(initialLanguage(site), site.languages.supported, site.copy));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: shouldRetryApiError, refetchOnWindowFocus: false } } }));
  const onLanguage = useCallback((language: Language) => {
    clientLanguage.current = language;
    void i18n.changeLanguage(language);
  }, [clientLanguage, i18n]);
  const portal = usePortalState(site, session, imageHost, onLanguage);
  const { view } = portal;
  // The notice modal opens at the announcement a widget asks for and reads that id from the notice
  // selection; closeNotice (its close button or Escape) unmounts it.
  const [noticeId, setNoticeId] = useState<number | null>(null);
  const actions = useMemo<PortalActions>(() => ({ openNotice: setNoticeId, closeNotice: () => setNoticeId(null) }), []);
  const noticeSelection = useMemo<NoticeSelection>(() => ({ noticeId }), [noticeId]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client} language={view.language} token={readSessionToken(site.tenant.code)}>
          <PortalContextProvider value={portal}>
            <PortalDataProvider value={PORTAL_DATA}>
              <PortalActionsProvider value={actions}>
                {view.screen === 'normal' ? <SiteRouter view={view} /> : <StatusScreen screen={view.screen} />}
                {noticeId !== null && (
                  <NoticeSelectionProvider value={noticeSelection}><ShellWidget widget="notice-modal" /></NoticeSelectionProvider>
                )}
              </PortalActionsProvider>
            </PortalDataProvider>
          </PortalContextProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function PortalApp({ result }: { result: BootResult }) {
  if (result.kind === 'failed') return <BootFailedScreen failure={result} />;
  return <BootedApp booted={result} />;
}
