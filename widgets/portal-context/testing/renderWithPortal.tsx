/**
 * Test support for the data-driven widgets (tests only): renders a widget inside the contexts the
 * shell provides (i18next with the engine catalogue, a memory router, the portal context, the data
 * source and actions) with fakes whose answers each test controls.
 */
import { render, type RenderResult } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useMemo, useState, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES, type ResolvedSite, type SiteView } from '../../../engine/index';
import type { Language } from '../../../schemas/domain';
import { PortalContextProvider, type PortalContextValue } from '../PortalContext';
import { NoticeSelectionProvider } from '../NoticeSelection';
import { PortalActionsProvider, PortalDataProvider, type DataResult, type PortalActions, type PortalDataSource } from '../PortalData';

/** What a fake answers on one request: a value, a failure, or nothing yet. */
export type FakeAnswer<T> = T | Error | 'pending';

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
}

const refuse = (name: string) => () => { throw new Error(`the test gave no fake for ${name}`); };

/** Renders a widget as the shell would; `screen.getByTestId('location')` shows the router location. */
export function renderWidget(ui: ReactElement, { language = 'en', imageHost = 'https://img.test', data = {}, actions = {}, noticeId = null, path = '/', session = 'anonymous', navigation = [], vendorMenus = [] }: RenderWidgetOptions = {}): RenderResult {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { pt: { translation: MESSAGES.pt }, en: { translation: MESSAGES.en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  // The widgets read only these parts of the view and the site; a whole resolved site is not needed.
  const portal = { imageHost, view: { language, session, navigation }, site: { navigation: { vendorMenus } } } as unknown as PortalContextValue;
  const source: PortalDataSource = {
    useBanners: data.useBanners ?? refuse('useBanners'),
    useAnnouncements: data.useAnnouncements ?? refuse('useAnnouncements'),
    useWinnerBoard: data.useWinnerBoard ?? refuse('useWinnerBoard'),
    useHotGames: data.useHotGames ?? refuse('useHotGames'),
    useGameList: data.useGameList ?? refuse('useGameList'),
    useRecentGames: data.useRecentGames ?? refuse('useRecentGames'),
  };
  const shellActions: PortalActions = {
    openNotice: actions.openNotice ?? refuse('openNotice'),
    closeNotice: actions.closeNotice ?? refuse('closeNotice'),
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <PortalContextProvider value={portal}>
          <PortalDataProvider value={source}>
            <PortalActionsProvider value={shellActions}>
              <NoticeSelectionProvider value={{ noticeId }}>
                <Routes><Route path="*" element={<>{ui}<LocationProbe /></>} /></Routes>
              </NoticeSelectionProvider>
            </PortalActionsProvider>
          </PortalDataProvider>
        </PortalContextProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
