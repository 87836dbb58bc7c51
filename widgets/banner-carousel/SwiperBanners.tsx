/**
 * The moving banner carousel: Swiper with looping autoplay, keyboard and screen-reader support. It is
 * loaded after the page is idle (BannerCarouselWidget shows the same slides statically until then),
 * so Swiper never delays the home page's first paint; the geometry is the static row's, so the swap
 * moves nothing.
 */
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { ReactNode } from 'react';
import type { Banner } from '../../schemas/api/home';

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

/** Whether the visitor asked for less motion (the marquee and the winner board stand still then too). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function SwiperBanners({ banners, visible, moving, delay, speed, gap, slide, stepAtOnce = false }: SwiperBannersProps) {
  // With reduced motion the banners loop but never move by themselves: the visitor swipes or keys.
  const autoplay = moving && !prefersReducedMotion();
  return (
    <Swiper
      modules={[A11y, Keyboard, Autoplay]}
      a11y={{ enabled: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      loop={moving}
      autoplay={autoplay ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      speed={speed}
      spaceBetween={gap}
      slidesPerView={visible}
      // One slide on a phone (banner-carousel.css uses the same breakpoint for the static row).
      breakpoints={{ 0: { slidesPerView: 1 }, [NARROW_MAX_WIDTH + 1]: { slidesPerView: visible } }}
      watchSlidesProgress
      onSwiper={(swiper) => {
        if (stepAtOnce && autoplay) swiper.slideNext(speed);
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
