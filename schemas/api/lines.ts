/** Request schemas of the line-speed test's calls (server/routes/lines.ts). */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { devTenantQueryProperty, domainRouteSchema } from './system';

/** /wps/system/ping?t=: the nonce keeps caches from answering. */
export const pingQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, t: { type: 'string', pattern: '^[A-Za-z0-9]{1,40}$' } },
  additionalProperties: false,
} as const satisfies JSONSchema;

/** PUT /dev/domainRoute (development only): the tenant's lines, replaced. */
export const devLinesBodySchema = {
  type: 'object',
  properties: { lines: { type: 'array', items: domainRouteSchema, maxItems: 20 } },
  required: ['lines'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevLinesBody = FromSchema<typeof devLinesBodySchema>;
