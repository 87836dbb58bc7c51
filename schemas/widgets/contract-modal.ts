import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Contract offers from an upline (SPEC section 4), for a signed-in agent with an open offer: accept
 * or reject (an active contract is terminated on its contract page); agreeing ends a downline
 * contract with a higher rate. The agent centre opens it. No options yet.
 */
export const contractModalPropsSchema = {
  $id: 'widget/contract-modal',
  title: 'Contract modal props',
  description: 'Dividend and salary contract offers from the upline, to accept or reject.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ContractModalProps = FromSchema<typeof contractModalPropsSchema>;
