import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Winners list page: the full, paged list behind the home winner board. */
export const winnersListPropsSchema = {
  $id: 'widget/winners-list',
  title: 'Winners list props',
  description: 'Paged list of recent winners with game and amount.',
  type: 'object',
  properties: {
    pageSize: { type: 'integer', minimum: 5, maximum: 50, default: 20 },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type WinnersListProps = FromSchema<typeof winnersListPropsSchema>;
