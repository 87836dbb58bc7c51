/**
 * The chat room over HTTP and WebSocket (SPEC sections 1 and 7): CBS_modelList (the rooms),
 * CBS_launchChat (a one-use ticket into a room), CBS_unreadCount, and the room's socket through
 * @fastify/websocket. Members only (a trial account is refused). Messages are plain text; each room's
 * new messages reach the sockets of this instance by the database's notifications (sent at each
 * message's commit, by any instance; at once after a post here), so members on two instances talk to
 * each other and a message whose id commits after a higher one is not skipped.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CHAT_MAX_LENGTH, chatModelsQuerySchema, chatModelsValueSchema, chatSocketQuerySchema, chatUnreadValueSchema, launchChatQuerySchema,
  launchChatValueSchema, type ChatMessage, type ChatServerFrame,
} from '../../schemas/api/chat';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { CHAT_CHANNEL, CHAT_ROOMS, chatUnreadCount, isChatRoom, issueTicket, markRead, messagesByIds, parseChatNotice, postMessage, roomHistory, takeTicket, type StoredMessage } from '../modules/messages/index';
import type { Db } from '../db/connect';
import { failureBody, ApiError } from '../http/errors';
import { memberById, requireMember, type Member } from '../modules/members/index';
import { requestedLanguageOf } from '../modules/content/index';

/**
 * Without the database's notifications (an app built without `listen`), how often a room with
 * members on this instance looks for messages written elsewhere.
 */
const POLL_MS = 1000;
/** How many delivered ids a room remembers to skip repeats; older ones fall below its floor. */
const REMEMBERED_IDS = 1000;
const TRIAL_TYPE = 4;

interface Seat {
  socket: WebSocket;
  member: Member;
}

interface Room {
  seats: Set<Seat>;
  /**
   * The ids this instance has sent to the room. Ids are taken in one order and committed in another,
   * so "after the last id sent" is no test of news: a message is news when its id is not here (and
   * above `floor`, below which every message counts as sent).
   */
  sent: Set<number>;
  floor: number;
  /** Ids announced by a notification and not yet read. */
  pending: Set<number>;
  timer: NodeJS.Timeout | undefined;
  /** The room's deliveries run one after another. */
  queue: Promise<void>;
}

function toWire(message: StoredMessage, reader: number): ChatMessage {
  return { id: message.id, author: message.author, mine: message.memberId === reader, text: message.body, at: message.createdAt.toISOString() };
}

function send(socket: WebSocket, frame: ChatServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

function isNews(room: Room, id: number): boolean {
  return id > room.floor && !room.sent.has(id);
}

function remember(room: Room, id: number): void {
  room.sent.add(id);
  if (room.sent.size <= REMEMBERED_IDS) return;
  const oldest = Math.min(...room.sent);
  room.sent.delete(oldest);
  room.floor = Math.max(room.floor, oldest);
}

/**
 * The rooms of this instance with members in them, keyed by tenant and room. New messages reach them
 * by the database's notifications (CHAT_CHANNEL, sent at each message's commit, from any instance);
 * after the listening connection was lost, each room reads the latest messages again for what it missed.
 */
function createHub(db: Db, polling: boolean) {
  const rooms = new Map<string, Room>();

  async function deliver(tenant: string, roomId: string, room: Room, messages: readonly StoredMessage[]): Promise<void> {
    const fresh = messages.filter((m) => isNews(room, m.id));
    if (fresh.length === 0) return;
    for (const message of fresh) remember(room, message.id);
    const readTo = Math.max(...fresh.map((m) => m.id));
    for (const seat of room.seats) {
      // A seat whose socket is closing (its close frame came, the close event not yet) reads nothing.
      if (seat.socket.readyState !== seat.socket.OPEN) continue;
      for (const message of fresh) send(seat.socket, { type: 'message', message: toWire(message, seat.member.id) });
      await markRead(db, tenant, seat.member.id, roomId, readTo);
    }
  }

  function enqueue(room: Room, work: () => Promise<void>): Promise<void> {
    const run = room.queue.then(work).catch(() => undefined);
    room.queue = run;
    return run;
  }

  /** Reads the room's latest messages and delivers those it has not sent. */
  function catchUp(tenant: string, roomId: string): Promise<void> {
    const room = rooms.get(`${tenant}/${roomId}`);
    if (room === undefined) return Promise.resolve();
    return enqueue(room, async () => deliver(tenant, roomId, room, await roomHistory(db, tenant, roomId)));
  }

  return {
    async join(tenant: string, roomId: string, seat: Seat): Promise<void> {
      const key = `${tenant}/${roomId}`;
      let room = rooms.get(key);
      if (room === undefined) {
        const history = await roomHistory(db, tenant, roomId);
        room = rooms.get(key);
        if (room === undefined) {
          // The history counts as sent; anything committed after it read comes by notification.
          room = { seats: new Set(), sent: new Set(history.map((m) => m.id)), floor: (history[0]?.id ?? 1) - 1, pending: new Set(), timer: undefined, queue: Promise.resolve() };
          rooms.set(key, room);
          if (polling) room.timer = setInterval(() => void catchUp(tenant, roomId), POLL_MS);
        }
      }
      const joined = room;
      // After the deliveries under way, so that no message reaches the seat twice or not at all. What
      // the history holds that the room has not sent (its notification may have come before the room
      // existed) goes to the seats already there; the new seat has it in its history.
      await enqueue(joined, async () => {
        const history = await roomHistory(db, tenant, roomId);
        await deliver(tenant, roomId, joined, history);
        joined.seats.add(seat);
        send(seat.socket, { type: 'history', room: roomId, messages: history.map((m) => toWire(m, seat.member.id)) });
        const last = history.reduce((top, m) => Math.max(top, m.id), 0);
        if (last > 0) await markRead(db, tenant, seat.member.id, roomId, last);
      });
      if (!joined.seats.has(seat)) throw new Error('chat join failed');
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
    /** A message stored by this instance: delivered at once (its notification then finds it sent). */
    posted(tenant: string, roomId: string, message: StoredMessage): Promise<void> {
      const room = rooms.get(`${tenant}/${roomId}`);
      if (room === undefined) return Promise.resolve();
      return enqueue(room, () => deliver(tenant, roomId, room, [message]));
    },
    /** A CHAT_CHANNEL notification: the announced messages are read (several at once under load) and delivered. */
    notified(payload: string): void {
      const notice = parseChatNotice(payload);
      if (notice === undefined) return;
      const room = rooms.get(`${notice.tenant}/${notice.room}`);
      if (room === undefined || !isNews(room, notice.id)) return;
      room.pending.add(notice.id);
      void enqueue(room, async () => {
        const ids = [...room.pending];
        room.pending.clear();
        await deliver(notice.tenant, notice.room, room, await messagesByIds(db, notice.tenant, notice.room, ids));
      });
    },
    /** After the listening connection was lost and is back: every room reads what it missed. */
    resumed(): void {
      for (const key of rooms.keys()) {
        const [tenant, roomId] = [key.slice(0, key.lastIndexOf('/')), key.slice(key.lastIndexOf('/') + 1)];
        void catchUp(tenant, roomId);
      }
    },
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
  const hub = createHub(db, app.notifications === undefined);
  if (app.notifications !== undefined) {
    const unlisten = await app.notifications(CHAT_CHANNEL, (payload) => hub.notified(payload), () => hub.resumed());
    app.addHook('onClose', async () => unlisten());
  }
  app.addHook('onClose', async () => hub.close());

  app.get<{ Querystring: { language?: string } }>('/wps/relay/CBS_modelList', {
    schema: { querystring: chatModelsQuerySchema, response: { 200: wrappedResponseSchema(chatModelsValueSchema) } },
  }, async (request) => {
    await chatMember(db, request);
    const language = requestedLanguageOf(request.tenant, request.query.language);
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
    return { success: true, value: { count: await chatUnreadCount(db, request.tenant.code, member.id) } };
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
        await hub.posted(tenant, entry.room, result.message);
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
  const member = await memberById(db, tenant, memberId);
  return member === undefined || member.type === TRIAL_TYPE ? undefined : member;
}
