/**
 * A stand-in IntersectionObserver for unit tests (jsdom has none): every observed element is in view
 * until the test reports otherwise. Undo it with `vi.unstubAllGlobals()`.
 */
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

export interface ViewportStub {
  /** Reports every observed element as in or out of view, as the browser would on scrolling. */
  report(inView: boolean): Promise<void>;
}

export function stubIntersectionObserver(): ViewportStub {
  const observers = new Set<(entries: { isIntersecting: boolean }[]) => void>();
  vi.stubGlobal('IntersectionObserver', class {
    readonly callback: (entries: { isIntersecting: boolean }[]) => void;
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) { this.callback = callback; }
    observe() { observers.add(this.callback); }
    disconnect() { observers.delete(this.callback); }
  });
  return {
    async report(inView) {
      await act(async () => {
        for (const callback of observers) callback([{ isIntersecting: inView }]);
      });
    },
  };
}

/**
 * Renders with the stand-in observer and checks that `selector`'s element carries `offscreenClass`
 * exactly while it is reported out of view (the widget's animation pauses on it).
 */
export async function expectStillWhileOutOfView(render: () => { container: HTMLElement }, selector: string, offscreenClass: string): Promise<void> {
  const viewport = stubIntersectionObserver();
  try {
    const element = render().container.querySelector(selector);
    expect(element).not.toBeNull();
    expect(element?.classList.contains(offscreenClass)).toBe(false);
    await viewport.report(false);
    expect(element?.classList.contains(offscreenClass)).toBe(true);
    await viewport.report(true);
    expect(element?.classList.contains(offscreenClass)).toBe(false);
  } finally {
    vi.unstubAllGlobals();
  }
}
