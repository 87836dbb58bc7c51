import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * The member-centre pages that move or show money (SPEC section 2, member centre pages), each a page
 * widget placed by the layout under `pages["member-<page>"]` and shown inside the member-centre
 * frame at `/member?page=<page>`. They ship in the MemberCenter lazy group.
 */

const pageSizeSchema = { type: 'integer', minimum: 5, maximum: 50, default: 10, description: 'Rows per page.' } as const;
const defaultRangeSchema = {
  type: 'string',
  enum: ['today', '7d', '30d'],
  default: '7d',
  description: 'Date range the page opens with (today, the last 7 or 30 days); the member may pick a custom range.',
} as const;

export const memberDepositPropsSchema = {
  $id: 'widget/member-deposit',
  title: 'Deposit page props',
  description: 'Deposit (depositv2): a method and an amount within the tenant\'s limits; pending until approved or rejected.',
  type: 'object',
  properties: {
    quickAmounts: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 1000000 },
      maxItems: 8,
      uniqueItems: true,
      default: [50, 100, 200, 500],
      description: 'Whole-currency amounts offered as one-tap buttons (those outside the limits are left out).',
    },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberWithdrawPropsSchema = {
  $id: 'widget/member-withdraw',
  title: 'Withdraw page props',
  description: 'Withdraw: amount and payment password, a hold on the ledger, then the receipt confirmation.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberTransferFundPropsSchema = {
  $id: 'widget/member-transfer-fund',
  title: 'Transfer funds page props',
  description: 'Transfer funds (transferFund): between the main wallet and the vendors\' game wallets.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberTransferUplinePropsSchema = {
  $id: 'widget/member-transfer-upline',
  title: 'Transfer to upline page props',
  description: 'Transfer to upline (transferUpline): to the member\'s upline, where the agent policy allows.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberRecordsPropsSchema = {
  $id: 'widget/member-records',
  title: 'Member records page props',
  description: 'A filtered, paged record list with totals and CSV export: transactions, bets, profit or bonuses.',
  type: 'object',
  properties: {
    record: {
      type: 'string',
      enum: ['transactions', 'bets', 'profit', 'bonuses'],
      default: 'transactions',
      description: 'Which record: transactionHistory, personalHistoryCopy (betting record), personalProfit or bonusDetails.',
    },
    pageSize: pageSizeSchema,
    defaultRange: defaultRangeSchema,
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberSecurityPropsSchema = {
  $id: 'widget/member-security',
  title: 'Security centre page props',
  description: 'Security centre: login and payment passwords, the bound mobile and e-mail (masked), active sessions.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberMessagesPropsSchema = {
  $id: 'widget/member-messages',
  title: 'Platform messages page props',
  description: 'Platform messages (messageV2): the inbox, a message in a dialog (sanitised HTML), mark all read, delete.',
  type: 'object',
  properties: {
    pageSize: { type: 'integer', minimum: 5, maximum: 50, default: 10, description: 'Messages per page.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberRebatePropsSchema = {
  $id: 'widget/member-rebate',
  title: 'Manual rebate page props',
  description: 'Manual rebate (manualRebate): what real bets earned by the rate table since the last claim, claimed once per period.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberResponsibleGamingPropsSchema = {
  $id: 'widget/member-responsible-gaming',
  title: 'Responsible gaming page props',
  description: 'Responsible gaming (responsibleGaming): limits, reality check, time-out, self-exclusion, self-assessment, help.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export const memberProfilePropsSchema = {
  $id: 'widget/member-profile',
  title: 'Profile page props',
  description: "The member's profile (profile): avatar, user ID with a copy button, nickname and the profile labels the registration settings enable.",
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export type MemberDepositProps = FromSchema<typeof memberDepositPropsSchema>;
export type MemberWithdrawProps = FromSchema<typeof memberWithdrawPropsSchema>;
export type MemberTransferFundProps = FromSchema<typeof memberTransferFundPropsSchema>;
export type MemberTransferUplineProps = FromSchema<typeof memberTransferUplinePropsSchema>;
export type MemberRecordsProps = FromSchema<typeof memberRecordsPropsSchema>;
export type MemberSecurityProps = FromSchema<typeof memberSecurityPropsSchema>;
export type MemberMessagesProps = FromSchema<typeof memberMessagesPropsSchema>;
export type MemberRebateProps = FromSchema<typeof memberRebatePropsSchema>;
export type MemberResponsibleGamingProps = FromSchema<typeof memberResponsibleGamingPropsSchema>;
export type MemberProfileProps = FromSchema<typeof memberProfilePropsSchema>;
