/**
 * Code a page can do without for its first paint (the carousel engine, say) is loaded once the page
 * has finished loading, the browser is idle and, if asked, a while longer; or at once when the
 * visitor reaches for it (loadNow). It never competes with what the visitor sees first. Until then,
 * and for good if the load fails, the caller shows its static rendering.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';

/** Resolves after the window's load event, at the browser's next idle moment. */
export function afterLoadIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Runs `run` once the page has loaded and gone idle, plus `waitMs`; the returned function cancels it. */
export function whenIdle(run: () => void, waitMs = 0): () => void {
  let live = true;
  let timer: number | undefined;
  void afterLoadIdle().then(() => {
    if (live) timer = window.setTimeout(run, waitMs);
  });
  return () => {
    live = false;
    window.clearTimeout(timer);
  };
}

export interface WhenIdle<T> {
  /** The loaded value; undefined before, or when disabled or failed. */
  value: T | undefined;
  /** Whether it came after the wait (rather than through loadNow). */
  waited: boolean;
  /** Loads now, without waiting any longer. */
  loadNow(): void;
}

/** Loads after load-and-idle plus `waitMs`, or at loadNow(), whichever comes first; only while enabled. */
export function useWhenIdle<T>(load: () => Promise<T>, enabled: boolean, waitMs = 0): WhenIdle<T> {
  const [state, setState] = useState<{ loaded?: { value: T }; trigger?: 'wait' | 'now' }>({});
  const loadNow = useCallback(() => setState((s) => (s.trigger === undefined ? { trigger: 'now' } : s)), []);
  // The wait: after load and idle, then waitMs.
  useEffect(() => {
    if (!enabled || state.trigger !== undefined) return undefined;
    return whenIdle(() => setState((s) => (s.trigger === undefined ? { trigger: 'wait' } : s)), waitMs);
  }, [enabled, state.trigger, waitMs]);
  // The load, once triggered.
  useEffect(() => {
    if (!enabled || state.trigger === undefined || state.loaded !== undefined) return;
    let live = true;
    load().then(
      (value) => {
        // As a transition: what the value brings (the carousel engine's slides) renders in slices,
        // and the static rendering stays in place and working until it commits.
        if (live) startTransition(() => setState((s) => ({ ...s, loaded: { value } })));
      },
      // A failed chunk load leaves the static rendering in place; the page stays usable.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, load, state.trigger, state.loaded]);
  return { value: state.loaded?.value, waited: state.trigger === 'wait', loadNow };
}
