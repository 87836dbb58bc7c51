import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Line-speed test page: times each fast domain and redirects to the fastest after 5 seconds. */
export const lineSpeedTestPropsSchema = {
  $id: 'widget/line-speed-test',
  title: 'Line speed test props',
  description: 'Fast-domain list with response times; redirects to the fastest line after a delay.',
  type: 'object',
  properties: {
    autoRedirect: { type: 'boolean', default: true },
    redirectDelayMs: { type: 'integer', minimum: 1000, maximum: 30000, default: 5000, description: 'Delay before the redirect to the fastest line.' },
    probeTimeoutMs: { type: 'integer', minimum: 500, maximum: 10000, default: 3000, description: 'A line slower than this counts as unreachable.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type LineSpeedTestProps = FromSchema<typeof lineSpeedTestPropsSchema>;
