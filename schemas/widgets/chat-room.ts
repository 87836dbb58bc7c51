import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Chat room (feature chatRoom): the players' room list and conversation. */
export const chatRoomPropsSchema = {
  $id: 'widget/chat-room',
  title: 'Chat room props',
  description: 'Player chat room with room list and messages.',
  type: 'object',
  properties: {
    maxMessageLength: { type: 'integer', minimum: 1, maximum: 500, default: 200, description: 'Characters per message.' },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ChatRoomProps = FromSchema<typeof chatRoomPropsSchema>;
