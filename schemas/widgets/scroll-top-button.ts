import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Scroll-to-top button; appears after 200 px of scrolling (SPEC section 9). */
export const scrollTopButtonPropsSchema = {
  $id: 'widget/scroll-top-button',
  title: 'Scroll top button props',
  description: 'Floating button that scrolls back to the top once the page has scrolled past a threshold.',
  type: 'object',
  properties: {
    threshold: { type: 'integer', minimum: 0, maximum: 2000, default: 200, description: 'Scroll offset in pixels after which the button shows.' },
    smooth: { type: 'boolean', default: true, description: 'Smooth scrolling (reduced motion disables it).' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ScrollTopButtonProps = FromSchema<typeof scrollTopButtonPropsSchema>;
