/**
 * Platform messages (messageV2): the inbox, read one, mark all read, delete one (token, real accounts
 * only; a trial gets 403 'error.functionDisabled'), and the unread-count push.
 *
 * The push is a WebSocket (@fastify/websocket, the Fastify team's plugin over `ws`) rather than
 * server-sent events: the page's session token travels in a header or a frame, never in a URL
 * (logs, history), and a browser's EventSource cannot send headers; the socket's first frame carries
 * the token instead. The count, with the member's balance (a wallet outcome is a message, SPEC
 * section 4), is sent on connect and after every change of the member's messages
 * (server/modules/messages/unreadPush.ts), re-checking the session each time; trial accounts are refused
 * (their count is 0, SPEC section 6).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { TRIAL_ACCOUNT_TYPE } from '../../schemas/domain';
import {
  PUSH_CLOSE, PUSH_PATH, PUSH_SOCKETS_PER_MEMBER, deleteMessageQuerySchema, deleteMessageValueSchema, inboxQuerySchema, inboxValueSchema, messageBodySchema, messageValueSchema,
  readAllValueSchema, type DeleteMessageQuery, type InboxQuery, type MessageBody, type PushServerFrame,
} from '../../schemas/api/messages';
import { noQuerySchema } from '../../schemas/api/session';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError, failureBody } from '../http/errors';
import { limitsOf, takeQuota } from '../modules/security/index';
import { deleteMessage, inboxPage, leavePushSocket, readAllMessages, readMessage, seatPushSocket, unreadCount } from '../modules/messages/index';
import { memberOfToken, requireMember, type Member } from '../modules/members/index';
import { balanceView } from '../modules/wallet/index';
import type { FastifyRequest } from 'fastify';

/** A socket that has not sent its auth frame by then is closed. */
const AUTH_WAIT_MS = 10_000;
/** Ping interval; a socket that missed a pong by the next ping is dropped (a dead peer holds nothing). */
const HEARTBEAT_MS = 30_000;
/** The largest frame a page sends (the auth frame is under 200 bytes). */
const MAX_FRAME_BYTES = 2048;

async function realMember(app: FastifyInstance, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(app.db, request);
  if (member.type === TRIAL_ACCOUNT_TYPE) throw new ApiError(403, 'error.functionDisabled');
  return member;
}

/** What the auth frame carries, or undefined for anything else. */
function tokenOfFrame(data: unknown): string | undefined {
  try {
    const text = String(data);
    // The socket server takes frames up to the chat's size; this socket's are small.
    if (text.length > MAX_FRAME_BYTES) return undefined;
    const frame: unknown = JSON.parse(text);
    if (typeof frame !== 'object' || frame === null) return undefined;
    const { type, token } = frame as Record<string, unknown>;
    return type === 'auth' && typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
  } catch {
    return undefined;
  }
}

function pushSocket(app: FastifyInstance, socket: WebSocket, request: FastifyRequest): void {
  const tenant = request.tenant;
  let token: string | undefined;
  let memberId: number | undefined;
  let unsubscribe: (() => void) | undefined;
  let seating: Promise<string> | undefined;
  let running = false;
  let again = false;
  let alive = true;
  const close = (code: number, reason: string) => {
    unsubscribe?.();
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
  };
  const authTimer = setTimeout(() => close(PUSH_CLOSE.NO_SESSION, 'no auth frame'), AUTH_WAIT_MS);
  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, HEARTBEAT_MS);
  socket.on('pong', () => {
    alive = true;
  });

  // One count at a time; changes that arrive meanwhile make one more.
  const push = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (token === undefined || memberId === undefined) return;
        const member = await memberOfToken(app.db, tenant, app.mode, token, app.clock.now(), false);
        if (!member || member.id !== memberId) {
          close(PUSH_CLOSE.NO_SESSION, 'session ended');
          return;
        }
        const frame: PushServerFrame = { type: 'unread', count: await unreadCount(app.db, tenant.code, memberId), balance: await balanceView(app.db, tenant, memberId) };
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      } while (again);
    } catch (error) {
      request.log.error(error);
      close(1011, 'server error');
    } finally {
      running = false;
    }
  };

  socket.on('message', (data) => {
    if (token !== undefined) {
      close(PUSH_CLOSE.BAD_FRAME, 'one auth frame only');
      return;
    }
    const sent = tokenOfFrame(data);
    if (sent === undefined) {
      close(PUSH_CLOSE.BAD_FRAME, 'expected an auth frame');
      return;
    }
    token = sent;
    clearTimeout(authTimer);
    void (async () => {
      try {
        const member = await memberOfToken(app.db, tenant, app.mode, sent, request.server.clock.now());
        if (!member) return close(PUSH_CLOSE.NO_SESSION, 'no session');
        if (member.type === TRIAL_ACCOUNT_TYPE) return close(PUSH_CLOSE.NOT_FOR_TRIAL, 'trial accounts have no messages');
        if (socket.readyState !== socket.OPEN) return undefined;
        memberId = member.id;
        // A sixth socket of the member, on any instance, closes the oldest, which does not reconnect
        // (PUSH_CLOSE): this instance's own if it holds it, another's through its notification.
        const id = randomUUID();
        unsubscribe = app.unreadHub.subscribe(tenant.code, member.id, () => void push(), () => close(PUSH_CLOSE.TOO_MANY_SOCKETS, 'too many push sockets for this member'), id);
        seating = seatPushSocket(app.db, tenant.code, member.id, id, PUSH_SOCKETS_PER_MEMBER, request.server.clock.now()).then((evicted) => {
          for (const gone of evicted) app.unreadHub.evictSocket(gone);
          return id;
        });
        await seating;
        return await push();
      } catch (error) {
        request.log.error(error);
        return close(1011, 'server error');
      }
    })();
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    unsubscribe?.();
    // The seat goes once it is taken (a socket may close while its seat is being taken).
    void seating?.then((id) => leavePushSocket(app.db, id)).catch((error: unknown) => request.log.warn({ err: error }, 'push seat not released'));
  });
}

/**
 * The visitor IP of an upgrade request. An upgrade injected in-process (the tests' injectWS) has no
 * socket, where Fastify's `request.ip` throws; there the forwarded header plays the visitor (tests
 * trust every hop, as development does).
 */
function upgradeIp(request: FastifyRequest): string {
  if (request.raw.socket !== undefined && request.raw.socket !== null) return request.ip;
  const forwarded = request.headers['x-forwarded-for'];
  return (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) || 'in-process';
}

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get<{ Querystring: InboxQuery }>('/wps/relay/CSP_getInbox', {
    schema: { querystring: inboxQuerySchema, response: { 200: wrappedResponseSchema(inboxValueSchema) } },
  }, async (request) => {
    const member = await realMember(app, request);
    const { pageNo = 1, pageSize = 10 } = request.query;
    return { success: true, value: await inboxPage(db, request.tenant.code, member.id, pageNo, pageSize) };
  });

  app.post<{ Body: MessageBody }>('/wps/relay/CSP_readMessage', {
    schema: { querystring: noQuerySchema, body: messageBodySchema, response: { 200: wrappedResponseSchema(messageValueSchema) } },
  }, async (request) => {
    const member = await realMember(app, request);
    const message = await readMessage(db, request.tenant.code, member.id, request.body.id, request.server.clock.now());
    if (!message) throw new ApiError(404, 'error.notFound');
    return { success: true, value: message };
  });

  app.post('/wps/relay/CSP_readAllMessages', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(readAllValueSchema) } },
  }, async (request) => {
    const member = await realMember(app, request);
    return { success: true, value: { updated: await readAllMessages(db, request.tenant.code, member.id, request.server.clock.now()) } };
  });

  app.delete<{ Querystring: DeleteMessageQuery }>('/wps/relay/CSP_deleteMessage', {
    schema: { querystring: deleteMessageQuerySchema, response: { 200: wrappedResponseSchema(deleteMessageValueSchema) } },
  }, async (request) => {
    const member = await realMember(app, request);
    if (!(await deleteMessage(db, request.tenant.code, member.id, request.query.id))) throw new ApiError(404, 'error.notFound');
    return { success: true, value: { deleted: true } };
  });

  app.get(PUSH_PATH, {
    websocket: true,
    // Before the upgrade: one IP may open only so many sockets a minute (shared by the instances).
    preHandler: async (request, reply) => {
      const { pushConnectionsPerIpPerMinute } = await limitsOf(db, request.tenant.code, app.mode);
      if (!(await takeQuota(db, request.tenant.code, `push-ip:${upgradeIp(request)}`, pushConnectionsPerIpPerMinute, 60, request.server.clock.now()))) {
        await reply.code(429).send(failureBody('error.tooManyRequests'));
      }
    },
  }, (socket, request) => pushSocket(app, socket, request));
}
