import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Scrolling game-category menu of the home lobby (SPEC section 2). Game types come from the server
 * (only types with vendors) minus those the tenant hides in features.json.
 */
export const gameCategoryMenuPropsSchema = {
  $id: 'widget/game-category-menu',
  title: 'Game category menu props',
  description: 'Horizontally scrolling menu of the game categories that have vendors.',
  type: 'object',
  properties: {
    showRecent: { type: 'boolean', default: true, description: 'Offer the RECENT entry (members only).' },
    showHot: { type: 'boolean', default: true, description: 'Offer the HOT entry.' },
    sticky: { type: 'boolean', default: false, description: 'Keep the menu visible while the page scrolls.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type GameCategoryMenuProps = FromSchema<typeof gameCategoryMenuPropsSchema>;
