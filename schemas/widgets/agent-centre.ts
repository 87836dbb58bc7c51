import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { AGENT_PAGES } from '../domain';

/**
 * Agent centre (route /agentHome; agents only, others are replaced to /agent). The left menu comes
 * from the resolved site: base pages plus one page per contract type the agent holds.
 */
export const agentCentrePropsSchema = {
  $id: 'widget/agent-centre',
  title: 'Agent centre props',
  description: 'Agent back office: clock with GMT offset, nickname, sign-out, left menu and the chosen agent page.',
  type: 'object',
  properties: {
    defaultPage: { type: 'string', enum: AGENT_PAGES, default: 'agentAnnouncement', description: 'Page opened when the URL names none.' },
    showClock: { type: 'boolean', default: true, description: 'Clock with GMT offset, updated every second.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AgentCentreProps = FromSchema<typeof agentCentrePropsSchema>;
