/**
 * Whether an element is within the viewport, for motion that only the visitor's eyes need: the
 * winner board, the marquee and the banner autoplay stand still while they are scrolled out of view,
 * so an idle page does no work for nobody. Without IntersectionObserver, everything counts as in view.
 */
import { useEffect, useState } from 'react';

export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (element === null || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last !== undefined) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * Whether an element has come within `margin` of the viewport yet; once it has, it stays so. For
 * content a page draws and fetches only as the visitor nears it (the home's game rows below the
 * fold). Without IntersectionObserver, at once; never on the server (src/ssr/renderPage.tsx), which
 * draws what the browser's first render draws: the content not near yet, until the observer says.
 */
export function useNearView(element: Element | null, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (near || element === null || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
