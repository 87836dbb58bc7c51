import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Full-page maintenance screen (system status 1; maintenance wins over region restriction). */
export const maintenanceScreenPropsSchema = {
  $id: 'widget/maintenance-screen',
  title: 'Maintenance screen props',
  description: 'Full-page maintenance notice that replaces the app.',
  type: 'object',
  properties: {
    showServiceButton: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type MaintenanceScreenProps = FromSchema<typeof maintenanceScreenPropsSchema>;
