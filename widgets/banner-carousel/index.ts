export { BannerCarouselWidget, bannerTarget } from './BannerCarouselWidget';
export type { BannerTarget } from './BannerCarouselWidget';
