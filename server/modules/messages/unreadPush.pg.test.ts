/**
 * The unread push across instances: a socket held by one instance hears a message sent through the
 * other (its route, or the operator command's database write), because every change is announced
 * with pg_notify and every instance listens. Runs in the PostgreSQL project only (vite.config.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { PUSH_CLOSE, PUSH_PATH, PUSH_SOCKETS_PER_MEMBER, type PushServerFrame } from '../../../schemas/api/messages';
import { call, tokenOf } from '../../testing/apiClient';
import { hostOf, useTwoInstances } from '../../testing/testApp';
import { openDatabase } from '../../db/connect';
import { sendMessage } from './messages';

const { first, second } = useTwoInstances();

describe('unread push on two instances', () => {
  it('reaches a socket on one instance when the message is sent or read through the other, or by another process', async () => {
    const tenant = 'redeprime';
    const token = await tokenOf(first.app, tenant, 'agent01', 'Agent2024');
    const frames: PushServerFrame[] = [];
    const ws = await first.app.injectWS(PUSH_PATH, { headers: hostOf(tenant) }, {
      onInit: (socket) => socket.on('message', (data) => frames.push(JSON.parse(String(data)) as PushServerFrame)),
    });
    ws.send(JSON.stringify({ type: 'auth', token }));
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    const start = frames[0]!.count;

    // Through the second instance's development route.
    const sent = await call(second().app, 'POST', '/dev/messages', { tenant }, { account: 'agent01', title: 'From the other instance', body: '<p>hi</p>' });
    expect(sent.statusCode, sent.body).toBe(200);
    await vi.waitFor(() => expect(frames.at(-1)).toMatchObject({ type: 'unread', count: start + 1 }));

    // Another process's connection (what the operator command opens).
    const operator = await openDatabase({ databaseUrl: first.databaseUrl! });
    try {
      await sendMessage(operator.db, tenant, 'agent01', 'From the operator', '<p>hello</p>', first.clock.now());
    } finally {
      await operator.close();
    }
    await vi.waitFor(() => expect(frames.at(-1)).toMatchObject({ type: 'unread', count: start + 2 }));

    // Read all through the second instance: the first's socket counts down.
    expect((await call(second().app, 'POST', '/wps/relay/CSP_readAllMessages', { tenant, token })).statusCode).toBe(200);
    await vi.waitFor(() => expect(frames.at(-1)).toMatchObject({ type: 'unread', count: 0 }));
    ws.close();
  }, 60_000);

  it('holds a member to PUSH_SOCKETS_PER_MEMBER sockets across instances: a new one on either closes the oldest, wherever it is', async () => {
    const tenant = 'redeprime';
    const token = await tokenOf(first.app, tenant, 'player11', 'Player2024');
    const open = async (app: typeof first.app) => {
      const frames: PushServerFrame[] = [];
      let closedWith: (code: number) => void = () => undefined;
      const closed = new Promise<number>((done) => { closedWith = done; });
      const ws = await app.injectWS(PUSH_PATH, { headers: hostOf(tenant) }, {
        onInit: (socket) => {
          socket.on('message', (data) => frames.push(JSON.parse(String(data)) as PushServerFrame));
          socket.on('close', (code) => closedWith(code));
        },
      });
      ws.send(JSON.stringify({ type: 'auth', token }));
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      return { ws, frames, closed };
    };
    // Alternating instances: the oldest is on the first, its successor on the second.
    const sockets = [];
    for (let i = 0; i < PUSH_SOCKETS_PER_MEMBER; i++) sockets.push(await open(i % 2 === 0 ? first.app : second().app));
    // Each instance alone holds fewer than the cap: only the seats across both can close one.
    expect(first.app.unreadHub.size).toBeLessThan(PUSH_SOCKETS_PER_MEMBER);
    const sixth = await open(second().app);
    expect(await sockets[0]!.closed).toBe(PUSH_CLOSE.TOO_MANY_SOCKETS);
    const seventh = await open(first.app);
    expect(await sockets[1]!.closed).toBe(PUSH_CLOSE.TOO_MANY_SOCKETS);
    for (const socket of [...sockets.slice(2), sixth, seventh]) socket.ws.close();
  }, 60_000);
});
