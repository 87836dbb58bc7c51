// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../schemas/api/wallet';
import { isAnsweredFailure, newIdempotencyKey, useIdempotentSubmit } from './useIdempotentSubmit';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};

describe('useIdempotentSubmit', () => {
  it('makes keys the API accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('sends once for a double click: the second submission while one is in flight is ignored', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const keys: string[] = [];
    const answer = deferred<string>();
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.submit({ amount: '10' }, (key) => { keys.push(key); return answer.promise; });
      second = result.current.submit({ amount: '10' }, (key) => { keys.push(key); return answer.promise; });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => { answer.resolve('booked'); await first; });
    expect(await second).toBeUndefined();
    expect(await first).toBe('booked');
    expect(keys).toHaveLength(1);
    expect(result.current.busy).toBe(false);
  });

  it('keeps the key across retries of the same body after a failure without an answer, and drops it once booked', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const keys: string[] = [];
    const offline = Object.assign(new Error('offline'), { kind: 'network' });
    await act(async () => { await expect(result.current.submit({ amount: '10' }, (key) => { keys.push(key); return Promise.reject(offline); })).rejects.toBe(offline); });
    await act(async () => { await result.current.submit({ amount: '10' }, (key) => { keys.push(key); return Promise.resolve('ok'); }); });
    await act(async () => { await result.current.submit({ amount: '10' }, (key) => { keys.push(key); return Promise.resolve('ok'); }); });
    expect(keys[1]).toBe(keys[0]);
    // A new submission after the booking is a new booking.
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('makes a new key when the body changes, and after the server refused with a reason', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const keys: string[] = [];
    const timeout = Object.assign(new Error('timeout'), { kind: 'timeout' });
    const refused = Object.assign(new Error('insufficient'), { kind: 'http', status: 409 });
    await act(async () => { await result.current.submit({ amount: '10' }, (key) => { keys.push(key); return Promise.reject(timeout); }).catch(() => undefined); });
    await act(async () => { await result.current.submit({ amount: '11' }, (key) => { keys.push(key); return Promise.reject(refused); }).catch(() => undefined); });
    await act(async () => { await result.current.submit({ amount: '11' }, (key) => { keys.push(key); return Promise.resolve('ok'); }); });
    expect(new Set(keys).size).toBe(3);
  });

  it('tells an answered refusal from a lost request', () => {
    expect(isAnsweredFailure({ kind: 'server' })).toBe(true);
    expect(isAnsweredFailure({ kind: 'http', status: 422 })).toBe(true);
    expect(isAnsweredFailure({ kind: 'http', status: 503 })).toBe(false);
    expect(isAnsweredFailure({ kind: 'timeout' })).toBe(false);
    expect(isAnsweredFailure(new Error('x'))).toBe(false);
  });
});
