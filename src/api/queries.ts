/**
 * TanStack Query on top of the API client: one provider that carries the client, the tenant, the
 * language and the session token; hooks per read; and the server snapshot the engine resolves the
 * site against. Query keys start with `['api', merchantCode, language, call]`, so changing tenant or
 * language never reuses another's data, and the shell can invalidate by prefix.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { serverSnapshotOf, type ServerSnapshot } from '../../engine/index';
import type { ANNOUNCEMENT_TYPES } from '../../schemas/api/home';
import type { BANNER_GROUPS } from '../../schemas/domain';
import { ApiError } from './apiError';
import type { CallArgs, CallName, CallParams, CallValue } from '../../schemas/api/callTable';
import { tokenRuleOf } from './callDefinitions';
import type { ApiClient } from './request';

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export type BannerGroupName = (typeof BANNER_GROUPS)[number];

export interface ApiClientContextValue {
  client: ApiClient;
  /** The visitor's language; part of every query key. */
  language: string;
  /** The session token, when logged in: token-only queries wait for it, and their keys change with it. */
  token?: string | undefined;
}

const ApiClientContext = createContext<ApiClientContextValue | null>(null);

export interface ApiClientProviderProps extends ApiClientContextValue {
  children?: ReactNode;
}

/** Makes the client available to the hooks below (inside a QueryClientProvider). */
export function ApiClientProvider({ children, ...value }: ApiClientProviderProps): ReactNode {
  return createElement(ApiClientContext.Provider, { value }, children);
}

/** The context of the nearest ApiClientProvider. */
export function useApiClient(): ApiClientContextValue {
  const value = useContext(ApiClientContext);
  if (value === null) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return value;
}

/** First element of every API query key. */
export const API_QUERY_ROOT = 'api';

/** A short, non-reversible id of a token, so a key changes with the session without holding the token. */
export function sessionKeyOf(token: string | undefined): string {
  if (!token) return 'anonymous';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `session-${(hash >>> 0).toString(16)}`;
}

/** The query key of a call: tenant, language, call name, session (for token calls) and params. */
export function apiQueryKey<N extends CallName>(
  tenant: string,
  language: string,
  name: N,
  params?: CallParams<N>,
  token?: string,
): readonly unknown[] {
  const key: unknown[] = [API_QUERY_ROOT, tenant, language, name];
  if (tokenRuleOf(name) !== 'none') key.push(sessionKeyOf(token));
  if (params !== undefined) key.push(params);
  return key;
}

/** Where the session part sits in a key of a call that has one (after root, tenant, language and call). */
const SESSION_KEY_INDEX = 4;

/**
 * Whether a query's earlier answer may stand in while the answer under `key` loads: the same call and
 * params in the same tenant and language, asked as a guest, now asked in a session. A sign-in thus keeps
 * the public lists (games, rows) on screen instead of flashing their loading state; the reverse never
 * happens, so a signed-out visitor never sees a member's answer.
 */
export function guestAnswerServes(previousKey: readonly unknown[], key: readonly unknown[]): boolean {
  if (previousKey.length !== key.length || key.length <= SESSION_KEY_INDEX) return false;
  if (previousKey[SESSION_KEY_INDEX] !== sessionKeyOf(undefined) || key[SESSION_KEY_INDEX] === sessionKeyOf(undefined)) return false;
  return previousKey.every((part, index) => index === SESSION_KEY_INDEX || (index < SESSION_KEY_INDEX ? part === key[index] : JSON.stringify(part) === JSON.stringify(key[index])));
}

/** Retries what may pass on a second try (no answer, time-out, 5xx), at most twice. */
export function shouldRetryApiError(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/** Server switches and menus change rarely; five minutes between refetches. */
const SYSTEM_STALE_MS = 5 * 60_000;

/**
 * How long an answer stays fresh, for calls whose data changes slowly, whoever asks: announcements
 * change a few times a day, and a widget mounting a moment after another that read the same list
 * (the notice modal after the marquee, the popup after its trigger) reuses the answer instead of
 * asking again. A caller's own staleTime wins.
 */
const CALL_STALE_MS: Partial<Record<CallName, number>> = { announcements: 60_000 };

export interface ApiQueryOptions {
  enabled?: boolean;
  staleTime?: number;
}

/**
 * How long the page's primed answer counts as fresh: it is as new as the page, and the first render
 * takes it at once instead of asking again (a mount with stale data would refetch at once).
 */
const PRIMED_FRESH_MS = 60_000;

/**
 * Any read of the call table through TanStack Query (widgets reach it as PortalDataSource.useCall).
 * A call without params whose answer the page brought (the server's head start) starts with that
 * answer as its data, so the first render shows it rather than a loading state that later grows.
 */
export function useApiQuery<N extends CallName>(
  name: N,
  params?: CallParams<N>,
  options: ApiQueryOptions = {},
): UseQueryResult<CallValue<N>, ApiError> {
  const { client, language, token } = useApiClient();
  const needsToken = tokenRuleOf(name) === 'required';
  const queryKey = apiQueryKey(client.merchantCode, language, name, params, token);
  const enabled = (options.enabled ?? true) && (!needsToken || Boolean(token));
  const staleTime = options.staleTime ?? CALL_STALE_MS[name] ?? 0;
  return useQuery<CallValue<N>, ApiError>({
    queryKey,
    // The tuple matches CallArgs<N> for every N; TypeScript cannot see that through the generic.
    queryFn: ({ signal }) => client.call(name, ...([params, { signal }] as unknown as CallArgs<N>)),
    enabled,
    retry: shouldRetryApiError,
    // Only calls open to guests have a guest answer; a token-only call never does.
    placeholderData: (previous, previousQuery) => (previousQuery !== undefined && guestAnswerServes(previousQuery.queryKey, queryKey) ? previous : undefined),
    // Asked once, when the query is created; data nobody fetched yet (dataUpdateCount 0) is the primed answer.
    initialData: enabled ? () => client.takePrimed?.(name, params) : undefined,
    staleTime: (query) => (query.state.dataUpdateCount === 0 && query.state.data !== undefined ? Math.max(staleTime, PRIMED_FRESH_MS) : staleTime),
  });
}

/** The query key useApiQuery uses for a call and params in the current tenant, language and session. */
export function useApiQueryKey<N extends CallName>(name: N, params?: CallParams<N>): readonly unknown[] {
  const { client, language, token } = useApiClient();
  return apiQueryKey(client.merchantCode, language, name, params, token);
}

/** The client's call plus invalidation by call name (every language and params of those calls). */
export function useApiCaller(): { call: ApiClient['call']; invalidate(names: readonly CallName[]): Promise<void> } {
  const { client } = useApiClient();
  const queryClient = useQueryClient();
  return useMemo(() => ({
    call: client.call.bind(client) as ApiClient['call'],
    invalidate: (names: readonly CallName[]) => queryClient.invalidateQueries({
      queryKey: [API_QUERY_ROOT, client.merchantCode],
      predicate: (query) => names.includes(query.queryKey[3] as CallName),
    }),
  }), [client, queryClient]);
}

/** `/wps/system/whitelabel`: switches and the game-type menu. */
export function useWhitelabel() {
  return useApiQuery('whitelabel', undefined, { staleTime: SYSTEM_STALE_MS });
}

/** `/wps/system/status`: 0 normal, 1 maintenance, 2 region restricted. */
export function useSystemStatus() {
  return useApiQuery('status', undefined, { staleTime: SYSTEM_STALE_MS });
}

/** Site permission: customer service, fast lines, resources, hosts, location. */
export function useSitePermission() {
  return useApiQuery('sitePermission', undefined, { staleTime: SYSTEM_STALE_MS });
}

/** Registration field rules. */
export function useRegisterSettings() {
  return useApiQuery('registerSettings', undefined, { staleTime: SYSTEM_STALE_MS });
}

/** Vendors per game category. */
export function useGameMenus() {
  return useApiQuery('gameMenus', undefined, { staleTime: SYSTEM_STALE_MS });
}

/** Public promotion state; `availablePromo.REFERRAL.enabled` is the referral switch. */
export function useMerchantPromotions() {
  return useApiQuery('merchantPromotions', undefined, { staleTime: SYSTEM_STALE_MS });
}

/** The logged-in member; idle until the provider has a token. */
export function useMemberInfo() {
  return useApiQuery('memberInfo');
}

/** Wallet balance; idle until the provider has a token. */
export function useBalance() {
  return useApiQuery('balance');
}

/**
 * Announcements of the given types (SPEC 7: B, PL, PU, PR, H; platform W), sent comma-separated.
 * One request of up to 100 serves the marquee and the notice modal, which pages them by 9 itself.
 */
export function useAnnouncements(types: readonly AnnouncementType[], language: string) {
  return useApiQuery('announcements', { types: types.join(','), platform: 'W', language, pageNo: 1, pageSize: 100 });
}

/** Winner board: every category, 20 entries (SPEC 9). */
export function useWinnerBoard(language: string) {
  return useApiQuery('winnerBoard', { gameCategory: 'ALL', language, limitNum: 20 });
}

/** Hot games of a game type or vendor. */
export function useHotGames(params: CallParams<'hotGames'>) {
  return useApiQuery('hotGames', params);
}

/** A page of a lobby's game list. */
export function useGameList(params: CallParams<'gameList'>) {
  return useApiQuery('gameList', params);
}

/** Banners of one group (w_home, w_login, …). */
export function useBanners(groupName: BannerGroupName) {
  return useApiQuery('banners', { groupName });
}

/**
 * Every server answer the engine merges, fetched in parallel. Nothing is validated here: the
 * engine's resolveSite validates each part and reports what is wrong.
 */
/** A store for answers the visit may reuse (session storage in the portal). */
export interface SnapshotCache {
  read(name: 'gameMenus'): unknown;
  write(name: 'gameMenus', value: unknown): void;
}

export async function fetchServerSnapshot(client: ApiClient, options: { signal?: AbortSignal; cache?: SnapshotCache } = {}): Promise<ServerSnapshot> {
  const callOptions = options.signal ? { signal: options.signal } : {};
  const [whitelabel, status, sitePermission, registerSettings, gameMenus, promotions] = await Promise.all([
    client.call('whitelabel', undefined, callOptions),
    client.call('status', undefined, callOptions),
    client.call('sitePermission', undefined, callOptions),
    client.call('registerSettings', undefined, callOptions),
    // The vendor list (SPEC section 9: cached in session storage) comes from the cache when the visit has it.
    (async () => {
      const cached = options.cache?.read('gameMenus');
      if (Array.isArray(cached)) return cached as CallValue<'gameMenus'>;
      const menus = await client.call('gameMenus', undefined, callOptions);
      options.cache?.write('gameMenus', menus);
      return menus;
    })(),
    client.call('merchantPromotions', undefined, callOptions),
  ]);
  return serverSnapshotOf({ whitelabel, status, sitePermission, registerSettings, gameMenus, merchantPromotions: promotions });
}
