import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Footer: help, products, social links and vendor logos; blocks and logos come from the layout manifest. */
export const appFooterPropsSchema = {
  $id: 'widget/app-footer',
  title: 'App footer props',
  description: 'Help and product links, social links, vendor logos and copyright.',
  type: 'object',
  properties: {
    layout: { type: 'string', enum: ['full', 'compact'], default: 'full', description: 'compact: one row of links and logos.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AppFooterProps = FromSchema<typeof appFooterPropsSchema>;
