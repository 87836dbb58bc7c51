import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Extra verification after a login from an unregistered IP (SPEC section 4): mobile, code, email, bank
 * account name or Google verification, as the server asks. No options yet.
 */
export const loginVerificationModalPropsSchema = {
  $id: 'widget/login-verification-modal',
  title: 'Login verification modal props',
  description: 'Extra verification the server asks for after a login from an unknown IP.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export type LoginVerificationModalProps = FromSchema<typeof loginVerificationModalPropsSchema>;
