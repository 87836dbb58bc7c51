/**
 * The manual rebate (member page manualRebate) of the reference merchant API (reference server
 * additions): what the member's real bets have earned by the tenant's rate table since the last
 * claim, and claiming it, once per period (the UTC day). The rate of a game type is in basis points
 * (1/100 of a percent) of the stake; the rebate is rounded down to the cent once, on the member's
 * running total, and the fraction waits for the next claim.
 *
 * GET /wps/v2/rebate (token); POST /wps/v2/rebate/claim (token, Idempotency-Key, no body): 409
 * error.invalidRequest when the period is claimed already (the page says so from the GET's
 * `claimedThisPeriod`), 400 error.invalidRequest when nothing is owed; the same key again answers the
 * first claim.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_TYPES } from '../domain';
import { moneySchema } from './wallet';

/** The claim's body: empty (what is owed is the server's to say). */
export const rebateClaimBodySchema = { type: 'object', properties: {}, additionalProperties: false } as const satisfies JSONSchema;

export const rebateValueSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    currencySymbol: { type: 'string' },
    rates: {
      type: 'array',
      items: {
        type: 'object',
        properties: { gameType: { type: 'string', enum: GAME_TYPES }, basisPoints: { type: 'integer', minimum: 0, maximum: 10000 } },
        required: ['gameType', 'basisPoints'],
        additionalProperties: false,
      },
    },
    period: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'The current period (UTC day).' },
    nextPeriodAt: { type: 'string', description: 'When the next period starts (ISO 8601, UTC).' },
    claimedThisPeriod: { type: 'boolean' },
    bets: { ...moneySchema, description: 'Real bets not covered by a claim yet.' },
    amount: { ...moneySchema, description: 'What a claim would pay now.' },
    history: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: { id: { type: 'string', pattern: '^R[0-9]+$' }, period: { type: 'string' }, time: { type: 'string' }, bets: moneySchema, amount: moneySchema },
        required: ['id', 'period', 'time', 'bets', 'amount'],
        additionalProperties: false,
      },
    },
  },
  required: ['currency', 'currencySymbol', 'rates', 'period', 'nextPeriodAt', 'claimedThisPeriod', 'bets', 'amount', 'history'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RebateValue = FromSchema<typeof rebateValueSchema>;

export const rebateClaimValueSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^R[0-9]+$' }, period: { type: 'string' }, bets: moneySchema, amount: moneySchema, balance: moneySchema },
  required: ['id', 'period', 'bets', 'amount', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RebateClaimValue = FromSchema<typeof rebateClaimValueSchema>;
