/**
 * Red envelopes (SPEC section 2, agent centre: "red envelope"; reference server additions, the call
 * table names none): an agent sends an amount split among chosen downlines of its own tree (direct
 * or indirect), equally or at random, in integer minor units (the shares sum to the amount exactly,
 * each at least 0.01). It is paid from the sender's main wallet with the payment password and an
 * Idempotency-Key; each recipient claims its share once (Idempotency-Key); shares still open when the
 * envelope expires (24 h) go back to the sender.
 *
 * Refusals (4xx with a code, never a 500): 401 without a session; 403 'error.nonAgent' for sending or
 * listing sent envelopes as a member or a trial account; 403 'error.functionDisabled' for a trial
 * account's received list or claim (as every wallet call); 403 'error.notYourDownline' for a recipient outside the sender's
 * tree (another branch, another tenant); 400 'error.envelopeTooSmall' for fewer minor units than
 * recipients; 400 'error.amountOutOfLimits' above the tenant's limit; 409 'error.insufficientBalance';
 * 400 'error.wrongPaymentPassword'; 409 'error.envelopeNotOpen' for a share already claimed or
 * returned; 409 'error.envelopeExpired'; 404 'error.notFound' for an envelope without a share for the
 * caller; 400 'error.invalidRequest' for a malformed body.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { devTenantQueryProperty } from './system';
import { amountInputSchema, moneySchema } from './wallet';

export const ENVELOPE_SPLITS = ['equal', 'random'] as const;
export type EnvelopeSplit = (typeof ENVELOPE_SPLITS)[number];
export const ENVELOPE_SHARE_STATES = ['open', 'claimed', 'returned'] as const;
export type EnvelopeShareState = (typeof ENVELOPE_SHARE_STATES)[number];
/** The most recipients one envelope has. */
export const ENVELOPE_MAX_RECIPIENTS = 50;

const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const satisfies JSONSchema;
const currencyProperties = {
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  currencySymbol: { type: 'string' },
} as const satisfies Record<string, JSONSchema>;
const instantSchema = { type: 'string', maxLength: 40, description: 'ISO 8601, UTC.' } as const satisfies JSONSchema;

/** POST /wps/v2/agent/envelopes (token, encrypted, Idempotency-Key). */
export const sendEnvelopeBodySchema = {
  type: 'object',
  properties: {
    amount: amountInputSchema,
    split: { type: 'string', enum: ENVELOPE_SPLITS },
    recipientIds: { type: 'array', items: idSchema, minItems: 1, maxItems: ENVELOPE_MAX_RECIPIENTS, uniqueItems: true },
    paymentPassword: { type: 'string', pattern: '^[0-9]{6}$' },
  },
  required: ['amount', 'split', 'recipientIds', 'paymentPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SendEnvelopeBody = FromSchema<typeof sendEnvelopeBodySchema>;

export const envelopeShareSchema = {
  type: 'object',
  properties: {
    memberId: idSchema,
    account: { type: 'string' },
    nickname: { type: 'string' },
    amount: moneySchema,
    state: { type: 'string', enum: ENVELOPE_SHARE_STATES },
    claimedAt: { type: ['string', 'null'], maxLength: 40 },
  },
  required: ['memberId', 'account', 'nickname', 'amount', 'state', 'claimedAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type EnvelopeShareView = FromSchema<typeof envelopeShareSchema>;

export const sentEnvelopeSchema = {
  type: 'object',
  properties: {
    id: idSchema,
    amount: moneySchema,
    split: { type: 'string', enum: ENVELOPE_SPLITS },
    createdAt: instantSchema,
    expiresAt: instantSchema,
    claimed: moneySchema,
    returned: moneySchema,
    shares: { type: 'array', items: envelopeShareSchema },
  },
  required: ['id', 'amount', 'split', 'createdAt', 'expiresAt', 'claimed', 'returned', 'shares'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SentEnvelope = FromSchema<typeof sentEnvelopeSchema>;

export const sendEnvelopeValueSchema = {
  type: 'object',
  properties: { envelope: sentEnvelopeSchema, balance: moneySchema },
  required: ['envelope', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SendEnvelopeValue = FromSchema<typeof sendEnvelopeValueSchema>;

/** GET /wps/v2/agent/envelopes query and value: the agent's sent envelopes, newest first. */
export const envelopesQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type EnvelopesQuery = FromSchema<typeof envelopesQuerySchema>;

export const sentEnvelopesValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    pageNo: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer', minimum: 0 }, list: { type: 'array', items: sentEnvelopeSchema },
  },
  required: ['currency', 'currencySymbol', 'pageNo', 'pageSize', 'total', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SentEnvelopesValue = FromSchema<typeof sentEnvelopesValueSchema>;

/** A share as its recipient sees it (GET /wps/v2/envelopes, members and agents, not trial accounts). */
export const receivedEnvelopeSchema = {
  type: 'object',
  properties: {
    envelopeId: idSchema,
    sender: { type: 'string', description: "The sender as members see it: its chosen nickname, or its masked account." },
    amount: moneySchema,
    state: { type: 'string', enum: ENVELOPE_SHARE_STATES },
    expired: { type: 'boolean', description: 'Past its expiry (an open share can no longer be claimed).' },
    createdAt: instantSchema,
    expiresAt: instantSchema,
    claimedAt: { type: ['string', 'null'], maxLength: 40 },
  },
  required: ['envelopeId', 'sender', 'amount', 'state', 'expired', 'createdAt', 'expiresAt', 'claimedAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ReceivedEnvelope = FromSchema<typeof receivedEnvelopeSchema>;

export const receivedEnvelopesValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    pageNo: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer', minimum: 0 },
    openCount: { type: 'integer', minimum: 0, description: 'Shares the caller can still claim.' },
    list: { type: 'array', items: receivedEnvelopeSchema },
  },
  required: ['currency', 'currencySymbol', 'pageNo', 'pageSize', 'total', 'openCount', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ReceivedEnvelopesValue = FromSchema<typeof receivedEnvelopesValueSchema>;

/** POST /wps/v2/envelopes/claim (token, Idempotency-Key): the caller's share of an envelope. */
export const claimEnvelopeBodySchema = {
  type: 'object',
  properties: { envelopeId: idSchema },
  required: ['envelopeId'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ClaimEnvelopeBody = FromSchema<typeof claimEnvelopeBodySchema>;

export const claimEnvelopeValueSchema = {
  type: 'object',
  properties: { envelopeId: idSchema, amount: moneySchema, balance: moneySchema },
  required: ['envelopeId', 'amount', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ClaimEnvelopeValue = FromSchema<typeof claimEnvelopeValueSchema>;

/** POST /dev/envelopes/return (development): return the request tenant's expired envelopes as at `at`. */
export const devReturnEnvelopesBodySchema = {
  type: 'object',
  properties: { at: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]{5,12}Z$' } },
  required: ['at'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevReturnEnvelopesBody = FromSchema<typeof devReturnEnvelopesBodySchema>;
export const devReturnEnvelopesValueSchema = {
  type: 'object',
  properties: { returned: { type: 'integer', minimum: 0 } },
  required: ['returned'],
  additionalProperties: false,
} as const satisfies JSONSchema;
