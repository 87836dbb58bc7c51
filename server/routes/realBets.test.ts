/**
 * Real bets: the game page in real mode (a launch of a logged-in member) books each spin's stake
 * and win through the ledger, once per round even when the form is sent again (the replay is a 409); the betting record
 * and profit show it. Demo mode shows no spin form and books nothing.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../modules/members/schema';
import { call, encryptedCall, json, tokenOf } from '../testing/apiClient';
import { playStanding } from '../modules/wallet/records';
import { walletSettingsOf } from '../modules/wallet/settings';
import { hostOf, useTestServer } from '../testing/testApp';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

const RANGE = () => {
  const to = new Date(server.clock.now().getTime() + 60_000);
  return `from=${encodeURIComponent(new Date(to.getTime() - 86_400_000).toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};

async function page(url: string): Promise<string> {
  const response = await app().inject({ method: 'GET', url, headers: hostOf(tenant) });
  expect(response.statusCode).toBe(200);
  return response.body;
}

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form class="spin" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no spin form on the page');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  return { action: action.replace(/&amp;/g, '&'), fields };
}

describe('real bets on the game page', () => {
  it('books a spin once, shows it in the betting record and the profit, and demo mode books nothing', async () => {
    // olduser (100.00) must change the default password before its session may play (issue 15).
    const restricted = await tokenOf(app(), tenant, 'olduser', '123456');
    const changed = await encryptedCall(app(), 'POST', '/wps/member/password', { tenant, token: restricted }, { oldPassword: '123456', newPassword: 'Spin round 2026', confirmNewPassword: 'Spin round 2026' });
    expect(json(changed)).toEqual({ success: true });
    const token = await tokenOf(app(), tenant, 'olduser', 'Spin round 2026');
    const games = json<{ value: { games: { nodeId: string }[] } }>(await call(app(), 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { tenant, token })).value.games;
    const nodeId = games[0]!.nodeId;
    const launch = json<{ value: { url: string } }>(await call(app(), 'GET', `/wps/game/launchGame?nodeId=${nodeId}`, { tenant, token })).value.url;
    const html = await page(launch.replace(/^\/cdn\/launch\d+\/game/, '/demo-game'));
    expect(html).toContain('<strong>100.00</strong>');
    const form = formOf(html);
    const body = new URLSearchParams({ ...form.fields, stake: '500' }).toString();
    const send = () => app().inject({ method: 'POST', url: form.action, headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    const sent = await Promise.all([send(), send()]);
    expect(sent.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    const first = sent.find((r) => r.statusCode === 303)!;
    // The replay books nothing and shows the round's result with a fresh round to play.
    const replay = sent.find((r) => r.statusCode === 409)!;
    expect(replay.body).toContain('Esta rodada já foi jogada');
    expect(formOf(replay.body).fields['round']).not.toBe(form.fields['round']);
    expect(first.headers.location).toContain(`round=${form.fields['round']}`);
    const record = json<{ value: { total: number; list: { id: string; stake: string; win: string; nodeId: string }[]; totals: { stake: string } } }>(
      await call(app(), 'GET', `/wps/v2/wallets/bets?${RANGE()}`, { tenant, token }),
    ).value;
    expect(record.total).toBe(1);
    expect(record.list[0]).toMatchObject({ id: form.fields['round'], stake: '5.00', nodeId });
    const win = Number(record.list[0]!.win);
    const balance = json<{ value: { balance: string } }>(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).value.balance;
    expect(Number(balance)).toBeCloseTo(100 - 5 + win, 2);
    const after = await page(String(first.headers.location));
    expect(after).toContain(`${record.list[0]!.win}`);
    const profit = json<{ value: { totals: { count: number; profit: string }; byGameType: { gameType: string }[] } }>(await call(app(), 'GET', `/wps/v2/wallets/profit?${RANGE()}`, { tenant, token })).value;
    expect(profit.totals).toMatchObject({ count: 1, profit: (win - 5).toFixed(2) });
    expect(profit.byGameType.map((g) => g.gameType)).toEqual(['RNG']);
    // The play standing reads the same rounds: the stake counts towards VIP level 1 (10,000.00),
    // progress rounded down to the basis point; today's round is not yesterday's rescue loss.
    const standing = json<{ value: { vip: unknown; rescue: { day: string; netLoss: string; bonus: string } } }>(await call(app(), 'GET', '/wps/v2/wallets/standing', { tenant, token })).value;
    expect(standing.vip).toEqual({ level: 0, turnover: '5.00', nextLevel: 1, remaining: '9995.00', progressBasisPoints: 5 });
    expect(standing.rescue).toEqual({ day: new Date(server.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10), netLoss: '0.00', bonus: '0.00' });
    expect((await call(app(), 'GET', '/wps/v2/wallets/standing', { tenant })).statusCode).toBe(401);
    // Seen from tomorrow, today's round is the day counted: a loss below the first tier (100.00) returns nothing.
    const [member] = await app().db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, 'olduser')));
    const today = server.clock.now();
    const ctx = { settings: await walletSettingsOf(app().db, app().tenants.byCode.get(tenant)!), memberId: member!.id, now: today };
    const tomorrow = await playStanding(app().db, ctx, new Date(today.getTime() + 86_400_000));
    expect(tomorrow.rescue).toEqual({ day: today.toISOString().slice(0, 10), netLoss: (win >= 5 ? 0 : 5 - win).toFixed(2), bonus: '0.00' });
    // A forged stake or an unknown launch is refused.
    expect((await app().inject({ method: 'POST', url: form.action, headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...form.fields, round: 'Rnewroundid123', stake: '999' }).toString() })).statusCode).toBe(400);
    expect((await app().inject({ method: 'POST', url: form.action, headers: { ...hostOf(tenant), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...form.fields, token: 'forged', round: 'Rnewroundid123', stake: '100' }).toString() })).statusCode).toBe(401);
    // Demo mode: no form, nothing booked.
    const demo = await page(`/demo-game?nodeId=${nodeId}&mode=demo`);
    expect(demo).not.toContain('<form');
    const real = await page(`/demo-game?nodeId=${nodeId}&mode=real&token=notalaunch`);
    expect(real).not.toContain('<form');
  });
});
