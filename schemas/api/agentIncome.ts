/**
 * The agent's own money pages (reference server additions, SPEC section 2: my income, user loss,
 * account details), all read from the ledger. Every query takes the record range of the member
 * records (`from` inclusive, `to` exclusive, at most RECORDS_MAX_RANGE_DAYS; 400 otherwise) and a
 * page; totals cover every row the filters match, not only the page. Agents only (members and trial
 * accounts: 403 'error.nonAgent').
 *
 * - GET /wps/v2/agent/income: the agent's earnings, the ledger's `commission` transfers into its main
 *   wallet (each the payout of one settled period of one of its contracts), with the contract type,
 *   the period settled, the rate and the base; totals by contract type.
 * - GET /wps/v2/agent/userLoss: per downline (direct and indirect) with activity in the range, its
 *   deposits, paid withdrawals, valid bets, wins, bonuses and net loss (valid bet - win - bonus: what
 *   the downline lost to the house after its bonuses), sorted by loss (or account). `downlineId`
 *   narrows to that downline's branch; an id outside the caller's tree: 403 'error.notYourDownline'.
 * - GET /wps/v2/agent/accountDetails: the entries on the agent's own main cash account (time, type,
 *   signed amount, balance after, reference) with the type filter, and the account's balance now.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { CONTRACT_TYPES } from '../domain';
import { PERIOD_TYPES } from './agent';
import { devTenantQueryProperty } from './system';
import { RECORDS_MAX_PAGE_SIZE, RECORDS_PAGE_SIZE, TRANSACTION_TYPES, moneySchema, transactionSchema } from './wallet';

const instantSchema = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$',
  maxLength: 40,
} as const satisfies JSONSchema;
const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const satisfies JSONSchema;

const queryProperties = {
  ...devTenantQueryProperty,
  from: instantSchema,
  to: instantSchema,
  pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE, default: RECORDS_PAGE_SIZE },
} as const satisfies Record<string, JSONSchema>;

const pagedProperties = {
  pageNo: { type: 'integer', minimum: 1 },
  pageSize: { type: 'integer', minimum: 1 },
  total: { type: 'integer', minimum: 0, description: 'Rows matching the filters, on all pages.' },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  currencySymbol: { type: 'string' },
} as const satisfies Record<string, JSONSchema>;
const pagedRequired = ['pageNo', 'pageSize', 'total', 'currency', 'currencySymbol'] as const;

// ---------------------------------------------------------------------------------------------
// My income

/** GET /wps/v2/agent/income: the agent's payouts, newest first; `type` narrows to one contract type. */
export const agentIncomeQuerySchema = {
  type: 'object',
  properties: { ...queryProperties, type: { type: 'string', enum: CONTRACT_TYPES } },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AgentIncomeQuery = FromSchema<typeof agentIncomeQuerySchema>;

export const incomeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^T[0-9]+$', description: 'The ledger transfer of the payout.' },
    time: instantSchema,
    contractType: { type: 'string', enum: CONTRACT_TYPES },
    contractId: idSchema,
    periodType: { type: 'string', enum: PERIOD_TYPES },
    periodStart: instantSchema,
    periodEnd: instantSchema,
    rateBp: { type: 'integer', minimum: 0, description: 'The tier rate the period reached, in basis points.' },
    base: { ...moneySchema, description: 'What the rate was applied to (valid bet, or net revenue with the carry-over for a dividend).' },
    amount: moneySchema,
  },
  required: ['id', 'time', 'contractType', 'contractId', 'periodType', 'periodStart', 'periodEnd', 'rateBp', 'base', 'amount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Income = FromSchema<typeof incomeSchema>;

export const agentIncomeValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    list: { type: 'array', items: incomeSchema },
    totals: {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 0 },
        amount: moneySchema,
        byType: {
          type: 'array',
          description: 'Every contract type with a payout in the range, in CONTRACT_TYPES order.',
          items: {
            type: 'object',
            properties: { contractType: { type: 'string', enum: CONTRACT_TYPES }, count: { type: 'integer', minimum: 0 }, amount: moneySchema },
            required: ['contractType', 'count', 'amount'],
            additionalProperties: false,
          },
        },
      },
      required: ['count', 'amount', 'byType'],
      additionalProperties: false,
    },
  },
  required: [...pagedRequired, 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AgentIncomeValue = FromSchema<typeof agentIncomeValueSchema>;

// ---------------------------------------------------------------------------------------------
// User loss

export const USER_LOSS_SORTS = ['lossDesc', 'lossAsc', 'account'] as const;
export type UserLossSort = (typeof USER_LOSS_SORTS)[number];

/** GET /wps/v2/agent/userLoss: one row per downline with activity in the range. */
export const userLossQuerySchema = {
  type: 'object',
  properties: {
    ...queryProperties,
    downlineId: { ...idSchema, description: 'Only this downline and its branch below it.' },
    sort: { type: 'string', enum: USER_LOSS_SORTS, default: 'lossDesc', description: 'Largest loss first (default), smallest first, or by account.' },
  },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type UserLossQuery = FromSchema<typeof userLossQuerySchema>;

const lossFigures = {
  deposits: moneySchema,
  withdrawals: { ...moneySchema, description: 'Withdrawals paid in the range.' },
  validBet: moneySchema,
  win: moneySchema,
  bonus: moneySchema,
  loss: { ...moneySchema, description: 'validBet - win - bonus: negative when the downline came out ahead.' },
} as const satisfies Record<string, JSONSchema>;
const lossRequired = ['deposits', 'withdrawals', 'validBet', 'win', 'bonus', 'loss'] as const;

export const userLossRowSchema = {
  type: 'object',
  properties: {
    downlineId: idSchema,
    account: { type: 'string' },
    isAgent: { type: 'boolean' },
    depth: { type: 'integer', minimum: 1, description: '1: a direct downline; more: indirect.' },
    parent: { type: 'string' },
    ...lossFigures,
  },
  required: ['downlineId', 'account', 'isAgent', 'depth', 'parent', ...lossRequired],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type UserLossRow = FromSchema<typeof userLossRowSchema>;

export const userLossValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    list: { type: 'array', items: userLossRowSchema },
    totals: { type: 'object', properties: lossFigures, required: lossRequired, additionalProperties: false },
  },
  required: [...pagedRequired, 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type UserLossValue = FromSchema<typeof userLossValueSchema>;

// ---------------------------------------------------------------------------------------------
// Account details

/** GET /wps/v2/agent/accountDetails: the agent's own main-wallet entries, newest first. */
export const accountDetailsQuerySchema = {
  type: 'object',
  properties: { ...queryProperties, type: { type: 'string', enum: TRANSACTION_TYPES } },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AccountDetailsQuery = FromSchema<typeof accountDetailsQuerySchema>;

export const accountDetailsValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    list: { type: 'array', items: transactionSchema },
    totals: {
      type: 'object',
      properties: { credit: moneySchema, debit: { ...moneySchema, description: 'Positive sum of the outgoing amounts.' }, net: moneySchema },
      required: ['credit', 'debit', 'net'],
      additionalProperties: false,
    },
    balance: { ...moneySchema, description: "The main wallet's balance now: the balance after its newest entry." },
  },
  required: [...pagedRequired, 'list', 'totals', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AccountDetailsValue = FromSchema<typeof accountDetailsValueSchema>;
