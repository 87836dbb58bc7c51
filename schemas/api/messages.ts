/**
 * Platform messages (messageV2) of the reference merchant API: the inbox (CSP_getInbox, in the call
 * table), reading one, marking all read and deleting one (reference server additions), and the
 * frames of the unread-count socket (/wps/push). Bodies are operator HTML: the portal sanitises them.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Inbox page size (SPEC gives none; the announcement list's 9 is for notices). */
export const INBOX_PAGE_SIZE = 10;

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies JSONSchema;

/** GET /wps/relay/CSP_getInbox query. */
export const inboxQuerySchema = {
  type: 'object',
  properties: {
    tenant: { type: 'string', maxLength: 64 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: INBOX_PAGE_SIZE },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;
export type InboxQuery = FromSchema<typeof inboxQuerySchema>;

export const inboxValueSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, title: { type: 'string' }, createdAt: { type: 'string' }, read: { type: 'boolean' } },
        required: ['id', 'title', 'createdAt', 'read'],
        additionalProperties: false,
      },
    },
    pageNo: { type: 'integer', minimum: 1 },
    totalPages: { type: 'integer', minimum: 1 },
    unread: { type: 'integer', minimum: 0 },
  },
  required: ['list', 'pageNo', 'totalPages', 'unread'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type InboxValue = FromSchema<typeof inboxValueSchema>;

/** POST /wps/relay/CSP_readMessage body: the message to open (it is marked read). */
export const messageBodySchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MessageBody = FromSchema<typeof messageBodySchema>;

/** DELETE /wps/relay/CSP_deleteMessage query. */
export const deleteMessageQuerySchema = {
  type: 'object',
  properties: { tenant: { type: 'string', maxLength: 64 }, id: idSchema },
  required: ['id'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DeleteMessageQuery = FromSchema<typeof deleteMessageQuerySchema>;

export const messageValueSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    body: { type: 'string', description: 'Operator HTML; sanitised by the portal before it is shown.' },
    createdAt: { type: 'string' },
    read: { type: 'boolean' },
  },
  required: ['id', 'title', 'body', 'createdAt', 'read'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type MessageValue = FromSchema<typeof messageValueSchema>;

export const readAllValueSchema = {
  type: 'object',
  properties: { updated: { type: 'integer', minimum: 0 } },
  required: ['updated'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type ReadAllValue = FromSchema<typeof readAllValueSchema>;

export const deleteMessageValueSchema = {
  type: 'object',
  properties: { deleted: { type: 'boolean' } },
  required: ['deleted'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DeleteMessageValue = FromSchema<typeof deleteMessageValueSchema>;

/** POST /dev/messages body (development): an operator message, as `npm run server:message` sends it. */
export const devMessageBodySchema = {
  type: 'object',
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 64 },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    body: { type: 'string', minLength: 1, maxLength: 20000 },
  },
  required: ['account', 'title', 'body'],
  additionalProperties: false,
} as const satisfies JSONSchema;
export type DevMessageBody = FromSchema<typeof devMessageBodySchema>;

/**
 * The unread-count socket (GET /wps/push, WebSocket). The page sends `{ "type": "auth", "token" }`
 * first (a token never goes in a URL, where logs keep it); the server answers `{ "type": "unread",
 * "count", "balance" }` then and on every change, and closes with PUSH_CLOSE codes. `balance` is the
 * header's balance call's value at that moment: a deposit's or withdrawal's outcome arrives as a
 * message, and the header's balance moves with it (SPEC section 4).
 */
export type PushClientFrame = { type: 'auth'; token: string };
export type PushServerFrame = { type: 'unread'; count: number; balance?: { balance: string; currency: string; currencySymbol: string } };

export const PUSH_PATH = '/wps/push';

/** Close codes of the push socket: the page does not reconnect after NO_SESSION or NOT_FOR_TRIAL. */
export const PUSH_CLOSE = {
  /** No valid session with the token (expired, revoked, another tenant's), or no auth frame in time. */
  NO_SESSION: 4401,
  /** Trial accounts have no message count (SPEC section 6): no push. */
  NOT_FOR_TRIAL: 4403,
  /** A frame that is not the auth frame. */
  BAD_FRAME: 4400,
  /**
   * The member opened more push sockets than the server holds for one member (PUSH_SOCKETS_PER_MEMBER):
   * the oldest is closed with this code, and its page does not reconnect (that would close the next).
   */
  TOO_MANY_SOCKETS: 4429,
} as const;

/** The open push sockets one member may hold on one server instance; a new one closes the oldest. */
export const PUSH_SOCKETS_PER_MEMBER = 5;
