// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/index';
import { readSessionToken, writeSessionToken } from './sessionToken';
import { usePortalSessionState } from './usePortalSessionState';

describe('the shell session state', () => {
  it('forgets the stored token of its own tenant when a widget reports it refused, as a refused call does', () => {
    writeSessionToken('lusa', 'tok-lusa');
    writeSessionToken('redeprime', 'tok-redeprime');
    const { result } = renderHook(() => usePortalSessionState({
      tenant: 'lusa',
      client: {} as ApiClient,
      queryClient: new QueryClient(),
      initial: { session: { kind: 'anonymous' } },
      goHome: () => undefined,
    }));
    expect(result.current.token).toBe('tok-lusa');
    result.current.tokenRefused();
    expect(readSessionToken('lusa')).toBeUndefined();
    expect(readSessionToken('redeprime')).toBe('tok-redeprime');
  });
});
