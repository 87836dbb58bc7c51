/**
 * Reward centre and missions against the reference server (PGlite and PostgreSQL): the seeded demo
 * member in each activity status; joining; claiming a raffle promotion books its prize once (the same
 * key replays, the same key with another body is 422, other keys and concurrent duplicates are
 * refused) and the balance, the claim list and the bonus details agree; refusals of guests, trial
 * accounts, malformed bodies and statuses that forbid the event; mission progress from real bets, a
 * completed mission claimed once; the leaderboard masks names; tenants are isolated.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, json, tokenOf } from '../testing/apiClient';
import { fund, newMember, spins } from '../testing/realPlay';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { value: T }).value;
};
type Promo = { id: number; status: string; progress: string; prize: string; entry: string };
const promotions = async (token: string, t = tenant, language = 'en') =>
  ok<{ claimable: number; list: Promo[] }>(await call(app(), 'GET', `/wps/relay/MCSFE_getAvailablePromotions?language=${language}`, { tenant: t, token }));
const claim = (token: string, promotionId: unknown, key: string = randomUUID(), t = tenant) =>
  call(app(), 'POST', '/wps/relay/MCS2_claimRafflePromotion', { tenant: t, token, headers: { 'idempotency-key': key } }, { promotionId });
const join = (token: string, promotionId: number) => call(app(), 'POST', '/wps/relay/MCSFE_joinPromotion', { tenant, token }, { promotionId });
const balance = async (token: string) => ok<{ balance: string }>(await call(app(), 'GET', '/wps/v2/wallets/summary', { tenant, token })).balance;
const statusOf = (list: Promo[], id: number) => list.find((p) => p.id === id)?.status;
const cents = (text: string) => Math.round(Number(text) * 100);

describe('reward centre', () => {
  it('shows the demo member in every activity status, in both languages', async () => {
    const token = await tokenOf(app(), tenant, 'rewards01', 'Rewards2024');
    const value = await promotions(token);
    expect(Object.fromEntries(value.list.map((p) => [p.id, p.status]))).toEqual({
      201: 'claim', 202: 'signed', 203: 'join', 204: 'process', 205: 'claimed', 206: 'applying', 207: 'rejected', 208: 'issued', 209: 'close', 210: 'comingSoon',
    });
    expect(value.claimable).toBe(1);
    const pt = await call(app(), 'GET', '/wps/relay/MCSFE_getAvailablePromotions?language=pt', { tenant, token });
    expect(json<{ value: { list: { id: number; title: string }[] } }>(pt).value.list[0]!.title).toBe('Sorteio diário da sorte');
    // The claim list: the seeded participations, the paid ones with the ledger's amounts.
    const claims = ok<{ list: { promotionId: number; status: string; amount: string; transfer?: string }[]; totals: { amount: string } }>(
      await call(app(), 'GET', '/wps/relay/MCS2_getPromotionClaimList?language=en', { tenant, token }),
    );
    expect(Object.fromEntries(claims.list.map((c) => [c.promotionId, [c.status, c.amount]]))).toEqual({
      202: ['signed', '0.00'], 205: ['claimed', '10.00'], 206: ['applying', '0.00'], 207: ['rejected', '0.00'], 208: ['issued', '20.00'],
    });
    expect(claims.totals.amount).toBe('30.00');
  }, 60_000);

  it('refuses guests, trial accounts, bad bodies, missing keys, unknown promotions and statuses that forbid the event', async () => {
    expect((await call(app(), 'GET', '/wps/relay/MCSFE_getAvailablePromotions', { tenant })).statusCode).toBe(401);
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    expect((await call(app(), 'GET', '/wps/relay/MCSFE_getAvailablePromotions', { tenant, token: trial.token })).statusCode).toBe(403);
    expect((await claim(trial.token, 201)).statusCode).toBe(403);
    const token = await tokenOf(app(), tenant, 'rewards01', 'Rewards2024');
    const noKey = await call(app(), 'POST', '/wps/relay/MCS2_claimRafflePromotion', { tenant, token }, { promotionId: 201 });
    expect([noKey.statusCode, json(noKey).code]).toEqual([400, 'error.idempotencyKeyMissing']);
    for (const body of ['201', -1, 1.5, null]) expect((await claim(token, body)).statusCode).toBe(400);
    expect((await call(app(), 'POST', '/wps/relay/MCS2_claimRafflePromotion', { tenant, token, headers: { 'idempotency-key': randomUUID() } }, { promotionId: 201, amount: '999' })).statusCode).toBe(400);
    expect((await claim(token, 999)).statusCode).toBe(404);
    // Forbidden by status: 409; not the kind of promotion for the event: 400.
    const before = await balance(token);
    for (const [id, code] of [[202, 409], [203, 409], [204, 409], [205, 409], [209, 409], [210, 409], [206, 400], [207, 400], [208, 400]] as const) {
      const refused = await claim(token, id);
      expect([id, refused.statusCode, json(refused).code]).toEqual([id, code, 'error.invalidRequest']);
    }
    expect((await join(token, 202)).statusCode).toBe(409);
    expect((await join(token, 201)).statusCode).toBe(400);
    expect((await join(token, 210)).statusCode).toBe(400);
    expect(await balance(token)).toBe(before);
  }, 60_000);

  it('books a raffle prize once: replay by key, 422 for the key with another body, concurrent claims book once', async () => {
    const token = await newMember(app(), tenant, 'raffle');
    expect(statusOf((await promotions(token)).list, 201)).toBe('claim');
    // A new member may claim both prizes without a turnover (201 and 205).
    expect((await promotions(token)).claimable).toBe(2);
    const before = await balance(token);
    // One key sent twice and three other keys, all at once: one claim books (whichever comes first);
    // a refused request stores nothing for its key.
    const shared = randomUUID();
    const keys = [shared, shared, randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(keys.map((k) => claim(token, 201, k)));
    const booked = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409), refused.map((r) => r.body).join('\n')).toBe(true);
    const ids = new Set(booked.map((r) => json<{ value: { id: string } }>(r).value.id));
    expect(ids.size).toBe(1);
    expect(cents(await balance(token)) - cents(before)).toBe(888);
    const key = keys[answers.findIndex((r) => r.statusCode === 200)]!;
    const again = await claim(token, 201, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(json<{ value: { id: string; amount: string } }>(again).value).toMatchObject({ id: [...ids][0], amount: '8.88' });
    const other = await claim(token, 202, key);
    expect([other.statusCode, json(other).code]).toEqual([422, 'error.idempotencyKeyReused']);
    expect(cents(await balance(token)) - cents(before)).toBe(888);
    const after = await promotions(token);
    expect([statusOf(after.list, 201), after.claimable]).toEqual(['claimed', 1]);
    // The claim list and the bonus details show the ledger's amount.
    const claims = ok<{ list: { promotionId: number; status: string; amount: string; transfer: string }[] }>(await call(app(), 'GET', '/wps/relay/MCS2_getPromotionClaimList', { tenant, token }));
    expect(claims.list).toEqual([expect.objectContaining({ promotionId: 201, status: 'claimed', amount: '8.88' })]);
    const to = new Date(server.clock.now().getTime() + 60_000);
    const range = `from=${encodeURIComponent(new Date(to.getTime() - 86_400_000).toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    const bonus = ok<{ list: { id: string; kind: string; amount: string }[] }>(await call(app(), 'GET', `/wps/v2/wallets/bonus?${range}`, { tenant, token }));
    expect(bonus.list).toEqual([{ id: claims.list[0]!.transfer, kind: 'promotion', amount: '8.88', time: expect.any(String) as unknown }]);
  }, 60_000);

  it('draws a raffle\'s prize from its table once: the amount is a tier, the balance and the claim list agree, a replay keeps the draw', async () => {
    const token = await newMember(app(), tenant, 'draw');
    const raffle = (await promotions(token)).list.find((p) => p.id === 205) as Promo & { prizes?: { amount: string; weight: number }[] };
    expect(raffle.prize).toBe('10.00');
    expect(raffle.prizes).toEqual([{ amount: '2.00', weight: 50 }, { amount: '5.00', weight: 35 }, { amount: '10.00', weight: 15 }]);
    // A fixed prize has no table.
    expect((await promotions(token)).list.find((p) => p.id === 201)).not.toHaveProperty('prizes');
    const before = await balance(token);
    const key = randomUUID();
    const first = json<{ value: { id: string; amount: string } }>(await claim(token, 205, key)).value;
    expect(['2.00', '5.00', '10.00']).toContain(first.amount);
    expect(cents(await balance(token)) - cents(before)).toBe(cents(first.amount));
    // The same key replays the draw; nothing more is booked.
    for (let i = 0; i < 3; i++) expect(json<{ value: { amount: string } }>(await claim(token, 205, key)).value.amount).toBe(first.amount);
    expect(cents(await balance(token)) - cents(before)).toBe(cents(first.amount));
    const claims = ok<{ list: { promotionId: number; amount: string }[] }>(await call(app(), 'GET', '/wps/relay/MCS2_getPromotionClaimList', { tenant, token }));
    expect(claims.list).toEqual([expect.objectContaining({ promotionId: 205, amount: first.amount })]);
  }, 60_000);

  it('join -> signed -> process -> claim -> claimed from real bets since joining', async () => {
    const token = await newMember(app(), tenant, 'joiner');
    await fund(app(), tenant, token, '300');
    // Bets before joining do not count.
    await spins(app(), tenant, token, [1000]);
    expect(statusOf((await promotions(token)).list, 203)).toBe('join');
    const joined = await join(token, 203);
    expect(json<{ value: { status: string } }>(joined).value.status).toBe('signed');
    expect((await join(token, 203)).statusCode).toBe(409);
    expect(statusOf((await promotions(token)).list, 203)).toBe('signed');
    await spins(app(), tenant, token, [1000, 1000]);
    const halfway = (await promotions(token)).list.find((p) => p.id === 203)!;
    expect([halfway.status, halfway.progress]).toEqual(['process', '20.00']);
    expect((await claim(token, 203)).statusCode).toBe(409);
    await spins(app(), tenant, token, [1000, 1000, 1000]);
    expect(statusOf((await promotions(token)).list, 203)).toBe('claim');
    const before = await balance(token);
    expect(json<{ value: { amount: string } }>(await claim(token, 203)).value.amount).toBe('5.00');
    expect(cents(await balance(token)) - cents(before)).toBe(500);
    expect(statusOf((await promotions(token)).list, 203)).toBe('claimed');
  }, 90_000);

  it('keeps tenants apart: another tenant\'s token is refused and its promotions are its own', async () => {
    const token = await tokenOf(app(), tenant, 'rewards01', 'Rewards2024');
    expect((await call(app(), 'GET', '/wps/relay/MCSFE_getAvailablePromotions', { tenant: 'luckydraw', token })).statusCode).toBe(401);
    const lucky = await tokenOf(app(), 'luckydraw', 'rewards01', 'Rewards2024');
    const list = (await promotions(lucky, 'luckydraw')).list;
    expect(list.map((p) => p.id)).toEqual([201, 204, 205, 209, 210]);
    expect(list.every((p) => p.entry === 'auto')).toBe(true);
  }, 60_000);
});

describe('missions', () => {
  type Summary = { completed: number; missions: { id: string; status: string; progress: string; goal: string; progressBasisPoints: number }[] };
  const summary = async (token: string) => ok<Summary>(await call(app(), 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails?language=en', { tenant, token }));
  const claimMission = (token: string, missionId: unknown, key: string = randomUUID()) =>
    call(app(), 'POST', '/wps/relay/MCSFE_claimMissionReward', { tenant, token, headers: { 'idempotency-key': key } }, { missionId });

  it('counts real rounds and turnover of the period, books a completed mission once, ranks the week with masked names', async () => {
    const token = await newMember(app(), tenant, 'mission');
    await fund(app(), tenant, token, '500');
    const fresh = await summary(token);
    expect(fresh.completed).toBe(0);
    expect(fresh.missions.map((m) => [m.id, m.status, m.progress])).toEqual([['dailyRounds', 'inProgress', '0'], ['dailyTurnover', 'inProgress', '0.00'], ['weeklyTurnover', 'inProgress', '0.00']]);
    expect((await claimMission(token, 'dailyRounds')).statusCode).toBe(409);
    // Four rounds of 10.00: 4 of 5 rounds, 40.00 of 50.00, 40.00 of 1000.00 (4 %).
    await spins(app(), tenant, token, [1000, 1000, 1000, 1000]);
    const after = await summary(token);
    expect(after.missions.map((m) => [m.id, m.status, m.progress, m.progressBasisPoints])).toEqual([
      ['dailyRounds', 'inProgress', '4', 8000], ['dailyTurnover', 'inProgress', '40.00', 8000], ['weeklyTurnover', 'inProgress', '40.00', 400],
    ]);
    expect(after.completed).toBe(0);
    // A fifth round of 5.00 completes the rounds; 45.00 is still short of 50.00; a sixth of 5.00 completes it (capped at the goal).
    await spins(app(), tenant, token, [500]);
    expect((await summary(token)).missions.map((m) => m.status)).toEqual(['completed', 'inProgress', 'inProgress']);
    await spins(app(), tenant, token, [1000]);
    const done = await summary(token);
    expect(done.missions.map((m) => [m.status, m.progress])).toEqual([['completed', '5'], ['completed', '50.00'], ['inProgress', '55.00']]);
    expect(done.completed).toBe(2);
    const before = await balance(token);
    const shared = randomUUID();
    const keys = [shared, shared, randomUUID(), randomUUID()];
    const answers = await Promise.all(keys.map((k) => claimMission(token, 'dailyTurnover', k)));
    const winners = answers.filter((r) => r.statusCode === 200);
    expect(new Set(winners.map((r) => json<{ value: { id: string } }>(r).value.id)).size).toBe(1);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect(cents(await balance(token)) - cents(before)).toBe(300);
    const key = keys[answers.findIndex((r) => r.statusCode === 200)]!;
    expect((await claimMission(token, 'dailyTurnover', key)).headers['idempotent-replayed']).toBe('true');
    expect((await claimMission(token, 'dailyRounds', key)).statusCode).toBe(422);
    expect((await claimMission(token, 'nope')).statusCode).toBe(404);
    expect((await claimMission(token, 'Bad-Id')).statusCode).toBe(400);
    const claimed = await summary(token);
    expect([claimed.completed, claimed.missions[1]!.status]).toEqual([1, 'claimed']);

    const board = ok<{ list: { rank: number; name: string; turnover: string; me: boolean }[]; mine?: { rank: number; turnover: string } }>(
      await call(app(), 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?limit=50', { tenant, token }),
    );
    expect(board.mine?.turnover).toBe('55.00');
    const me = board.list.find((e) => e.me);
    expect(me?.name).toMatch(/^mi\*\*\*..$/);
    expect(board.list.map((e) => e.rank)).toEqual(board.list.map((_, i) => i + 1));
    const turnovers = board.list.map((e) => cents(e.turnover));
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    expect(board.list.every((e) => e.name.includes('***'))).toBe(true);
    expect((await call(app(), 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?limit=0', { tenant, token })).statusCode).toBe(400);
  }, 90_000);
});
