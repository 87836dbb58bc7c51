import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { HOME_ROWS } from './vocabulary';

/** Home lobby rows (SPEC sections 2 and 9): recent, hot and one row per game type, 12 games each. */
export const homeGameRowsPropsSchema = {
  $id: 'widget/home-game-rows',
  title: 'Home game rows props',
  description: "Rows of recent, hot and per-category games; a row's 'more' button switches to its category.",
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      items: { type: 'string', enum: HOME_ROWS },
      minItems: 1,
      uniqueItems: true,
      default: HOME_ROWS,
      description: 'Rows in order. RECENT shows to members only; game types without vendors are skipped.',
    },
    gamesPerRow: { type: 'integer', minimum: 1, maximum: 12, default: 12, description: 'Games per row (at most 12).' },
    showMoreButton: { type: 'boolean', default: true, description: "Show the row's 'more' button." },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type HomeGameRowsProps = FromSchema<typeof homeGameRowsPropsSchema>;
