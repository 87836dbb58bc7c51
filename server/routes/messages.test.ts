import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { PUSH_CLOSE, PUSH_PATH, PUSH_SOCKETS_PER_MEMBER, type PushServerFrame } from '../../schemas/api/messages';
import { sendMessageCommand } from '../cli/sendMessage';
import { walletDecisionCommand } from '../cli/walletDecision';
import { walletOutcomeText } from '../modules/messages/walletOutcomes';
import { sendMessage } from '../modules/messages/messages';
import { call, encryptedCall, humanCheck, json } from '../testing/apiClient';
import { hostOf, useTestServer } from '../testing/testApp';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();
const app = () => server.app;

interface Answer<T> { success: boolean; value: T; code?: string }
const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as Answer<T>).value;
};

interface Inbox { list: { id: number; title: string; read: boolean }[]; pageNo: number; totalPages: number; unread: number }

/** A fresh member of a tenant, with its account and token. */
async function newMember(tenant: string): Promise<{ account: string; token: string }> {
  const account = `msg${randomUUID().replace(/[^a-z0-9]/g, '').slice(0, 10)}`;
  const response = await encryptedCall(app(), 'POST', '/wps/member/register', { tenant }, {
    username: account, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...(await signUpValues(app(), tenant)),
  });
  return { account, token: ok<{ token: string }>(response).token };
}

const get = (tenant: string, token: string | undefined, url: string) => call(app(), 'GET', url, { tenant, ...(token ? { token } : {}) });
const send = (tenant: string, account: string, title: string, body = '<p>hello</p>') => call(app(), 'POST', '/dev/messages', { tenant }, { account, title, body });
const unread = async (tenant: string, token: string) => ok<{ count: number }>(await get(tenant, token, '/wps/relay/CSP_unreadCount')).count;

/** A push socket of a tenant with the frames it received, in order. */
async function pushSocket(tenant: string): Promise<{ ws: WebSocket; frames: PushServerFrame[]; closed: Promise<number> }> {
  const frames: PushServerFrame[] = [];
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => {
    closedWith = resolve;
  });
  const ws = await app().injectWS(PUSH_PATH, { headers: hostOf(tenant) }, {
    onInit: (socket) => {
      socket.on('message', (data) => frames.push(JSON.parse(String(data)) as PushServerFrame));
      socket.on('close', (code) => closedWith(code));
    },
  });
  return { ws, frames, closed };
}

describe('platform messages', () => {
  it('asks guests to log in and refuses trial accounts', async () => {
    expect((await get('lusa', undefined, '/wps/relay/CSP_getInbox')).statusCode).toBe(401);
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant: 'lusa' }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    const refused = await get('lusa', trial.token, '/wps/relay/CSP_getInbox');
    expect([refused.statusCode, json(refused).code]).toEqual([403, 'error.functionDisabled']);
    expect(await unread('lusa', trial.token)).toBe(0);
  });

  it('lists newest first, reads one (counting down), marks all read and deletes, each for its owner only', async () => {
    const a = await newMember('lusa');
    const b = await newMember('lusa');
    expect(ok<Inbox>(await get('lusa', a.token, '/wps/relay/CSP_getInbox'))).toEqual({ list: [], pageNo: 1, totalPages: 1, unread: 0 });
    for (const title of ['first', 'second', 'third']) ok(await send('lusa', a.account, title, `<b>${title}</b><img src=x onerror=alert(1)>`));
    expect(await unread('lusa', a.token)).toBe(3);
    const inbox = ok<Inbox>(await get('lusa', a.token, '/wps/relay/CSP_getInbox?pageSize=2'));
    expect(inbox.list.map((m) => [m.title, m.read])).toEqual([['third', false], ['second', false]]);
    expect([inbox.totalPages, inbox.unread]).toEqual([2, 3]);
    const [third, second] = inbox.list.map((m) => m.id);

    // Another member of the tenant, or the same id at another tenant, finds nothing.
    expect((await call(app(), 'POST', '/wps/relay/CSP_readMessage', { tenant: 'lusa', token: b.token }, { id: third })).statusCode).toBe(404);
    expect((await call(app(), 'DELETE', `/wps/relay/CSP_deleteMessage?id=${third}`, { tenant: 'lusa', token: b.token })).statusCode).toBe(404);
    expect(ok<{ updated: number }>(await call(app(), 'POST', '/wps/relay/CSP_readAllMessages', { tenant: 'lusa', token: b.token }))).toEqual({ updated: 0 });
    expect(await unread('lusa', a.token)).toBe(3);

    // The body is served as stored (the portal sanitises it); reading counts down once.
    const opened = ok<{ title: string; body: string; read: boolean }>(await call(app(), 'POST', '/wps/relay/CSP_readMessage', { tenant: 'lusa', token: a.token }, { id: third }));
    expect(opened).toMatchObject({ title: 'third', body: '<b>third</b><img src=x onerror=alert(1)>', read: true });
    expect(await unread('lusa', a.token)).toBe(2);
    ok(await call(app(), 'POST', '/wps/relay/CSP_readMessage', { tenant: 'lusa', token: a.token }, { id: third }));
    expect(await unread('lusa', a.token)).toBe(2);

    ok(await call(app(), 'DELETE', `/wps/relay/CSP_deleteMessage?id=${second}`, { tenant: 'lusa', token: a.token }));
    expect(await unread('lusa', a.token)).toBe(1);
    expect((await call(app(), 'DELETE', `/wps/relay/CSP_deleteMessage?id=${second}`, { tenant: 'lusa', token: a.token })).statusCode).toBe(404);
    expect(ok<{ updated: number }>(await call(app(), 'POST', '/wps/relay/CSP_readAllMessages', { tenant: 'lusa', token: a.token }))).toEqual({ updated: 1 });
    expect(await unread('lusa', a.token)).toBe(0);
    expect(ok<Inbox>(await get('lusa', a.token, '/wps/relay/CSP_getInbox')).list.map((m) => [m.title, m.read])).toEqual([['third', true], ['first', true]]);
  });

  it('answers malformed requests with a 400 and a reason', async () => {
    const a = await newMember('lusa');
    const bad = [
      await call(app(), 'POST', '/wps/relay/CSP_readMessage', { tenant: 'lusa', token: a.token }, { id: 'x' }),
      await call(app(), 'POST', '/wps/relay/CSP_readMessage', { tenant: 'lusa', token: a.token }, { id: 1, more: 1 }),
      await call(app(), 'POST', '/wps/relay/CSP_readMessage', { tenant: 'lusa', token: a.token }, { id: 0 }),
      await call(app(), 'DELETE', '/wps/relay/CSP_deleteMessage?id=abc', { tenant: 'lusa', token: a.token }),
      await call(app(), 'DELETE', '/wps/relay/CSP_deleteMessage', { tenant: 'lusa', token: a.token }),
      await get('lusa', a.token, '/wps/relay/CSP_getInbox?pageSize=500'),
      await send('lusa', a.account, ''),
    ];
    for (const response of bad) {
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).message).toMatch(/invalid request/);
    }
    expect((await send('lusa', 'nobody-here', 'hi')).statusCode).toBe(404);
  });
});

describe('unread push', () => {
  it('sends the count on connect and after each change, to that member only', async () => {
    const a = await newMember('lusa');
    const b = await newMember('lusa');
    const pa = await pushSocket('lusa');
    const pb = await pushSocket('lusa');
    pa.ws.send(JSON.stringify({ type: 'auth', token: a.token }));
    pb.ws.send(JSON.stringify({ type: 'auth', token: b.token }));
    await vi.waitFor(() => expect(pa.frames).toMatchObject([{ type: 'unread', count: 0 }]));
    await vi.waitFor(() => expect(pb.frames).toMatchObject([{ type: 'unread', count: 0 }]));

    const sent = await sendMessage(server.db, 'lusa', a.account, 'pushed', '<p>hi</p>', server.app.clock.now());
    if (typeof sent !== 'object') throw new Error('the message was not sent');
    await vi.waitFor(() => expect(pa.frames.at(-1)).toMatchObject({ type: 'unread', count: 1 }));
    ok(await call(app(), 'POST', '/wps/relay/CSP_readMessage', { tenant: 'lusa', token: a.token }, { id: sent.id }));
    await vi.waitFor(() => expect(pa.frames.at(-1)).toMatchObject({ type: 'unread', count: 0 }));
    // b heard nothing of a's messages.
    expect(pb.frames).toMatchObject([{ type: 'unread', count: 0 }]);

    // The operator command reaches the open page too.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const open = async () => ({ db: server.db, kind: 'pglite' as const, exclusive: <T>(work: () => Promise<T>) => work(), listen: async () => async () => undefined, close: async () => undefined });
      expect(await sendMessageCommand(['lusa', a.account, 'From the operator'], {}, open)).toBe(1);
      expect(await sendMessageCommand(['nowhere', a.account, 't', 'b'], {}, open)).toBe(1);
      expect(await sendMessageCommand(['lusa', 'nobody-here', 't', 'b'], {}, open)).toBe(2);
      expect(await sendMessageCommand(['lusa', a.account.toUpperCase(), 'From the operator', '<p>Hello</p>'], {}, open, server.clock)).toBe(0);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    await vi.waitFor(() => expect(pa.frames.at(-1)).toMatchObject({ type: 'unread', count: 1 }));
    expect(pb.frames).toHaveLength(1);

    // Signing out ends the push at the next change.
    ok(await call(app(), 'DELETE', '/wps/session/logout', { tenant: 'lusa', token: a.token }));
    await sendMessage(server.db, 'lusa', a.account, 'after logout', 'x', server.app.clock.now());
    expect(await pa.closed).toBe(PUSH_CLOSE.NO_SESSION);
    pb.ws.close();
    await pb.closed;
  });

  it('refuses trial accounts, unknown tokens, a token of another tenant and frames that are not the auth frame', async () => {
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant: 'lusa' }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    const member = await newMember('lusa');
    const subscribed = app().unreadHub.size;
    const cases: [string, string, number][] = [
      ['lusa', JSON.stringify({ type: 'auth', token: trial.token }), PUSH_CLOSE.NOT_FOR_TRIAL],
      ['lusa', JSON.stringify({ type: 'auth', token: 'not-a-token' }), PUSH_CLOSE.NO_SESSION],
      ['luckydraw', JSON.stringify({ type: 'auth', token: member.token }), PUSH_CLOSE.NO_SESSION],
      ['lusa', 'hello', PUSH_CLOSE.BAD_FRAME],
      ['lusa', JSON.stringify({ type: 'auth', token: 7 }), PUSH_CLOSE.BAD_FRAME],
    ];
    for (const [tenant, frame, code] of cases) {
      const socket = await pushSocket(tenant);
      socket.ws.send(frame);
      expect(await socket.closed, frame).toBe(code);
      expect(socket.frames, frame).toEqual([]);
    }
    // A refused socket was never subscribed.
    expect(app().unreadHub.size).toBe(subscribed);
  });

  it('holds at most PUSH_SOCKETS_PER_MEMBER sockets of a member: a new one closes the oldest with its code, the others keep their counts', async () => {
    const member = await newMember('lusa');
    const sockets = [];
    for (let i = 0; i < PUSH_SOCKETS_PER_MEMBER; i++) {
      const socket = await pushSocket('lusa');
      socket.ws.send(JSON.stringify({ type: 'auth', token: member.token }));
      await vi.waitFor(() => expect(socket.frames).toHaveLength(1));
      sockets.push(socket);
    }
    const sixth = await pushSocket('lusa');
    sixth.ws.send(JSON.stringify({ type: 'auth', token: member.token }));
    await vi.waitFor(() => expect(sixth.frames).toHaveLength(1));
    expect(await sockets[0]!.closed).toBe(PUSH_CLOSE.TOO_MANY_SOCKETS);
    // The other five still hear a change; the closed one is no longer held.
    ok(await send('lusa', member.account, 'After the cap'));
    for (const socket of [...sockets.slice(1), sixth]) await vi.waitFor(() => expect(socket.frames.at(-1)).toMatchObject({ type: 'unread', count: 1 }));
    expect(sockets[0]!.frames).toHaveLength(1);
    for (const socket of [...sockets.slice(1), sixth]) socket.ws.close();
  });

  it('refuses an IP past its push connections a minute with 429 before the upgrade', async () => {
    ok(await call(app(), 'POST', '/dev/limits', { tenant: 'luckydraw' }, { pushConnectionsPerIpPerMinute: 2 }));
    const from = (ip: string) => app().injectWS(PUSH_PATH, { headers: { ...hostOf('luckydraw'), 'x-forwarded-for': ip } });
    const opened = [await from('203.0.113.7'), await from('203.0.113.7')];
    await expect(from('203.0.113.7')).rejects.toThrow(/429/);
    // Another address is not affected, nor another tenant.
    opened.push(await from('203.0.113.8'));
    opened.push(await app().injectWS(PUSH_PATH, { headers: { ...hostOf('lusa'), 'x-forwarded-for': '203.0.113.7' } }));
    for (const ws of opened) ws.close();
  });
});

describe('wallet outcomes on the push', () => {
  it("an operator's decision leaves a message, and the push carries the count with the new balance", async () => {
    const a = await newMember('lusa');
    const pa = await pushSocket('lusa');
    pa.ws.send(JSON.stringify({ type: 'auth', token: a.token }));
    await vi.waitFor(() => expect(pa.frames).toEqual([{ type: 'unread', count: 0, balance: { balance: '0.00', currency: 'BRL', currencySymbol: 'R$' } }]));

    const deposit = ok<{ id: string }>(await call(app(), 'POST', '/wps/v2/wallets/deposit', { tenant: 'lusa', token: a.token, headers: { 'idempotency-key': randomUUID() } }, { methodId: 'pix', amount: '120' }));
    ok(await call(app(), 'POST', '/dev/wallet/deposit', { tenant: 'lusa' }, { id: deposit.id, decision: 'approve' }));
    await vi.waitFor(() => expect(pa.frames.at(-1)).toEqual({ type: 'unread', count: 1, balance: { balance: '120.00', currency: 'BRL', currencySymbol: 'R$' } }));
    const inbox = ok<Inbox>(await get('lusa', a.token, '/wps/relay/CSP_getInbox?pageSize=10'));
    expect(inbox.list.map((m) => m.title)).toEqual([`Depósito ${deposit.id} creditado`]);

    // Deciding again changes nothing and tells nothing.
    ok(await call(app(), 'POST', '/dev/wallet/deposit', { tenant: 'lusa' }, { id: deposit.id, decision: 'approve' }));
    expect(await unread('lusa', a.token)).toBe(1);
    pa.ws.close();
    await pa.closed;
  });

  it('the operator command tells the member too; the wording follows the event and the language', async () => {
    const a = await newMember('lusa');
    const deposit = ok<{ id: string }>(await call(app(), 'POST', '/wps/v2/wallets/deposit', { tenant: 'lusa', token: a.token, headers: { 'idempotency-key': randomUUID() } }, { methodId: 'pix', amount: '50' }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const open = async () => ({ db: server.db, kind: 'pglite' as const, exclusive: <T>(work: () => Promise<T>) => work(), listen: async () => async () => undefined, close: async () => undefined });
      expect(await walletDecisionCommand('deposit', ['lusa', deposit.id, 'reject'], {}, open, server.clock)).toBe(0);
    } finally {
      log.mockRestore();
    }
    const inbox = ok<Inbox>(await get('lusa', a.token, '/wps/relay/CSP_getInbox?pageSize=10'));
    expect(inbox.list.map((m) => m.title)).toEqual([`Depósito ${deposit.id} recusado`]);
    expect(walletOutcomeText({ tenant: 'luckydraw', memberId: 1, kind: 'withdrawal', event: 'approved', reference: 'W7', amount: '80.00' }, 'en'))
      .toEqual({ title: 'Withdrawal W7 approved', body: '<p>The amount of 80.00 was paid. Please confirm receipt under Withdraw.</p>' });
  });
});

describe('the unread push after a lost listening connection', () => {
  it('sends the count changed while the connection was away once it is back', async () => {
    if (server.databaseUrl === undefined) return; // PGlite's notifications are in-process: no connection to lose.
    const a = await newMember('lusa');
    const pa = await pushSocket('lusa');
    pa.ws.send(JSON.stringify({ type: 'auth', token: a.token }));
    await vi.waitFor(() => expect(pa.frames).toMatchObject([{ type: 'unread', count: 0 }]));
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'listen:member_unread'`);
      expect(killed.rowCount).toBe(1);
      // Announced while nobody of this instance listens (the connection comes back after a second).
      await sendMessage(server.db, 'lusa', a.account, 'while away', '<p>hi</p>', server.app.clock.now());
      await vi.waitFor(() => expect(pa.frames.at(-1)).toMatchObject({ type: 'unread', count: 1 }), { timeout: 5000 });
    } finally {
      await admin.end();
      pa.ws.terminate();
    }
  });
});
