/**
 * Leading-edge throttle (SPEC section 9: SMS request 1000 ms, captcha refresh at least 1 s apart):
 * the first call runs, calls within `ms` of the last accepted one are dropped.
 */
import { useCallback, useRef } from 'react';

/** Whether a call at `now` is accepted after one accepted at `last` (undefined: none yet). */
export function throttleAccepts(last: number | undefined, now: number, ms: number): boolean {
  return last === undefined || now - last >= ms;
}

export function useThrottle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  const latest = useRef(fn);
  latest.current = fn;
  const last = useRef<number | undefined>(undefined);
  return useCallback((...args: A) => {
    const now = Date.now();
    if (!throttleAccepts(last.current, now, ms)) return;
    last.current = now;
    latest.current(...args);
  }, [ms]);
}
