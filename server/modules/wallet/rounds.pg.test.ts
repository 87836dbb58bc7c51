/**
 * Rounds across two API instances on one PostgreSQL database: a round is settled once when its spin
 * reaches both instances at the same moment, and page loads on both at once open one round for the
 * launch. Runs in the PostgreSQL project only (vite.config.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, json } from '../../testing/apiClient';
import { fund, newMember } from '../../testing/realPlay';
import { hostOf, useTwoInstances } from '../../testing/testApp';

const { first, second } = useTwoInstances();
const tenant = 'lusa';

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form class="spin" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no spin form on the page');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  return { action: action.replace(/&amp;/g, '&'), fields };
}

async function launchPage(app: FastifyInstance): Promise<{ token: string; page: string }> {
  const token = await newMember(app, tenant, 'round');
  await fund(app, tenant, token, '100');
  const nodeId = json<{ value: { games: { nodeId: string }[] } }>(await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { tenant, token })).value.games[0]!.nodeId;
  const url = json<{ value: { url: string } }>(await call(app, 'GET', `/wps/game/launchGame?nodeId=${nodeId}`, { tenant, token })).value.url;
  return { token, page: url.replace(/^\/cdn\/launch\d+\/game/, '/demo-game') };
}

describe('rounds on two instances', () => {
  it('open one round per launch when both load the page at once, and settle it once when both take its spin', async () => {
    const { token, page } = await launchPage(first.app);
    for (let i = 0; i < 5; i++) {
      const loads = await Promise.all([first.app, second().app, first.app, second().app].map((app) => app.inject({ method: 'GET', url: page, headers: hostOf(tenant) })));
      const rounds = new Set(loads.map((r) => formOf(r.body).fields['round']));
      expect(rounds.size).toBe(1);
      const form = formOf(loads[0]!.body);
      const body = new URLSearchParams({ ...form.fields, stake: '100' }).toString();
      const sent = await Promise.all([first.app, second().app].map((app) => app.inject({ method: 'POST', url: form.action, headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: body })));
      expect(sent.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    }
    const open = formOf((await first.app.inject({ method: 'GET', url: page, headers: hostOf(tenant) })).body).fields['round']!;
    const result = (await first.db.execute(sql`
      select count(*) filter (where t.kind = 'bet')::int as bets, coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)::int as staked,
             coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)::int as paid, count(distinct r.id)::int as rounds,
             count(distinct r.id) filter (where r.status = 'open')::int as open
      from game_rounds r left join ledger_transfers t on t.tenant = r.tenant and t.reference = r.id
      where r.tenant = ${tenant} and r.launch_hash = (select launch_hash from game_rounds where id = ${open})`)) as unknown as { rows: { bets: number; staked: number; paid: number; rounds: number; open: number }[] };
    // Five settled rounds with one stake each, and the open round the last page load showed.
    const books = result.rows[0]!;
    expect({ bets: books.bets, staked: books.staked, rounds: books.rounds, open: books.open }).toEqual({ bets: 5, staked: 500, rounds: 6, open: 1 });
    const balance = json<{ value: { balance: string } }>(await call(second().app, 'GET', '/wps/v2/wallets/balance', { tenant, token })).value.balance;
    expect(Number(balance)).toBeCloseTo((10_000 - 500 + books.paid) / 100, 2);
  }, 60_000);
});
