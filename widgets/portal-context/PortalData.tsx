/**
 * What the shell hands its data-driven widgets besides the portal context: read access to the home
 * calls and the shell actions those widgets trigger. Widgets never import the app shell (src/), so
 * the shell provides a `PortalDataSource` and `PortalActions` value and widgets read them with
 * `usePortalData()` and `usePortalActions()`.
 *
 * The data hooks have the shape of the shell's API query hooks (src/api: useBanners,
 * useAnnouncements, useWinnerBoard return TanStack Query results, which fit `DataResult<T>`), so the
 * shell can pass those hooks as they are. They are hooks: widgets call them unconditionally during
 * render, and the value the shell provides must keep the same functions for the portal's lifetime.
 */
import { createContext, useContext } from 'react';
import type { CallArgs, CallName, CallParams, CallValue } from '../../schemas/api/callTable';
import type { GameItemsValue, GameListQuery, GameListValue, HotGamesQuery } from '../../schemas/api/games';
import type { ANNOUNCEMENT_TYPES, AnnouncementsValue, BannersValue, WinnerBoardValue } from '../../schemas/api/home';
import type { BANNER_GROUPS, Language } from '../../schemas/domain';
import type { ModalRequest, PortalMessage } from './PortalModals';

export type BannerGroup = (typeof BANNER_GROUPS)[number];
export type NoticeType = (typeof ANNOUNCEMENT_TYPES)[number];

/** The part of a query result widgets read (a TanStack Query `UseQueryResult` fits it). */
export interface DataResult<T> {
  /** The last answer; undefined while the first request runs or when it failed without an earlier answer. */
  data: T | undefined;
  /** No answer yet (first load). */
  isPending: boolean;
  /** The last request failed. */
  isError: boolean;
  /** Requests the data again (the retry button). */
  refetch(): unknown;
}

/** Options of a generic call query. */
export interface CallQueryOptions {
  /** False keeps the query idle (e.g. until a filter is chosen). */
  enabled?: boolean;
  /** How long an answer counts as fresh, in milliseconds. */
  staleTime?: number;
}

/** Makes one call of the table (shared call table, schemas/api/callTable.ts); rejects with the client's error. */
export type PortalCall = <N extends CallName>(name: N, ...args: CallArgs<N>) => Promise<CallValue<N>>;

/** What a widget needs to change server data: the call, and a refresh of the queries of some calls. */
export interface PortalCaller {
  call: PortalCall;
  /** Marks every cached answer of these calls stale and refetches the ones on screen. */
  invalidate(names: readonly CallName[]): Promise<void>;
}

/**
 * Read access to the calls of the widgets; every hook refetches when its arguments change. The named
 * hooks serve the home widgets; `useCall` serves any other read of the call table with the same
 * caching, session and language keys (token calls stay idle without a session).
 */
export interface PortalDataSource {
  /** Any read of the call table, cached by tenant, language, session and params. */
  useCall<N extends CallName>(name: N, params?: CallParams<N>, options?: CallQueryOptions): DataResult<CallValue<N>>;
  /** The cache key `useCall` uses for these params, for optimistic updates through TanStack Query's client. */
  useCallKey<N extends CallName>(name: N, params?: CallParams<N>): readonly unknown[];
  /** Calls for changes (login, favourites, launch...), and cache invalidation after them. */
  useCaller(): PortalCaller;
  /** /wps/system/banners?groupName= */
  useBanners(group: BannerGroup): DataResult<BannersValue>;
  /** MCSFE_getListAnnouncements (platform W) in the given language. */
  useAnnouncements(types: readonly NoticeType[], language: Language): DataResult<AnnouncementsValue>;
  /** ODSFE2_getWinnerBoard (gameCategory ALL, limitNum 20) in the given language; widgets slice to their limit. */
  useWinnerBoard(language: Language): DataResult<WinnerBoardValue>;
  /** GCSGAME_hotGamesV2: hot games (of a game type or vendor when given); widgets slice to their limit. */
  useHotGames(params: HotGamesQuery): DataResult<GameItemsValue>;
  /** GCSGAME_gameList: one page of a game list (a game type's lobby, vendor, classification or search). */
  useGameList(params: GameListQuery): DataResult<GameListValue>;
}

/** Shell actions widgets trigger; the shell owns the modals and routes behind them. */
export interface PortalActions {
  /** Opens a modal widget over the page (one at a time; a new request replaces the open one). */
  openModal(request: ModalRequest): void;
  /** Closes the open modal. */
  closeModal(): void;
  /** A message dialog (message-dialog widget) above any modal; resolves when the visitor answers. */
  showMessage(message: PortalMessage): Promise<boolean>;
  /** Opens the notice modal (noticeModal, SPEC section 2) scrolled to / expanded at this announcement id. */
  openNotice(id: number): void;
  /** Closes the notice modal (its close button or Escape; never a click outside, SPEC section 2). */
  closeNotice(): void;
}

const PortalDataContext = createContext<PortalDataSource | null>(null);
const PortalActionsContext = createContext<PortalActions | null>(null);

/** Provided by the shell inside the PortalContextProvider. */
export const PortalDataProvider = PortalDataContext.Provider;
/** Provided by the shell inside the PortalContextProvider. */
export const PortalActionsProvider = PortalActionsContext.Provider;

export function usePortalData(): PortalDataSource {
  const value = useContext(PortalDataContext);
  if (value === null) throw new Error('usePortalData() needs a PortalDataProvider above it (the shell renders one)');
  return value;
}

export function usePortalActions(): PortalActions {
  const value = useContext(PortalActionsContext);
  if (value === null) throw new Error('usePortalActions() needs a PortalActionsProvider above it (the shell renders one)');
  return value;
}
