import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Forgotten password (forgetPassModal): email mode or phone mode; the server's switch picks the default. */
export const forgetPasswordModalPropsSchema = {
  $id: 'widget/forget-password-modal',
  title: 'Forget password modal props',
  description: 'Password reset by email or by phone code, then automatic login for the phone flow.',
  type: 'object',
  properties: {
    showBanner: { type: 'boolean', default: true, description: 'Show the w_forget banner group above the form.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ForgetPasswordModalProps = FromSchema<typeof forgetPasswordModalPropsSchema>;
