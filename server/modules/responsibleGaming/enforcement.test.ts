/**
 * The responsible-gaming rules as the server enforces them over HTTP (issue 38), one test per rule:
 * deposits, stakes and play time against the limits (periods of the tenant's local time), the
 * exclusions blocking every listed action while the withdrawal stays open, the login refused with
 * the end time (or withdraw-only where the tenant allows it), the 24-hour rule on the server's clock
 * (moved, never slept). `enforcement.pg.test.ts` holds the limits under concurrency on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { rgHistoryCommand } from '../../cli/rgHistory';
import { networkIds } from '../../seed/agentNetwork';
import { call, encryptedCall, json, login, tokenOf } from '../../testing/apiClient';
import { fund, newMember } from '../../testing/realPlay';
import { deposit, launch, pause, setLimit, spin } from '../../testing/rgPlay';
import { hostOf, useTestServer } from '../../testing/testApp';
import { teamFigures } from '../agents/team';
import { sendMessage } from '../messages/index';
import { writeTenantSwitches } from '../tenants/index';
import { startExclusion } from './responsibleGaming';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

const accountOf = async (token: string) => json<{ value: { account: string } }>(await call(app(), 'GET', '/wps/member/info', { tenant, token })).value.account;
const balance = async (token: string) => json<{ value: { balance: string } }>(await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).value.balance;
const refusal = (response: { statusCode: number; body: string }) => {
  const body = JSON.parse(response.body) as { code?: string; value?: unknown };
  return { status: response.statusCode, code: body.code, value: body.value };
};

describe('deposit limits', () => {
  it('refuses a deposit that would pass the day limit, with the room left, counting pending deposits', async () => {
    const token = await newMember(app(), tenant, 'rgdep');
    await setLimit(app(), tenant, token, { kind: 'deposit', period: 'day', amount: '500' });
    // Pending, not approved: it still counts, so two requests cannot pass the limit together.
    expect((await deposit(app(), tenant, token, '300')).statusCode).toBe(200);
    expect(refusal(await deposit(app(), tenant, token, '250'))).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'deposit', period: 'day', room: 200_00 } });
    expect((await deposit(app(), tenant, token, '200')).statusCode).toBe(200);
    expect(refusal(await deposit(app(), tenant, token, '10'))).toMatchObject({ status: 409, code: 'error.rgLimitReached', value: { room: 0 } });
  });

  it('counts the day of the tenant: the limit resets at local midnight (UTC-3), not at UTC midnight', async () => {
    // Half an hour before the next local midnight (02:30 UTC on a later day).
    const now = server.clock.now();
    server.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 2, 30)));
    const token = await newMember(app(), tenant, 'rgday');
    await setLimit(app(), tenant, token, { kind: 'deposit', period: 'day', amount: '100' });
    expect((await deposit(app(), tenant, token, '100')).statusCode).toBe(200);
    server.clock.advance(20 * 60_000);
    // 02:50 UTC: past UTC midnight, still the same local day.
    expect((await deposit(app(), tenant, token, '10')).statusCode).toBe(409);
    server.clock.advance(20 * 60_000);
    // 03:10 UTC, 00:10 local: a new day, the room is back.
    expect((await deposit(app(), tenant, token, '100')).statusCode).toBe(200);
  });
});

describe('the reality check\'s figures', () => {
  it('count the stakes and wins of real play since the sign-in, not a deposit made in the session', async () => {
    const token = await newMember(app(), tenant, 'rgsess');
    const figures = async () => json<{ value: { since: string; staked: string; won: string; result: string } }>(await call(app(), 'GET', '/wps/v2/member/responsibleGaming/session', { tenant, token })).value;
    // A deposit approved after the sign-in: the balance moves, the result does not.
    await fund(app(), tenant, token, '100');
    const first = await figures();
    expect(first).toMatchObject({ staked: '0.00', won: '0.00', result: '0.00' });
    expect(new Date(first.since).getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
    const { page } = await launch(app(), tenant, token);
    for (let i = 0; i < 3; i++) expect((await spin(app(), tenant, page!, 100)).statusCode).toBe(303);
    const after = await figures();
    expect(after.staked).toBe('3.00');
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(after.result)).toBe(cents(after.won) - 300);
    // The play alone moved the balance since the deposit.
    expect(cents(await balance(token)) - 100_00).toBe(cents(after.result));
  });
});

describe('stake limits', () => {
  it('refuses a stake past the wager limit before any money moves', async () => {
    const token = await newMember(app(), tenant, 'rgwag');
    await fund(app(), tenant, token, '100');
    await setLimit(app(), tenant, token, { kind: 'wager', period: 'day', amount: '3' });
    const { page } = await launch(app(), tenant, token);
    for (let i = 0; i < 3; i++) expect((await spin(app(), tenant, page!, 100)).statusCode).toBe(303);
    const before = await balance(token);
    const refused = await spin(app(), tenant, page!, 100);
    expect(refusal(refused)).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'wager', period: 'day', room: 0 } });
    expect(await balance(token)).toBe(before);
  });

  it('refuses a stake whose loss, in the worst case, would pass the loss limit', async () => {
    const token = await newMember(app(), tenant, 'rgloss');
    await fund(app(), tenant, token, '100');
    await setLimit(app(), tenant, token, { kind: 'loss', period: 'week', amount: '0.50' });
    const { page } = await launch(app(), tenant, token);
    expect(refusal(await spin(app(), tenant, page!, 100))).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'loss', period: 'week', room: 50 } });
    expect(await balance(token)).toBe('100.00');
  });
});

describe('play time', () => {
  it('counts the minutes of play from the launch through its activity, then refuses stakes and launches until the day resets', async () => {
    const token = await newMember(app(), tenant, 'rgtime');
    const account = await accountOf(token);
    await fund(app(), tenant, token, '100');
    await setLimit(app(), tenant, token, { kind: 'time', period: 'day', minutes: 10 });
    const { page } = await launch(app(), tenant, token);
    // Nine minutes of play, a stake every three minutes (the server's clock moved, never slept).
    for (let i = 0; i < 3; i++) {
      server.clock.advance(3 * 60_000);
      expect((await spin(app(), tenant, page!, 100)).statusCode).toBe(303);
    }
    // Nine minutes played: the page shows one left.
    const limits = json<{ value: { limits: { kind: string; room?: number }[] } }>(await call(app(), 'GET', '/wps/v2/member/responsibleGaming', { tenant, token })).value.limits;
    expect(limits.find((l) => l.kind === 'time')?.room).toBe(1);
    server.clock.advance(61_000);
    // Ten minutes played: the stake is refused, and so is a new launch.
    expect(refusal(await spin(app(), tenant, page!, 100))).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'time', period: 'day', room: 0 } });
    expect(refusal(await launch(app(), tenant, token))).toMatchObject({ status: 409, code: 'error.rgLimitReached', value: { kind: 'time', period: 'day' } });
    // The next local day: launches again (a fresh session, the last one ended with the day's idle time).
    const now = server.clock.now();
    server.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 3, 5)));
    const next = await tokenOf(app(), tenant, account, 'Secret123');
    expect((await launch(app(), tenant, next)).statusCode).toBe(200);
  });

  it('does not count a pause longer than the idle gap', async () => {
    const token = await newMember(app(), tenant, 'rgidle');
    await fund(app(), tenant, token, '100');
    await setLimit(app(), tenant, token, { kind: 'time', period: 'week', minutes: 5 });
    const { page } = await launch(app(), tenant, token);
    server.clock.advance(4 * 60_000);
    expect((await spin(app(), tenant, page!, 100)).statusCode).toBe(303);
    // Half an hour idle, then play again: four minutes counted so far, not thirty-four.
    for (let i = 0; i < 2; i++) {
      server.clock.advance(15 * 60_000);
      await balance(token);
    }
    const again = await launch(app(), tenant, token);
    expect(again.statusCode).toBe(200);
    // A minute more of play in the new span: five minutes, the week's limit, reached.
    server.clock.advance(61_000);
    expect(refusal(await spin(app(), tenant, again.page!, 100))).toEqual({ status: 409, code: 'error.rgLimitReached', value: { kind: 'time', period: 'week', room: 0 } });
  });
});

const memberIdOf = async (token: string, t = tenant) => json<{ value: { id: number } }>(await call(app(), 'GET', '/wps/member/info', { tenant: t, token })).value.id;
const withdraw = (token: string, t = tenant) => encryptedCall(app(), 'POST', '/wps/v2/wallets/withdraw', { tenant: t, token, headers: { 'idempotency-key': randomUUID() } }, { amount: '60', paymentPassword: '135790' });
const setPaymentPassword = async (token: string, t = tenant) => {
  const response = await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: t, token }, { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
  expect(response.statusCode, response.body).toBe(200);
};
const keyed = (token: string, url: string, body: unknown) => call(app(), 'POST', url, { tenant, token, headers: { 'idempotency-key': randomUUID() } }, body);

describe('a pause', () => {
  it('blocks every listed action (deposit, launch, stake, promotions, missions, raffle, rebate, envelope), never the withdrawal', async () => {
    const token = await newMember(app(), tenant, 'rgex');
    await fund(app(), tenant, token, '500');
    await setPaymentPassword(token);
    const { page } = await launch(app(), tenant, token);
    // Set by the operator: the session stays whole, so each action's own guard answers.
    const status = await startExclusion(server.db, { tenant, memberId: await memberIdOf(token), kind: 'timeout', duration: { hours: 24 }, actor: 'operator:test' }, server.clock.now());
    const until = status.state === 'excluded' ? status.endsAt!.toISOString() : '';
    const excluded = { status: 403, code: 'error.rgExcluded', value: { kind: 'timeout', until } };
    expect(refusal(await deposit(app(), tenant, token, '50'))).toEqual(excluded);
    expect(refusal(await launch(app(), tenant, token))).toEqual(excluded);
    expect(refusal(await spin(app(), tenant, page!, 100))).toEqual(excluded);
    expect(refusal(await call(app(), 'POST', '/wps/relay/MCSFE_joinPromotion', { tenant, token }, { promotionId: 1 }))).toEqual(excluded);
    expect(refusal(await keyed(token, '/wps/relay/MCS2_claimRafflePromotion', { promotionId: 1 }))).toEqual(excluded);
    expect(refusal(await keyed(token, '/wps/relay/MCSFE_claimMissionReward', { missionId: 'firstDeposit' }))).toEqual(excluded);
    expect(refusal(await keyed(token, '/wps/v2/rebate/claim', {}))).toEqual(excluded);
    expect(refusal(await keyed(token, '/wps/v2/envelopes/claim', { envelopeId: 1 }))).toEqual(excluded);
    const apply = await app().inject({ method: 'POST', url: '/wps/v2/promotions/apply', headers: { ...hostOf(tenant), authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(refusal(apply)).toEqual(excluded);
    // The withdrawal of the balance stays open.
    expect((await withdraw(token)).statusCode).toBe(200);
  });

  it('sends no marketing message to a paused member', async () => {
    const token = await newMember(app(), tenant, 'rgmsg');
    const account = await accountOf(token);
    expect(typeof (await sendMessage(server.db, tenant, account, 'Bonus', '<p>Play now</p>', server.clock.now()))).toBe('object');
    await startExclusion(server.db, { tenant, memberId: await memberIdOf(token), kind: 'selfExclusion', duration: { months: 6 }, actor: 'player' }, server.clock.now());
    expect(await sendMessage(server.db, tenant, account, 'Bonus', '<p>Play now</p>', server.clock.now())).toBe('paused');
  });
});

describe('the login during a pause', () => {
  it('signs the player out, then refuses the login with the end time (the default)', async () => {
    const token = await newMember(app(), tenant, 'rglog');
    const account = await accountOf(token);
    const { endsAt } = await pause(app(), tenant, token, 'timeout', '1w');
    expect((await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant, token })).statusCode).toBe(401);
    const refused = await login(app(), { tenant }, account, 'Secret123');
    expect(refusal(refused)).toEqual({ status: 403, code: 'error.rgExcluded', value: { kind: 'timeout', until: endsAt } });
    // A wrong password learns nothing of the pause.
    expect(json(await login(app(), { tenant }, account, 'Wrong1234')).code).not.toBe('error.rgExcluded');
    // After the week (the server's clock moved), the login is whole again.
    server.clock.set(new Date(new Date(endsAt!).getTime() + 1_000));
    const again = await tokenOf(app(), tenant, account, 'Secret123');
    expect((await deposit(app(), tenant, again, '50')).statusCode).toBe(200);
  });

  it('keeps a withdraw-only session where the tenant allows it: withdrawals and reads, every other call refused', async () => {
    const t = 'redeprime';
    await writeTenantSwitches(server.db, server.tenants.byCode.get(t)!, { rgWithdrawOnlyLogin: true });
    const token = await newMember(app(), t, 'rgwo');
    const account = json<{ value: { account: string } }>(await call(app(), 'GET', '/wps/member/info', { tenant: t, token })).value.account;
    await fund(app(), t, token, '500');
    await setPaymentPassword(token, t);
    const { endsAt } = await pause(app(), t, token, 'selfExclusion', '6m');
    const excluded = { status: 403, code: 'error.rgExcluded', value: { kind: 'selfExclusion', until: endsAt } };
    for (const session of [token, await tokenOf(app(), t, account, 'Secret123')]) {
      expect((await call(app(), 'GET', '/wps/v2/wallets/balance', { tenant: t, token: session })).statusCode).toBe(200);
      expect((await call(app(), 'GET', '/wps/v2/member/responsibleGaming', { tenant: t, token: session })).statusCode).toBe(200);
      expect(refusal(await deposit(app(), t, session, '50'))).toEqual(excluded);
      expect(refusal(await call(app(), 'POST', '/wps/relay/MCSFE_joinPromotion', { tenant: t, token: session }, { promotionId: 1 }))).toEqual(excluded);
      expect((await withdraw(session, t)).statusCode).toBe(200);
    }
  });
});

describe('agents and a paused downline', () => {
  const t = 'redeprime';
  it('offers no contract to a paused downline, lets a paused agent accept none, and drops a paused player from the active members', async () => {
    const ids = await networkIds(server.db, t);
    const agent01 = await tokenOf(app(), t, 'agent01', 'Agent2024');
    const now = server.clock.now();
    const from = new Date(now.getTime() - 90 * 86_400_000);
    const to = new Date(now.getTime() + 3_600_000);
    const before = await teamFigures(server.db, t, ids.get('agent01')!, from, to);
    const players = ['player11', 'player12', 'player21', 'player22', 'player31'].filter((a) => ids.has(a));
    await startExclusion(server.db, { tenant: t, memberId: ids.get(players[0]!)!, kind: 'timeout', duration: { hours: 24 }, actor: 'player' }, now);
    const after = await teamFigures(server.db, t, ids.get('agent01')!, from, to);
    expect(before.activeMembers).toBeGreaterThan(0);
    expect(after.activeMembers).toBe(before.activeMembers - 1);
    expect(after.validBet).toBe(before.validBet);
    // An offer made before the pause cannot be accepted during it; a new one is not made, and the
    // upline is not told the pause's end (the downline's own).
    const agent02 = await tokenOf(app(), t, 'agent02', 'Agent2024');
    const terms = { downlineId: ids.get('agent02'), type: 'dividend', periodType: 'weekly', tiers: [{ validBet: '0', activeMembers: 0, rateBp: 100 }] };
    const first = await call(app(), 'POST', '/wps/v2/agent/contracts/offer', { tenant: t, token: agent01 }, terms);
    expect(first.statusCode, first.body).toBe(200);
    const contractId = json<{ value: { id: number } }>(first).value.id;
    await startExclusion(server.db, { tenant: t, memberId: ids.get('agent02')!, kind: 'timeout', duration: { hours: 24 }, actor: 'player' }, now);
    const accept = await call(app(), 'POST', '/wps/relay/MCS2_processDividendReq', { tenant: t, token: agent02 }, { contractId, action: 'accept' });
    expect(refusal(accept)).toMatchObject({ status: 403, code: 'error.rgExcluded' });
    const offer = await call(app(), 'POST', '/wps/v2/agent/contracts/offer', { tenant: t, token: agent01 }, terms);
    expect(refusal(offer)).toEqual({ status: 403, code: 'error.rgExcluded', value: undefined });
  });
});

describe('the operator reads the history', () => {
  it('prints who, when, old, new and effective for every change of a member, oldest first', async () => {
    const token = await newMember(app(), tenant, 'rghist');
    const account = await accountOf(token);
    await setLimit(app(), tenant, token, { kind: 'deposit', period: 'week', amount: '500' });
    server.clock.advance(60_000);
    await setLimit(app(), tenant, token, { kind: 'deposit', period: 'week', amount: '900' });
    const raisedAt = server.clock.now();
    await pause(app(), tenant, token, 'timeout', '24h');
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const open = async () => ({ db: server.db, kind: 'pglite' as const, exclusive: <T>(work: () => Promise<T>) => work(), listen: async () => async () => undefined, close: async () => undefined });
      expect(await rgHistoryCommand([tenant], {}, open)).toBe(1);
      expect(await rgHistoryCommand([tenant, 'nobody-here'], {}, open)).toBe(2);
      expect(await rgHistoryCommand([tenant, account.toUpperCase()], {}, open)).toBe(0);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    const rows = lines.map((line) => line.split('\t'));
    expect(rows[0]).toEqual(['when', 'who', 'what', 'old', 'new', 'effective']);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([
      // The loss and time limits the player chose at lusa's sign-up (its jurisdiction asks for them).
      ['player', 'limit loss/month', 'none', '500.00'],
      ['player', 'limit time/day', 'none', '600 min'],
      ['player', 'limit deposit/week', 'none', '500.00'],
      ['player', 'limit deposit/week', '500.00', '900.00'],
      ['player', 'timeout', '-', expect.stringMatching(/^until /)],
    ]);
    // The increase takes effect 24 hours after it was asked.
    expect(new Date(rows[4]![5]!).getTime() - new Date(rows[4]![0]!).getTime()).toBe(24 * 3_600_000);
    expect(Math.abs(new Date(rows[4]![0]!).getTime() - raisedAt.getTime())).toBeLessThan(5_000);
  });
});
