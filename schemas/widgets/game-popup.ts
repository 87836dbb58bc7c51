import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Game popup: a launched game in an iframe inside a modal. */
export const gamePopupPropsSchema = {
  $id: 'widget/game-popup',
  title: 'Game popup props',
  description: 'A launched game in an iframe inside a modal.',
  type: 'object',
  properties: {
    allowFullscreen: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type GamePopupProps = FromSchema<typeof gamePopupPropsSchema>;
