import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { POINTS_MALL_TABS } from './vocabulary';

/** Points mall (route /pointMall): redeem, redeem history, point details, rules, exchange-rate table. */
export const pointsMallPropsSchema = {
  $id: 'widget/points-mall',
  title: 'Points mall props',
  description: 'Point balance, rewards to redeem, redeem history, point details, rules and exchange rates.',
  type: 'object',
  properties: {
    tabs: {
      type: 'array',
      items: { type: 'string', enum: POINTS_MALL_TABS },
      minItems: 1,
      uniqueItems: true,
      default: POINTS_MALL_TABS,
      description: 'Tabs in order; the first opens first.',
    },
    pageSize: { type: 'integer', minimum: 5, maximum: 50, default: 10, description: 'Rows per page of the history lists.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type PointsMallProps = FromSchema<typeof pointsMallPropsSchema>;
