/**
 * The opened numbers of a lottery game's recent draws (SPEC section 7: /lgw/vn/numeros/opened/game,
 * /lotto/lgw/games/opened/numero): the reference server draws on a schedule per lottery game
 * (server/modules/lottery/draws.ts) and both paths answer the same.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { gameTypeParamSchema, vendorParamSchema } from './games';
import { clientTypeParamSchema, devTenantQueryProperty, gamePlatformParamSchema, languageParamSchema } from './system';

/** The most draws one answer lists. */
export const OPENED_NUMBERS_MAX = 30;

export const openedNumbersQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    gameCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    limit: { type: 'integer', minimum: 1, maximum: OPENED_NUMBERS_MAX, default: 10 },
  },
  required: ['gameCode'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type OpenedNumbersQuery = FromSchema<typeof openedNumbersQuerySchema>;

export const openedNumbersValueSchema = {
  type: 'object',
  properties: {
    gameCode: { type: 'string' },
    /** Seconds between two draws of the game. */
    intervalSeconds: { type: 'integer', minimum: 1 },
    draws: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          /** The draw's number: its UTC day and its place in the day ('20261125-0843'). */
          drawNo: { type: 'string' },
          numbers: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 99 } },
          drawnAt: { type: 'string', format: 'date-time' },
        },
        required: ['drawNo', 'numbers', 'drawnAt'],
        additionalProperties: false,
      },
    },
  },
  required: ['gameCode', 'intervalSeconds', 'draws'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type OpenedNumbersValue = FromSchema<typeof openedNumbersValueSchema>;

/**
 * GET /lgw/vn/games/game_menu (public) and /lgw/vn/games/game_menu/recent (token): the VN lottery
 * page's menu, its lottery games in menu order, and the member's recently launched ones. Both answer
 * `{ list }` of games (gameItemsValueSchema).
 */
export const vnGameMenuQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, language: languageParamSchema, platform: gamePlatformParamSchema, clientType: clientTypeParamSchema },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type VnGameMenuQuery = FromSchema<typeof vnGameMenuQuerySchema>;

/** The most games the VN menu, the popular list and a room list answer. */
export const GAME_MENU_MAX = 200;
/** Games the popular list answers by default, and the days of launches it counts. */
export const POPULAR_DEFAULT = 12;
export const POPULAR_DAYS = 7;

/** GET /lgw/games/popular (public): the games most members launched in the last POPULAR_DAYS days. */
export const popularQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    gameType: gameTypeParamSchema,
    limit: { type: 'integer', minimum: 1, maximum: 60, default: POPULAR_DEFAULT },
    language: languageParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PopularQuery = FromSchema<typeof popularQuerySchema>;

/** GET /wps/relay/GLS2_roomList (public): a vendor's live tables (its games of the type, LIVE by default). */
export const roomListQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    vassalage: vendorParamSchema,
    gameType: gameTypeParamSchema,
    language: languageParamSchema,
    platform: gamePlatformParamSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RoomListQuery = FromSchema<typeof roomListQuerySchema>;
