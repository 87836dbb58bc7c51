/**
 * The agent centre's records (SPEC section 2: personalHistoryCopy = team betting,
 * palStatementsAgentCopy = profit and loss statements, agentDownlineTransactionDetailsCopy =
 * downline transactions), all read from the ledger's entries on the team's main wallets, so they
 * agree with the balances. Every query takes the record range of the member records (`from`
 * inclusive, `to` exclusive, at most RECORDS_MAX_RANGE_DAYS; 400 otherwise), a page, and optionally
 * `downlineId`: that downline and its own branch below it. A downline id outside the caller's tree
 * (another branch, another tenant) is refused with 403 'error.notYourDownline', never filtered to an
 * empty answer. Totals cover every row the filters match, not only the page.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_TYPES, NICKNAME_MAX_LENGTH } from '../domain';
import { devTenantQueryProperty } from './system';
import { RECORDS_MAX_PAGE_SIZE, RECORDS_PAGE_SIZE, TRANSACTION_TYPES, moneySchema } from './wallet';

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
  downlineId: { ...idSchema, description: 'Only this downline and its branch below it.' },
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
// Team betting (personalHistoryCopy)

/** GET /wps/v2/agent/records/bets: the team's real rounds, newest first. */
export const teamBetsQuerySchema = {
  type: 'object',
  properties: { ...queryProperties, gameType: { type: 'string', enum: GAME_TYPES } },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamBetsQuery = FromSchema<typeof teamBetsQuerySchema>;

const betTotalsProperties = {
  count: { type: 'integer', minimum: 0 },
  stake: moneySchema,
  win: moneySchema,
  profit: { ...moneySchema, description: "The players' result: win - stake." },
} as const satisfies Record<string, JSONSchema>;

export const teamBetSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The round reference.' },
    time: instantSchema,
    account: { type: 'string' },
    gameName: { type: 'string' },
    vendor: { type: 'string' },
    gameType: { type: 'string', enum: GAME_TYPES },
    stake: moneySchema,
    win: moneySchema,
    profit: moneySchema,
  },
  required: ['id', 'time', 'account', 'gameName', 'vendor', 'gameType', 'stake', 'win', 'profit'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamBet = FromSchema<typeof teamBetSchema>;

export const teamBetsValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    list: { type: 'array', items: teamBetSchema },
    totals: { type: 'object', properties: betTotalsProperties, required: ['count', 'stake', 'win', 'profit'], additionalProperties: false },
  },
  required: [...pagedRequired, 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamBetsValue = FromSchema<typeof teamBetsValueSchema>;

// ---------------------------------------------------------------------------------------------
// Profit and loss statements (palStatementsAgentCopy)

/** GET /wps/v2/agent/records/profitLoss: one row per downline with activity in the range. */
export const teamProfitLossQuerySchema = {
  type: 'object',
  properties: queryProperties,
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamProfitLossQuery = FromSchema<typeof teamProfitLossQuerySchema>;

const statementProperties = {
  ...betTotalsProperties,
  bonus: moneySchema,
  deposits: moneySchema,
  withdrawals: { ...moneySchema, description: 'Withdrawals requested (held) in the range.' },
  houseResult: { ...moneySchema, description: "What the house kept: stake - win - bonus (the players' profit and bonus, from the house's side)." },
} as const satisfies Record<string, JSONSchema>;
const statementRequired = ['count', 'stake', 'win', 'profit', 'bonus', 'deposits', 'withdrawals', 'houseResult'] as const;

export const statementSchema = {
  type: 'object',
  properties: { downlineId: idSchema, account: { type: 'string' }, isAgent: { type: 'boolean' }, depth: { type: 'integer', minimum: 1 }, ...statementProperties },
  required: ['downlineId', 'account', 'isAgent', 'depth', ...statementRequired],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Statement = FromSchema<typeof statementSchema>;

export const teamProfitLossValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    list: { type: 'array', items: statementSchema },
    totals: { type: 'object', properties: statementProperties, required: statementRequired, additionalProperties: false },
  },
  required: [...pagedRequired, 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamProfitLossValue = FromSchema<typeof teamProfitLossValueSchema>;

// ---------------------------------------------------------------------------------------------
// Downline transactions (agentDownlineTransactionDetailsCopy)

/** GET /wps/v2/agent/records/transactions: the team's main-wallet entries, newest first. */
export const teamTransactionsQuerySchema = {
  type: 'object',
  properties: { ...queryProperties, type: { type: 'string', enum: TRANSACTION_TYPES } },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamTransactionsQuery = FromSchema<typeof teamTransactionsQuerySchema>;

export const teamTransactionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^T[0-9]+$' },
    time: instantSchema,
    account: { type: 'string' },
    type: { type: 'string', enum: TRANSACTION_TYPES },
    amount: { ...moneySchema, description: "Signed: + into the downline's main wallet, - out of it." },
    balanceAfter: moneySchema,
    reference: { type: 'string' },
  },
  required: ['id', 'time', 'account', 'type', 'amount', 'balanceAfter', 'reference'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamTransaction = FromSchema<typeof teamTransactionSchema>;

export const teamTransactionsValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    list: { type: 'array', items: teamTransactionSchema },
    totals: {
      type: 'object',
      properties: { credit: moneySchema, debit: { ...moneySchema, description: 'Positive sum of the outgoing amounts.' }, net: moneySchema },
      required: ['credit', 'debit', 'net'],
      additionalProperties: false,
    },
  },
  required: [...pagedRequired, 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TeamTransactionsValue = FromSchema<typeof teamTransactionsValueSchema>;

// ---------------------------------------------------------------------------------------------
// Announcements for agents (agentAnnouncement)

/**
 * GET /wps/v2/agent/announcements: the tenant's announcements for agents in a language (the
 * tenant's default when absent or not offered), newest first. The value is the players'
 * announcements list (schemas/api/home.ts); `content` is server HTML, sanitised where it is shown.
 */
export const agentAnnouncementsQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty,
    language: { type: 'string', pattern: '^[a-zA-Z]{2}([-_][a-zA-Z]{2})?$' },
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type AgentAnnouncementsQuery = FromSchema<typeof agentAnnouncementsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Register a downline (registerCenter)

export const DOWNLINE_REGISTER_KINDS = ['member', 'agent'] as const;

/**
 * POST /wps/v2/agent/register (token, encrypted): a new account directly under the caller, a member
 * (type 0) or an agent (type 1). The username, password and nickname follow the tenant's
 * registration rules for username registration (400 'error.invalidRequest' naming the fields,
 * 'error.passwordRule', 'error.commonPassword'); 403 'error.functionDisabled' when the tenant has
 * username registration off; 409 'error.usernameTaken'. The new downline changes its password at its
 * first login (the agent chose it).
 */
export const registerDownlineBodySchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: DOWNLINE_REGISTER_KINDS },
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    confirmPassword: { type: 'string', minLength: 1, maxLength: 128 },
    nickname: { type: 'string', maxLength: NICKNAME_MAX_LENGTH },
  },
  required: ['kind', 'username', 'password', 'confirmPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RegisterDownlineBody = FromSchema<typeof registerDownlineBodySchema>;

export const registerDownlineValueSchema = {
  type: 'object',
  properties: { id: idSchema, account: { type: 'string' }, isAgent: { type: 'boolean' } },
  required: ['id', 'account', 'isAgent'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type RegisterDownlineValue = FromSchema<typeof registerDownlineValueSchema>;
