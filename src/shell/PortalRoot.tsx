/**
 * Everything the widgets read, provided once around the router's pages: the portal context (site,
 * view for the current session and language, theme), the session (usePortalSession), the data source
 * and the shell actions, and the hosts of the modals (one at a time), the notice modal and the message
 * dialog above them. It is the router's root layout, so every modal widget can link and navigate.
 */
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { loadedCatalogue, viewSiteWith, type ResolvedSite, type SessionContext } from '../../engine/index';
import type { Language, ThemeName } from '../../schemas/domain';
import {
  MessageRequestProvider, ModalRequestProvider, NoticeSelectionProvider, PortalActionsProvider, PortalContextProvider,
  PortalDataProvider, PortalSessionProvider, PublicAnnouncementTrigger, whenIdle,
  type ModalRequest, type NoticeSelection, type PortalActions, type PortalContextValue, type PortalDataSource, type PortalMessage,
} from '../../widgets/index';
import {
  ApiClientProvider, apiQueryKey, useAnnouncements, useApiCaller, useApiQuery, useApiQueryKey, useBanners, useGameList, useHotGames,
  useWinnerBoard,
} from '../api/index';
import type { BootedPortal } from '../boot/bootPortal';
import { usePortalSessionState } from '../session/usePortalSessionState';
import { applyDocumentMeta, applyTheme } from './applyDocumentTheme';
import {
  initialLanguage, initialSideMenuCollapsed, initialTheme, storeLanguage, storeSideMenuCollapsed, storeTheme,
} from './preferences';
import { updatePlainPageCookie } from './plainPageCookie';
import { ShellWidget } from './ShellWidget';
import { WidgetSlot, preloadWidgets } from './WidgetSlot';

/** The unread count pushed to a real account's badges while signed in (a trial account has none); a chunk of its own. */
const UnreadPush = lazy(() => import('./UnreadPush').then((m) => ({ default: m.UnreadPush })));

/** What page widgets read, from the API hooks (widgets never import src/). Stable: widgets call these as hooks. */
const PORTAL_DATA: PortalDataSource = {
  useBanners, useAnnouncements, useWinnerBoard, useHotGames, useGameList,
  useCall: useApiQuery, useCallKey: useApiQueryKey, useCaller: useApiCaller,
};

/** How long after the page has gone idle a guest's sign-in and sign-up popups are fetched. */
const GUEST_PREFETCH_DELAY_MS = 2000;

/** Paths whose page is home with a modal over it (SPEC section 2: /login, /register). */
const MODAL_PATHS: ReadonlySet<string> = new Set(['/login', '/register']);

/** The portal's display state: language, theme and side menu, kept in storage and applied to the document. */
function usePortalState(
  site: ResolvedSite, session: SessionContext, hosts: { imageHost: string; launchHost: string }, onLanguage: PortalRootProps['onLanguage'],
  showMessage: (message: PortalMessage) => Promise<boolean>,
) {
  const [language, setLanguageState] = useState(() => initialLanguage(site));
  const [theme, setThemeState] = useState(() => initialTheme(site));
  const [sideMenuCollapsed, setCollapsedState] = useState(() => initialSideMenuCollapsed(site));
  // The language's catalogue is loaded: boot loads the first one, a switch its own before it applies.
  const view = useMemo(() => viewSiteWith(site, session, language, (l) => loadedCatalogue(l) ?? {}), [site, session, language]);

  useLayoutEffect(() => applyTheme(site.theme, theme), [site, theme]);
  useLayoutEffect(() => applyDocumentMeta(site, view.language), [site, view.language]);
  const guest = session.kind === 'anonymous';
  useEffect(() => updatePlainPageCookie(site, { guest, language: view.language, theme }), [site, guest, view.language, theme]);

  const setLanguage = useCallback((next: Language) => {
    if (!site.languages.supported.includes(next)) return;
    onLanguage(next).then((applied) => {
      if (!applied) return;
      storeLanguage(site, next);
      setLanguageState(next);
    }, () => {
      // The language's catalogue did not load (offline): the page stays in its language and says
      // why, in the catalogue's network message; choosing the language again retries.
      void showMessage({ text: 'error.networkAbnormal', tone: 'warning' });
    });
  }, [site, onLanguage, showMessage]);
  const setTheme = useCallback((next: ThemeName) => {
    if (!site.theme.switchable) return;
    storeTheme(site, next);
    setThemeState(next);
  }, [site]);
  const setSideMenuCollapsed = useCallback((collapsed: boolean) => {
    storeSideMenuCollapsed(site, collapsed);
    setCollapsedState(collapsed);
  }, [site]);

  const { imageHost, launchHost } = hosts;
  return useMemo<PortalContextValue>(
    () => ({ site, view, theme, setTheme, setLanguage, sideMenuCollapsed, setSideMenuCollapsed, imageHost, launchHost, Slot: WidgetSlot }),
    [site, view, theme, setTheme, setLanguage, sideMenuCollapsed, setSideMenuCollapsed, imageHost, launchHost],
  );
}

interface QueuedMessage {
  message: PortalMessage;
  resolve(ok: boolean): void;
}

export interface PortalRootProps {
  booted: BootedPortal;
  /**
   * Switches the texts (i18next, the API's language) to a language once its catalogue has loaded:
   * true then, false when a later switch came first (that one applies instead).
   */
  onLanguage(language: Language): Promise<boolean>;
  /** Navigation: the router's inside pages, a full-page change on the status screens. */
  go(path: string, replace?: boolean): void;
  /** The current path. */
  path: string;
  children?: ReactNode;
}

/** The router's root layout: PortalRoot with the router's navigation and location. */
export function RoutedPortalRoot(props: Omit<PortalRootProps, 'go' | 'path'>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Outside a data router, useNavigate's function changes with the location; `go` stays the same
  // function for the page's life, so what depends on it (the modal and message actions) does not.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const go = useCallback((to: string, replace = false) => { void navigateRef.current(to, { replace }); }, []);
  return <PortalRoot {...props} go={go} path={pathname} />;
}

export function PortalRoot({ booted, onLanguage, go, path, children }: PortalRootProps) {
  const { site, client, imageHost, launchHost } = booted;
  const queryClient = useQueryClient();
  const goHome = useCallback(() => go('/'), [go]);
  const sessionState = usePortalSessionState({
    tenant: site.tenant.code, client, queryClient, initial: { session: booted.session, member: booted.member }, goHome,
  });
  const [messages, setMessages] = useState<readonly QueuedMessage[]>([]);
  const showMessage = useCallback((message: PortalMessage) => new Promise<boolean>((resolve) => {
    setMessages((queue) => [...queue, { message, resolve }]);
  }), []);
  const portal = usePortalState(site, sessionState.session, { imageHost, launchHost }, onLanguage, showMessage);

  // The notice modal opens at the announcement a widget asks for; closeNotice unmounts it.
  const [noticeId, setNoticeId] = useState<number | null>(null);
  const [modal, setModal] = useState<ModalRequest | null>(booted.popupAtStart ? { modal: 'public-announcement-modal' } : null);
  const pathRef = useRef(path);
  pathRef.current = path;

  const openModal = useCallback((request: ModalRequest) => setModal(request), []);
  const closeModal = useCallback(() => {
    setModal(null);
    // /login and /register are home with the modal over it: closing it leaves home at /.
    if (MODAL_PATHS.has(pathRef.current)) go('/', true);
  }, [go]);
  const actions = useMemo<PortalActions>(() => ({
    openNotice: setNoticeId, closeNotice: () => setNoticeId(null), openModal, closeModal, showMessage,
  }), [openModal, closeModal, showMessage]);
  const noticeSelection = useMemo<NoticeSelection>(() => ({ noticeId }), [noticeId]);

  // A guest's likely next step is signing in or up: a moment after the page has gone idle, those
  // popups' code is fetched, so the header's buttons open them without a wait.
  const guest = sessionState.session.kind === 'anonymous';
  useEffect(() => {
    if (!guest) return undefined;
    return whenIdle(() => void preloadWidgets(['login-modal', 'register-modal']), GUEST_PREFETCH_DELAY_MS);
  }, [guest]);

  // A forced password change (default, temporary or expired password) is all the member sees, after
  // a reload too: the modal comes back whenever it is not the one open (the server refuses the
  // session everything else meanwhile).
  const pendingChange = sessionState.passwordChange;
  useEffect(() => {
    if (pendingChange === undefined) return;
    setModal((open) => (open?.modal === 'change-password-modal' ? open : { modal: 'change-password-modal', reason: pendingChange }));
  }, [pendingChange, modal]);

  // /login and /register open their modal over home; a visitor already signed in arriving there
  // (a bookmark, the back button) goes home instead: there is nothing to sign in to.
  const shownRoute = portal.view.routes.find((r) => r.path === path);
  const routeModal = shownRoute?.modal;
  const signedInRef = useRef(false);
  signedInRef.current = sessionState.session.kind !== 'anonymous';
  useEffect(() => {
    if (routeModal === undefined) return;
    if (signedInRef.current) go('/', true);
    else setModal({ modal: routeModal === 'login' ? 'login-modal' : 'register-modal' });
  }, [routeModal, go]);
  // Agent paths show only the agent layout (SPEC section 2): no guests' announcement popup there.
  const agentLayout = shownRoute?.layout === 'agent';

  const current = messages[0];
  const answer = useCallback((ok: boolean) => {
    current?.resolve(ok);
    setMessages((queue) => queue.slice(1));
  }, [current]);
  const messageRequest = useMemo(() => (current === undefined ? null : { message: current.message, answer }), [current, answer]);

  return (
    <ApiClientProvider client={client} language={portal.view.language} token={sessionState.token}>
      {portal.view.header.showMessageCount && sessionState.token && (
        <Suspense fallback={null}>
          <UnreadPush baseUrl={client.baseUrl} token={sessionState.token} unreadKey={apiQueryKey(client.merchantCode, portal.view.language, 'unreadCount', undefined, sessionState.token)} />
        </Suspense>
      )}
      <PortalContextProvider value={portal}>
        <PortalSessionProvider value={sessionState}>
          <PortalDataProvider value={PORTAL_DATA}>
            <PortalActionsProvider value={actions}>
              {children ?? <Outlet />}
              {children === undefined && !agentLayout && <PublicAnnouncementTrigger idle={modal === null} openedAtStart={booted.popupAtStart} />}
              {sessionState.session.kind === 'agent' && modal === null && <ShellWidget widget="contract-modal" />}
              {modal !== null && (
                <ModalRequestProvider value={modal}><ShellWidget key={modal.modal} widget={modal.modal} /></ModalRequestProvider>
              )}
              {noticeId !== null && (
                <NoticeSelectionProvider value={noticeSelection}><ShellWidget widget="notice-modal" /></NoticeSelectionProvider>
              )}
              {messageRequest !== null && (
                <MessageRequestProvider value={messageRequest}><ShellWidget widget="message-dialog" /></MessageRequestProvider>
              )}
            </PortalActionsProvider>
          </PortalDataProvider>
        </PortalSessionProvider>
      </PortalContextProvider>
    </ApiClientProvider>
  );
}
