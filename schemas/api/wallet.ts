/**
 * Request and response schemas of the wallet calls of the reference merchant API (SPEC sections 2,
 * 3, 4, 6, 7 and 9): deposits, withdrawals and their confirmation, the payment password, the wallet
 * summary, the records read from the ledger (transactions, betting record, profit, bonus), the
 * vendors' game wallets, the transfer to the upline and the security centre's reads.
 *
 * Money on the wire is a decimal STRING in the tenant's currency, never a float:
 * - amounts a client sends: `"100"`, `"100.5"` or `"100.50"` (dot as decimal mark, at most 2
 *   decimals, no sign); the portal converts the locale's decimal mark before sending;
 * - amounts the server answers: exactly 2 decimals, a leading '-' when negative (`"-12.30"`).
 * The server keeps integer minor units (cents) in its ledger; the strings convert exactly.
 *
 * Every money-moving call (deposit, withdraw, walletTransfer, transferUpline) needs an
 * `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER), made by the browser once per submission and
 * kept across retries of that submission. The same key with the same body answers the first result
 * again without booking twice; the same key with another body is a 422 'error.idempotencyKeyReused';
 * a missing or malformed key is a 400 'error.idempotencyKeyMissing'.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_TYPES } from '../domain';
import { devTenantQueryProperty } from './system';

/** The header of every money-moving call (call table entries with `idempotent: true`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What a key may be: 8 to 64 of letters, digits, '-' and '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** An amount a client sends: positive decimal with at most 2 decimals, dot as the decimal mark. */
export const amountInputSchema = {
  type: 'string',
  pattern: '^(0|[1-9][0-9]{0,12})(\\.[0-9]{1,2})?$',
  description: 'Decimal, at most 2 decimals, dot as the decimal mark, no sign; must be above 0 (checked by the server).',
} as const satisfies JSONSchema;

/** An amount the server answers: exactly 2 decimals, '-' when negative. */
export const moneySchema = {
  type: 'string',
  pattern: '^-?[0-9]+\\.[0-9]{2}$',
} as const satisfies JSONSchema;

/** ISO 8601 date-time (the server answers UTC with 'Z'). */
const instantSchema = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$',
  maxLength: 40,
} as const satisfies JSONSchema;

/** The tenant's currency: ISO 4217 code and the symbol the portal shows. */
const currencyProperties = {
  currency: { type: 'string', pattern: '^[A-Z]{3}$', description: "ISO 4217, e.g. 'BRL'." },
  currencySymbol: { type: 'string', description: "'R$', '$', ..." },
} as const satisfies Record<string, JSONSchema>;

const pageNoSchema = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const satisfies JSONSchema;
/** Records page size: 10 by default, up to 500 (the portal's CSV export pages through at 500). */
export const RECORDS_PAGE_SIZE = 10;
export const RECORDS_MAX_PAGE_SIZE = 500;
const pageSizeSchema = { type: 'integer', minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE, default: RECORDS_PAGE_SIZE } as const satisfies JSONSchema;
/** The longest date range a record query may span. */
export const RECORDS_MAX_RANGE_DAYS = 92;

/**
 * The date range of every record query: `from` inclusive, `to` exclusive, ISO date-times. The portal
 * computes today / 7 days / 30 days / custom in the visitor's time zone and sends the instants; the
 * server refuses `to <= from` and ranges over RECORDS_MAX_RANGE_DAYS with a 400.
 */
const rangeProperties = {
  from: instantSchema,
  to: instantSchema,
} as const satisfies Record<string, JSONSchema>;

const pageProperties = { pageNo: pageNoSchema, pageSize: pageSizeSchema } as const satisfies Record<string, JSONSchema>;

/** The paging part of every list answer. */
const pagedProperties = {
  pageNo: { type: 'integer', minimum: 1 },
  pageSize: { type: 'integer', minimum: 1 },
  total: { type: 'integer', minimum: 0, description: 'Rows matching the filters, on all pages.' },
} as const satisfies Record<string, JSONSchema>;

// ---------------------------------------------------------------------------------------------
// Deposits

/**
 * The wallet's deposit methods. `card` is the older "any card" method: it takes credit cards too, so a
 * law's rules count it as a credit card; `debitCard` and `prepaidCard` are the cards a law may allow
 * where it forbids credit (the manifest's `payments.depositMethods` names, schemas/jurisdiction.ts).
 */
export const DEPOSIT_METHOD_IDS = ['pix', 'bankTransfer', 'card', 'crypto', 'debitCard', 'prepaidCard'] as const;
export type DepositMethodId = (typeof DEPOSIT_METHOD_IDS)[number];

/** Deposit states (SPEC section 4 messages): pending until an operator approves or rejects. */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const depositMethodSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', enum: DEPOSIT_METHOD_IDS },
    minAmount: moneySchema,
    maxAmount: moneySchema,
  },
  required: ['id', 'minAmount', 'maxAmount'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** GET /wps/v2/wallets/deposit/methods value: the tenant's methods and limits (the portal names the methods in its own texts). */
export const depositMethodsValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    methods: { type: 'array', items: depositMethodSchema },
    maxPending: { type: 'integer', minimum: 1, description: 'Pending deposits a member may have at once; one more is a 409 error.tooManyPending.' },
  },
  required: ['currency', 'currencySymbol', 'methods', 'maxPending'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DepositMethodsValue = FromSchema<typeof depositMethodsValueSchema>;

/** POST /wps/v2/wallets/deposit body (token, Idempotency-Key). Out of the method's limits: 400 error.amountOutOfLimits. */
export const depositBodySchema = {
  type: 'object',
  properties: {
    methodId: { type: 'string', enum: DEPOSIT_METHOD_IDS },
    amount: amountInputSchema,
  },
  required: ['methodId', 'amount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DepositBody = FromSchema<typeof depositBodySchema>;

export const depositRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^D[0-9]+$', description: 'Reference shown to the member, e.g. D1024.' },
    methodId: { type: 'string', enum: DEPOSIT_METHOD_IDS },
    amount: moneySchema,
    status: { type: 'string', enum: DEPOSIT_STATUSES },
    createdAt: instantSchema,
    decidedAt: { ...instantSchema, description: 'When approved, rejected or failed.' },
  },
  required: ['id', 'methodId', 'amount', 'status', 'createdAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DepositRecord = FromSchema<typeof depositRecordSchema>;

/** POST /wps/v2/wallets/deposit value: the new (pending) deposit. */
export const depositValueSchema = depositRecordSchema;
export type DepositValue = DepositRecord;

/** GET /wps/v2/wallets/deposit/list query: newest first. */
export const depositListQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, ...pageProperties, status: { type: 'string', enum: DEPOSIT_STATUSES } },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DepositListQuery = FromSchema<typeof depositListQuerySchema>;

export const depositListValueSchema = {
  type: 'object',
  properties: { ...pagedProperties, list: { type: 'array', items: depositRecordSchema } },
  required: ['pageNo', 'pageSize', 'total', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DepositListValue = FromSchema<typeof depositListValueSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawals

/** Withdrawal states: a hold while pending, then paid (the hold is spent) or rejected (the hold is released). */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * The member's confirmation of a PAID withdrawal (SPEC sections 3 and 4): `awaiting` until the member
 * answers or the tenant's minutes pass (then `autoReceived`, a forced receipt: nothing is refunded).
 */
export const CONFIRMATION_STATES = ['none', 'awaiting', 'received', 'notReceived', 'autoReceived'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** GET /wps/v2/wallets/withdraw/info value: limits, what may be withdrawn and whether a payment password is set. */
export const withdrawInfoValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    minAmount: moneySchema,
    maxAmount: moneySchema,
    available: { ...moneySchema, description: 'The main wallet balance (held amounts are already out of it).' },
    paymentPasswordSet: { type: 'boolean', description: 'false: the portal sends the member to the security centre first.' },
    confirmMinutes: { type: 'integer', minimum: 1, description: 'Unconfirmed within these minutes of payment counts as received.' },
  },
  required: ['currency', 'currencySymbol', 'minAmount', 'maxAmount', 'available', 'paymentPasswordSet', 'confirmMinutes'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawInfoValue = FromSchema<typeof withdrawInfoValueSchema>;

const paymentPasswordSchema = { type: 'string', pattern: '^[0-9]{6}$', description: 'Six digits.' } as const satisfies JSONSchema;

/**
 * POST /wps/v2/wallets/withdraw payload (token, encrypted, Idempotency-Key). Errors: 400
 * error.amountOutOfLimits, 400 error.wrongPaymentPassword (429 error.tooManyRequests after 5), 409
 * error.paymentPasswordNotSet, 409 error.insufficientBalance.
 */
export const withdrawBodySchema = {
  type: 'object',
  properties: { amount: amountInputSchema, paymentPassword: paymentPasswordSchema },
  required: ['amount', 'paymentPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawBody = FromSchema<typeof withdrawBodySchema>;

export const withdrawalRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^W[0-9]+$', description: 'Reference shown to the member, e.g. W2048.' },
    amount: moneySchema,
    status: { type: 'string', enum: WITHDRAWAL_STATUSES },
    confirmation: { type: 'string', enum: CONFIRMATION_STATES },
    receivedAmount: { ...moneySchema, description: 'What the member says arrived (after a confirmation).' },
    remainingAmount: { ...moneySchema, description: 'amount - receivedAmount (after a confirmation).' },
    hasProof: { type: 'boolean', description: 'A proof image was sent with "not received".' },
    createdAt: instantSchema,
    decidedAt: { ...instantSchema, description: 'When paid or rejected.' },
    confirmBy: { ...instantSchema, description: 'While awaiting: when it counts as received.' },
  },
  required: ['id', 'amount', 'status', 'confirmation', 'hasProof', 'createdAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawalRecord = FromSchema<typeof withdrawalRecordSchema>;

/** POST /wps/v2/wallets/withdraw value: the new (pending) withdrawal and the balance after the hold. */
export const withdrawValueSchema = {
  type: 'object',
  properties: { withdrawal: withdrawalRecordSchema, balance: moneySchema },
  required: ['withdrawal', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawValue = FromSchema<typeof withdrawValueSchema>;

/** GET /wps/v2/wallets/withdraw/list query: newest first; `awaiting` lists the withdrawals to confirm. */
export const withdrawListQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty, ...pageProperties,
    status: { type: 'string', enum: WITHDRAWAL_STATUSES },
    confirmation: { type: 'string', enum: CONFIRMATION_STATES },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawListQuery = FromSchema<typeof withdrawListQuerySchema>;

export const withdrawListValueSchema = {
  type: 'object',
  properties: { ...pagedProperties, list: { type: 'array', items: withdrawalRecordSchema } },
  required: ['pageNo', 'pageSize', 'total', 'list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawListValue = FromSchema<typeof withdrawListValueSchema>;

/** Proof images: png or jpg (checked by content), at most 5 MB (SPEC section 5). */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /wps/v2/wallets/withdraw/confirm body (token): the member's answer for paid withdrawals
 * awaiting confirmation.
 * - `received`: `withdrawalId`; the whole amount arrived.
 * - `notReceived`: `withdrawalId`, `receivedAmount` (0 up to below the amount) and `proofImage`
 *   (base64 of a png or jpg of at most 5 MB, checked by its bytes: 400 error.invalidImage,
 *   413 error.imageTooLarge).
 * - `allReceived`: every withdrawal awaiting confirmation is received; no id.
 * A withdrawal not awaiting (already answered, not paid, another member's): 409 error.notAwaitingConfirmation.
 */
export const withdrawConfirmBodySchema = {
  type: 'object',
  properties: {
    result: { type: 'string', enum: ['received', 'notReceived', 'allReceived'] },
    withdrawalId: { type: 'string', pattern: '^W[0-9]{1,18}$' },
    receivedAmount: amountInputSchema,
    proofImage: { type: 'string', maxLength: 7_000_000, pattern: '^[A-Za-z0-9+/=]+$', description: 'Base64 (no data: prefix).' },
  },
  required: ['result'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawConfirmBody = FromSchema<typeof withdrawConfirmBodySchema>;

/** POST /wps/v2/wallets/withdraw/confirm value: the withdrawals the answer changed. */
export const withdrawConfirmValueSchema = {
  type: 'object',
  properties: { confirmed: { type: 'array', items: withdrawalRecordSchema } },
  required: ['confirmed'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WithdrawConfirmValue = FromSchema<typeof withdrawConfirmValueSchema>;

// ---------------------------------------------------------------------------------------------
// Payment password (security centre)

/**
 * POST /wps/v2/member/paymentPassword payload (token, encrypted). Setting the first one needs the
 * login password (`loginPassword`); changing it needs the current one (`oldPaymentPassword`). Wrong
 * proof: 400 error.wrongPassword / error.wrongPaymentPassword; confirmation differs: 400 form.inconsistent.
 */
export const paymentPasswordBodySchema = {
  type: 'object',
  properties: {
    loginPassword: { type: 'string', minLength: 1, maxLength: 128 },
    oldPaymentPassword: paymentPasswordSchema,
    newPaymentPassword: paymentPasswordSchema,
    confirmNewPaymentPassword: paymentPasswordSchema,
  },
  required: ['newPaymentPassword', 'confirmNewPaymentPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PaymentPasswordBody = FromSchema<typeof paymentPasswordBodySchema>;

// ---------------------------------------------------------------------------------------------
// Ledger records

/** What a transaction row is, as the transaction history filters it. */
export const TRANSACTION_TYPES = [
  'deposit', 'withdrawal', 'withdrawalReleased', 'transferToGame', 'transferFromGame', 'transferToUpline', 'transferFromDownline',
  'bet', 'win', 'bonus', 'opening', 'pointConvert', 'commission', 'transferToDownline', 'transferFromUpline',
  // Red envelopes (server/modules/envelopes/)
  'envelopeSent', 'envelopeReceived', 'envelopeReturned',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^T[0-9]+$', description: 'The ledger transfer, e.g. T4096.' },
    time: instantSchema,
    type: { type: 'string', enum: TRANSACTION_TYPES },
    amount: { ...moneySchema, description: 'Signed: + into the main wallet, - out of it.' },
    balanceAfter: moneySchema,
    reference: { type: 'string', description: 'D…/W… of a deposit or withdrawal, the vendor of a game transfer, the game of a bet; may be empty.' },
  },
  required: ['id', 'time', 'type', 'amount', 'balanceAfter', 'reference'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Transaction = FromSchema<typeof transactionSchema>;

/** GET /wps/relay/ODSFE2_MemTransDet query (token): the main wallet's entries in the range, newest first. */
export const transactionsQuerySchema = {
  type: 'object',
  properties: {
    ...devTenantQueryProperty, ...rangeProperties, ...pageProperties,
    type: { type: 'array', items: { type: 'string', enum: TRANSACTION_TYPES }, maxItems: TRANSACTION_TYPES.length, description: 'Repeated key; absent: all types.' },
  },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TransactionsQuery = FromSchema<typeof transactionsQuerySchema>;

export const transactionsValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    ...currencyProperties,
    list: { type: 'array', items: transactionSchema },
    totals: {
      type: 'object',
      description: 'Over every row matching the filters, not only this page.',
      properties: { credit: moneySchema, debit: { ...moneySchema, description: 'Positive sum of the outgoing amounts.' }, net: moneySchema },
      required: ['credit', 'debit', 'net'],
      additionalProperties: false,
    },
  },
  required: ['pageNo', 'pageSize', 'total', 'currency', 'currencySymbol', 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TransactionsValue = FromSchema<typeof transactionsValueSchema>;

const gameTypeSchema = { type: 'string', enum: GAME_TYPES } as const satisfies JSONSchema;
const vendorSchema = { type: 'string', pattern: '^[A-Za-z0-9_]{1,16}$' } as const satisfies JSONSchema;

/** One settled round of a real-mode game: its stake and its win, booked through the ledger. */
export const betSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The round.' },
    time: instantSchema,
    nodeId: { type: 'string' },
    gameName: { type: 'string' },
    vendor: vendorSchema,
    gameType: gameTypeSchema,
    stake: moneySchema,
    win: moneySchema,
    profit: { ...moneySchema, description: 'win - stake.' },
  },
  required: ['id', 'time', 'nodeId', 'gameName', 'vendor', 'gameType', 'stake', 'win', 'profit'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type Bet = FromSchema<typeof betSchema>;

/** GET /wps/v2/wallets/bets query (token): betting record (personalHistoryCopy), newest first. */
export const betsQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, ...rangeProperties, ...pageProperties, gameType: gameTypeSchema, vendor: vendorSchema },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type BetsQuery = FromSchema<typeof betsQuerySchema>;

const betTotalsSchema = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 0 }, stake: moneySchema, win: moneySchema, profit: moneySchema },
  required: ['count', 'stake', 'win', 'profit'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const betsValueSchema = {
  type: 'object',
  properties: { ...pagedProperties, ...currencyProperties, list: { type: 'array', items: betSchema }, totals: betTotalsSchema },
  required: ['pageNo', 'pageSize', 'total', 'currency', 'currencySymbol', 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type BetsValue = FromSchema<typeof betsValueSchema>;

/** GET /wps/v2/wallets/profit query (token): personalProfit over a range. */
export const profitQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, ...rangeProperties },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ProfitQuery = FromSchema<typeof profitQuerySchema>;

export const profitValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    totals: betTotalsSchema,
    byGameType: {
      type: 'array',
      description: 'Only game types with rounds in the range.',
      items: {
        type: 'object',
        properties: { gameType: gameTypeSchema, count: { type: 'integer', minimum: 0 }, stake: moneySchema, win: moneySchema, profit: moneySchema },
        required: ['gameType', 'count', 'stake', 'win', 'profit'],
        additionalProperties: false,
      },
    },
    deposits: { ...moneySchema, description: 'Approved deposits booked in the range.' },
    withdrawals: { ...moneySchema, description: 'Paid withdrawals booked in the range.' },
    bonus: { ...moneySchema, description: 'Bonus booked in the range.' },
  },
  required: ['currency', 'currencySymbol', 'totals', 'byGameType', 'deposits', 'withdrawals', 'bonus'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ProfitValue = FromSchema<typeof profitValueSchema>;

export const BONUS_KINDS = ['welcome', 'promotion', 'rebate', 'mission'] as const;

/** GET /wps/v2/wallets/bonus query (token): bonusDetails, newest first. */
export const bonusQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, ...rangeProperties, ...pageProperties },
  required: ['from', 'to'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type BonusQuery = FromSchema<typeof bonusQuerySchema>;

export const bonusValueSchema = {
  type: 'object',
  properties: {
    ...pagedProperties,
    ...currencyProperties,
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', pattern: '^T[0-9]+$' }, time: instantSchema, kind: { type: 'string', enum: BONUS_KINDS }, amount: moneySchema },
        required: ['id', 'time', 'kind', 'amount'],
        additionalProperties: false,
      },
    },
    totals: { type: 'object', properties: { amount: moneySchema }, required: ['amount'], additionalProperties: false },
  },
  required: ['pageNo', 'pageSize', 'total', 'currency', 'currencySymbol', 'list', 'totals'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type BonusValue = FromSchema<typeof bonusValueSchema>;

// ---------------------------------------------------------------------------------------------
// Wallet summary (my account)

/** GET /wps/v2/wallets/summary value (token). */
export const walletSummaryValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    balance: { ...moneySchema, description: 'Main wallet.' },
    gameWallets: { ...moneySchema, description: 'Sum of the vendor game wallets.' },
    held: { ...moneySchema, description: 'Held by pending withdrawals.' },
    pendingDeposits: {
      type: 'object', properties: { count: { type: 'integer', minimum: 0 }, amount: moneySchema }, required: ['count', 'amount'], additionalProperties: false,
    },
    pendingWithdrawals: {
      type: 'object', properties: { count: { type: 'integer', minimum: 0 }, amount: moneySchema }, required: ['count', 'amount'], additionalProperties: false,
    },
    awaitingConfirmation: { type: 'integer', minimum: 0, description: 'Paid withdrawals the member has not confirmed yet.' },
    lastTransactions: { type: 'array', maxItems: 5, items: transactionSchema },
  },
  required: ['currency', 'currencySymbol', 'balance', 'gameWallets', 'held', 'pendingDeposits', 'pendingWithdrawals', 'awaitingConfirmation', 'lastTransactions'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WalletSummaryValue = FromSchema<typeof walletSummaryValueSchema>;

/**
 * GET /wps/member/info/funds/consolidated value (token; SPEC sections 6 and 7): the member's funds in
 * one figure, called only for real members of a tenant with the agent policy switch (others: 403).
 */
export const fundsConsolidatedValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    balance: { ...moneySchema, description: 'Main wallet.' },
    gameWallets: { ...moneySchema, description: 'Sum of the vendor game wallets.' },
    held: { ...moneySchema, description: 'Held by pending withdrawals.' },
    total: { ...moneySchema, description: 'balance + gameWallets + held.' },
  },
  required: ['currency', 'currencySymbol', 'balance', 'gameWallets', 'held', 'total'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type FundsConsolidatedValue = FromSchema<typeof fundsConsolidatedValueSchema>;

// ---------------------------------------------------------------------------------------------
// Play standing: VIP level and rescue bonus from the ledger's real-mode rounds

/** GET /wps/v2/wallets/standing value (token, real members): what the member's real play has earned. */
export const playStandingValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    vip: {
      type: 'object',
      properties: {
        level: { type: 'integer', minimum: 0 },
        turnover: { ...moneySchema, description: 'Lifetime valid bets (stakes of real-mode rounds).' },
        nextLevel: { type: 'integer', minimum: 1, description: 'Absent at the top level.' },
        remaining: { ...moneySchema, description: 'Valid bets still missing to reach nextLevel.' },
        progressBasisPoints: { type: 'integer', minimum: 0, maximum: 10_000 },
      },
      required: ['level', 'turnover', 'progressBasisPoints'],
      additionalProperties: false,
    },
    rescue: {
      type: 'object',
      properties: {
        day: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'The previous day (UTC) the loss is counted on.' },
        netLoss: { ...moneySchema, description: 'Stakes minus wins of that day; 0.00 when the day was won.' },
        bonus: { ...moneySchema, description: 'What the rescue tiers return for it.' },
      },
      required: ['day', 'netLoss', 'bonus'],
      additionalProperties: false,
    },
  },
  required: ['currency', 'currencySymbol', 'vip', 'rescue'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type PlayStandingValue = FromSchema<typeof playStandingValueSchema>;

// ---------------------------------------------------------------------------------------------
// Game wallets (GCS_merchantWallet, GCS_walletTransfer)

/** GET /wps/relay/GCS_merchantWallet value (token): the main wallet and one game wallet per vendor of the tenant. */
export const merchantWalletValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    main: moneySchema,
    wallets: {
      type: 'array',
      items: {
        type: 'object',
        properties: { vendor: vendorSchema, displayName: { type: 'string' }, balance: moneySchema },
        required: ['vendor', 'displayName', 'balance'],
        additionalProperties: false,
      },
    },
  },
  required: ['currency', 'currencySymbol', 'main', 'wallets'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MerchantWalletValue = FromSchema<typeof merchantWalletValueSchema>;

/**
 * POST /wps/relay/GCS_walletTransfer body (token, Idempotency-Key): between the main wallet and a
 * vendor's game wallet. Unknown vendor: 404 error.notFound; not enough in the source: 409 error.insufficientBalance.
 */
export const walletTransferBodySchema = {
  type: 'object',
  properties: {
    vendor: vendorSchema,
    direction: { type: 'string', enum: ['toGame', 'toMain'] },
    amount: amountInputSchema,
  },
  required: ['vendor', 'direction', 'amount'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WalletTransferBody = FromSchema<typeof walletTransferBodySchema>;

export const walletTransferValueSchema = {
  type: 'object',
  properties: { transferId: { type: 'string', pattern: '^T[0-9]+$' }, main: moneySchema, vendor: vendorSchema, vendorBalance: moneySchema },
  required: ['transferId', 'main', 'vendor', 'vendorBalance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type WalletTransferValue = FromSchema<typeof walletTransferValueSchema>;

// ---------------------------------------------------------------------------------------------
// Transfer to the upline

/** GET /wps/v2/wallets/transferUpline/info value (token): whether the member may, to whom, within what. */
export const transferUplineInfoValueSchema = {
  type: 'object',
  properties: {
    ...currencyProperties,
    allowed: { type: 'boolean', description: "false when the tenant's agentPolicy switch is off or the member has no upline." },
    upline: { type: 'string', description: 'The upline account, masked (ag***01); absent without an upline.' },
    minAmount: moneySchema,
    maxAmount: moneySchema,
    available: moneySchema,
    paymentPasswordSet: { type: 'boolean' },
  },
  required: ['currency', 'currencySymbol', 'allowed', 'minAmount', 'maxAmount', 'available', 'paymentPasswordSet'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TransferUplineInfoValue = FromSchema<typeof transferUplineInfoValueSchema>;

/**
 * POST /wps/v2/wallets/transferUpline payload (token, encrypted, Idempotency-Key). Not allowed: 403
 * error.functionDisabled; the other errors as withdraw.
 */
export const transferUplineBodySchema = {
  type: 'object',
  properties: { amount: amountInputSchema, paymentPassword: paymentPasswordSchema },
  required: ['amount', 'paymentPassword'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TransferUplineBody = FromSchema<typeof transferUplineBodySchema>;

export const transferUplineValueSchema = {
  type: 'object',
  properties: { transferId: { type: 'string', pattern: '^T[0-9]+$' }, balance: moneySchema },
  required: ['transferId', 'balance'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type TransferUplineValue = FromSchema<typeof transferUplineValueSchema>;

// ---------------------------------------------------------------------------------------------
// Security centre

/** GET /wps/v2/member/securityCenter value (token). */
export const securityCenterValueSchema = {
  type: 'object',
  properties: {
    account: { type: 'string' },
    mobile: { type: 'string', description: 'Masked (+55 119*****321); absent when none is bound.' },
    email: { type: 'string', description: 'Masked (de***@example.com); absent when none is bound.' },
    paymentPasswordSet: { type: 'boolean' },
    passwordChangedAt: instantSchema,
    sessions: {
      type: 'array',
      description: 'Active sessions, newest first.',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', description: 'Opaque; not the token.' },
          createdAt: instantSchema,
          expiresAt: instantSchema,
          current: { type: 'boolean', description: 'The session of this request.' },
        },
        required: ['id', 'createdAt', 'expiresAt', 'current'],
        additionalProperties: false,
      },
    },
  },
  required: ['account', 'paymentPasswordSet', 'passwordChangedAt', 'sessions'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SecurityCenterValue = FromSchema<typeof securityCenterValueSchema>;

/** POST /wps/v2/member/sessions/signOutOthers value (token): how many other sessions ended. */
export const signOutOthersValueSchema = {
  type: 'object',
  properties: { signedOut: { type: 'integer', minimum: 0 } },
  required: ['signedOut'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type SignOutOthersValue = FromSchema<typeof signOutOthersValueSchema>;
