/**
 * The reward centre (rewardCenter, bonusDetails) and the missions (missionLeaderboard) of the
 * reference merchant API (call table: availablePromotions, promotionClaimList, claimRafflePromotion,
 * missionSummary, missionLeaderboard; joinPromotion and claimMission are reference server additions).
 * Every call needs a real member's session (trial accounts get 403). Statuses are SPEC section 4's
 * activity statuses; the state machine is server/modules/rewards/activityStatus.ts.
 *
 * Claims book through the ledger once: an `Idempotency-Key` header per submission; the same key again
 * answers the first claim, the same key with another body is 422 error.idempotencyKeyReused, a second
 * claim with another key is 409 error.invalidRequest.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { devTenantQueryProperty, languageParamSchema } from './system';
import { moneySchema } from './wallet';

export const ACTIVITY_STATUS_VALUES = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'signed', 'comingSoon'] as const;
export const PROMOTION_ENTRY_VALUES = ['auto', 'join', 'apply'] as const;
export const MISSION_STATUS_VALUES = ['inProgress', 'completed', 'claimed'] as const;

const isoSchema = { type: 'string', maxLength: 40, description: 'ISO 8601 instant, UTC.' } as const;
const currencyProperties = {
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  currencySymbol: { type: 'string' },
} as const satisfies Record<string, JSONSchema>;

export const rewardsQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, language: languageParamSchema },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RewardsQuery = FromSchema<typeof rewardsQuerySchema>;

export const availablePromotionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    entry: { type: 'string', enum: PROMOTION_ENTRY_VALUES },
    status: { type: 'string', enum: ACTIVITY_STATUS_VALUES },
    turnover: { ...moneySchema, description: 'Real bets needed before the prize is claimable.' },
    progress: { ...moneySchema, description: 'Real bets that count so far (capped at the turnover).' },
    prize: { ...moneySchema, description: 'The prize, or a raffle\'s top prize.' },
    prizes: {
      type: 'array',
      description: 'A raffle\'s prize table: the claim draws one amount; chance is weight / total weight.',
      items: {
        type: 'object',
        properties: { amount: moneySchema, weight: { type: 'integer', minimum: 1 } },
        required: ['amount', 'weight'],
        additionalProperties: false,
      },
    },
    startsAt: isoSchema,
    endsAt: isoSchema,
  },
  required: ['id', 'title', 'entry', 'status', 'turnover', 'progress', 'prize'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AvailablePromotion = FromSchema<typeof availablePromotionSchema>;

export const availablePromotionsValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    claimable: { type: 'integer', minimum: 0, description: 'Promotions in status claim: the rewardCenter badge.' },
    list: { type: 'array', items: availablePromotionSchema },
  },
  required: ['currency', 'currencySymbol', 'claimable', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AvailablePromotionsValue = FromSchema<typeof availablePromotionsValueSchema>;

export const promotionClaimListQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    language: languageParamSchema,
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PromotionClaimListQuery = FromSchema<typeof promotionClaimListQuerySchema>;

export const promotionClaimSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^C[0-9]+$' },
    promotionId: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    status: { type: 'string', enum: ACTIVITY_STATUS_VALUES },
    time: isoSchema,
    amount: { ...moneySchema, description: 'What the ledger paid (0.00 while nothing is paid).' },
    transfer: { type: 'string', pattern: '^T[0-9]+$', description: 'The ledger transfer that paid it (as in the bonus details).' },
  },
  required: ['id', 'promotionId', 'title', 'status', 'time', 'amount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PromotionClaim = FromSchema<typeof promotionClaimSchema>;

export const promotionClaimListValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    list: { type: 'array', items: promotionClaimSchema },
    totals: { type: 'object', properties: { amount: moneySchema }, required: ['amount'], additionalProperties: false },
  },
  required: ['currency', 'currencySymbol', 'pageNo', 'pageSize', 'total', 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PromotionClaimListValue = FromSchema<typeof promotionClaimListValueSchema>;

export const promotionBodySchema = {
  type: 'object',
  properties: { promotionId: { type: 'integer', minimum: 1, maximum: 999999 } },
  required: ['promotionId'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PromotionBody = FromSchema<typeof promotionBodySchema>;

export const claimPromotionValueSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^C[0-9]+$' },
    promotionId: { type: 'integer' },
    status: { type: 'string', enum: ['claimed'] },
    amount: moneySchema,
    balance: { ...moneySchema, description: 'The main wallet after the prize.' },
  },
  required: ['id', 'promotionId', 'status', 'amount', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ClaimPromotionValue = FromSchema<typeof claimPromotionValueSchema>;

export const joinPromotionValueSchema = {
  type: 'object',
  properties: { promotionId: { type: 'integer' }, status: { type: 'string', enum: ACTIVITY_STATUS_VALUES } },
  required: ['promotionId', 'status'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type JoinPromotionValue = FromSchema<typeof joinPromotionValueSchema>;

export const missionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    metric: { type: 'string', enum: ['turnover', 'rounds'] },
    period: { type: 'string', enum: ['day', 'week'] },
    /** Turnover as money, rounds as a whole number in a string. */
    goal: { type: 'string', pattern: '^[0-9]+(\\.[0-9]{2})?$' },
    progress: { type: 'string', pattern: '^[0-9]+(\\.[0-9]{2})?$', description: 'In the goal\'s unit, capped at the goal.' },
    progressBasisPoints: { type: 'integer', minimum: 0, maximum: 10000 },
    reward: moneySchema,
    status: { type: 'string', enum: MISSION_STATUS_VALUES },
    periodKey: { type: 'string', description: 'The current period: its UTC day, or the Monday of its ISO week.' },
    endsAt: isoSchema,
  },
  required: ['id', 'title', 'metric', 'period', 'goal', 'progress', 'progressBasisPoints', 'reward', 'status', 'periodKey', 'endsAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Mission = FromSchema<typeof missionSchema>;

export const missionSummaryValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    completed: { type: 'integer', minimum: 0, description: 'Missions completed and not claimed: the missionLeaderboard badge.' },
    missions: { type: 'array', items: missionSchema },
  },
  required: ['currency', 'currencySymbol', 'completed', 'missions'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MissionSummaryValue = FromSchema<typeof missionSummaryValueSchema>;

export const leaderboardQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LeaderboardQuery = FromSchema<typeof leaderboardQuerySchema>;

const leaderSchema = {
  type: 'object',
  properties: {
    rank: { type: 'integer', minimum: 1 },
    name: { type: 'string', description: 'The account, masked as the winner board masks names (first two, ***, last two).' },
    turnover: moneySchema,
    me: { type: 'boolean' },
  },
  required: ['rank', 'name', 'turnover', 'me'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const missionLeaderboardValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    periodKey: { type: 'string', description: 'The ISO week (its Monday, UTC) ranked by real turnover.' },
    endsAt: isoSchema,
    list: { type: 'array', items: leaderSchema },
    mine: { ...leaderSchema, description: 'The member\'s own rank (absent before a real bet this week).' },
  },
  required: ['currency', 'currencySymbol', 'periodKey', 'endsAt', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MissionLeaderboardValue = FromSchema<typeof missionLeaderboardValueSchema>;

export const missionBodySchema = {
  type: 'object',
  properties: { missionId: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{1,30}$' } },
  required: ['missionId'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MissionBody = FromSchema<typeof missionBodySchema>;

export const claimMissionValueSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^M[0-9]+$' }, missionId: { type: 'string' }, periodKey: { type: 'string' }, amount: moneySchema, balance: moneySchema },
  required: ['id', 'missionId', 'periodKey', 'amount', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ClaimMissionValue = FromSchema<typeof claimMissionValueSchema>;
