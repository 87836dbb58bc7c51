/**
 * Test support (tests only): `useCall` reads backed by a real TanStack Query client over the fake
 * answers of the tests, so optimistic cache updates (setQueryData through `useCallKey`) show on
 * screen as they do in the shell. Keys follow the shell's shape: params are left out when absent, so
 * a key without params is the prefix of every key of that call.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { CallName, CallParams, CallValue } from '../../../../schemas/api/callTable';
import type { CallQueryOptions, DataResult, PortalDataSource } from '../../../portal-context/PortalData';
import { renderWidget, type FakeCalls, type RenderWidgetOptions } from '../../../portal-context/testing/renderWithPortal';

export function testCallKey(name: CallName, params?: unknown): readonly unknown[] {
  return params === undefined ? ['test', name] : ['test', name, params];
}

function queryUseCall(calls: FakeCalls): PortalDataSource['useCall'] {
  return function useQueryCall<N extends CallName>(name: N, params?: CallParams<N>, options: CallQueryOptions = {}): DataResult<CallValue<N>> {
    const result = useQuery<CallValue<N>>({
      queryKey: testCallKey(name, params),
      queryFn: () => {
        const answer = calls[name] as ((p: CallParams<N> | undefined) => CallValue<N> | Error | 'pending') | undefined;
        if (answer === undefined) throw new Error(`the test gave no fake for the call ${name}`);
        const value = answer(params);
        if (value instanceof Error) return Promise.reject(value);
        if (value === 'pending') return new Promise<CallValue<N>>(() => undefined);
        return Promise.resolve(value);
      },
      enabled: options.enabled ?? true,
      retry: false,
    });
    return { data: result.data, isPending: result.isPending, isError: result.isError, refetch: () => result.refetch() };
  };
}

export function newTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
}

/** renderWidget with `useCall` on a real query client (returned, to inspect its cache). */
export function renderWithQueries(ui: ReactElement, options: RenderWidgetOptions & { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? newTestQueryClient();
  const { calls = {}, data = {}, ...rest } = options;
  const view = renderWidget(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    ...rest,
    calls,
    data: { useCall: queryUseCall(calls), useCallKey: (name, params) => testCallKey(name, params), ...data },
  });
  return { ...view, queryClient };
}
