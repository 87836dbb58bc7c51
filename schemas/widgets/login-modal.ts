import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Login popup (loginPopupModal, SPEC section 4): username or SMS login, human check, captcha after a
 * failure flagged by the server, first-login and password-expiry hand-offs.
 */
export const loginModalPropsSchema = {
  $id: 'widget/login-modal',
  title: 'Login modal props',
  description: 'Username or SMS sign-in with human check and captcha; opens change-password when required.',
  type: 'object',
  properties: {
    showBanner: { type: 'boolean', default: true, description: 'Show the w_login banner group above the form.' },
    rememberHours: { type: 'integer', minimum: 1, maximum: 24, default: 24, description: 'Lifetime of the remembered-login cookie (at most 24 hours).' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type LoginModalProps = FromSchema<typeof loginModalPropsSchema>;
