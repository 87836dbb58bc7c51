import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_TYPES } from '../domain';

/** A vendor code as the server sends it; deliberately not the closed VENDOR_CODES enum, so a new vendor does not break the site. */
const vendorCodeSchema = { type: 'string', pattern: '^[A-Z0-9_]{1,16}$' } as const satisfies JSONSchema;

/** One game classification of a vendor (the lobby's classification menu). */
export const gameClassifySchema = {
  type: 'object',
  properties: {
    key: { type: 'string', pattern: '^[A-Z0-9_]{1,32}$', description: 'ALL, SLOT, TABLE, HOT, ...' },
    displayName: { type: 'string', minLength: 1, maxLength: 80 },
    vendors: {
      type: 'object',
      description: "Vendor code to that vendor's own classification code.",
      additionalProperties: { type: 'string' },
    },
  },
  required: ['key', 'displayName', 'vendors'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** Vendor entry (SPEC section 3). */
export const vendorEntrySchema = {
  type: 'object',
  properties: {
    vassalage: vendorCodeSchema,
    displayName: { type: 'string', minLength: 1, maxLength: 80 },
    lagerIcon: { type: 'string', minLength: 1, maxLength: 2048, description: 'Icon path on the image host (sic: the API spells it lager).' },
    gameType: { type: 'string', enum: GAME_TYPES },
    gameClassify: { type: 'array', items: gameClassifySchema },
  },
  required: ['vassalage', 'displayName', 'lagerIcon', 'gameType', 'gameClassify'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** `/lgw/games/game_menus` response value: vendors per game category. */
export const gameMenusSchema = {
  $id: 'server/game-menus',
  title: 'Game menus response value',
  type: 'array',
  items: {
    type: 'object',
    properties: {
      gameCategory: { type: 'string', enum: GAME_TYPES },
      vendors: { type: 'array', items: vendorEntrySchema },
    },
    required: ['gameCategory', 'vendors'],
    additionalProperties: false,
  },
} as const satisfies JSONSchema;

export type GameMenus = FromSchema<typeof gameMenusSchema>;
export type GameCategoryEntry = GameMenus[number];
export type VendorEntry = FromSchema<typeof vendorEntrySchema>;
export type GameClassify = FromSchema<typeof gameClassifySchema>;
