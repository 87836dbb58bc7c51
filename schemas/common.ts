import type { JSONSchema } from 'json-schema-to-ts';
import { LANGUAGES, SESSION_KINDS, CONTRACT_TYPES } from './domain';

/** Text given per language; a missing language falls back to the tenant's default language. */
export const localizedTextSchema = {
  type: 'object',
  properties: Object.fromEntries(LANGUAGES.map((l) => [l, { type: 'string', minLength: 1, maxLength: 500 }])) as {
    pt: { type: 'string'; minLength: 1; maxLength: 500 };
    en: { type: 'string'; minLength: 1; maxLength: 500 };
  },
  additionalProperties: false,
  minProperties: 1,
} as const satisfies JSONSchema;

/** A declarative predicate over the viewing session, evaluated by the engine's `view` stage. */
export const predicateSchema = {
  type: 'object',
  properties: {
    session: { type: 'array', items: { type: 'string', enum: SESSION_KINDS }, minItems: 1, uniqueItems: true },
    loggedIn: { type: 'boolean' },
    referral: { type: 'boolean' },
    contract: { type: 'string', enum: CONTRACT_TYPES },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export const idSchema = { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$', maxLength: 64 } as const satisfies JSONSchema;
export const urlSchema = { type: 'string', pattern: '^(https?://|/)[^\\s]*$', maxLength: 2048 } as const satisfies JSONSchema;
export const colorSchema = { type: 'string', pattern: '^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$' } as const satisfies JSONSchema;
