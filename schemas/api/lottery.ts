/**
 * The opened numbers of a lottery game's recent draws (SPEC section 7: /lgw/vn/numeros/opened/game,
 * /lotto/lgw/games/opened/numero): the reference server draws on a schedule per lottery game
 * (server/modules/lottery/draws.ts) and both paths answer the same.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { devTenantQueryProperty } from './system';

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
