/**
 * The points calls of the reference merchant API (SPEC sections 2, 3, 4, 7 and 9; call table
 * "Points"): the balance, the rewards with their points and amount requirements, redeeming one
 * (payment password, encrypted, idempotent), the redeem history, the point details, the
 * configuration (earning rates by game type, the conversion ratio) and converting points to cash.
 *
 * Points are whole numbers: on the wire a decimal STRING of digits (`"1250"`), like money, so that
 * nothing goes through a float. They never expire. They are earned from real bets: each game type
 * earns `pointsPerHundred` points per 100.00 of stake; fractions of a point are carried to the next
 * bet (rounded down once, on the member's running total), never lost and never counted twice.
 * Converting cashes whole multiples of `convertPoints` only, each worth `convertAmount`, so the
 * conversion itself never rounds.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_TYPES } from '../domain';
import { devTenantQueryProperty } from './system';
import { moneySchema } from './wallet';

/** Redeem record statuses (SPEC section 4): in process, rejected, approved. */
export const REDEEM_STATUSES = ['process', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** Reward types: a voucher (delivered to the account) or an item (shipped to a receiving address). */
export const REWARD_TYPES = ['voucher', 'item'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** What moved a member's points (point details). */
export const POINT_KINDS = ['earned', 'redeemHold', 'redeemReleased', 'converted', 'opening'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** At most this many of one reward in one redemption. */
export const MAX_REDEEM_QUANTITY = 10;
/** The longest receiving address. */
export const MAX_ADDRESS_LENGTH = 200;

/** Points a client sends: a positive whole number of at most 13 digits. */
export const pointsInputSchema = { type: 'string', pattern: '^[1-9][0-9]{0,12}$', description: 'Whole points, above 0.' } as const satisfies JSONSchema;
/** Points the server answers: whole, '-' when negative. */
export const pointsSchema = { type: 'string', pattern: '^-?[0-9]+$' } as const satisfies JSONSchema;

const instantSchema = { type: 'string', maxLength: 40, description: 'ISO 8601 in UTC.' } as const satisfies JSONSchema;
const paymentPasswordSchema = { type: 'string', pattern: '^[0-9]{6}$', description: 'Six digits.' } as const satisfies JSONSchema;
const pageProperties = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
} as const satisfies Record<string, JSONSchema>;
const currencyProperties = {
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  currencySymbol: { type: 'string' },
} as const satisfies Record<string, JSONSchema>;
const localizedSchema = {
  type: 'object',
  properties: { pt: { type: 'string' }, en: { type: 'string' } },
  required: ['pt', 'en'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** GET /wps/relay/MCS2_getPointBalance (token). */
export const pointBalanceValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    balance: { ...pointsSchema, description: 'Points the member may spend (held ones excluded).' },
    held: { ...pointsSchema, description: 'Points held by redemptions in process.' },
    convertPoints: pointsSchema,
    convertAmount: moneySchema,
    minConvertPoints: pointsSchema,
    convertible: { ...pointsSchema, description: 'The largest multiple of convertPoints within the balance.' },
    convertibleAmount: moneySchema,
  },
  required: ['currency', 'currencySymbol', 'balance', 'held', 'convertPoints', 'convertAmount', 'minConvertPoints', 'convertible', 'convertibleAmount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PointBalanceValue = FromSchema<typeof pointBalanceValueSchema>;

/** GET /wps/relay/MCS2_getPointConfig (token): the earning rates and the conversion ratio. */
export const pointConfigValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    earnRates: {
      type: 'array',
      items: {
        type: 'object',
        properties: { gameType: { type: 'string', enum: GAME_TYPES }, pointsPerHundred: { type: 'integer', minimum: 0 } },
        required: ['gameType', 'pointsPerHundred'],
        additionalProperties: false,
      },
    },
    convertPoints: pointsSchema,
    convertAmount: moneySchema,
    minConvertPoints: pointsSchema,
  },
  required: ['currency', 'currencySymbol', 'earnRates', 'convertPoints', 'convertAmount', 'minConvertPoints'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PointConfigValue = FromSchema<typeof pointConfigValueSchema>;

/** GET /wps/relay/MCS2_getPointReward (token): the rewards, each with whether the member qualifies. */
export const pointRewardValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    balance: pointsSchema,
    totalBets: { ...moneySchema, description: "The member's real bets so far (what amount requirements are checked against)." },
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
          type: { type: 'string', enum: REWARD_TYPES },
          name: localizedSchema,
          points: { ...pointsSchema, description: 'Points requirement of one.' },
          amountRequirement: { ...moneySchema, description: 'Real bets the member must have made.' },
          meetsAmount: { type: 'boolean' },
        },
        required: ['id', 'type', 'name', 'points', 'amountRequirement', 'meetsAmount'],
        additionalProperties: false,
      },
    },
  },
  required: ['currency', 'currencySymbol', 'balance', 'totalBets', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PointRewardValue = FromSchema<typeof pointRewardValueSchema>;
export type PointReward = PointRewardValue['list'][number];

/**
 * POST /wps/relay/passwordCheck/MCS2_redeemPointReward payload (token, encrypted, Idempotency-Key).
 * An item needs a receiving address. Errors: 404 error.notFound (no such reward), 400
 * error.invalidRequest (amount requirement not met, address missing), 409 error.insufficientBalance
 * (points), 400 error.wrongPaymentPassword, 409 error.paymentPasswordNotSet.
 */
export const redeemBodySchema = {
  type: 'object',
  properties: {
    rewardId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    quantity: { type: 'integer', minimum: 1, maximum: MAX_REDEEM_QUANTITY },
    address: { type: 'string', maxLength: MAX_ADDRESS_LENGTH },
    paymentPassword: paymentPasswordSchema,
  },
  required: ['rewardId', 'quantity', 'paymentPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RedeemBody = FromSchema<typeof redeemBodySchema>;

export const redeemRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^P[0-9]+$', description: 'Reference number, e.g. P12.' },
    time: { ...instantSchema, description: 'Apply time.' },
    type: { type: 'string', enum: REWARD_TYPES },
    name: localizedSchema,
    quantity: { type: 'integer', minimum: 1 },
    points: { ...pointsSchema, description: 'Points requirement (of the whole quantity).' },
    amountRequirement: moneySchema,
    status: { type: 'string', enum: REDEEM_STATUSES },
    remark: { type: 'string' },
    address: { type: 'string', description: 'Receiving address (items); empty for vouchers.' },
  },
  required: ['id', 'time', 'type', 'name', 'quantity', 'points', 'amountRequirement', 'status', 'remark', 'address'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RedeemRecord = FromSchema<typeof redeemRecordSchema>;

export const redeemValueSchema = {
  type: 'object',
  properties: { record: redeemRecordSchema, balance: pointsSchema },
  required: ['record', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RedeemValue = FromSchema<typeof redeemValueSchema>;

/** GET /wps/relay/MCS2_getRedeemPointList (token): the redeem history, newest first. */
export const redeemListQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, ...pageProperties, status: { type: 'string', enum: REDEEM_STATUSES } },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RedeemListQuery = FromSchema<typeof redeemListQuerySchema>;

export const redeemListValueSchema = {
  type: 'object',
  properties: { pageNo: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer', minimum: 0 }, list: { type: 'array', items: redeemRecordSchema } },
  required: ['pageNo', 'pageSize', 'total', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RedeemListValue = FromSchema<typeof redeemListValueSchema>;

/** GET /wps/relay/MCS2_getPointDetails (token; reference server addition): the point entries, newest first. */
export const pointDetailsQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, ...pageProperties },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PointDetailsQuery = FromSchema<typeof pointDetailsQuerySchema>;

export const pointDetailsValueSchema = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer', minimum: 0 },
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', pattern: '^T[0-9]+$' },
          time: instantSchema,
          kind: { type: 'string', enum: POINT_KINDS },
          points: { ...pointsSchema, description: 'Signed: + into the balance, - out of it.' },
          balanceAfter: pointsSchema,
          reference: { type: 'string' },
        },
        required: ['id', 'time', 'kind', 'points', 'balanceAfter', 'reference'],
        additionalProperties: false,
      },
    },
  },
  required: ['pageNo', 'pageSize', 'total', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PointDetailsValue = FromSchema<typeof pointDetailsValueSchema>;
export type PointDetail = PointDetailsValue['list'][number];

/**
 * POST /wps/relay/passwordCheck/MCS2_convertPoint payload (token, encrypted, Idempotency-Key): a
 * multiple of convertPoints, at least minConvertPoints. Errors: 400 error.amountOutOfLimits, 409
 * error.insufficientBalance, 400 error.wrongPaymentPassword, 409 error.paymentPasswordNotSet.
 */
export const convertBodySchema = {
  type: 'object',
  properties: { points: pointsInputSchema, paymentPassword: paymentPasswordSchema },
  required: ['points', 'paymentPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ConvertBody = FromSchema<typeof convertBodySchema>;

export const convertValueSchema = {
  type: 'object',
  properties: {
    transferId: { type: 'string', pattern: '^T[0-9]+$' },
    points: pointsSchema,
    amount: moneySchema,
    pointBalance: pointsSchema,
    cashBalance: moneySchema,
  },
  required: ['transferId', 'points', 'amount', 'pointBalance', 'cashBalance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ConvertValue = FromSchema<typeof convertValueSchema>;
