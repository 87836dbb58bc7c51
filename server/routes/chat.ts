/**
 * The chat room over HTTP and WebSocket (SPEC sections 1 and 7): CBS_modelList (the rooms),
 * CBS_launchChat (a one-use ticket into a room), CBS_unreadCount, and the room's socket through
 * @fastify/websocket. Members only (a trial account is refused). Messages are plain text; each room's
 * new messages reach the sockets of this instance from the database (a poll while anyone is in the
 * room, at once after a post here), so members on two instances talk to each other.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CHAT_MAX_LENGTH, chatModelsQuerySchema, chatModelsValueSchema, chatSocketQuerySchema, chatUnreadValueSchema, launchChatQuerySchema,
  launchChatValueSchema, type ChatMessage, type ChatServerFrame,
} from '../../schemas/api/chat';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { CHAT_ROOMS, issueTicket, isChatRoom, markRead, messagesAfter, postMessage, roomHistory, takeTicket, unreadCount, type StoredMessage } from '../chat/chatRoom';
import type { Db } from '../db/connect';
import { members } from '../db/schema';
import { failureBody, ApiError } from '../errors';
import { requireMember, type Member } from '../session';
import { languageOf } from './system';

/** How often a room with members on this instance looks for messages written elsewhere. */
const POLL_MS = 1000;
const TRIAL_TYPE = 4;

interface Seat {
  socket: WebSocket;
  member: Member;
}

interface Room {
  seats: Set<Seat>;
  lastSentId: number;
  timer: NodeJS.Timeout | undefined;
  polling: Promise<void> | undefined;
}

function toWire(message: StoredMessage, reader: number): ChatMessage {
  return { id: message.id, author: message.author, mine: message.memberId === reader, text: message.body, at: message.createdAt.toISOString() };
}

function send(socket: WebSocket, frame: ChatServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/** The rooms of this instance with members in them, keyed by tenant and room. */
function createHub(db: Db) {
  const rooms = new Map<string, Room>();

  async function deliver(tenant: string, roomId: string, room: Room): Promise<void> {
    const fresh = await messagesAfter(db, tenant, roomId, room.lastSentId);
    if (fresh.length === 0) return;
    room.lastSentId = fresh[fresh.length - 1]?.id ?? room.lastSentId;
    for (const seat of room.seats) {
      // A seat whose socket is closing (its close frame came, the close event not yet) reads nothing.
      if (seat.socket.readyState !== seat.socket.OPEN) continue;
      for (const message of fresh) send(seat.socket, { type: 'message', message: toWire(message, seat.member.id) });
      await markRead(db, tenant, seat.member.id, roomId, room.lastSentId);
    }
  }

  function poll(tenant: string, roomId: string): Promise<void> {
    const room = rooms.get(`${tenant}/${roomId}`);
    if (room === undefined) return Promise.resolve();
    // One poll at a time per room; a request during one runs after it.
    const run = (room.polling ?? Promise.resolve()).then(() => deliver(tenant, roomId, room)).catch(() => undefined);
    room.polling = run;
    return run;
  }

  return {
    async join(tenant: string, roomId: string, seat: Seat): Promise<void> {
      const key = `${tenant}/${roomId}`;
      const history = await roomHistory(db, tenant, roomId);
      let room = rooms.get(key);
      if (room === undefined) {
        room = { seats: new Set(), lastSentId: history[history.length - 1]?.id ?? 0, timer: undefined, polling: undefined };
        rooms.set(key, room);
        room.timer = setInterval(() => void poll(tenant, roomId), POLL_MS);
      }
      // Whatever arrived before the seat was taken is history; later messages come from the poll.
      await poll(tenant, roomId);
      room.seats.add(seat);
      const seen = history.filter((m) => m.id <= room.lastSentId);
      send(seat.socket, { type: 'history', room: roomId, messages: seen.map((m) => toWire(m, seat.member.id)) });
      await markRead(db, tenant, seat.member.id, roomId, room.lastSentId);
    },
    leave(tenant: string, roomId: string, seat: Seat): void {
      const key = `${tenant}/${roomId}`;
      const room = rooms.get(key);
      if (room === undefined) return;
      room.seats.delete(seat);
      if (room.seats.size === 0) {
        clearInterval(room.timer);
        rooms.delete(key);
      }
    },
    poll,
    close(): void {
      for (const room of rooms.values()) clearInterval(room.timer);
      rooms.clear();
    },
  };
}

async function chatMember(db: Db, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(db, request);
  if (member.type === TRIAL_TYPE) throw new ApiError(403, 'in_need_true_account');
  return member;
}

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const hub = createHub(db);
  app.addHook('onClose', async () => hub.close());

  app.get<{ Querystring: { language?: string } }>('/wps/relay/CBS_modelList', {
    schema: { querystring: chatModelsQuerySchema, response: { 200: wrappedResponseSchema(chatModelsValueSchema) } },
  }, async (request) => {
    await chatMember(db, request);
    const language = languageOf(request.tenant, request.query.language);
    return { success: true, value: { list: CHAT_ROOMS.map((room) => ({ modelId: room.modelId, name: room.name[language] })) } };
  });

  app.get<{ Querystring: { modelId: string } }>('/wps/relay/CBS_launchChat', {
    schema: { querystring: launchChatQuerySchema, response: { 200: wrappedResponseSchema(launchChatValueSchema) } },
  }, async (request) => {
    const member = await chatMember(db, request);
    const room = request.query.modelId;
    if (!isChatRoom(room)) throw new ApiError(404, 'error.notFound');
    const ticket = await issueTicket(db, request.tenant.code, member.id, room, request.server.clock.now());
    return { success: true, value: { modelId: room, url: `/wps/chat/socket?ticket=${ticket}`, maxLength: CHAT_MAX_LENGTH } };
  });

  app.get('/wps/relay/CBS_unreadCount', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(chatUnreadValueSchema) } },
  }, async (request) => {
    const member = await chatMember(db, request);
    return { success: true, value: { count: await unreadCount(db, request.tenant.code, member.id) } };
  });

  // The ticket is checked before the upgrade: a bad or used one gets a 401, not a socket.
  const admitted = new WeakMap<FastifyRequest, { member: Member; room: string }>();
  app.get<{ Querystring: { ticket: string } }>('/wps/chat/socket', {
    websocket: true,
    schema: { querystring: chatSocketQuerySchema },
    preHandler: async (request, reply) => {
      const ticket = await takeTicket(db, request.tenant.code, request.query.ticket, request.server.clock.now());
      const member = ticket === undefined ? undefined : await sessionlessMember(db, request.tenant.code, ticket.memberId);
      if (ticket === undefined || member === undefined) return reply.code(401).send(failureBody('error.notLoggedIn'));
      admitted.set(request, { member, room: ticket.room });
      return undefined;
    },
  }, (socket, request) => {
    const entry = admitted.get(request);
    if (entry === undefined) {
      socket.close(1008, 'not admitted');
      return;
    }
    const tenant = request.tenant.code;
    const seat: Seat = { socket, member: entry.member };
    // Frames that arrive while the seat is being taken wait for it.
    const joined = hub.join(tenant, entry.room, seat);
    socket.on('message', (data, isBinary) => {
      void joined.then(async () => {
        let text: unknown;
        try {
          const frame: unknown = isBinary ? undefined : JSON.parse(String(data));
          text = typeof frame === 'object' && frame !== null && (frame as { type?: unknown }).type === 'send' ? (frame as { text?: unknown }).text : undefined;
        } catch {
          text = undefined;
        }
        if (typeof text !== 'string') {
          send(socket, { type: 'refused', reason: 'invalid', maxLength: CHAT_MAX_LENGTH });
          return;
        }
        const result = await postMessage(db, tenant, entry.member, entry.room, text, request.server.clock.now());
        if (!result.ok) {
          send(socket, { type: 'refused', reason: result.reason, maxLength: CHAT_MAX_LENGTH, ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }) });
          return;
        }
        await hub.poll(tenant, entry.room);
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'chat message failed');
        send(socket, { type: 'refused', reason: 'invalid', maxLength: CHAT_MAX_LENGTH });
      });
    });
    socket.on('close', () => {
      void joined.finally(() => hub.leave(tenant, entry.room, seat));
    });
    joined.catch((error: unknown) => {
      request.log.warn({ err: error }, 'chat join failed');
      socket.close(1011, 'join failed');
    });
  });
}

/** The ticket's member, still of this tenant and not a trial account. */
async function sessionlessMember(db: Db, tenant: string, memberId: number): Promise<Member | undefined> {
  const rows = await db.select().from(members).where(and(eq(members.id, memberId), eq(members.tenant, tenant))).limit(1);
  const member = rows[0];
  return member === undefined || member.type === TRIAL_TYPE ? undefined : member;
}
