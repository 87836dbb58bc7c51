import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Top navigation: home, promotions, then the game types that have at least one vendor. The entries
 * come from the resolved site (layout manifest `navigation` plus server vendors); props only style them.
 */
export const topNavigationPropsSchema = {
  $id: 'widget/top-navigation',
  title: 'Top navigation props',
  description: 'Home, promotions and game-type links; hovering a game type opens its vendor drop menu.',
  type: 'object',
  properties: {
    showIcons: { type: 'boolean', default: true, description: 'Icon beside each entry.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type TopNavigationProps = FromSchema<typeof topNavigationPropsSchema>;
