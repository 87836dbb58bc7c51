/**
 * The member's referral (member page referral; reference server addition): their referral code, the
 * path of the tenant's registration that carries it (the portal puts its own origin in front), and
 * the members who registered with it: masked account, join date, and what they brought (approved
 * deposits and valid bets, from the ledger). Only where the tenant's REFERRAL switch is on; otherwise
 * 403 error.functionDisabled.
 *
 * GET /wps/v2/referral (token).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { moneySchema } from './wallet';

export const referralValueSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^R[0-9A-Z]{4,12}$' },
    registerPath: { type: 'string', description: "`/register?referralCode=<code>`, on the tenant's own origin." },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    currencySymbol: { type: 'string' },
    invited: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: { account: { type: 'string' }, joinedAt: { type: 'string' }, deposits: moneySchema, validBets: moneySchema },
        required: ['account', 'joinedAt', 'deposits', 'validBets'],
        additionalProperties: false,
      },
    },
    totals: {
      type: 'object',
      properties: { count: { type: 'integer', minimum: 0 }, deposits: moneySchema, validBets: moneySchema },
      required: ['count', 'deposits', 'validBets'],
      additionalProperties: false,
    },
  },
  required: ['code', 'registerPath', 'currency', 'currencySymbol', 'invited', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ReferralValue = FromSchema<typeof referralValueSchema>;
