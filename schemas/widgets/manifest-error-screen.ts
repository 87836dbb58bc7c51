import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Branded error screen for a manifest that failed to load, never a blank page. It shows when there is
 * no usable manifest, so the shell renders it with its defaults; diagnostics appear in development only.
 */
export const manifestErrorScreenPropsSchema = {
  $id: 'widget/manifest-error-screen',
  title: 'Manifest error screen props',
  description: 'Error screen for a manifest that failed to load, listing diagnostics in development.',
  type: 'object',
  properties: {
    maxDiagnostics: { type: 'integer', minimum: 1, maximum: 200, default: 50, description: 'Diagnostics listed before "and N more".' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ManifestErrorScreenProps = FromSchema<typeof manifestErrorScreenPropsSchema>;
