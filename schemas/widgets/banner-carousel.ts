import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { BANNER_GROUPS } from '../domain';

/** Home banners (SPEC sections 2 and 9): autoplay every 5000 ms at speed 1000 ms, gap about 20 px, up to 3 slides. */
export const bannerCarouselPropsSchema = {
  $id: 'widget/banner-carousel',
  title: 'Banner carousel props',
  description: 'Banners of one server group; loops with autoplay only when there is more than one banner.',
  type: 'object',
  properties: {
    group: { type: 'string', enum: BANNER_GROUPS, default: 'w_home', description: 'Banner group (groupName) the server returns.' },
    slidesPerView: { type: 'integer', minimum: 1, maximum: 3, default: 3, description: 'Slides visible at once (at most 3); fewer banners show fewer.' },
    autoplay: { type: 'boolean', default: true, description: 'Autoplay and loop when there is more than one banner.' },
    delay: { type: 'integer', minimum: 1000, maximum: 60000, default: 5000, description: 'Autoplay delay in milliseconds.' },
    speed: { type: 'integer', minimum: 100, maximum: 5000, default: 1000, description: 'Transition duration in milliseconds.' },
    gap: { type: 'integer', minimum: 0, maximum: 64, default: 20, description: 'Space between slides in pixels.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type BannerCarouselProps = FromSchema<typeof bannerCarouselPropsSchema>;
