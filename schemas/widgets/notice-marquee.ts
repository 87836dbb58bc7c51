import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Announcement marquee (SPEC section 2): clicking an item opens the notice modal at that item. */
export const noticeMarqueePropsSchema = {
  $id: 'widget/notice-marquee',
  title: 'Notice marquee props',
  description: 'Scrolling announcement titles; a click opens the notice modal at that announcement.',
  type: 'object',
  properties: {
    speed: { type: 'integer', minimum: 10, maximum: 400, default: 60, description: 'Scroll speed in pixels per second.' },
    pauseOnHover: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type NoticeMarqueeProps = FromSchema<typeof noticeMarqueePropsSchema>;
