import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { CONTRACT_TYPES, GAME_TYPES, SWITCHES, VENDOR_CODES, type GameType } from './domain';
import { REGISTRATION_FIELD_NAMES } from './server/register-settings';
import { PROMOTION_KINDS } from './jurisdiction';

const vendorListSchema = {
  type: 'array',
  items: { type: 'string', enum: VENDOR_CODES },
  uniqueItems: true,
} as const satisfies JSONSchema;

const registrationFieldListSchema = {
  type: 'array',
  items: { type: 'string', enum: REGISTRATION_FIELD_NAMES },
  uniqueItems: true,
} as const satisfies JSONSchema;

const localizedSchema = {
  type: 'object',
  properties: { pt: { type: 'string', minLength: 1, maxLength: 120 }, en: { type: 'string', minLength: 1, maxLength: 120 } },
  required: ['pt', 'en'],
  additionalProperties: false,
} as const satisfies JSONSchema;

const seedMoneySchema = { type: 'string', pattern: '^(0|[1-9][0-9]{0,8})(\\.[0-9]{2})?$', description: 'An amount in the tenant\'s currency, e.g. "8.88".' } as const;
/** A prize or reward: above 0 (a claim books it through the ledger, which moves amounts above 0 only). */
const seedPrizeSchema = { type: 'string', pattern: '^([1-9][0-9]{0,8}(\\.[0-9]{2})?|0\\.(0[1-9]|[1-9][0-9]))$', description: 'An amount above 0 in the tenant\'s currency, e.g. "8.88".' } as const;

/**
 * The reward centre's promotions and the missions (server/modules/rewards/, docs/reference-server.md): what
 * the reference server offers the tenant's members, and the statuses its demo member rewards01 starts in.
 */
const rewardsSeedSchema = {
  type: 'object',
  description: 'Reward-centre promotions and missions of the tenant (reference server).',
  properties: {
    promotions: {
      type: 'array',
      maxItems: 30,
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999999 },
          title: localizedSchema,
          kind: { type: 'string', enum: PROMOTION_KINDS, description: 'What the promotion is (a welcome bonus, a raffle...), where a jurisdiction rule depends on it.' },
          entry: { type: 'string', enum: ['auto', 'join', 'apply'], description: 'auto: every member takes part; join: the member joins first; apply: the member applies and an operator decides.' },
          turnover: { ...seedMoneySchema, description: 'Real bets needed (since joining, or since the start) before the prize is claimable; "0" for none.' },
          prize: { ...seedPrizeSchema, description: 'The prize; with `prizes`, the table\'s top prize (what the reward centre shows as "up to").' },
          prizes: {
            type: 'array',
            minItems: 2,
            maxItems: 10,
            description: 'A raffle: the claim draws one of these amounts, each with the chance weight / total weight.',
            items: {
              type: 'object',
              properties: { amount: seedPrizeSchema, weight: { type: 'integer', minimum: 1, maximum: 10000 } },
              required: ['amount', 'weight'],
              additionalProperties: false,
            },
          },
          startsAt: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T', description: 'ISO 8601 instant; before it the promotion is coming soon.' },
          endsAt: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T', description: 'ISO 8601 instant; after it the promotion is closed.' },
          demo: { type: 'string', enum: ['signed', 'claimed', 'applying', 'rejected', 'issued'], description: 'Where the demo member rewards01 starts.' },
        },
        required: ['id', 'title', 'entry', 'turnover', 'prize'],
        additionalProperties: false,
      },
    },
    missions: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', pattern: '^[a-z][a-zA-Z0-9]{1,30}$' },
          title: localizedSchema,
          metric: { type: 'string', enum: ['turnover', 'rounds'], description: 'turnover: real stakes in the period; rounds: real-mode rounds played in the period.' },
          goal: { type: 'integer', minimum: 1, maximum: 100000000, description: 'Whole currency units of turnover, or a number of rounds.' },
          reward: seedPrizeSchema,
          period: { type: 'string', enum: ['day', 'week'], description: 'UTC day, or ISO week from Monday 00:00 UTC.' },
        },
        required: ['id', 'title', 'metric', 'goal', 'reward', 'period'],
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

/**
 * `tenants/<code>/seed.json` (optional): the demo data the reference server seeds for a tenant, which
 * the engine's server profiles (engine/profiles/) build on.
 */
export const seedSchema = {
  $id: 'tenant/seed',
  title: 'Tenant seed',
  description: 'Demo data the reference server seeds for this tenant: switches, vendors per game type, agent contracts, registration rules.',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { type: 'integer', minimum: 1 },
    switches: {
      type: 'object',
      description: 'Every white-label switch, plus the public REFERRAL promotion state.',
      properties: Object.fromEntries(SWITCHES.map((s) => [s, { type: 'boolean' }])) as Record<(typeof SWITCHES)[number], { type: 'boolean' }>,
      required: SWITCHES,
      additionalProperties: false,
    },
    vendors: {
      type: 'object',
      description: 'Vendor codes per game type, in menu order. A game type without vendors is absent from the navigation.',
      properties: Object.fromEntries(GAME_TYPES.map((g) => [g, vendorListSchema])) as Record<GameType, typeof vendorListSchema>,
      propertyNames: { type: 'string', enum: GAME_TYPES },
      additionalProperties: false,
    },
    largeCatalogue: {
      type: 'object',
      description: 'Seed this many games for one game type (paging and search under load).',
      properties: {
        gameType: { type: 'string', enum: GAME_TYPES },
        count: { type: 'integer', minimum: 1, maximum: 20000 },
      },
      required: ['gameType', 'count'],
      additionalProperties: false,
    },
    agent: {
      type: 'object',
      properties: {
        contractTypes: { type: 'array', items: { type: 'string', enum: CONTRACT_TYPES }, uniqueItems: true },
      },
      required: ['contractTypes'],
      additionalProperties: false,
    },
    registration: {
      type: 'object',
      description: 'Registration fields the server enables or requires beyond its defaults (required implies enabled).',
      properties: {
        requiredFields: registrationFieldListSchema,
        enabledFields: registrationFieldListSchema,
      },
      additionalProperties: false,
    },
    smsExpiryMinutes: { type: 'integer', minimum: 1, maximum: 60 },
    status: { type: 'integer', enum: [0, 1, 2], description: '0 normal, 1 maintenance, 2 region restricted.' },
    rewards: rewardsSeedSchema,
  },
  required: ['schemaVersion', 'switches', 'vendors'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type Seed = FromSchema<typeof seedSchema>;
