/** Whether the visitor asked for less motion (CSS handles the marquee and the winner board; code asks here). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
