import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { CONTRACT_TYPES, GAME_TYPES, SWITCHES, VENDOR_CODES, type GameType } from './domain';
import { REGISTRATION_FIELD_NAMES } from './server/register-settings';

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
  },
  required: ['schemaVersion', 'switches', 'vendors'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type Seed = FromSchema<typeof seedSchema>;
