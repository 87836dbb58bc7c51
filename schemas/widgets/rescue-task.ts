import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Rescue task page (feature rescueTask): the loss-rescue tiers and how a member claims one. */
export const rescueTaskPropsSchema = {
  $id: 'widget/rescue-task',
  title: 'Rescue task props',
  description: 'Loss-rescue tiers: the share of a day\'s net loss returned to the member, and the steps to claim it.',
  type: 'object',
  properties: {
    showSteps: { type: 'boolean', default: true, description: 'The how-to-claim steps below the tiers.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type RescueTaskProps = FromSchema<typeof rescueTaskPropsSchema>;
