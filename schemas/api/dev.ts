/**
 * Schemas of the development-only routes (/dev/...), which the reference server registers in every
 * mode but production: the outbox that tests and end-to-end runs read SMS codes and e-mails from, and
 * live switches for the request's tenant.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { LANGUAGES, SWITCHES, type SwitchName } from '../domain';
import { announcementSchema, bannerSchema } from './home';
import { promotionSchema } from './system';

/** GET /dev/outbox query: the latest messages of the request's tenant, newest first. */
export const outboxQuerySchema = {
  type: 'object',
  properties: {
    to: { type: 'string', maxLength: 254 },
    channel: { type: 'string', enum: ['sms', 'email'] },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    tenant: { type: 'string', maxLength: 64 },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type OutboxQuery = FromSchema<typeof outboxQuerySchema>;

export const outboxValueSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      channel: { type: 'string', enum: ['sms', 'email'] },
      to: { type: 'string' },
      body: { type: 'string' },
      createdAt: { type: 'string', description: 'ISO 8601.' },
    },
    required: ['id', 'channel', 'to', 'body', 'createdAt'],
    additionalProperties: false,
  },
} as const satisfies JSONSchema;
export type OutboxValue = FromSchema<typeof outboxValueSchema>;

/** POST /dev/status body and value: 0 normal, 1 maintenance, 2 region restricted. */
export const devStatusSchema = {
  type: 'object',
  properties: { status: { type: 'integer', enum: [0, 1, 2] } },
  required: ['status'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevStatus = FromSchema<typeof devStatusSchema>;

type SwitchValue = { type: 'boolean' };
/** The white-label switches, plus `socialLogin` (sent in /wps/system/whitelabel, off unless set). */
const switchProperties = {
  ...(Object.fromEntries(SWITCHES.map((s) => [s, { type: 'boolean' }])) as Record<SwitchName, SwitchValue>),
  socialLogin: { type: 'boolean' } as SwitchValue,
};

/** POST /dev/switches body: some switches to change. */
export const devSwitchesBodySchema = {
  type: 'object',
  properties: switchProperties,
  minProperties: 1,
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevSwitchesBody = FromSchema<typeof devSwitchesBodySchema>;

/** POST /dev/switches value: every switch after the change. */
export const devSwitchesValueSchema = {
  type: 'object',
  properties: {
    switches: { type: 'object', properties: switchProperties, required: SWITCHES, additionalProperties: false },
  },
  required: ['switches'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevSwitchesValue = FromSchema<typeof devSwitchesValueSchema>;

/**
 * POST /dev/content (development only): adds an announcement, banner or promotion to the request
 * tenant ahead of the seeded ones, in the shapes the API serves. The security e2e uses it to plant
 * an XSS corpus and check that the portal executes none of it.
 */
export const devContentBodySchema = {
  oneOf: [
    {
      type: 'object',
      properties: { kind: { const: 'announcement' }, language: { type: 'string', enum: LANGUAGES }, data: announcementSchema },
      required: ['kind', 'language', 'data'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: { kind: { const: 'banner' }, data: bannerSchema },
      required: ['kind', 'data'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: { kind: { const: 'promotion' }, language: { type: 'string', enum: LANGUAGES }, data: promotionSchema },
      required: ['kind', 'language', 'data'],
      additionalProperties: false,
    },
  ],
} as const satisfies JSONSchema;
export type DevContentBody = FromSchema<typeof devContentBodySchema>;

export const devContentValueSchema = {
  type: 'object',
  properties: { position: { type: 'integer' } },
  required: ['position'],
  additionalProperties: false,
} as const satisfies JSONSchema;
