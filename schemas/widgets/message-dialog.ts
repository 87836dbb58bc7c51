import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Confirm, info, warning and success dialogs (SPEC section 8): logout confirm, the trial-account notice,
 * SMS failures, copy confirmations. The opener passes the message; no options yet.
 */
export const messageDialogPropsSchema = {
  $id: 'widget/message-dialog',
  title: 'Message dialog props',
  description: 'Confirm, info, warning and success dialogs with one or two buttons.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export type MessageDialogProps = FromSchema<typeof messageDialogPropsSchema>;
