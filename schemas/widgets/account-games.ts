import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { ACCOUNT_GAME_LISTS } from './vocabulary';

/** The member's favourite or recent games (routes /favorite and /recent; login needed). */
export const accountGamesPropsSchema = {
  $id: 'widget/account-games',
  title: 'Account games props',
  description: "The member's favourite or recent games in a paged grid.",
  type: 'object',
  properties: {
    list: { type: 'string', enum: ACCOUNT_GAME_LISTS, description: 'Which list; the route (/favorite or /recent) decides when absent.' },
    pageSize: { type: 'integer', minimum: 6, maximum: 60, default: 18, description: 'Games per page.' },
    showGameTypeFilter: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AccountGamesProps = FromSchema<typeof accountGamesPropsSchema>;
