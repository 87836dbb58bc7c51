import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Contract offers from an upline (SPEC section 4), members only: accept, reject or terminate; agreeing
 * ends a downline contract with a higher rate. Contract types come from the session. No options yet.
 */
export const contractModalPropsSchema = {
  $id: 'widget/contract-modal',
  title: 'Contract modal props',
  description: 'Dividend and salary contract offers from the upline to accept, reject or terminate.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ContractModalProps = FromSchema<typeof contractModalPropsSchema>;
