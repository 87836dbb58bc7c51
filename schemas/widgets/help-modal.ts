import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { idSchema } from '../common';

/** Help popup (helpModal): one help-centre section in a modal, e.g. the terms from the register form. */
export const helpModalPropsSchema = {
  $id: 'widget/help-modal',
  title: 'Help modal props',
  description: 'A help-centre section shown in a modal.',
  type: 'object',
  properties: {
    defaultSection: { ...idSchema, description: 'Section shown when the opener names none.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type HelpModalProps = FromSchema<typeof helpModalPropsSchema>;
