import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_TYPES, VENDOR_CODES } from '../domain';
import { DEFAULT_QUICK_FILTERS, QUICK_FILTERS } from './vocabulary';

/**
 * Category lobby (SPEC section 2): vendor filter, quick filters, search and classification (both only
 * in ALL), game grid, 'no data' message and pagination shown only beyond one page. `centre` is the
 * game-centre page (/elott, /lott, /inhouse, /sports, /esports); `list` the game-list centre
 * (/live, /fish, /rng, /pvp).
 */
export const gameCentrePropsSchema = {
  $id: 'widget/game-centre',
  title: 'Game centre props',
  description: 'Vendor filter, quick filters, search, classification menu, game grid and pagination of one game type.',
  type: 'object',
  properties: {
    variant: { type: 'string', enum: ['centre', 'list'], default: 'centre', description: 'centre: game-centre pages; list: game-list centre pages.' },
    gameType: { type: 'string', enum: GAME_TYPES, description: "Game type shown; the route's game type when absent." },
    vendor: { type: 'string', enum: VENDOR_CODES, description: 'Vendor selected first; the `vassalage` query parameter wins.' },
    pageSize: { type: 'integer', minimum: 6, maximum: 60, default: 18, description: 'Games per page.' },
    quickFilters: {
      type: 'array',
      items: { type: 'string', enum: QUICK_FILTERS },
      minItems: 1,
      uniqueItems: true,
      contains: { const: 'ALL' },
      default: DEFAULT_QUICK_FILTERS,
      description: 'Quick filters in order; ALL is required. FAV and RECENT open the login popup for guests.',
    },
    showVendorFilter: { type: 'boolean', default: true },
    showSearch: { type: 'boolean', default: true, description: 'Game-name search (shown in ALL only).' },
    showClassification: { type: 'boolean', default: true, description: 'Classification menu (in ALL only, and only with more than one entry).' },
    pagination: {
      type: 'object',
      properties: {
        marginPages: { type: 'integer', minimum: 0, maximum: 3, default: 2, description: 'Pages shown at each end.' },
        pageRange: { type: 'integer', minimum: 3, maximum: 9, default: 5, description: 'Pages shown around the current one.' },
      },
      additionalProperties: false,
      default: {},
    },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type GameCentreProps = FromSchema<typeof gameCentrePropsSchema>;
