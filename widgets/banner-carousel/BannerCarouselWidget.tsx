/**
 * Home banners (SPEC sections 2 and 9): a Swiper carousel of one banner group that loops with
 * autoplay only when there is more than one banner, with up to 3 slides visible (fewer banners show
 * fewer). A banner's linkage decides what a click opens: an internal path through the router, an
 * external URL in a new tab, a promotion on the promotions page; other linkages are not links.
 *
 * The first paint is a static row of the visible slides, in Swiper's geometry. Swiper (SwiperBanners)
 * takes over only when there is something to move, and only when it is needed: when the first
 * autoplay step is due (`delay` after the page settled; Swiper then makes that step at once), or as
 * soon as the visitor points at, touches or focuses the carousel. Without autoplay, but with more
 * banners than fit, it comes once the page is idle, ready to be swiped.
 */
import { useCallback, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '../../schemas/api/home';
import type { BannerCarouselProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { imageUrl, usePortal } from '../portal-context/PortalContext';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { useWhenIdle } from '../kit/ui/useWhenIdle';
import './banner-carousel.css';

/** Where a banner click goes: a route of this site, a URL in a new tab, or nowhere. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** A same-site path ('/x', not '//host' or 'javascript:'). */
function isInternalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

function isExternalUrl(value: string): boolean {
  return /^https?:\/\/[^\s/]/i.test(value);
}

/** The click target of a banner's linkage; anything malformed is no link. */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkageUrl'>): BannerTarget {
  const url = banner.linkageUrl.trim();
  switch (banner.linkageType) {
    case 'INTERNAL':
      if (isInternalPath(url)) return { kind: 'route', to: url };
      return isExternalUrl(url) ? { kind: 'external', href: url } : { kind: 'none' };
    case 'EXTERNAL':
      if (isExternalUrl(url)) return { kind: 'external', href: url };
      return isInternalPath(url) ? { kind: 'route', to: url } : { kind: 'none' };
    case 'PROMOTION':
      // The promotions page opens the promotion named by the hash (SPEC section 2).
      return url === '' ? { kind: 'none' } : { kind: 'route', to: `/promotions#${encodeURIComponent(url)}` };
    default:
      // NONE, and GAME: launching a game needs the shell's game popup (not exposed to widgets yet).
      return { kind: 'none' };
  }
}

/** The banner image: absolute URLs as given, paths on the image host. */
function bannerImage(imageHost: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : imageUrl(imageHost, url);
}

function BannerSlide({ banner, imageHost, later = false }: { banner: Banner; imageHost: string; later?: boolean }) {
  // Slides past the visible ones are fetched when the browser sees fit; the visible ones at once.
  const image = <img className="banner-carousel__image" src={bannerImage(imageHost, banner.url)} alt={banner.title} draggable={false} loading={later ? 'lazy' : 'eager'} />;
  const target = bannerTarget(banner);
  if (target.kind === 'route') return <Link className="banner-carousel__link" to={target.to}>{image}</Link>;
  if (target.kind === 'external') {
    return <a className="banner-carousel__link" href={target.href} target="_blank" rel="noopener noreferrer">{image}</a>;
  }
  return <div className="banner-carousel__link">{image}</div>;
}

const loadSwiperBanners = async () => (await import('./SwiperBanners')).SwiperBanners;

function Carousel({ banners, slidesPerView, autoplay, delay, speed, gap }: { banners: Banner[] } & Omit<BannerCarouselProps, 'group'>) {
  const { imageHost } = usePortal();
  const moving = autoplay && banners.length > 1;
  const visible = Math.max(1, Math.min(slidesPerView, 3, banners.length));
  // Swiper only when slides can move: autoplay, or more banners than fit (swiped or keyed through).
  const swiper = useWhenIdle(loadSwiperBanners, moving || banners.length > visible, moving ? delay : 0);
  const SwiperBanners = swiper.value;
  const slide = useCallback((banner: Banner) => <BannerSlide banner={banner} imageHost={imageHost} />, [imageHost]);
  return (
    <>
      {SwiperBanners !== undefined ? (
        <SwiperBanners banners={banners} visible={visible} moving={moving} delay={delay} speed={speed} gap={gap} slide={slide} stepAtOnce={moving && swiper.waited} />
      ) : (
        <div
          className="banner-carousel__row"
          style={{ '--banner-visible': visible } as CSSProperties}
          onPointerEnter={swiper.loadNow}
          onTouchStart={swiper.loadNow}
          onFocus={swiper.loadNow}
        >
          {banners.map((banner, index) => (
            <div key={banner.id} className="banner-carousel__slide swiper-slide" data-banner={banner.id}>
              {index < visible ? slide(banner) : <BannerSlide banner={banner} imageHost={imageHost} later />}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

export function BannerCarouselWidget({ group, slidesPerView, autoplay, delay, speed, gap }: BannerCarouselProps) {
  const { useBanners } = usePortalData();
  const w = useText();
  const result = useBanners(group);
  // The section has the row's height from the first paint (loading, error and empty states included),
  // computed in CSS from these: custom properties set through the CSSOM, which the style-src policy allows.
  const geometry = { '--banner-visible': Math.max(1, Math.min(slidesPerView, 3)), '--banner-gap': `${gap}px` } as CSSProperties;
  return (
    <section className="banner-carousel" aria-label={w('bannerCarousel.label')} aria-roledescription="carousel" style={geometry}>
      <DataStatus result={result} isEmpty={(banners) => banners.length === 0} className="banner-carousel__status">
        {(banners) => <Carousel banners={banners} slidesPerView={slidesPerView} autoplay={autoplay} delay={delay} speed={speed} gap={gap} />}
      </DataStatus>
    </section>
  );
}
