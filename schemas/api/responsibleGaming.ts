/**
 * The responsible-gaming calls (issue 38): the player's limits, time-out and self-exclusion, the
 * reopen after a self-exclusion, and the reality check. The server enforces every rule the page
 * shows (deposits, stakes, launches, logins); these calls set and read them.
 *
 * Money limits travel as the wallet's decimal strings (schemas/api/wallet.ts); the play-time limit
 * in whole minutes.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { amountInputSchema, moneySchema } from './wallet';

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'time'] as const;
export const RG_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** The durations a player may pick, as the page offers them (the tenant's policy says which). */
export const RG_DURATIONS = ['24h', '1w', '1m', '6w', '6m', '1y', '5y', 'indefinite'] as const;

const instantSchema = { type: 'string', description: 'An ISO instant in UTC.' } as const satisfies JSONSchema;

const limitValueSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: RG_LIMIT_KINDS },
    period: { type: 'string', enum: RG_LIMIT_PERIODS },
    /** Money limits: the limit in force; null when none. */
    amount: { anyOf: [moneySchema, { type: 'null' }] },
    /** The play-time limit in force, in minutes; null when none. */
    minutes: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
    /** What is left in the current period (money: decimal string; time: minutes); absent without a limit. */
    room: { anyOf: [moneySchema, { type: 'integer', minimum: 0 }] },
    /** An increase or removal waiting for its cooling period. */
    pending: {
      type: 'object',
      properties: {
        amount: { anyOf: [moneySchema, { type: 'null' }] },
        minutes: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
        effectiveAt: instantSchema,
      },
      required: ['effectiveAt'],
      additionalProperties: false,
    },
  },
  required: ['kind', 'period'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const playStatusSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['open', 'excluded', 'closed'] },
    kind: { type: 'string', enum: ['timeout', 'selfExclusion'] },
    /** When a pause ends; null for an indefinite self-exclusion. */
    endsAt: { anyOf: [instantSchema, { type: 'null' }] },
    /** After a self-exclusion: when the account reopens, once asked. */
    reopensAt: instantSchema,
  },
  required: ['state'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** GET /wps/v2/member/responsibleGaming value. */
export const responsibleGamingValueSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string' },
    limits: { type: 'array', items: limitValueSchema },
    status: playStatusSchema,
    realityCheckMinutes: { type: 'integer', minimum: 1 },
    /** What the tenant offers: the reality check's intervals, the time-outs and self-exclusions, the cooling hours. */
    policy: {
      type: 'object',
      properties: {
        coolingHours: { type: 'integer', minimum: 0 },
        realityCheckMinutes: { type: 'array', items: { type: 'integer', minimum: 1 } },
        timeouts: { type: 'array', items: { type: 'string', enum: RG_DURATIONS } },
        selfExclusions: { type: 'array', items: { type: 'string', enum: RG_DURATIONS } },
      },
      required: ['coolingHours', 'realityCheckMinutes', 'timeouts', 'selfExclusions'],
      additionalProperties: false,
    },
  },
  required: ['currency', 'limits', 'status', 'realityCheckMinutes', 'policy'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ResponsibleGamingValue = FromSchema<typeof responsibleGamingValueSchema>;

/**
 * GET /wps/v2/member/responsibleGaming/session value: the reality check's figures since the session's
 * sign-in (`since`), from the ledger: stakes and wins of real play, and their net result (won - staked).
 */
export const rgSessionValueSchema = {
  type: 'object',
  properties: {
    since: { type: 'string', format: 'date-time' },
    staked: moneySchema,
    won: moneySchema,
    result: moneySchema,
  },
  required: ['since', 'staked', 'won', 'result'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RgSessionValue = FromSchema<typeof rgSessionValueSchema>;

/** POST /wps/v2/member/responsibleGaming/limit body: one limit set, lowered, raised or removed. */
export const rgLimitBodySchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: RG_LIMIT_KINDS },
    period: { type: 'string', enum: RG_LIMIT_PERIODS },
    /** A money limit (kind deposit, loss or wager); null removes it. */
    amount: { anyOf: [amountInputSchema, { type: 'null' }] },
    /** The play-time limit in minutes (kind time); null removes it. */
    minutes: { anyOf: [{ type: 'integer', minimum: 1, maximum: 44_640 }, { type: 'null' }] },
  },
  required: ['kind', 'period'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RgLimitBody = FromSchema<typeof rgLimitBodySchema>;

/** POST /wps/v2/member/responsibleGaming/pause body: a time-out or a self-exclusion, with the password. */
export const rgPauseBodySchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['timeout', 'selfExclusion'] },
    duration: { type: 'string', enum: RG_DURATIONS },
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
  required: ['kind', 'duration', 'password'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RgPauseBody = FromSchema<typeof rgPauseBodySchema>;

/** POST /wps/v2/member/responsibleGaming/realityCheck body. */
export const rgRealityCheckBodySchema = {
  type: 'object',
  properties: { minutes: { type: 'integer', minimum: 1, maximum: 1440 } },
  required: ['minutes'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RgRealityCheckBody = FromSchema<typeof rgRealityCheckBodySchema>;

export const playStatusValueSchema = playStatusSchema;
export type PlayStatusValue = FromSchema<typeof playStatusSchema>;
