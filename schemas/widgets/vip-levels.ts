import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** VIP page (feature vip): the member's level, progress to the next one and each level's benefits. */
export const vipLevelsPropsSchema = {
  $id: 'widget/vip-levels',
  title: 'VIP levels props',
  description: "The member's VIP level, progress to the next level and the benefits of every level.",
  type: 'object',
  properties: {
    showBenefits: { type: 'boolean', default: true, description: 'The table of every level and its benefits.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type VipLevelsProps = FromSchema<typeof vipLevelsPropsSchema>;
