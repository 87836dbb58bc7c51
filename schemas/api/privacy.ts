/**
 * LGPD (Lei 13.709/2018 art. 18), reference server addition: a member downloads their data and closes
 * their account.
 *
 * GET /wps/v2/member/personalData (token; real accounts): the account (no secret: no password hash),
 * the responsible-gaming history (limit changes, time-outs and exclusions, reopen requests, reality
 * checks), deposits, withdrawals and the main wallet's ledger entries, and the messages (inbox and
 * feedback sent). POST /wps/v2/member/close (token; real accounts) `{ password }`: the account is
 * closed (no sign-in; the ledger and the records the law requires stay); a wrong password is a 400
 * error.wrongPassword (429 error.tooManyRequests after 5).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const section = { type: 'object', additionalProperties: true } as const satisfies JSONSchema;

export const personalDataValueSchema = {
  type: 'object',
  properties: {
    exportedAt: { type: 'string' },
    tenant: { type: 'string' },
    account: section,
    responsibleGaming: section,
    money: section,
    messages: section,
  },
  required: ['exportedAt', 'tenant', 'account', 'responsibleGaming', 'money', 'messages'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PersonalDataValue = FromSchema<typeof personalDataValueSchema>;

export const closeAccountBodySchema = {
  type: 'object',
  properties: { password: { type: 'string', minLength: 1, maxLength: 128 } },
  required: ['password'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type CloseAccountBody = FromSchema<typeof closeAccountBodySchema>;
