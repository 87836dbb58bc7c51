import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { urlSchema } from '../common';

/**
 * Registration popup (registerModal, SPEC sections 4 and 5). Mode and fields come from the server and
 * the resolved registration form; props only frame it.
 */
export const registerModalPropsSchema = {
  $id: 'widget/register-modal',
  title: 'Register modal props',
  description: 'Username or mobile registration with server-driven fields, terms and age confirmation.',
  type: 'object',
  properties: {
    showBanner: { type: 'boolean', default: true, description: 'Show the w_register banner group above the form.' },
    minimumAge: { type: 'integer', minimum: 18, maximum: 25, default: 18, description: 'Age the player confirms (never below 18).' },
    termsUrl: { ...urlSchema, description: 'Terms page the checkbox links to; the help centre terms anchor when absent.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type RegisterModalProps = FromSchema<typeof registerModalPropsSchema>;
