// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServerSnapshot } from '../../engine/index';
import { ApiError } from './apiError';
import type { CallName } from '../../schemas/api/callTable';
import {
  ApiClientProvider, apiQueryKey, fetchServerSnapshot, guestAnswerServes, sessionKeyOf, shouldRetryApiError, useAnnouncements, useApiQuery,
  useMemberInfo, useWhitelabel,
} from './queries';
import { createApiClient, type ApiClient } from './request';

afterEach(cleanup);

/** A client whose answers come from a map by call name; records every call. */
function fakeClient(answers: Partial<Record<CallName, unknown>>, merchantCode = 'LUSA01') {
  const calls: { name: string; params: unknown; signal: unknown }[] = [];
  const call = vi.fn((name: CallName, params?: unknown, options?: { signal?: AbortSignal }) => {
    calls.push({ name, params, signal: options?.signal });
    if (!(name in answers)) return Promise.reject(new ApiError({ kind: 'http', call: name, status: 404, code: 'error.notFound' }));
    return Promise.resolve(answers[name]);
  });
  // The fake answers whatever the map holds; the typed signature is the real client's.
  return { client: { merchantCode, call } as unknown as ApiClient, calls };
}

function wrapper(client: ApiClient, language: string, token?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    Wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client} language={language} token={token}>{children}</ApiClientProvider>
      </QueryClientProvider>
    ),
  };
}

describe('query hooks', () => {
  it('keys queries by tenant, language and call, and passes the query signal', async () => {
    const { client, calls } = fakeClient({ whitelabel: { usernameRegistration: true } });
    const { Wrapper, queryClient } = wrapper(client, 'pt');
    const { result } = renderHook(() => useWhitelabel(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ usernameRegistration: true });
    expect(queryClient.getQueryData(['api', 'LUSA01', 'pt', 'whitelabel'])).toEqual({ usernameRegistration: true });
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves token-only queries idle without a token, and keys them by session', async () => {
    const { client, calls } = fakeClient({ memberInfo: { id: 1, account: 'demo', nickname: 'Demo', type: 0 } });
    const anonymous = wrapper(client, 'en');
    const idle = renderHook(() => useMemberInfo(), { wrapper: anonymous.Wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);

    const member = wrapper(client, 'en', 'secret-token');
    const { result } = renderHook(() => useMemberInfo(), { wrapper: member.Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const key = member.queryClient.getQueryCache().getAll()[0]!.queryKey;
    expect(key).toEqual(['api', 'LUSA01', 'en', 'memberInfo', sessionKeyOf('secret-token')]);
    expect(JSON.stringify(key)).not.toContain('secret-token');
  });

  it('sends announcement types comma-separated with platform W and the language', async () => {
    const { client, calls } = fakeClient({ announcements: { list: [], pageNo: 1, totalPages: 0, totalCount: 0 } });
    const { Wrapper } = wrapper(client, 'pt');
    const { result } = renderHook(() => useAnnouncements(['B', 'PU'], 'pt'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]!.params).toEqual({ types: 'B,PU', platform: 'W', language: 'pt', pageNo: 1, pageSize: 100 });
  });

  it('serves a widget that mounts later the same announcements without asking again (the popup after its trigger)', async () => {
    const { client, calls } = fakeClient({ announcements: { list: [], pageNo: 1, totalPages: 0, totalCount: 0 } });
    const { Wrapper } = wrapper(client, 'pt');
    const first = renderHook(() => useAnnouncements(['PU'], 'pt'), { wrapper: Wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const later = renderHook(() => useAnnouncements(['PU'], 'pt'), { wrapper: Wrapper });
    expect(later.result.current.isSuccess).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });
});

describe('a change of session', () => {
  /** A gameList client whose answers wait until released, one per call, tagged with the call's order. */
  function pendingGameLists() {
    const releases: (() => void)[] = [];
    const call = vi.fn(() => new Promise((resolve) => { const n = releases.length + 1; releases.push(() => resolve({ list: [{ nodeId: `answer-${n}` }] })); }));
    // The fake answers gameList only; the typed signature is the real client's.
    return { client: { merchantCode: 'LUSA01', call } as unknown as ApiClient, releases, call };
  }

  function renderGameList(client: ApiClient) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let current: { token?: string; language: string } = { language: 'pt' };
    const Wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client} language={current.language} token={current.token}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const hook = renderHook(() => useApiQuery('gameList', { gameType: 'RNG' }), { wrapper: Wrapper });
    return { ...hook, set(next: { token?: string; language: string }) { current = next; hook.rerender(); } };
  }

  const nodeIds = (data: unknown) => (data as { list: { nodeId: string }[] } | undefined)?.list.map((g) => g.nodeId);

  it('keeps the guest answer on screen while the signed-in one loads, then shows the new one', async () => {
    const { client, releases } = pendingGameLists();
    const view = renderGameList(client);
    releases[0]!();
    await waitFor(() => expect(nodeIds(view.result.current.data)).toEqual(['answer-1']));

    view.set({ token: 'tok', language: 'pt' });
    await waitFor(() => expect(releases).toHaveLength(2));
    expect(view.result.current.isPlaceholderData).toBe(true);
    expect(view.result.current.isPending).toBe(false);
    expect(nodeIds(view.result.current.data)).toEqual(['answer-1']);

    releases[1]!();
    await waitFor(() => expect(view.result.current.isPlaceholderData).toBe(false));
    expect(nodeIds(view.result.current.data)).toEqual(['answer-2']);
  });

  it('never shows a session answer to a signed-out visitor, nor one language answer in another', async () => {
    const { client, releases } = pendingGameLists();
    const view = renderGameList(client);
    view.set({ token: 'tok', language: 'pt' });
    await waitFor(() => expect(releases.length).toBeGreaterThan(0));
    for (const release of releases) release();
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));

    view.set({ language: 'pt' });
    await waitFor(() => expect(view.result.current.isPending).toBe(true));
    expect(view.result.current.data).toBeUndefined();
    for (const release of releases) release();
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));

    view.set({ language: 'en' });
    await waitFor(() => expect(view.result.current.isPending).toBe(true));
    expect(view.result.current.data).toBeUndefined();
  });

  it('lets a guest answer serve only the same call, params, tenant and language', () => {
    const guest = apiQueryKey('M', 'pt', 'gameList', { gameType: 'RNG' });
    expect(guestAnswerServes(guest, apiQueryKey('M', 'pt', 'gameList', { gameType: 'RNG' }, 'tok'))).toBe(true);
    expect(guestAnswerServes(guest, apiQueryKey('M', 'pt', 'gameList', { gameType: 'LIVE' }, 'tok'))).toBe(false);
    expect(guestAnswerServes(guest, apiQueryKey('M', 'en', 'gameList', { gameType: 'RNG' }, 'tok'))).toBe(false);
    expect(guestAnswerServes(guest, apiQueryKey('N', 'pt', 'gameList', { gameType: 'RNG' }, 'tok'))).toBe(false);
    expect(guestAnswerServes(apiQueryKey('M', 'pt', 'gameList', { gameType: 'RNG' }, 'tok'), guest)).toBe(false);
    expect(guestAnswerServes(guest, guest)).toBe(false);
    expect(guestAnswerServes(apiQueryKey('M', 'pt', 'status'), apiQueryKey('M', 'pt', 'status'))).toBe(false);
  });
});

describe('apiQueryKey and retries', () => {
  it('adds params last, and the session only to token calls', () => {
    expect(apiQueryKey('M', 'pt', 'gameList', { gameType: 'RNG' }, 'tok')).toEqual(['api', 'M', 'pt', 'gameList', sessionKeyOf('tok'), { gameType: 'RNG' }]);
    expect(apiQueryKey('M', 'pt', 'status', undefined, 'tok')).toEqual(['api', 'M', 'pt', 'status']);
    expect(sessionKeyOf(undefined)).toBe('anonymous');
    expect(sessionKeyOf('a')).not.toBe(sessionKeyOf('b'));
  });

  it('retries only what a second try may fix', () => {
    const error = (kind: ApiError['kind'], status?: number) => new ApiError({ kind, call: 'status', code: 'error.networkAbnormal', status });
    expect(shouldRetryApiError(0, error('network'))).toBe(true);
    expect(shouldRetryApiError(1, error('timeout'))).toBe(true);
    expect(shouldRetryApiError(2, error('network'))).toBe(false);
    expect(shouldRetryApiError(0, error('http', 503))).toBe(true);
    expect(shouldRetryApiError(0, error('http', 400))).toBe(false);
    expect(shouldRetryApiError(0, error('unauthorized', 401))).toBe(false);
    expect(shouldRetryApiError(0, error('server', 200))).toBe(false);
    expect(shouldRetryApiError(0, new Error('bug'))).toBe(false);
  });
});

describe('fetchServerSnapshot', () => {
  it('fetches the six parts in parallel and reads referral from availablePromo', async () => {
    const expected = buildServerSnapshot(undefined, 'all-on', 'lusa');
    const answers = {
      whitelabel: expected.whitelabel,
      status: expected.status,
      sitePermission: expected.sitePermission,
      registerSettings: expected.registerSettings,
      gameMenus: expected.gameMenus,
      merchantPromotions: { availablePromo: { REFERRAL: { enabled: expected.referral } }, types: [], promotions: [] },
    };
    const { client, calls } = fakeClient(answers);
    const controller = new AbortController();
    expect(await fetchServerSnapshot(client, { signal: controller.signal })).toEqual(expected);
    expect(calls.map((c) => c.name).sort()).toEqual(['gameMenus', 'merchantPromotions', 'registerSettings', 'sitePermission', 'status', 'whitelabel']);
    expect(calls.every((c) => c.signal === controller.signal)).toBe(true);

    const off = fakeClient({ ...answers, merchantPromotions: { availablePromo: { REFERRAL: { enabled: false } }, types: [], promotions: [] } });
    expect((await fetchServerSnapshot(off.client)).referral).toBe(false);
  });

  it('fails with the first failing part', async () => {
    const { client } = fakeClient({});
    await expect(fetchServerSnapshot(client)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('useApiQuery with the page\'s primed answers', () => {
  it('renders a primed answer on the first render, without a request, and fetches again once it is stale', async () => {
    const { client, calls } = fakeClient({ gameMenus: [{ gameCategory: 'RNG', fetched: true }] });
    const primed = [{ gameCategory: 'RNG', primed: true }];
    const takePrimed = vi.fn((name: CallName) => (name === 'gameMenus' ? primed : undefined));
    const withPrime = { ...client, takePrimed } as unknown as ApiClient;
    const { Wrapper, queryClient } = wrapper(withPrime, 'pt');
    const first = renderHook(() => useApiQuery('gameMenus'), { wrapper: Wrapper });
    expect(first.result.current.data).toEqual(primed);
    expect(first.result.current.isPending).toBe(false);
    expect(takePrimed).toHaveBeenCalledTimes(1);
    // A second reader of the same query shares the primed data and asks for nothing.
    const second = renderHook(() => useApiQuery('gameMenus'), { wrapper: Wrapper });
    expect(second.result.current.data).toEqual(primed);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    // Invalidated (or stale), it is fetched like any other answer.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(first.result.current.data).toEqual([{ gameCategory: 'RNG', fetched: true }]));
    expect(calls.map((c) => c.name)).toEqual(['gameMenus']);
  });

  it('leaves to the client which params a primed answer serves: only the language the answers are in', () => {
    const primedBody = (value: unknown) => ({ status: 200, body: JSON.stringify({ success: true, value }) });
    const client = createApiClient({
      baseUrl: 'http://api.test', merchantCode: 'LUSA01', getToken: () => undefined, language: 'pt', primedLanguage: 'pt',
      primed: { merchantPromotions: primedBody({ primed: 'promotions' }) },
    });
    // Other params never take it (each query asks once, when it is created).
    expect(client.takePrimed?.('merchantPromotions', { language: 'en' })).toBeUndefined();
    const { Wrapper } = wrapper(client, 'pt');
    const same = renderHook(() => useApiQuery('merchantPromotions', { language: 'pt' }), { wrapper: Wrapper });
    // The first render already has the page's answer: no loading state, no request.
    expect(same.result.current.data).toEqual({ primed: 'promotions' });
    expect(same.result.current.isFetching).toBe(false);
  });
});
