import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { localizedTextSchema } from '../common';

/** Winner board (SPEC sections 2 and 9): limit 20, the top 3 fixed, the rest scrolling. */
export const winnerBoardPropsSchema = {
  $id: 'widget/winner-board',
  title: 'Winner board props',
  description: 'Recent big wins: the first entries fixed, the rest in a scrolling list.',
  type: 'object',
  properties: {
    title: { ...localizedTextSchema, description: 'Heading; the product text when absent.' },
    limit: { type: 'integer', minimum: 1, maximum: 20, default: 20, description: 'Entries requested (limitNum, at most 20).' },
    pinnedTop: { type: 'integer', minimum: 0, maximum: 3, default: 3, description: 'Entries fixed above the scrolling list (at most 3).' },
    scrollSpeed: { type: 'integer', minimum: 10, maximum: 200, default: 30, description: 'Scroll speed in pixels per second.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type WinnerBoardProps = FromSchema<typeof winnerBoardPropsSchema>;
