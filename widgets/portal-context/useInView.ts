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
