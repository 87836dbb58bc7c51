/**
 * Test helpers for responsible gaming (issue 38): a limit set over HTTP, a pause with the password,
 * a deposit request, a launch of the demo game and one real-mode spin of it (its status and body).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, encryptedCall, json } from './apiClient';
import { hostOf } from './testApp';

export async function setLimit(app: FastifyInstance, tenant: string, token: string, limit: { kind: string; period: string; amount?: string | null; minutes?: number | null }): Promise<void> {
  const response = await call(app, 'POST', '/wps/v2/member/responsibleGaming/limit', { tenant, token }, limit);
  expect(response.statusCode, response.body).toBe(200);
}

export async function pause(app: FastifyInstance, tenant: string, token: string, kind: 'timeout' | 'selfExclusion', duration: string): Promise<{ endsAt: string | null }> {
  const response = await encryptedCall(app, 'POST', '/wps/v2/member/responsibleGaming/pause', { tenant, token }, { kind, duration, password: 'Secret123' });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ value: { endsAt: string | null } }>(response).value;
}

export function deposit(app: FastifyInstance, tenant: string, token: string, amount: string, key: string = randomUUID()) {
  return call(app, 'POST', '/wps/v2/wallets/deposit', { tenant, token, headers: { 'idempotency-key': key } }, { methodId: tenant === 'luckydraw' ? 'bankTransfer' : 'pix', amount });
}

/** A real-mode launch of the tenant's first RNG game: the launch call's answer and the game page's path. */
export async function launch(app: FastifyInstance, tenant: string, token: string): Promise<{ statusCode: number; body: string; page?: string }> {
  const games = json<{ value: { games: { nodeId: string }[] } }>(await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { tenant, token })).value;
  const response = await call(app, 'GET', `/wps/game/launchGame?nodeId=${games.games[0]!.nodeId}`, { tenant, token });
  if (response.statusCode !== 200) return { statusCode: response.statusCode, body: response.body };
  const url = json<{ value: { url: string } }>(response).value.url;
  return { statusCode: 200, body: response.body, page: url.replace(/^\/cdn\/launch\d+\/game/, '/demo-game') };
}

/** The spin form of a game page load (which opens the launch's round): its action and its body for `stake` cents. */
export async function spinForm(app: FastifyInstance, tenant: string, page: string, stake: number): Promise<{ action: string; body: string }> {
  const html = (await app.inject({ method: 'GET', url: page, headers: hostOf(tenant) })).body;
  const action = /<form class="spin" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no spin form on the page');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  return { action: action.replace(/&amp;/g, '&'), body: new URLSearchParams({ ...fields, stake: String(stake) }).toString() };
}

export function sendSpin(app: FastifyInstance, tenant: string, form: { action: string; body: string }) {
  return app.inject({ method: 'POST', url: form.action, headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: form.body });
}

/** One spin of a launch: loads the page (its round) and sends the stake once. */
export async function spin(app: FastifyInstance, tenant: string, page: string, stake: number) {
  return sendSpin(app, tenant, await spinForm(app, tenant, page, stake));
}
