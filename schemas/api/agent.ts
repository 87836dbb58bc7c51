/**
 * Request and response schemas of the agent calls of the reference merchant API (SPEC sections 2,
 * 3, 4, 6 and 9): the agent's settings and clock, the downline tree, contracts (offer; accept,
 * reject or terminate through the four process calls of the call table), settlements, the team
 * overview and the transfer to a downline. Money as in wallet.ts: decimal strings, integer minor
 * units inside. Rates travel as basis points (1 bp = 0.01 %, 10,000 = 100 %).
 *
 * Every agent call needs an agent's session (account types 1, 2, 41, 42): a member or a trial
 * account gets 403 'error.nonAgent'. A downline id outside the caller's own tree (another branch,
 * another tenant) gets 403 'error.notYourDownline', never an empty answer.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { CONTRACT_TYPES } from '../domain';
import { devTenantQueryProperty } from './system';
import { amountInputSchema, moneySchema } from './wallet';

export const PERIOD_TYPES = ['fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];
/** The period types each contract type may use (real-time salary settles every 5 minutes, SPEC section 9). */
export const CONTRACT_PERIODS = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  dailySalary: ['daily'],
  hourlySalary: ['hourly'],
  realTimeSalary: ['fiveMinutes'],
} as const satisfies Record<(typeof CONTRACT_TYPES)[number], readonly PeriodType[]>;
export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'terminated', 'ended', 'replaced', 'withdrawn'] as const;
export const CONTRACT_ACTIONS = ['accept', 'reject', 'terminate'] as const;

const instantSchema = { type: 'string', maxLength: 40, description: 'ISO 8601, UTC.' } as const satisfies JSONSchema;
const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const satisfies JSONSchema;
const rateBpSchema = { type: 'integer', minimum: 0, maximum: 10000, description: 'Basis points: 1 = 0.01 %.' } as const satisfies JSONSchema;
const currencyProperties = {
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  currencySymbol: { type: 'string' },
} as const satisfies Record<string, JSONSchema>;

/** GET /wps/v2/agent/info value: the clock's offset, what the tenant offers, the open offers. */
export const agentInfoValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    gmtOffsetMinutes: { type: 'integer', minimum: -720, maximum: 840 },
    serverTime: instantSchema,
    contractTypes: { type: 'array', items: { type: 'string', enum: CONTRACT_TYPES } },
    agentPolicy: { type: 'boolean' },
    pendingOffers: { type: 'integer', minimum: 0 },
    balance: moneySchema,
    minAmount: { ...moneySchema, description: 'The least a transfer to a downline moves.' },
    maxAmount: { ...moneySchema, description: 'The most a transfer to a downline moves.' },
    paymentPasswordSet: { type: 'boolean' },
  },
  required: ['currency', 'currencySymbol', 'gmtOffsetMinutes', 'serverTime', 'contractTypes', 'agentPolicy', 'pendingOffers', 'balance', 'minAmount', 'maxAmount', 'paymentPasswordSet'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AgentInfoValue = FromSchema<typeof agentInfoValueSchema>;

const tierValueSchema = {
  type: 'object',
  properties: { validBet: moneySchema, profitLoss: moneySchema, activeMembers: { type: 'integer', minimum: 0 }, rateBp: rateBpSchema },
  required: ['validBet', 'profitLoss', 'activeMembers', 'rateBp'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const contractSchema = {
  type: 'object',
  properties: {
    id: idSchema,
    type: { type: 'string', enum: CONTRACT_TYPES },
    periodType: { type: 'string', enum: PERIOD_TYPES },
    tiers: { type: 'array', items: tierValueSchema },
    maxRateBp: rateBpSchema,
    status: { type: 'string', enum: CONTRACT_STATUSES },
    endReason: { type: 'string' },
    upline: { type: 'string', description: "The offering account; '' for the house." },
    downline: { type: 'string' },
    downlineId: idSchema,
    offeredAt: instantSchema,
    acceptedAt: instantSchema,
    endedAt: instantSchema,
  },
  required: ['id', 'type', 'periodType', 'tiers', 'maxRateBp', 'status', 'upline', 'downline', 'downlineId', 'offeredAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ContractView = FromSchema<typeof contractSchema>;

/** GET /wps/v2/agent/contracts value: the contracts the agent holds or was offered, and those it offered. */
export const agentContractsValueSchema = {
  type: 'object',
  properties: { mine: { type: 'array', items: contractSchema }, offered: { type: 'array', items: contractSchema } },
  required: ['mine', 'offered'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AgentContractsValue = FromSchema<typeof agentContractsValueSchema>;

/**
 * POST /wps/v2/agent/contracts/offer: an offer to a DIRECT downline agent. 400 error.contractInvalid
 * (a period the type does not use, 1 to 5 tiers, rates 1 to 10,000 bp), 403 error.notYourDownline,
 * 403 error.functionDisabled (type not offered or agent policy off), 409 error.contractRateAboveUpline.
 */
export const offerContractBodySchema = {
  type: 'object',
  properties: {
    downlineId: idSchema,
    type: { type: 'string', enum: CONTRACT_TYPES },
    periodType: { type: 'string', enum: PERIOD_TYPES },
    tiers: {
      type: 'array', minItems: 1, maxItems: 5,
      items: {
        type: 'object',
        properties: { validBet: amountInputSchema, profitLoss: amountInputSchema, activeMembers: { type: 'integer', minimum: 0, maximum: 100000 }, rateBp: rateBpSchema },
        required: ['validBet', 'activeMembers', 'rateBp'],
        additionalProperties: false,
      },
    },
  },
  required: ['downlineId', 'type', 'periodType', 'tiers'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type OfferContractBody = FromSchema<typeof offerContractBodySchema>;

/** POST of the four process calls (one per contract type): the downline's answer. 409 error.contractNotPending. */
export const processContractBodySchema = {
  type: 'object',
  properties: { contractId: idSchema, action: { type: 'string', enum: CONTRACT_ACTIONS } },
  required: ['contractId', 'action'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ProcessContractBody = FromSchema<typeof processContractBodySchema>;

export const processContractValueSchema = {
  type: 'object',
  properties: { contract: contractSchema, endedContracts: { type: 'array', items: idSchema, description: 'Contracts below that ended automatically.' } },
  required: ['contract', 'endedContracts'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ProcessContractValue = FromSchema<typeof processContractValueSchema>;

/** GET /wps/v2/agent/settlements query: the agent's settled periods of one contract type. */
export const settlementsQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    type: { type: 'string', enum: CONTRACT_TYPES },
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
  },
  required: ['type'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SettlementsQuery = FromSchema<typeof settlementsQuerySchema>;

export const settlementSchema = {
  type: 'object',
  properties: {
    contractId: idSchema,
    periodStart: instantSchema,
    periodEnd: instantSchema,
    validBet: moneySchema,
    grossRevenue: moneySchema,
    bonusCost: moneySchema,
    fees: moneySchema,
    netRevenue: moneySchema,
    activeMembers: { type: 'integer', minimum: 0 },
    rateBp: rateBpSchema,
    carryIn: moneySchema,
    base: moneySchema,
    payout: moneySchema,
    carryOut: moneySchema,
    settledAt: instantSchema,
  },
  required: ['contractId', 'periodStart', 'periodEnd', 'validBet', 'grossRevenue', 'bonusCost', 'fees', 'netRevenue', 'activeMembers', 'rateBp', 'carryIn', 'base', 'payout', 'carryOut', 'settledAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SettlementView = FromSchema<typeof settlementSchema>;

export const settlementsValueSchema = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer' }, pageSize: { type: 'integer' }, total: { type: 'integer' },
    totalPayout: moneySchema,
    list: { type: 'array', items: settlementSchema },
  },
  required: ['pageNo', 'pageSize', 'total', 'totalPayout', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SettlementsValue = FromSchema<typeof settlementsValueSchema>;

export const OVERVIEW_PERIODS = ['daily', 'weekly', 'monthly'] as const;

/** GET /wps/v2/agent/overview query: the period the figures cover (the current one) and the chart's. */
export const overviewQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, period: { type: 'string', enum: OVERVIEW_PERIODS, default: 'weekly' } },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type OverviewQuery = FromSchema<typeof overviewQuerySchema>;

const figuresProperties = {
  validBet: moneySchema, profitLoss: moneySchema, deposits: moneySchema, withdrawals: moneySchema, activeMembers: { type: 'integer', minimum: 0 },
} as const satisfies Record<string, JSONSchema>;

export const overviewValueSchema = {
  type: 'object',
  properties: {
    teamSize: { type: 'integer', minimum: 0 },
    directCount: { type: 'integer', minimum: 0 },
    periodStart: instantSchema,
    periodEnd: instantSchema,
    ...figuresProperties,
    series: {
      type: 'array',
      items: { type: 'object', properties: { start: instantSchema, ...figuresProperties }, required: ['start', 'validBet', 'profitLoss', 'deposits', 'withdrawals', 'activeMembers'], additionalProperties: false },
    },
  },
  required: ['teamSize', 'directCount', 'periodStart', 'periodEnd', 'validBet', 'profitLoss', 'deposits', 'withdrawals', 'activeMembers', 'series'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type OverviewValue = FromSchema<typeof overviewValueSchema>;

export const DOWNLINE_KINDS = ['all', 'agent', 'member'] as const;

/** GET /wps/v2/agent/downlines query: search by account or nickname, kind, and a sub-tree (an id in the caller's tree). */
export const downlinesQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    search: { type: 'string', maxLength: 40 },
    kind: { type: 'string', enum: DOWNLINE_KINDS, default: 'all' },
    parentId: idSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DownlinesQuery = FromSchema<typeof downlinesQuerySchema>;

export const downlineSchema = {
  type: 'object',
  properties: {
    id: idSchema,
    account: { type: 'string' },
    nickname: { type: 'string' },
    type: { type: 'integer' },
    isAgent: { type: 'boolean' },
    parent: { type: 'string' },
    parentId: idSchema,
    depth: { type: 'integer', minimum: 1 },
    balance: moneySchema,
    lastLoginAt: { type: ['string', 'null'], maxLength: 40 },
    contracts: {
      type: 'array',
      items: { type: 'object', properties: { id: idSchema, type: { type: 'string', enum: CONTRACT_TYPES }, periodType: { type: 'string', enum: PERIOD_TYPES }, maxRateBp: rateBpSchema }, required: ['id', 'type', 'periodType', 'maxRateBp'], additionalProperties: false },
    },
  },
  required: ['id', 'account', 'nickname', 'type', 'isAgent', 'parent', 'parentId', 'depth', 'balance', 'lastLoginAt', 'contracts'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DownlineView = FromSchema<typeof downlineSchema>;

export const downlinesValueSchema = {
  type: 'object',
  properties: { list: { type: 'array', items: downlineSchema }, total: { type: 'integer', minimum: 0 } },
  required: ['list', 'total'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DownlinesValue = FromSchema<typeof downlinesValueSchema>;

/**
 * POST /wps/v2/agent/transfer (token, encrypted, Idempotency-Key): main wallet -> a downline's main
 * wallet (direct or indirect) with the payment password. Errors as the transfer to the upline, and
 * 403 error.notYourDownline.
 */
export const agentTransferBodySchema = {
  type: 'object',
  properties: { downlineId: idSchema, amount: amountInputSchema, paymentPassword: { type: 'string', pattern: '^[0-9]{6}$' } },
  required: ['downlineId', 'amount', 'paymentPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AgentTransferBody = FromSchema<typeof agentTransferBodySchema>;

export const agentTransferValueSchema = {
  type: 'object',
  properties: { transferId: { type: 'string' }, balance: moneySchema, downlineBalance: moneySchema },
  required: ['transferId', 'balance', 'downlineBalance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AgentTransferValue = FromSchema<typeof agentTransferValueSchema>;

/** POST /dev/agents/settle (development): settle the request tenant's due periods as at `at`. */
export const devSettleBodySchema = {
  type: 'object',
  properties: { at: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]{5,12}Z$' } },
  required: ['at'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevSettleBody = FromSchema<typeof devSettleBodySchema>;
export const devSettleValueSchema = {
  type: 'object',
  properties: { settled: { type: 'integer', minimum: 0 } },
  required: ['settled'],
  additionalProperties: false,
} as const satisfies JSONSchema;
