/**
 * The moving banner carousel: Swiper with looping autoplay, keyboard and screen-reader support. It is
 * loaded after the page is idle (BannerCarouselWidget shows the same slides statically until then),
 * so Swiper never delays the home page's first paint; the geometry is the static row's, so the swap
 * moves nothing.
 *
 * The autoplay is a timer here, not Swiper's Autoplay module: that module keeps a requestAnimationFrame
 * loop running for its time-left event, which makes the page render every frame while it sits idle.
 * The timer steps every `delay` after a slide change; it holds while the pointer or focus is in the
 * carousel, while the carousel is out of view and while the page is hidden.
 */
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { useEffect, useState, type ReactNode } from 'react';
import type { Banner } from '../../schemas/api/home';
import { prefersReducedMotion } from '../kit/ui/prefersReducedMotion';
import { useInView } from '../kit/ui/useInView';

/** Up to this viewport width the carousel shows one slide (the same as banner-carousel.css). */
export const NARROW_MAX_WIDTH = 720;

export interface SwiperBannersProps {
  banners: readonly Banner[];
  visible: number;
  moving: boolean;
  delay: number;
  speed: number;
  gap: number;
  slide: (banner: Banner) => ReactNode;
  /** The static row has already shown for one autoplay delay: make the first step as Swiper starts. */
  stepAtOnce?: boolean;
}

/** Steps `swiper` every `delay` (after each slide change's `speed`) while it may move; see the file comment. */
function useAutoplay(swiper: SwiperInstance | null, enabled: boolean, delay: number, speed: number): void {
  const inView = useInView(swiper?.el ?? null);
  useEffect(() => {
    if (!enabled || swiper === null || !inView) return undefined;
    const el = swiper.el;
    let pointer = el.matches(':hover');
    let focus = el.contains(document.activeElement);
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      if (!pointer && !focus) timer = window.setTimeout(step, delay + speed);
    };
    const step = () => {
      if (document.hidden) schedule();
      else swiper.slideNext(speed);
    };
    const onPointer = (event: Event) => { pointer = event.type === 'pointerenter'; schedule(); };
    const onFocus = (event: FocusEvent) => {
      // Focus moving between slides stays inside.
      focus = event.type === 'focusin' || (event.relatedTarget instanceof Node && el.contains(event.relatedTarget));
      schedule();
    };
    swiper.on('slideChange', schedule);
    el.addEventListener('pointerenter', onPointer);
    el.addEventListener('pointerleave', onPointer);
    el.addEventListener('focusin', onFocus);
    el.addEventListener('focusout', onFocus);
    schedule();
    return () => {
      window.clearTimeout(timer);
      swiper.off('slideChange', schedule);
      el.removeEventListener('pointerenter', onPointer);
      el.removeEventListener('pointerleave', onPointer);
      el.removeEventListener('focusin', onFocus);
      el.removeEventListener('focusout', onFocus);
    };
  }, [swiper, enabled, inView, delay, speed]);
}

export function SwiperBanners({ banners, visible, moving, delay, speed, gap, slide, stepAtOnce = false }: SwiperBannersProps) {
  // With reduced motion the banners loop but never move by themselves: the visitor swipes or keys.
  const autoplay = moving && !prefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useAutoplay(swiper, autoplay, delay, speed);
  return (
    <Swiper
      modules={[A11y, Keyboard]}
      a11y={{ enabled: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      loop={moving}
      speed={speed}
      spaceBetween={gap}
      slidesPerView={visible}
      // One slide on a phone (banner-carousel.css uses the same breakpoint for the static row).
      breakpoints={{ 0: { slidesPerView: 1 }, [NARROW_MAX_WIDTH + 1]: { slidesPerView: visible } }}
      watchSlidesProgress
      onSwiper={(instance) => {
        setSwiper(instance);
        // The first step in a task of its own: Swiper's start (React's commit of it, and Swiper's
        // own set-up and layout reads) is already one long task on a phone; the step added 7-10 ms
        // at a quarter of this machine's speed.
        if (stepAtOnce && autoplay) window.setTimeout(() => { if (!instance.destroyed) instance.slideNext(speed); }, 0);
      }}
    >
      {banners.map((banner) => (
        <SwiperSlide key={banner.id} data-banner={banner.id}>
          {slide(banner)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
