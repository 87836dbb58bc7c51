import type { JSONSchema } from 'json-schema-to-ts';

/** `/wps/system/status`: 0 normal, 1 maintenance, 2 region restricted (SPEC section 4). */
export const systemStatusSchema = {
  $id: 'server/system-status',
  title: 'System status response value',
  type: 'object',
  properties: {
    status: { type: 'integer', enum: [0, 1, 2], description: '0 normal, 1 maintenance, 2 region restricted.' },
    maintenance: { type: 'boolean', description: 'Maintenance switch; wins over region restriction.' },
    regionRestricted: { type: 'boolean' },
    ip: { type: 'string', description: 'The visitor IP the region screen shows.' },
    message: { type: 'string' },
  },
  required: ['status'],
  additionalProperties: false,
} as const satisfies JSONSchema;
