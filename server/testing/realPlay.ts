/**
 * Test helpers for what real play books: a fresh member (registered as the portal does), money on
 * its main wallet (a deposit approved through the development route) and real-mode spins of the demo
 * game page (each sent twice: the round the page opened books once, the replay is refused with 409).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, encryptedCall, humanCheck } from './apiClient';
import { hostOf } from './testApp';
import { signUpValues } from './signUp';

const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};

let serial = 0;

/** A fresh member of a tenant (password Secret123, balance 0); its token. */
export async function newMember(app: FastifyInstance, tenant: string, prefix = 'play'): Promise<string> {
  serial += 1;
  const username = `${prefix}${serial}${randomUUID().slice(0, 6).replace(/[^a-z0-9]/g, 'a')}`;
  return ok<{ token: string }>(await encryptedCall(app, 'POST', '/wps/member/register', { tenant }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app, tenant), ...(await signUpValues(app, tenant)),
  })).token;
}

/** Deposits `amount` and approves it, so the member has money to play. */
export async function fund(app: FastifyInstance, tenant: string, token: string, amount: string): Promise<void> {
  const deposit = ok<{ id: string }>(await call(app, 'POST', '/wps/v2/wallets/deposit', { tenant, token, headers: { 'idempotency-key': randomUUID() } }, { methodId: tenant === 'luckydraw' ? 'bankTransfer' : 'pix', amount }));
  ok(await call(app, 'POST', '/dev/wallet/deposit', { tenant }, { id: deposit.id, decision: 'approve' }));
}

/** Real-mode spins of one game of `gameType` (stakes in cents; each page load after a spin opens a new round, its id the key). */
export async function spins(app: FastifyInstance, tenant: string, token: string, stakes: readonly number[], gameType = 'RNG'): Promise<void> {
  const games = ok<{ games: { nodeId: string }[] }>(await call(app, 'GET', `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=1`, { tenant, token }));
  const nodeId = games.games[0]!.nodeId;
  const launch = ok<{ url: string }>(await call(app, 'GET', `/wps/game/launchGame?nodeId=${nodeId}`, { tenant, token })).url;
  for (const stake of stakes) {
    const html = (await app.inject({ method: 'GET', url: launch.replace(/^\/cdn\/launch\d+\/game/, '/demo-game'), headers: hostOf(tenant) })).body;
    const action = /<form class="spin" method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
    const body = new URLSearchParams({ ...fields, stake: String(stake) }).toString();
    const send = () => app.inject({ method: 'POST', url: action, headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 409]);
  }
}
