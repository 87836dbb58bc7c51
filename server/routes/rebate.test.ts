/**
 * Manual rebate: real bets accrue by the tenant's rate table (once per spin, fractions carried), the
 * state shows what a claim pays, a claim books it through the ledger once (the same key replays; a
 * second claim in the period, concurrent ones included, is refused), the bonus details show it, and
 * trial accounts and malformed claims are refused.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, json } from '../testing/apiClient';
import { fund, newMember, spins } from '../testing/realPlay';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};
const state = async (token: string) => ok<{ amount: string; bets: string; claimedThisPeriod: boolean; period: string; rates: { gameType: string; basisPoints: number }[]; history: { id: string; amount: string }[] }>(
  await call(app(), 'GET', '/wps/v2/rebate', { tenant, token }),
);
const claim = (token: string, key: string = randomUUID(), body: unknown = {}) => call(app(), 'POST', '/wps/v2/rebate/claim', { tenant, token, headers: { 'idempotency-key': key } }, body);

describe('manual rebate', () => {
  it('refuses guests, trial accounts, a claim without a key or with a body, and a claim with nothing owed', async () => {
    expect((await call(app(), 'GET', '/wps/v2/rebate', { tenant })).statusCode).toBe(401);
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    expect((await call(app(), 'GET', '/wps/v2/rebate', { tenant, token: trial.token })).statusCode).toBe(403);
    const token = await newMember(app(), tenant, 'rebate');
    const noKey = await call(app(), 'POST', '/wps/v2/rebate/claim', { tenant, token }, {});
    expect(noKey.statusCode).toBe(400);
    expect(json(noKey).code).toBe('error.idempotencyKeyMissing');
    expect((await claim(token, randomUUID(), { amount: '100' })).statusCode).toBe(400);
    const nothing = await claim(token);
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).code).toBe('error.invalidRequest');
    expect(await state(token)).toMatchObject({ amount: '0.00', bets: '0.00', claimedThisPeriod: false, history: [] });
  }, 60_000);

  it('accrues by the rate table and books a claim once per period: replayed by key, concurrent claims book once', async () => {
    const token = await newMember(app(), tenant, 'rebate');
    await fund(app(), tenant, token, '300');
    const before = await state(token);
    const rng = before.rates.find((r) => r.gameType === 'RNG')!.basisPoints;
    expect(rng).toBe(80);
    // 10.00 + 5.00 + 1.00 at 0.80 %: 0.128 -> 0.12 owed, 0.008 carried (each spin sent twice, booked once).
    await spins(app(), tenant, token, [1000, 500, 100]);
    expect(await state(token)).toMatchObject({ bets: '16.00', amount: '0.12' });
    await spins(app(), tenant, token, Array.from({ length: 20 }, () => 1000));
    // 216.00 at 0.80 % = 1.728 -> 1.72.
    const owed = await state(token);
    expect(owed).toMatchObject({ bets: '216.00', amount: '1.72', claimedThisPeriod: false });
    const summary = async () => ok<{ balance: string }>(await call(app(), 'GET', '/wps/v2/wallets/summary', { tenant, token })).balance;
    const cashBefore = await summary();

    // Five claims at once, with different keys: one books, the others are refused (or replay the same key).
    // Any of them may win the race: the replay below uses the key of the one that booked.
    const key = randomUUID();
    const keys = [key, key, randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(keys.map((k) => claim(token, k)));
    const booked = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409 && json(r).code === 'error.invalidRequest'), refused.map((r) => r.body).join('\n')).toBe(true);
    const ids = new Set(booked.map((r) => json<{ value: { id: string } }>(r).value.id));
    expect(ids.size).toBe(1);
    const first = json<{ value: { id: string; amount: string; bets: string } }>(booked[0]!).value;
    expect(first).toMatchObject({ amount: '1.72', bets: '216.00' });
    expect(Math.round(Number(await summary()) * 100) - Math.round(Number(cashBefore) * 100)).toBe(172);
    // The booking's key again: the first answer, nothing booked.
    const again = await claim(token, keys[answers.findIndex((r) => r.statusCode === 200)]!);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json<{ value: { id: string } }>(again).value.id).toBe(first.id);
    const after = await state(token);
    expect(after).toMatchObject({ claimedThisPeriod: true, bets: '0.00', amount: '0.00' });
    expect(after.history.map((h) => [h.id, h.amount])).toEqual([[first.id, '1.72']]);

    // More bets accrue with the carried fraction (0.008 + 0.08 = 0.088 -> 0.08), but the period is claimed.
    await spins(app(), tenant, token, [1000]);
    expect(await state(token)).toMatchObject({ bets: '10.00', amount: '0.08', claimedThisPeriod: true });
    expect((await claim(token)).statusCode).toBe(409);

    // The bonus details show the rebate.
    const to = new Date(server.clock.now().getTime() + 60_000);
    const range = `from=${encodeURIComponent(new Date(to.getTime() - 86_400_000).toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    const bonus = ok<{ list: { kind: string; amount: string }[] }>(await call(app(), 'GET', `/wps/v2/wallets/bonus?${range}`, { tenant, token }));
    expect(bonus.list).toEqual([expect.objectContaining({ kind: 'rebate', amount: '1.72' })]);
  }, 60_000);
});
