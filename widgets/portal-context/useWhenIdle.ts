/**
 * Code a page can do without for its first paint (the carousel engine, say) is loaded once the page
 * has finished loading and the browser is idle, so it never competes with what the visitor sees
 * first. Until then, and for good if the load fails, the caller shows its static rendering.
 */
import { useEffect, useState } from 'react';

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

/** The loaded value once `load` has run after load-and-idle; undefined before, or when disabled or failed. */
export function useWhenIdle<T>(load: () => Promise<T>, enabled: boolean): T | undefined {
  const [value, setValue] = useState<{ loaded: T }>();
  useEffect(() => {
    if (!enabled || value !== undefined) return;
    let live = true;
    afterLoadIdle()
      .then(load)
      .then((loaded) => {
        if (live) setValue({ loaded });
      })
      // A failed chunk load leaves the static rendering in place; the page stays usable.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled, load, value]);
  return value?.loaded;
}
