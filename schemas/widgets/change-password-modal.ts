import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Change password (changePassModal): also forced after a default or expired password. No options yet. */
export const changePasswordModalPropsSchema = {
  $id: 'widget/change-password-modal',
  title: 'Change password modal props',
  description: 'Old, new and confirmed password; on success reloads the session and goes home.',
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ChangePasswordModalProps = FromSchema<typeof changePasswordModalPropsSchema>;
