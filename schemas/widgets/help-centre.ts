import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { idSchema } from '../common';

/** Help centre (route /help; the #term anchor opens that section). Content comes from /wps/system/helpCenter. */
export const helpCentrePropsSchema = {
  $id: 'widget/help-centre',
  title: 'Help centre props',
  description: 'Help articles from the server with a table of contents; the URL anchor opens a section.',
  type: 'object',
  properties: {
    defaultSection: { ...idSchema, description: 'Section opened when the URL has no anchor; the first when absent.' },
    showTableOfContents: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type HelpCentreProps = FromSchema<typeof helpCentrePropsSchema>;
