import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { CONTRACT_TYPES } from '../domain';

/**
 * `/wps/member/info` response value. The account type makes the session: 4 trial, 1/2/41/42 agent, else member.
 * The public state's VIP and promotion fields (SPEC section 3: hasVip, vipLabelName, vipRankLevel,
 * availablePromoCount) ride along, so the header shows them without a call of its own.
 */
export const memberInfoSchema = {
  $id: 'server/member-info',
  title: 'Member info response value',
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 0 },
    account: { type: 'string', minLength: 1, maxLength: 64 },
    nickname: { type: 'string', maxLength: 64 },
    type: { type: 'integer', minimum: 0, description: 'Account type: 0 member, 4 trial, 1, 2, 41, 42 agent.' },
    contractTypes: {
      type: 'array',
      items: { type: 'string', enum: CONTRACT_TYPES },
      uniqueItems: true,
      description: 'Contract types of an agent; they add agent-centre menu entries.',
    },
    hasVip: { type: 'boolean', description: 'Whether the header shows the VIP label and rank (the tenant has the VIP feature; not for trial accounts).' },
    vipLabelName: { type: 'string', maxLength: 64, description: "The VIP label the header shows, e.g. 'VIP 2'; present with hasVip." },
    vipRankLevel: { type: 'integer', minimum: 0, description: 'The VIP level reached by lifetime valid bets; present with hasVip.' },
    availablePromoCount: { type: 'integer', minimum: 0, description: 'How many promotions the member may see (the side menu and header count).' },
  },
  required: ['id', 'account', 'nickname', 'type'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type MemberInfo = FromSchema<typeof memberInfoSchema>;
