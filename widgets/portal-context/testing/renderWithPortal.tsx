/**
 * Test support for the data-driven widgets (tests only): renders a widget inside the contexts the
 * shell provides (i18next with the engine catalogue, a memory router, the portal context, the data
 * source and actions) with fakes whose answers each test controls.
 */
import { render, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { useMemo, useState, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CATALOGUES, provideCatalogue, type ResolvedSite, type SiteView } from '../../../engine/index';
import type { Language } from '../../../schemas/domain';
import { PortalContextProvider, type PortalContextValue } from '../PortalContext';
import { NoticeSelectionProvider } from '../NoticeSelection';
import type { CallName, CallParams, CallValue } from '../../../schemas/api/callTable';
import type { SessionContext } from '../../../engine/index';
import { PortalActionsProvider, PortalDataProvider, type CallQueryOptions, type DataResult, type PortalActions, type PortalCaller, type PortalDataSource } from '../PortalData';
import { ModalRequestProvider, type ModalRequest } from '../PortalModals';
import { PortalSessionProvider, type PortalSessionValue } from '../PortalSession';

/** What a fake answers on one request: a value, a failure, or nothing yet. */
export type FakeAnswer<T> = T | Error | 'pending';

/** Fake answers of `useCall` reads, by call name: called once per request with the params. */
export type FakeCalls = { [N in CallName]?: (params: CallParams<N> | undefined) => FakeAnswer<CallValue<N>> };

/** Fake imperative calls (`useCaller().call`), by call name; a thrown error or rejection is the failure. */
export type FakeCallers = { [N in CallName]?: (params: CallParams<N> | undefined) => CallValue<N> | Promise<CallValue<N>> };

function fakeUseCall(calls: FakeCalls): PortalDataSource['useCall'] {
  return function useFakeCall<N extends CallName>(name: N, params?: CallParams<N>, options: CallQueryOptions = {}): DataResult<CallValue<N>> {
    const [version, setVersion] = useState(0);
    const enabled = options.enabled ?? true;
    const paramsKey = JSON.stringify(params ?? null);
    const result = useMemo(() => {
      if (!enabled) return 'pending' as const;
      const answer = calls[name] as ((p: CallParams<N> | undefined) => FakeAnswer<CallValue<N>>) | undefined;
      if (answer === undefined) throw new Error(`the test gave no fake for the call ${name}`);
      return answer(params);
      // The params are compared by value (paramsKey), as TanStack Query compares keys.
    }, [version, enabled, name, paramsKey]);
    return {
      data: result instanceof Error || result === 'pending' ? undefined : result,
      isPending: result === 'pending',
      isError: result instanceof Error,
      refetch: () => setVersion((v) => v + 1),
    };
  };
}

/** A fake query hook: `answer` is called once per request (first render and every refetch). */
export function fakeQuery<T>(answer: () => FakeAnswer<T>): () => DataResult<T> {
  return function useFakeQuery() {
    const [version, setVersion] = useState(0);
    // One request per version: a re-render does not ask again, a refetch does.
    const result = useMemo(() => answer(), [version]);
    return {
      data: result instanceof Error || result === 'pending' ? undefined : result,
      isPending: result === 'pending',
      isError: result instanceof Error,
      refetch: () => setVersion((v) => v + 1),
    };
  };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{`${location.pathname}${location.hash}`}</div>
      <div data-testid="search">{location.search}</div>
    </>
  );
}

export interface RenderWidgetOptions {
  language?: Language;
  imageHost?: string;
  data?: Partial<PortalDataSource>;
  actions?: Partial<PortalActions>;
  /** The announcement the notice modal is open at (NoticeSelectionProvider); none by default. */
  noticeId?: number | null;
  /** The router's first entry; '/' by default. */
  path?: string;
  /** The viewing session (view.session); anonymous by default. */
  session?: SiteView['session'];
  /** The view's navigation entries (game-type labels); none by default. */
  navigation?: SiteView['navigation'];
  /** The site's vendor menus (game types with vendors); none by default. */
  vendorMenus?: ResolvedSite['navigation']['vendorMenus'];
  /** Fake `useCall` reads by call name. */
  calls?: FakeCalls;
  /** Fake imperative calls by call name. */
  callers?: FakeCallers;
  /**
   * Called with the names of every `invalidate`. The reads are back when what it returns settles, if
   * it returns a promise (a promise the test settles models a slow re-read), else at once.
   */
  onInvalidate?: (names: readonly CallName[]) => unknown;
  /** Session value parts (usePortalSession); by default a session of the `session` kind that refuses sign-in and sign-out. */
  sessionValue?: Partial<PortalSessionValue>;
  /** The open modal's request (useModalRequest), for modal widgets. */
  modal?: ModalRequest;
  /** Extra parts of the site (tests of widgets that read more of it). */
  site?: Partial<ResolvedSite>;
  /** Extra parts of the view (tests of widgets that read more of it: the side menu's blocks, say). */
  view?: Partial<SiteView>;
  /**
   * Draw the widget as the server does, hand its markup to this (a visitor acting before the app
   * takes the page over), then hydrate it; by default the widget is drawn by the browser.
   */
  beforeHydration?: (drawn: HTMLElement) => void;
}

const refuse = (name: string) => () => { throw new Error(`the test gave no fake for ${name}`); };

/** Renders a widget as the shell would; `screen.getByTestId('location')` shows the router location. */
export function renderWidget(ui: ReactElement, {
  language = 'en', imageHost = 'https://img.test', data = {}, actions = {}, noticeId = null, path = '/', session = 'anonymous', navigation = [],
  vendorMenus = [], calls = {}, callers = {}, onInvalidate, sessionValue = {}, modal, site = {}, view = {}, beforeHydration,
}: RenderWidgetOptions = {}): RenderResult {
  // Both catalogues, as a page has them once the visitor has switched language (errorText reads the loaded ones).
  provideCatalogue('pt', CATALOGUES.pt);
  provideCatalogue('en', CATALOGUES.en);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    // The catalogues alone, as on the page: a lazy widget's own texts come with it (useText(texts)).
    resources: { pt: { translation: { ...CATALOGUES.pt } }, en: { translation: { ...CATALOGUES.en } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  // The widgets read only these parts of the view and the site; a whole resolved site is not needed.
  const portal = {
    imageHost, launchHost: 'https://launch.test', view: { language, session, navigation, routes: [], ...view }, site: { navigation: { vendorMenus }, ...site },
  } as unknown as PortalContextValue;
  const caller: PortalCaller = {
    call: ((name: CallName, params?: unknown) => {
      const handler = callers[name] as ((p: unknown) => unknown) | undefined;
      if (handler === undefined) return Promise.reject(new Error(`the test gave no fake for the call ${name}`));
      try {
        return Promise.resolve(handler(params));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }) as unknown as PortalCaller['call'],
    invalidate: async (names) => { await onInvalidate?.(names); },
  };
  const sessionContext: SessionContext = { kind: session };
  const portalSession: PortalSessionValue = {
    session: sessionContext,
    member: session === 'anonymous' ? undefined : { id: 1, account: 'demo', nickname: 'Demo', type: session === 'trial' ? 4 : session === 'agent' ? 1 : 0 },
    signingIn: false,
    firstTimeLogin: false,
    signIn: refuse('signIn'),
    signOut: refuse('signOut'),
    reload: refuse('reload'),
    tokenRefused: () => undefined,
    ...sessionValue,
  };
  const source: PortalDataSource = {
    useBanners: data.useBanners ?? refuse('useBanners'),
    useAnnouncements: data.useAnnouncements ?? refuse('useAnnouncements'),
    useWinnerBoard: data.useWinnerBoard ?? refuse('useWinnerBoard'),
    useHotGames: data.useHotGames ?? refuse('useHotGames'),
    useGameList: data.useGameList ?? refuse('useGameList'),
    useCall: data.useCall ?? fakeUseCall(calls),
    useCallKey: data.useCallKey ?? ((name, params) => ['test', name, params]),
    useCaller: data.useCaller ?? (() => caller),
  };
  const shellActions: PortalActions = {
    openNotice: actions.openNotice ?? refuse('openNotice'),
    closeNotice: actions.closeNotice ?? refuse('closeNotice'),
    openModal: actions.openModal ?? refuse('openModal'),
    closeModal: actions.closeModal ?? refuse('closeModal'),
    showMessage: actions.showMessage ?? refuse('showMessage'),
  };
  const content = <Routes><Route path="*" element={<>{ui}<LocationProbe /></>} /></Routes>;
  const tree = (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <PortalContextProvider value={portal}>
          <PortalSessionProvider value={portalSession}>
            <PortalDataProvider value={source}>
              <PortalActionsProvider value={shellActions}>
                <NoticeSelectionProvider value={{ noticeId }}>
                  {modal === undefined ? content : <ModalRequestProvider value={modal}>{content}</ModalRequestProvider>}
                </NoticeSelectionProvider>
              </PortalActionsProvider>
            </PortalDataProvider>
          </PortalSessionProvider>
        </PortalContextProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
  if (beforeHydration === undefined) return render(tree);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeHydration(container);
  return render(tree, { container, hydrate: true });
}
