import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { CONTRACT_TYPES } from '../domain';

/** `/wps/member/info` response value. The account type makes the session: 4 trial, 1/2/41/42 agent, else member. */
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
  },
  required: ['id', 'account', 'nickname', 'type'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type MemberInfo = FromSchema<typeof memberInfoSchema>;
