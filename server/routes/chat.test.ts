/** The chat room's routes and socket: members only, tickets, plain text, length and rate limits, unread count, tenant isolation. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { CHAT_MAX_LENGTH, CHAT_RATE_LIMIT, type ChatServerFrame } from '../../schemas/api/chat';
import { members } from '../modules/members/schema';
import { createSession } from '../modules/members/session';
import { hostOf, useTestServer } from '../testing/testApp';

const server = useTestServer();

async function tokenOf(tenant: string, account: string): Promise<string> {
  const rows = await server.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, account))).limit(1);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${account} at ${tenant}`);
  return createSession(server.db, tenant, id, server.app.clock.now());
}

function get(tenant: string, url: string, token?: string) {
  return server.app.inject({ method: 'GET', url, headers: { ...hostOf(tenant), 'x-module-id': 'CBS3', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) } });
}

async function ticketUrl(tenant: string, token: string, room = 'lobby'): Promise<string> {
  const res = await get(tenant, `/wps/relay/CBS_launchChat?modelId=${room}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: { url: string } }).value.url;
}

/** A socket with its frames collected, and a wait for the next frame that matches. */
async function open(tenant: string, url: string) {
  const frames: ChatServerFrame[] = [];
  const waiters: { match: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void }[] = [];
  const socket: WebSocket = await server.app.injectWS(url, { headers: hostOf(tenant) }, {
    onInit(ws) {
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as ChatServerFrame;
        frames.push(frame);
        for (const waiter of [...waiters]) {
          if (waiter.match(frame)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(frame);
          }
        }
      });
    },
  });
  const next = (match: (f: ChatServerFrame) => boolean): Promise<ChatServerFrame> => {
    const seen = frames.find(match);
    if (seen !== undefined) {
      frames.splice(frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such frame in 5 s')), 5000);
      waiters.push({ match, resolve: (f) => { clearTimeout(timer); frames.splice(frames.indexOf(f), 1); resolve(f); } });
    });
  };
  return { socket, frames, next, say: (text: string) => socket.send(JSON.stringify({ type: 'send', text })) };
}

describe('chat calls', () => {
  it('are for signed-in members only: 401 without a session, 403 for a trial account', async () => {
    expect((await get('lusa', '/wps/relay/CBS_modelList')).statusCode).toBe(401);
    expect((await get('lusa', '/wps/relay/CBS_unreadCount')).statusCode).toBe(401);
    expect((await get('lusa', '/wps/relay/CBS_launchChat?modelId=lobby')).statusCode).toBe(401);
    const trial = await server.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: { ...hostOf('lusa'), 'content-type': 'application/json' }, payload: JSON.stringify({ os: 'web', platform: 'W', Encryption: false, gatewayVersion: 3 }) });
    if (trial.statusCode === 200) {
      const token = (trial.json() as { value: { token: string } }).value.token;
      expect((await get('lusa', '/wps/relay/CBS_modelList', token)).statusCode).toBe(403);
    }
  });

  it('lists the rooms in the asked language and refuses bad input with 400, an unknown room with 404', async () => {
    const token = await tokenOf('lusa', 'demo');
    const en = (await get('lusa', '/wps/relay/CBS_modelList?language=en', token)).json() as { value: { list: { modelId: string; name: string }[] } };
    expect(en.value.list.map((r) => r.modelId)).toEqual(['lobby', 'lottery']);
    expect(en.value.list[0]?.name).toBe('General room');
    expect((await get('lusa', '/wps/relay/CBS_modelList?language=english!', token)).statusCode).toBe(400);
    expect((await get('lusa', '/wps/relay/CBS_launchChat', token)).statusCode).toBe(400);
    expect((await get('lusa', '/wps/relay/CBS_launchChat?modelId=%3Cx%3E', token)).statusCode).toBe(400);
    expect((await get('lusa', '/wps/relay/CBS_launchChat?modelId=nowhere', token)).statusCode).toBe(404);
  });
});

describe('the room socket', () => {
  it('refuses a made-up, used or other tenant\'s ticket before the upgrade', async () => {
    await expect(server.app.injectWS('/wps/chat/socket?ticket=abcdefghijklmnopqrstuvwxyz', { headers: hostOf('lusa') })).rejects.toThrow(/401/);
    await expect(server.app.injectWS('/wps/chat/socket?ticket=bad!', { headers: hostOf('lusa') })).rejects.toThrow(/400/);
    const url = await ticketUrl('lusa', await tokenOf('lusa', 'demo'));
    await expect(server.app.injectWS(url, { headers: hostOf('redeprime') })).rejects.toThrow(/401/);
    const first = await open('lusa', url);
    await first.next((f) => f.type === 'history');
    await expect(server.app.injectWS(url, { headers: hostOf('lusa') })).rejects.toThrow(/401/);
    first.socket.terminate();
  });

  it('two members chat: history, plain text as sent, over-length and a burst refused, the unread count', async () => {
    const demo = await tokenOf('redeprime', 'demo');
    const agent = await tokenOf('redeprime', 'agent01');
    const a = await open('redeprime', await ticketUrl('redeprime', demo, 'lottery'));
    const b = await open('redeprime', await ticketUrl('redeprime', agent, 'lottery'));
    await a.next((f) => f.type === 'history');
    await b.next((f) => f.type === 'history');

    a.say('  hello <b>there</b> https://example.com\u0007 ');
    const seenByB = await b.next((f) => f.type === 'message');
    const seenByA = await a.next((f) => f.type === 'message');
    expect(seenByB.type === 'message' && seenByB.message).toMatchObject({ text: 'hello <b>there</b> https://example.com', mine: false });
    expect(seenByA.type === 'message' && seenByA.message.mine).toBe(true);

    a.say('x'.repeat(CHAT_MAX_LENGTH + 1));
    expect(await a.next((f) => f.type === 'refused')).toMatchObject({ reason: 'tooLong', maxLength: CHAT_MAX_LENGTH });
    a.say('   ');
    expect(await a.next((f) => f.type === 'refused')).toMatchObject({ reason: 'empty' });
    a.socket.send('not json');
    expect(await a.next((f) => f.type === 'refused')).toMatchObject({ reason: 'invalid' });

    // The first message counts: CHAT_RATE_LIMIT - 1 more pass, the next is refused.
    for (let i = 1; i < CHAT_RATE_LIMIT; i++) a.say(`burst ${i}`);
    for (let i = 1; i < CHAT_RATE_LIMIT; i++) await b.next((f) => f.type === 'message' && f.message.text === `burst ${i}`);
    a.say('one too many');
    const refused = await a.next((f) => f.type === 'refused');
    expect(refused).toMatchObject({ reason: 'rateLimited' });
    expect(refused.type === 'refused' && (refused.retryAfterMs ?? -1)).toBeGreaterThan(0);

    // B leaves; A's later message (after the window) is unread for B until B reads the room again.
    b.socket.terminate();
    await new Promise((done) => setTimeout(done, 200));
    const before = (await get('redeprime', '/wps/relay/CBS_unreadCount', agent)).json() as { value: { count: number } };
    expect(before.value.count).toBe(0);
    const { postMessage } = await import('../modules/messages/chatRoom');
    const demoRow = (await server.db.select().from(members).where(and(eq(members.tenant, 'redeprime'), eq(members.account, 'demo'))))[0];
    if (demoRow === undefined) throw new Error('no demo');
    expect((await postMessage(server.db, 'redeprime', demoRow, 'lottery', 'while you were away', new Date(server.clock.now().getTime() + 20_000))).ok).toBe(true);
    const after = (await get('redeprime', '/wps/relay/CBS_unreadCount', agent)).json() as { value: { count: number } };
    expect(after.value.count).toBe(1);
    // Another tenant's member sees none of it.
    const other = (await get('lusa', '/wps/relay/CBS_unreadCount', await tokenOf('lusa', 'agent01'))).json() as { value: { count: number } };
    expect(other.value.count).toBe(0);
    const back = await open('redeprime', await ticketUrl('redeprime', agent, 'lottery'));
    const history = await back.next((f) => f.type === 'history');
    expect(history.type === 'history' && history.messages.map((m) => m.text)).toContain('while you were away');
    expect(((await get('redeprime', '/wps/relay/CBS_unreadCount', agent)).json() as { value: { count: number } }).value.count).toBe(0);
    a.socket.terminate();
    back.socket.terminate();
  });
});

describe('messages committed out of id order', () => {
  it('both reach the room: the higher id committing first does not hide the lower one', async () => {
    if (server.databaseUrl === undefined) return; // PGlite runs one transaction at a time: no such order there.
    const { storeMessage } = await import('../modules/messages/chatRoom');
    const demo = await tokenOf('redeprime', 'demo');
    const reader = await open('redeprime', await ticketUrl('redeprime', demo, 'lobby'));
    await reader.next((f) => f.type === 'history');
    const author = { memberId: 0, author: 'someone' };
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((done) => {
      releaseFirst = done;
    });
    let firstStored: (id: number) => void = () => undefined;
    const firstId = new Promise<number>((done) => {
      firstStored = done;
    });
    // The first transaction takes the lower id and waits; the second takes the next id and commits.
    const first = server.db.transaction(async (tx) => {
      const message = await storeMessage(tx, 'redeprime', 'lobby', { ...author, body: 'lower id, committed last' }, server.clock.now());
      firstStored(message.id);
      await firstHolds;
    });
    const lowId = await firstId;
    const high = await server.db.transaction((tx) => storeMessage(tx, 'redeprime', 'lobby', { ...author, body: 'higher id, committed first' }, server.clock.now()));
    expect(high.id).toBeGreaterThan(lowId);
    const seenHigh = await reader.next((f) => f.type === 'message');
    expect(seenHigh.type === 'message' && seenHigh.message.id).toBe(high.id);
    releaseFirst();
    await first;
    const seenLow = await reader.next((f) => f.type === 'message');
    expect(seenLow.type === 'message' && seenLow.message.id).toBe(lowId);
    reader.socket.terminate();
  });
});

describe('a lost listening connection', () => {
  it('is opened again, and the room catches up on the message sent while it was away', async () => {
    if (server.databaseUrl === undefined) return; // PGlite's notifications are in-process: no connection to lose.
    const { storeMessage } = await import('../modules/messages/chatRoom');
    const demo = await tokenOf('redeprime', 'demo');
    const reader = await open('redeprime', await ticketUrl('redeprime', demo, 'lobby'));
    await reader.next((f) => f.type === 'history');
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'listen:chat_message'`);
      expect(killed.rowCount).toBe(1);
      // Committed while nobody of this instance listens (the connection comes back after a second).
      const missed = await server.db.transaction((tx) => storeMessage(tx, 'redeprime', 'lobby', { memberId: 0, author: 'someone', body: 'while the listener was away' }, server.clock.now()));
      const seen = await reader.next((f) => f.type === 'message');
      expect(seen.type === 'message' && seen.message.id).toBe(missed.id);
      // And the new connection hears the next one.
      const next = await server.db.transaction((tx) => storeMessage(tx, 'redeprime', 'lobby', { memberId: 0, author: 'someone', body: 'after' }, server.clock.now()));
      const heard = await reader.next((f) => f.type === 'message');
      expect(heard.type === 'message' && heard.message.id).toBe(next.id);
      await expect.poll(async () => (await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'listen:chat_message'`)).rows[0].n).toBe(1);
    } finally {
      await admin.end();
      reader.socket.terminate();
    }
  });
});
