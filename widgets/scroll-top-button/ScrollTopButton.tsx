/** Floating button back to the top, shown once the page has scrolled past the threshold (SPEC section 9: 200 px). */
import { useEffect, useState } from 'react';
import type { ScrollTopButtonProps } from '../../schemas/widgets';
import { prefersReducedMotion } from '../kit/ui/prefersReducedMotion';
import { useText } from '../portal-context/useText';
import { whenIdle } from '../kit/ui/useWhenIdle';
import './scroll-top-button.css';

/** Whether the button shows at a scroll offset: strictly after the threshold. */
export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

export function ScrollTopButton({ threshold, smooth }: ScrollTopButtonProps) {
  const t = useText();
  // Hidden until the first look, which waits for the page's load to settle: reading the scroll offset
  // during the first render, or straight after it, would make the browser lay out the whole page then
  // (a page restored scrolled down also reports a scroll event).
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(isPastThreshold(window.scrollY, threshold));
    const cancel = whenIdle(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top-button"
      aria-label={t('shell.scrollTop')}
      title={t('shell.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
