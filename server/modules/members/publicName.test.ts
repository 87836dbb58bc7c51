/**
 * Members are never shown to others by their login name: the chat author of a member who chose no
 * nickname is the masked account, the nickname rules hold on every path that sets one, and the
 * members registered before (nickname copied from the username) are mended by the migration.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../platform/domainError';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { ChatServerFrame } from '../../../schemas/api/chat';
import { NICKNAME_MAX_LENGTH } from '../../../schemas/domain';
import { chatMessages } from '../messages/chatSchema';
import { members } from './schema';
import { call, encryptedCall, humanCheck, json, tokenOf } from '../../testing/apiClient';
import { hostOf, useTestServer } from '../../testing/testApp';
import { checkedNickname, displayNameOf, maskAccount } from './publicName';
import { signUpValues } from '../../testing/signUp';

const server = useTestServer();

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, code: error.code, value: error.value } : error;
  }
  return undefined;
}

describe('the nickname rules', () => {
  it('keep a plain name (trimmed), treat a blank one as none, and refuse formulas, markup, control characters and length', () => {
    expect(checkedNickname('  Zé da Sorte 🎲 ')).toBe('Zé da Sorte 🎲');
    expect(checkedNickname('   ')).toBeUndefined();
    expect(checkedNickname(undefined)).toBeUndefined();
    expect(checkedNickname('x'.repeat(NICKNAME_MAX_LENGTH))).toBe('x'.repeat(NICKNAME_MAX_LENGTH));
    for (const bad of ['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', ' =1', '\t=1', 'a\rb', 'line\nbreak', '<b>x</b>', 'a>b', 'x'.repeat(NICKNAME_MAX_LENGTH + 1), 'abc\u202edcba']) {
      expect(refusalOf(() => checkedNickname(bad)), JSON.stringify(bad)).toMatchObject({ kind: 'invalid', code: 'error.invalidRequest', value: { fields: ['nickname'] } });
    }
  });

  it('name a member by the chosen nickname, otherwise by the masked account (the mask of the leaderboard and the referral list)', () => {
    expect(maskAccount('player11')).toBe('pl***11');
    expect(maskAccount('abc')).toBe('a***');
    expect(displayNameOf({ account: 'player11', nickname: null })).toBe('pl***11');
    expect(displayNameOf({ account: 'player11', nickname: 'Lucky' })).toBe('Lucky');
  });
});

async function register(tenant: string, username: string): Promise<string> {
  const response = await encryptedCall(server.app, 'POST', '/wps/member/register', { tenant }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true,
    domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(server.app, tenant), ...(await signUpValues(server.app, tenant)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ value: { token: string } }>(response).value.token;
}

/** A socket in a room, its frames collected. */
async function enterRoom(tenant: string, token: string): Promise<{ socket: WebSocket; frames: ChatServerFrame[] }> {
  const launch = await call(server.app, 'GET', '/wps/relay/CBS_launchChat?modelId=lobby', { tenant, token, headers: { 'x-module-id': 'CBS3' } });
  expect(launch.statusCode, launch.body).toBe(200);
  const frames: ChatServerFrame[] = [];
  const socket = await server.app.injectWS(json<{ value: { url: string } }>(launch).value.url, { headers: hostOf(tenant) }, {
    onInit(ws) {
      ws.on('message', (data) => frames.push(JSON.parse(String(data)) as ChatServerFrame));
    },
  });
  return { socket, frames };
}

describe('the chat', () => {
  it('shows a member registered without a nickname by the masked account, never the username', async () => {
    const tenant = 'lusa';
    const username = `leak${randomUUID().replace(/-/g, '').slice(0, 6)}`;
    const poster = await enterRoom(tenant, await register(tenant, username));
    await vi.waitFor(() => expect(poster.frames.some((f) => f.type === 'history')).toBe(true));
    poster.socket.send(JSON.stringify({ type: 'send', text: `hello from ${username.length} letters` }));
    await vi.waitFor(() => expect(poster.frames.some((f) => f.type === 'message')).toBe(true), { timeout: 5000 });
    poster.socket.terminate();

    // Another member entering the room reads the message in its history.
    const reader = await enterRoom(tenant, await tokenOf(server.app, tenant, 'demo', 'Demo2024'));
    await vi.waitFor(() => expect(reader.frames.some((f) => f.type === 'history')).toBe(true));
    reader.socket.terminate();
    const history = reader.frames.find((f) => f.type === 'history');
    const seen = history?.type === 'history' ? history.messages.find((m) => m.text === `hello from ${username.length} letters`) : undefined;
    expect(seen?.author).toBe(maskAccount(username));
    expect(seen?.author.toLowerCase()).not.toContain(username);
    const [row] = await server.db.select({ nickname: members.nickname }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, username)));
    expect(row?.nickname).toBeNull();
  });
});

describe("an agent's downline registration", () => {
  const tenant = 'lusa';
  const body = (username: string, nickname?: string) => ({ kind: 'member', username, password: 'Zq8!kLm2', confirmPassword: 'Zq8!kLm2', ...(nickname === undefined ? {} : { nickname }) });

  it('applies the nickname rules (the tenant form has no nickname field) and keeps none when none is given', async () => {
    const agent = await tokenOf(server.app, tenant, 'agent01', 'Agent2024');
    const post = (b: unknown) => encryptedCall(server.app, 'POST', '/wps/v2/agent/register', { tenant, token: agent }, b);
    for (const nickname of ['=1+1', '@cmd', '<img src=x>', 'x'.repeat(NICKNAME_MAX_LENGTH + 1)]) {
      const refused = await post(body('nickrule1', nickname));
      expect(refused.statusCode, nickname).toBe(400);
    }
    const formula = json<{ code: string; value: { fields: string[] } }>(await post(body('nickrule1', '=1+1')));
    expect(formula).toMatchObject({ code: 'error.invalidRequest', value: { fields: ['nickname'] } });
    expect((await server.db.select().from(members).where(and(eq(members.tenant, tenant), eq(members.account, 'nickrule1')))).length).toBe(0);

    expect((await post(body('nickrule2'))).statusCode).toBe(200);
    expect((await post(body('nickrule3', ' Sortudo '))).statusCode).toBe(200);
    const rows = await server.db.select({ account: members.account, nickname: members.nickname }).from(members)
      .where(and(eq(members.tenant, tenant), sql`${members.account} in ('nickrule2', 'nickrule3')`));
    expect(Object.fromEntries(rows.map((r) => [r.account, r.nickname]))).toEqual({ nickrule2: null, nickrule3: 'Sortudo' });
  });
});

describe('the migration of members registered before', () => {
  it('forgets a nickname copied from the username and masks the chat messages written under it', async () => {
    const tenant = 'redeprime';
    const [old] = await server.db.insert(members)
      .values({ tenant, account: 'oldtimer7', nickname: 'oldtimer7', passwordHash: '!x', firstTimeLogin: false, createdAt: server.clock.now(), passwordChangedAt: server.clock.now() }).returning({ id: members.id });
    const [chosen] = await server.db.insert(members)
      .values({ tenant, account: 'chooser77', nickname: 'Chooser', passwordHash: '!x', firstTimeLogin: false, createdAt: server.clock.now(), passwordChangedAt: server.clock.now() }).returning({ id: members.id });
    const at = new Date('2026-01-01T00:00:00Z');
    const written = await server.db.insert(chatMessages).values([
      { tenant, room: 'lobby', memberId: old!.id, author: 'oldtimer7', body: 'old message', createdAt: at },
      { tenant, room: 'lobby', memberId: chosen!.id, author: 'Chooser', body: 'chosen message', createdAt: at },
    ]).returning({ id: chatMessages.id });

    const migration = await readFile(new URL('../../db/migrations/0026_nickname_chosen_only.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await server.db.execute(sql.raw(statement));

    const names = await server.db.select({ account: members.account, nickname: members.nickname }).from(members)
      .where(and(eq(members.tenant, tenant), sql`${members.account} in ('oldtimer7', 'chooser77')`));
    expect(Object.fromEntries(names.map((r) => [r.account, r.nickname]))).toEqual({ oldtimer7: null, chooser77: 'Chooser' });
    const authors = await server.db.select({ id: chatMessages.id, author: chatMessages.author }).from(chatMessages)
      .where(sql`${chatMessages.id} in (${written[0]!.id}, ${written[1]!.id})`);
    expect(Object.fromEntries(authors.map((r) => [r.id, r.author]))).toEqual({ [written[0]!.id]: maskAccount('oldtimer7'), [written[1]!.id]: 'Chooser' });
  });
});
