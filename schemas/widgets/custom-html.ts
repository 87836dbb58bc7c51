import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const htmlSchema = { type: 'string', minLength: 1, maxLength: 20000 } as const satisfies JSONSchema;

/** Operator copy as HTML per language. The shell sanitizes it before rendering; scripts never run. */
export const customHtmlPropsSchema = {
  $id: 'widget/custom-html',
  title: 'Custom HTML props',
  description: "A block of the operator's own HTML copy, sanitized before rendering.",
  type: 'object',
  properties: {
    html: {
      type: 'object',
      description: "HTML per language; a missing language falls back to the tenant's default language.",
      properties: { pt: htmlSchema, en: htmlSchema },
      additionalProperties: false,
      minProperties: 1,
    },
    container: { type: 'string', enum: ['boxed', 'full'], default: 'boxed', description: 'boxed: page content width; full: edge to edge.' },
  },
  required: ['html'],
  additionalProperties: false,
  examples: [{ html: { pt: '<p>Bem-vindo</p>', en: '<p>Welcome</p>' } }],
} as const satisfies JSONSchema;

export type CustomHtmlProps = FromSchema<typeof customHtmlPropsSchema>;
