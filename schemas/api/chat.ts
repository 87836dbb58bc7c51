/**
 * The chat room's calls (SPEC section 7: CBS_modelList, CBS_launchChat, CBS_unreadCount) and the
 * messages of its WebSocket, shared by the reference server and the portal.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { devTenantQueryProperty, languageParamSchema } from './system';

/** Longest message, in characters (code points), the room accepts. */
export const CHAT_MAX_LENGTH = 200;
/** Messages a member may send per window (the per-member rate limit). */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** Messages a member gets on joining a room. */
export const CHAT_HISTORY = 50;

export const chatRoomIdSchema = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' } as const satisfies JSONSchema;

export const chatModelsQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, language: languageParamSchema },
  additionalProperties: false,
} as const satisfies JSONSchema;

export const chatModelsValueSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: { modelId: chatRoomIdSchema, name: { type: 'string', minLength: 1, maxLength: 80 } },
        required: ['modelId', 'name'],
        additionalProperties: false,
      },
    },
  },
  required: ['list'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ChatModelsValue = FromSchema<typeof chatModelsValueSchema>;

export const launchChatQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, modelId: chatRoomIdSchema },
  required: ['modelId'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const launchChatValueSchema = {
  type: 'object',
  properties: {
    modelId: chatRoomIdSchema,
    /** The room's WebSocket path on this origin, with a one-use ticket valid for a minute. */
    url: { type: 'string', pattern: '^/wps/chat/socket\\?ticket=[A-Za-z0-9_-]{20,64}$' },
    maxLength: { type: 'integer', minimum: 1 },
  },
  required: ['modelId', 'url', 'maxLength'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type LaunchChatValue = FromSchema<typeof launchChatValueSchema>;

export const chatUnreadValueSchema = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 0 } },
  required: ['count'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ChatUnreadValue = FromSchema<typeof chatUnreadValueSchema>;

export const chatSocketQuerySchema = {
  type: 'object',
  properties: { ...devTenantQueryProperty, ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,64}$' } },
  required: ['ticket'],
  additionalProperties: false,
} as const satisfies JSONSchema;

/** One message as the room shows it: plain text, never HTML. */
export interface ChatMessage {
  id: number;
  author: string;
  /** Whether the receiving member wrote it. */
  mine: boolean;
  text: string;
  at: string;
}

export type ChatRefusal = 'empty' | 'tooLong' | 'rateLimited' | 'invalid';

/** What the server sends on the socket. */
export type ChatServerFrame =
  | { type: 'history'; room: string; messages: ChatMessage[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'refused'; reason: ChatRefusal; maxLength: number; retryAfterMs?: number };

/** What the browser sends: a message to post. */
export interface ChatClientFrame {
  type: 'send';
  text: string;
}
