import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Promotions page (SPEC sections 2 and 5): type filters, the URL hash opens one promotion, and the
 * activity application form allows a comment of up to 140 characters and up to 3 png or jpg images of
 * at most 5 MB each.
 */
export const promotionListPropsSchema = {
  $id: 'widget/promotion-list',
  title: 'Promotion list props',
  description: 'Promotions with type filters; the hash opens one promotion and its application form.',
  type: 'object',
  properties: {
    showTypeFilter: { type: 'boolean', default: true },
    layout: { type: 'string', enum: ['grid', 'list'], default: 'grid' },
    columns: { type: 'integer', minimum: 1, maximum: 4, default: 3, description: 'Columns of the grid layout.' },
    application: {
      type: 'object',
      description: 'Limits of the activity application form (SPEC maxima).',
      properties: {
        commentMaxLength: { type: 'integer', minimum: 1, maximum: 140, default: 140 },
        maxImages: { type: 'integer', minimum: 0, maximum: 3, default: 3 },
        maxImageBytes: { type: 'integer', minimum: 1024, maximum: 5242880, default: 5242880, description: 'Per image; png or jpg.' },
      },
      additionalProperties: false,
      default: {},
    },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type PromotionListProps = FromSchema<typeof promotionListPropsSchema>;
