/**
 * Points calls: earning from real bets by the tenant's rate (once per spin), the balance, rewards
 * and their requirements, redeeming (payment password, idempotent) through the redeem state machine
 * (process -> approved / rejected by the operator), the redeem history and point details, the
 * configuration, converting points to cash exactly once per key (concurrent duplicates included),
 * who may call (guests, trial accounts, a tenant without the points mall) and malformed requests.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, encryptedCall, json, tokenOf } from '../testing/apiClient';
import { fund as fundOf, newMember as newMemberOf, spins as spinsOf } from '../testing/realPlay';
import { useTestServer } from '../testing/testApp';
import { DEMO_POINTS } from '../modules/points/points';
import { redeemDecisionCommand } from '../cli/redeemDecision';

const server = useTestServer();
const app = () => server.app;
const tenant = 'lusa';

interface Answer<T> { success: boolean; value: T; code?: string }
const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as Answer<T>).value;
};
const key = () => randomUUID();

const newMember = () => newMemberOf(app(), tenant, 'points');

const get = (token: string, url: string, code = tenant) => call(app(), 'GET', url, { tenant: code, token });
const secret = (token: string, url: string, body: unknown, idempotencyKey?: string) =>
  encryptedCall(app(), 'POST', url, { tenant, token, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} }, body);
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';

const fund = (token: string, amount: string) => fundOf(app(), tenant, token, amount);

async function setPaymentPassword(token: string): Promise<void> {
  ok(await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant, token }, { loginPassword: 'Secret123', newPaymentPassword: '246810', confirmNewPaymentPassword: '246810' }));
}

const spins = (token: string, stakes: readonly number[]) => spinsOf(app(), tenant, token, stakes);

const balanceOf = async (token: string) => ok<{ balance: string; held: string; convertible: string }>(await get(token, '/wps/relay/MCS2_getPointBalance'));

describe('points: who may call', () => {
  it('asks guests to log in, refuses trial accounts and tenants without the points mall, and malformed requests', async () => {
    expect((await call(app(), 'GET', '/wps/relay/MCS2_getPointBalance', { tenant })).statusCode).toBe(401);
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    const refused = await get(trial.token, '/wps/relay/MCS2_getPointBalance');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('error.functionDisabled');
    // luckydraw's manifest has no points mall: its server refuses every points call, whatever a script sends.
    const lucky = await tokenOf(app(), 'luckydraw', 'demo', 'Demo2024');
    const off = await get(lucky, '/wps/relay/MCS2_getPointReward', 'luckydraw');
    expect(off.statusCode).toBe(403);
    expect(json(off).code).toBe('error.functionDisabled');
    const token = await tokenOf(app(), tenant, 'demo', 'Demo2024');
    // Unknown query keys, a page out of range, a plain (unencrypted) redeem, a missing key: 4xx with a reason.
    expect((await get(token, '/wps/relay/MCS2_getRedeemPointList?pageNo=0')).statusCode).toBe(400);
    expect((await get(token, '/wps/relay/MCS2_getPointDetails?nope=1')).statusCode).toBe(400);
    const plain = await call(app(), 'POST', REDEEM, { tenant, token, headers: { 'idempotency-key': key() } }, { rewardId: 1, quantity: 1, paymentPassword: '000000' });
    expect(plain.statusCode).toBe(400);
    const noKey = await secret(token, CONVERT, { points: '500', paymentPassword: '000000' });
    expect(noKey.statusCode).toBe(400);
    expect(json(noKey).code).toBe('error.idempotencyKeyMissing');
    for (const body of [{ points: '-5', paymentPassword: '000000' }, { points: '1.5', paymentPassword: '000000' }, { points: '500', paymentPassword: 'abc' }, { points: '500' }]) {
      const bad = await secret(token, CONVERT, body, key());
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  }, 60_000);
});

describe('points earned from real bets', () => {
  it('earns by the game type rate once per spin, carrying fractions; the demo player starts with its seeded points', async () => {
    const demo = await tokenOf(app(), tenant, 'demo', 'Demo2024');
    expect((await balanceOf(demo)).balance).toBe(DEMO_POINTS.toString());
    const token = await newMember();
    await fund(token, '100');
    const config = ok<{ earnRates: { gameType: string; pointsPerHundred: number }[]; convertPoints: string; convertAmount: string; minConvertPoints: string }>(await get(token, '/wps/relay/MCS2_getPointConfig'));
    const rng = config.earnRates.find((r) => r.gameType === 'RNG')!.pointsPerHundred;
    expect(rng).toBe(100);
    expect(config).toMatchObject({ convertPoints: '100', convertAmount: '1.00', minConvertPoints: '500' });
    // 1.00 + 5.00 + 10.00 staked at 100 points per 100.00: 16 points (each spin sent twice, booked once).
    await spins(token, [100, 500, 1000]);
    expect((await balanceOf(token)).balance).toBe('16');
    const details = ok<{ total: number; list: { kind: string; points: string }[] }>(await get(token, '/wps/relay/MCS2_getPointDetails'));
    expect(details.total).toBe(3);
    expect(details.list.map((d) => [d.kind, d.points])).toEqual([['earned', '10'], ['earned', '5'], ['earned', '1']]);
    const rewards = ok<{ totalBets: string }>(await get(token, '/wps/relay/MCS2_getPointReward'));
    expect(rewards.totalBets).toBe('16.00');
  }, 60_000);
});

describe('redeeming rewards', () => {
  it('holds the points in process, refuses what the member cannot have, and the operator approves or rejects once', async () => {
    const token = await tokenOf(app(), tenant, 'demo', 'Demo2024');
    const rewards = ok<{ list: { id: number; type: string; points: string; amountRequirement: string; meetsAmount: boolean; name: { en: string } }[] }>(await get(token, '/wps/relay/MCS2_getPointReward'));
    const voucher = rewards.list.find((r) => r.type === 'voucher' && r.meetsAmount)!;
    const item = rewards.list.find((r) => r.type === 'item' && r.meetsAmount)!;
    const locked = rewards.list.find((r) => !r.meetsAmount)!;
    expect(voucher.points).toBe('300');
    // The demo player's payment password is not set: the redeem asks for it.
    const notSet = await secret(token, REDEEM, { rewardId: voucher.id, quantity: 1, paymentPassword: '123456' }, key());
    expect(notSet.statusCode).toBe(409);
    expect(json(notSet).code).toBe('error.paymentPasswordNotSet');

    const member = await newMember();
    await setPaymentPassword(member);
    const none = await secret(member, REDEEM, { rewardId: voucher.id, quantity: 1, paymentPassword: '246810' }, key());
    expect(none.statusCode).toBe(409);
    expect(json(none).code).toBe('error.insufficientBalance');
    const requirement = await secret(member, REDEEM, { rewardId: locked.id, quantity: 1, paymentPassword: '246810' }, key());
    expect(requirement.statusCode).toBe(400);
    const unknown = await secret(member, REDEEM, { rewardId: 999999, quantity: 1, paymentPassword: '246810' }, key());
    expect(unknown.statusCode).toBe(404);
    const noAddress = await secret(member, REDEEM, { rewardId: item.id, quantity: 1, paymentPassword: '246810' }, key());
    expect(noAddress.statusCode).toBe(400);
    const wrong = await secret(member, REDEEM, { rewardId: voucher.id, quantity: 1, paymentPassword: '000000' }, key());
    expect(json(wrong).code).toBe('error.wrongPaymentPassword');
  }, 60_000);

  it('runs the redeem state machine: process, then rejected with the points back or approved with them spent', async () => {
    const token = await newMember();
    await setPaymentPassword(token);
    // Enough cash for 32 spins of 10.00 even if every one loses: 320 points.
    await fund(token, '400');
    await spins(token, Array.from({ length: 32 }, () => 1000));
    const start = await balanceOf(token);
    expect(start.balance).toBe('320');
    const rewards = ok<{ list: { id: number; type: string; points: string; meetsAmount: boolean }[] }>(await get(token, '/wps/relay/MCS2_getPointReward'));
    const voucher = rewards.list.find((r) => r.type === 'voucher' && r.points === '300')!;
    const k = key();
    const redeem = () => secret(token, REDEEM, { rewardId: voucher.id, quantity: 1, paymentPassword: '246810' }, k);
    const [first, second] = await Promise.all([redeem(), redeem()]);
    const a = ok<{ record: { id: string; status: string; points: string }; balance: string }>(first);
    const b = ok<{ record: { id: string } }>(second);
    expect(b.record.id).toBe(a.record.id);
    expect(a.record).toMatchObject({ status: 'process', points: '300' });
    expect(await balanceOf(token)).toMatchObject({ balance: '20', held: '300' });
    // The same key with another body is refused.
    expect((await secret(token, REDEEM, { rewardId: voucher.id, quantity: 2, paymentPassword: '246810' }, k)).statusCode).toBe(422);

    const history = ok<{ total: number; list: { id: string; status: string; quantity: number; amountRequirement: string; address: string; remark: string; type: string; name: { pt: string; en: string } }[] }>(await get(token, '/wps/relay/MCS2_getRedeemPointList'));
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ id: a.record.id, status: 'process', quantity: 1, amountRequirement: '0.00', address: '', remark: '', type: 'voucher' });
    expect(history.list[0]!.name.en).toBe('10 free spins voucher');

    // Rejected by the operator's command: the points come back, and a second decision changes nothing.
    const logs: string[] = [];
    const log = console.log;
    console.log = (line: string) => logs.push(line);
    try {
      const code = await redeemDecisionCommand([tenant, a.record.id, 'reject', 'Out', 'of', 'stock'], {}, async () => ({ db: server.db, close: async () => {} }) as never, server.clock);
      expect(code).toBe(0);
      expect(await redeemDecisionCommand([tenant, a.record.id, 'approve'], {}, async () => ({ db: server.db, close: async () => {} }) as never, server.clock)).toBe(0);
    } finally {
      console.log = log;
    }
    expect(logs[0]).toContain('is rejected');
    expect(logs[1]).toContain('already; nothing changed');
    expect(await balanceOf(token)).toMatchObject({ balance: '320', held: '0' });
    const after = ok<{ list: { status: string; remark: string }[] }>(await get(token, `/wps/relay/MCS2_getRedeemPointList?status=rejected`));
    expect(after.list[0]).toMatchObject({ status: 'rejected', remark: 'Out of stock' });

    // Redeemed again and approved (development route): the points are spent.
    const again = ok<{ record: { id: string } }>(await secret(token, REDEEM, { rewardId: voucher.id, quantity: 1, paymentPassword: '246810' }, key()));
    const approved = ok<{ status: string; changed: boolean }>(await call(app(), 'POST', '/dev/points/redeem', { tenant }, { id: again.record.id, decision: 'approve' }));
    expect(approved).toMatchObject({ status: 'approved', changed: true });
    expect(await balanceOf(token)).toMatchObject({ balance: '20', held: '0' });
    const details = ok<{ list: { kind: string; points: string }[] }>(await get(token, '/wps/relay/MCS2_getPointDetails?pageSize=3'));
    expect(details.list.map((d) => [d.kind, d.points])).toEqual([['redeemHold', '-300'], ['redeemReleased', '300'], ['redeemHold', '-300']]);
    // Another member sees none of it (tenant and member isolation).
    const other = await newMember();
    expect(ok<{ total: number }>(await get(other, '/wps/relay/MCS2_getRedeemPointList')).total).toBe(0);
  }, 60_000);
});

describe('converting points to cash', () => {
  it('converts whole multiples by the ratio exactly once per key, concurrent duplicates included', async () => {
    const token = await newMember();
    await setPaymentPassword(token);
    await fund(token, '200');
    await spins(token, Array.from({ length: 12 }, () => 1000));
    expect((await balanceOf(token)).balance).toBe('120');
    // Below the minimum (500) or not a multiple of 100: refused.
    expect(json(await secret(token, CONVERT, { points: '100', paymentPassword: '246810' }, key())).code).toBe('error.amountOutOfLimits');

    // 600 points from 60 spins of 10.00.
    const demo = await newMember();
    await setPaymentPassword(demo);
    await fund(demo, '700');
    await spins(demo, Array.from({ length: 60 }, () => 1000));
    const before = await balanceOf(demo);
    expect(before).toMatchObject({ balance: '600', convertible: '600' });
    const cashBefore = ok<{ balance: string }>(await get(demo, '/wps/v2/wallets/summary')).balance;
    expect(json(await secret(demo, CONVERT, { points: '550', paymentPassword: '246810' }, key())).code).toBe('error.amountOutOfLimits');
    expect(json(await secret(demo, CONVERT, { points: '700', paymentPassword: '246810' }, key())).code).toBe('error.insufficientBalance');
    const k = key();
    const answers = await Promise.all(Array.from({ length: 4 }, () => secret(demo, CONVERT, { points: '500', paymentPassword: '246810' }, k)));
    const values = answers.map((r) => ok<{ transferId: string; amount: string; pointBalance: string; cashBalance: string }>(r));
    expect(new Set(values.map((v) => v.transferId)).size).toBe(1);
    expect(values[0]).toMatchObject({ amount: '5.00', pointBalance: '100' });
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect((await balanceOf(demo)).balance).toBe('100');
    const cashAfter = ok<{ balance: string }>(await get(demo, '/wps/v2/wallets/summary')).balance;
    expect(Math.round(Number(cashAfter) * 100) - Math.round(Number(cashBefore) * 100)).toBe(500);
    // The cash leg shows in the transaction history as points converted; the points leg in the point details.
    const to = new Date(server.clock.now().getTime() + 60_000);
    const range = `from=${encodeURIComponent(new Date(to.getTime() - 86_400_000).toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    const history = ok<{ list: { type: string; amount: string }[] }>(await get(demo, `/wps/relay/ODSFE2_MemTransDet?${range}&type=pointConvert`));
    expect(history.list).toEqual([expect.objectContaining({ type: 'pointConvert', amount: '5.00' })]);
    expect(ok<{ list: { kind: string; points: string }[] }>(await get(demo, '/wps/relay/MCS2_getPointDetails?pageSize=1')).list[0]).toMatchObject({ kind: 'converted', points: '-500' });
    // Now short of the minimum: refused, nothing booked.
    expect(json(await secret(demo, CONVERT, { points: '500', paymentPassword: '246810' }, key())).code).toBe('error.insufficientBalance');
    expect((await balanceOf(demo)).balance).toBe('100');
  }, 60_000);
});
