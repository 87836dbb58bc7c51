import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { WEEKDAYS } from './vocabulary';

const timeOfDaySchema = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const satisfies JSONSchema;

/** Agent login page (route /agent); non-agents are refused. Support hours Mon-Fri 12:00-21:00 by default. */
export const agentLoginPropsSchema = {
  $id: 'widget/agent-login',
  title: 'Agent login props',
  description: 'Agent sign-in form with support hours; a signed-in agent goes on to /agentHome.',
  type: 'object',
  properties: {
    supportHours: {
      type: 'object',
      description: "Customer-service hours shown beside the form, in the merchant's time zone.",
      properties: {
        days: { type: 'array', items: { type: 'string', enum: WEEKDAYS }, minItems: 1, uniqueItems: true, default: ['mon', 'tue', 'wed', 'thu', 'fri'] },
        from: { ...timeOfDaySchema, default: '12:00' },
        to: { ...timeOfDaySchema, default: '21:00' },
      },
      additionalProperties: false,
      default: {},
    },
    showServiceButton: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AgentLoginProps = FromSchema<typeof agentLoginPropsSchema>;
