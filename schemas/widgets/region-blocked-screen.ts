import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Full-page 'Access restricted' screen (system status 2) with the visitor IP and a service button. */
export const regionBlockedScreenPropsSchema = {
  $id: 'widget/region-blocked-screen',
  title: 'Region blocked screen props',
  description: 'Full-page access-restricted notice with the visitor IP and a customer-service button.',
  type: 'object',
  properties: {
    showIp: { type: 'boolean', default: true },
    showServiceButton: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type RegionBlockedScreenProps = FromSchema<typeof regionBlockedScreenPropsSchema>;
