import { randomUUID } from 'node:crypto';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { transactionsValueSchema, walletSummaryValueSchema } from '../../schemas/api/wallet';
import { ledgerViolations } from '../modules/ledger/invariants';
import { networkIds } from '../seed/agentNetwork';
import { call, encryptedCall, json, tokenOf } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const TENANT = 'redeprime';
type Body = { success: boolean; code?: string; value?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are read loosely

const get = async (token: string | undefined, url: string, tenant = TENANT) => {
  const r = await call(server.app, 'GET', url, { tenant, ...(token ? { token } : {}) });
  return { status: r.statusCode, body: json<Body>(r) };
};
const post = async (token: string | undefined, url: string, body: unknown, tenant = TENANT, headers: Record<string, string> = {}) => {
  const r = await call(server.app, 'POST', url, { tenant, headers, ...(token ? { token } : {}) }, body);
  return { status: r.statusCode, body: json<Body>(r), headers: r.headers };
};
const transfer = async (token: string, body: unknown, key = randomUUID(), tenant = TENANT) => {
  const r = await encryptedCall(server.app, 'POST', '/wps/v2/agent/transfer', { tenant, token, headers: { 'idempotency-key': key } }, body);
  return { status: r.statusCode, body: json<Body>(r), headers: r.headers };
};

async function trialToken(tenant: string): Promise<string> {
  return json<{ value: { token: string } }>(await call(server.app, 'POST', '/wps/session/login/freeplay', { tenant }, { platform: 'W', gatewayVersion: 3 })).value.token;
}

describe('the seeded agent network', { timeout: 30_000 }, () => {
  it('is three agent levels deep with players, 60 days of play booked through a balanced ledger, and settled dividends', async () => {
    const ids = await networkIds(server.db, TENANT);
    expect(ids.size).toBe(11);
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    const tree = await get(agent01, '/wps/v2/agent/downlines');
    const byAccount = new Map<string, { depth: number; parent: string; isAgent: boolean }>(tree.body.value.list.map((d: { account: string }) => [d.account, d]));
    expect(byAccount.get('agent04')).toMatchObject({ depth: 2, parent: 'agent02', isAgent: true });
    expect(byAccount.get('player41')).toMatchObject({ depth: 3, parent: 'agent04', isAgent: false });
    expect(byAccount.get('demo')).toMatchObject({ depth: 1, parent: 'agent01' });
    expect(tree.body.value.total).toBe(10);
    const overview = await get(agent01, '/wps/v2/agent/overview?period=monthly');
    expect(overview.body.value.teamSize).toBe(10);
    expect(overview.body.value.series).toHaveLength(8);
    expect(overview.body.value.series.some((p: { validBet: string }) => p.validBet !== '0.00')).toBe(true);
    const dividends = await get(agent01, '/wps/v2/agent/settlements?type=dividend&pageSize=50');
    expect(dividends.body.value.total).toBeGreaterThanOrEqual(8);
    expect(await ledgerViolations(server.db, TENANT)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
    // Tenants without the agent policy get no network.
    expect((await networkIds(server.db, 'lusa')).has('agent02')).toBe(false);
  });
});

describe('agent calls: who may call', { timeout: 30_000 }, () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/wps/v2/agent/info'],
    ['GET', '/wps/v2/agent/contracts'],
    ['POST', '/wps/v2/agent/contracts/offer', { downlineId: 1, type: 'dividend', periodType: 'weekly', tiers: [{ validBet: '0', activeMembers: 0, rateBp: 100 }] }],
    ['POST', '/wps/relay/MCS2_processDividendReq', { contractId: 1, action: 'accept' }],
    ['POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { contractId: 1, action: 'reject' }],
    ['POST', '/wps/relay/MCS2_processDailySalContract', { contractId: 1, action: 'terminate' }],
    ['POST', '/wps/relay/MCS2_processContractHourSalary', { contractId: 1, action: 'accept' }],
    ['GET', '/wps/v2/agent/settlements?type=dividend'],
    ['GET', '/wps/v2/agent/overview'],
    ['GET', '/wps/v2/agent/downlines'],
    ['POST', '/wps/v2/agent/transfer', { downlineId: 1, amount: '10', paymentPassword: '123456' }],
  ];

  it('refuses guests (401), members and trial accounts (403 error.nonAgent) on every agent route', async () => {
    const member = await tokenOf(server.app, TENANT, 'demo', 'Demo2024');
    const player = await tokenOf(server.app, TENANT, 'player21', 'Player2024');
    const trial = await trialToken(TENANT);
    for (const [method, url, body] of routes) {
      const as = async (token?: string) => {
        if (method === 'GET') return get(token, url);
        // The transfer's body travels encrypted, as the portal sends it.
        if (url === '/wps/v2/agent/transfer') {
          const r = await encryptedCall(server.app, 'POST', url, { tenant: TENANT, headers: { 'idempotency-key': randomUUID() }, ...(token ? { token } : {}) }, body);
          return { status: r.statusCode, body: json<Body>(r) };
        }
        return post(token, url, body);
      };
      expect((await as(undefined)).status, url).toBe(401);
      for (const token of [member, player, trial]) {
        const r = await as(token);
        expect([r.status, r.body.code], url).toEqual([403, 'error.nonAgent']);
      }
    }
  });

  it('refuses another branch\'s and another tenant\'s ids (403 error.notYourDownline), never filtering them silently', async () => {
    const ids = await networkIds(server.db, TENANT);
    const agent03 = await tokenOf(server.app, TENANT, 'agent03', 'Agent2024');
    const lusaAgent = await tokenOf(server.app, 'lusa', 'agent01', 'Agent2024');
    const offer = (downlineId: number) => ({ downlineId, type: 'dividend', periodType: 'weekly', tiers: [{ validBet: '0', activeMembers: 0, rateBp: 100 }] });
    const refused = { status: 403, code: 'error.notYourDownline' };
    const pick = (r: { status: number; body: Body }) => ({ status: r.status, code: r.body.code });
    // agent04 and player21 are in agent02's branch, not agent03's.
    expect(pick(await get(agent03, `/wps/v2/agent/downlines?parentId=${ids.get('agent04')}`))).toEqual(refused);
    expect(pick(await post(agent03, '/wps/v2/agent/contracts/offer', offer(ids.get('agent04')!)))).toEqual(refused);
    expect(pick(await transfer(agent03, { downlineId: ids.get('player21')!, amount: '10', paymentPassword: '123456' }))).toEqual(refused);
    // An indirect downline cannot be offered a contract by its grandparent either.
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    expect(pick(await post(agent01, '/wps/v2/agent/contracts/offer', offer(ids.get('agent04')!)))).toEqual(refused);
    // Another tenant's agent with this tenant's ids.
    expect(pick(await get(lusaAgent, `/wps/v2/agent/downlines?parentId=${ids.get('agent02')}`, 'lusa'))).toEqual(refused);
    expect(pick(await transfer(lusaAgent, { downlineId: ids.get('player11')!, amount: '10', paymentPassword: '123456' }, randomUUID(), 'lusa'))).toEqual(refused);
    // The tenant without the agent policy offers no contract types.
    expect(pick(await post(lusaAgent, '/wps/v2/agent/contracts/offer', offer(ids.get('agent02')!), 'lusa'))).toEqual({ status: 403, code: 'error.functionDisabled' });
    // Malformed input is a 400 with a reason.
    const bad = await post(agent01, '/wps/v2/agent/contracts/offer', { ...offer(ids.get('agent02')!), periodType: 'fiveMinutes' });
    expect(pick(bad)).toEqual({ status: 400, code: 'error.contractInvalid' });
    expect((await post(agent01, '/wps/v2/agent/contracts/offer', { downlineId: 'x' })).status).toBe(400);
  });
});

describe('contracts and settlement', { timeout: 30_000 }, () => {
  it('keeps a downline\'s rate at or below its upline\'s; a lower rate accepted ends the contracts below it', async () => {
    const ids = await networkIds(server.db, TENANT);
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    const agent02 = await tokenOf(server.app, TENANT, 'agent02', 'Agent2024');
    const offer = (rateBp: number) => ({ downlineId: ids.get('agent02')!, type: 'dividend', periodType: 'weekly', tiers: [{ validBet: '0', activeMembers: 0, rateBp }] });
    // agent01 holds 40 % from the house: 45 % is refused.
    const high = await post(agent01, '/wps/v2/agent/contracts/offer', offer(4500));
    expect([high.status, high.body.code]).toEqual([409, 'error.contractRateAboveUpline']);
    const made = await post(agent01, '/wps/v2/agent/contracts/offer', offer(1000));
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ status: 'pending', upline: 'agent01', downline: 'agent02', maxRateBp: 1000 });
    const info = await get(agent02, '/wps/v2/agent/info');
    expect(info.body.value.pendingOffers).toBe(1);
    // The process call of another type does not answer this offer.
    const wrongType = await post(agent02, '/wps/relay/MCSFE_processRealTimeSalaryContract', { contractId: made.body.value.id, action: 'accept' });
    expect([wrongType.status, wrongType.body.code]).toEqual([409, 'error.contractNotPending']);
    const accepted = await post(agent02, '/wps/relay/MCS2_processDividendReq', { contractId: made.body.value.id, action: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.value.contract.status).toBe('active');
    // agent04 held 20 % from agent02, now above agent02's 10 %: ended automatically.
    expect(accepted.body.value.endedContracts).toHaveLength(1);
    const agent04 = await tokenOf(server.app, TENANT, 'agent04', 'Agent2024');
    const theirs = await get(agent04, '/wps/v2/agent/contracts');
    expect(theirs.body.value.mine.find((c: { type: string }) => c.type === 'dividend')).toMatchObject({ status: 'ended', endReason: 'uplineRateLowered' });
    const again = await post(agent02, '/wps/relay/MCS2_processDividendReq', { contractId: made.body.value.id, action: 'accept' });
    expect([again.status, again.body.code]).toEqual([409, 'error.contractNotPending']);
    const mine = await get(agent02, '/wps/v2/agent/contracts');
    expect(mine.body.value.mine.filter((c: { type: string; status: string }) => c.type === 'dividend' && c.status === 'active')).toHaveLength(1);
    expect(mine.body.value.mine.some((c: { status: string }) => c.status === 'replaced')).toBe(true);
  });

  it('settles a due period once through the development clock and pays through the ledger', async () => {
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    const before = (await get(agent01, '/wps/v2/agent/settlements?type=realTimeSalary')).body.value.total as number;
    const later = new Date(server.clock.now().getTime() + 10 * 60_000).toISOString();
    const first = await post(undefined, '/dev/agents/settle', { at: later });
    expect(first.body.value.settled).toBeGreaterThanOrEqual(2);
    expect((await post(undefined, '/dev/agents/settle', { at: later })).body.value.settled).toBe(0);
    const after = await get(agent01, '/wps/v2/agent/settlements?type=realTimeSalary');
    expect(after.body.value.total).toBeGreaterThan(before);
    expect(after.body.value.list[0]).toMatchObject({ rateBp: expect.any(Number), payout: expect.stringMatching(/^[0-9]+\.[0-9]{2}$/) });
    expect((await post(undefined, '/dev/agents/settle', { at: 'yesterday' })).status).toBe(400);
    expect(await ledgerViolations(server.db, TENANT)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
  });

  it('transfers to a downline (indirect too) with the payment password, once per idempotency key', async () => {
    const ids = await networkIds(server.db, TENANT);
    const agent01 = await tokenOf(server.app, TENANT, 'agent01', 'Agent2024');
    const set = await encryptedCall(server.app, 'POST', '/wps/v2/member/paymentPassword', { tenant: TENANT, token: agent01 }, { loginPassword: 'Agent2024', newPaymentPassword: '246810', confirmNewPaymentPassword: '246810' });
    expect(set.statusCode).toBe(200);
    const tree = (await get(agent01, '/wps/v2/agent/downlines?search=player41')).body.value.list;
    expect(tree).toHaveLength(1);
    const before = tree[0].balance as string;
    const key = randomUUID();
    const body = { downlineId: ids.get('player41')!, amount: '25.50', paymentPassword: '246810' };
    const first = await transfer(agent01, body, key);
    expect(first.status).toBe(200);
    expect(Number(first.body.value.downlineBalance)).toBeCloseTo(Number(before) + 25.5, 2);
    const replay = await transfer(agent01, body, key);
    expect(replay.body.value).toEqual(first.body.value);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await transfer(agent01, { ...body, amount: '11' }, key);
    expect([other.status, other.body.code]).toEqual([422, 'error.idempotencyKeyReused']);
    const wrong = await transfer(agent01, { ...body, paymentPassword: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'error.wrongPaymentPassword']);
    const after = (await get(agent01, '/wps/v2/agent/downlines?search=player41')).body.value.list[0].balance;
    expect(after).toBe(first.body.value.downlineBalance);
    // Both sides' wallet records name the transfer, and agent pay, with types the portal knows: the
    // portal validates every answer against these schemas (an unknown type was a network error).
    const ajv = new Ajv({ allErrors: true });
    const summary = (await get(agent01, '/wps/v2/wallets/summary')).body.value;
    expect(ajv.validate(walletSummaryValueSchema, summary), ajv.errorsText()).toBe(true);
    const range = `from=${encodeURIComponent(new Date(server.clock.now().getTime() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(server.clock.now().getTime() + 60_000).toISOString())}`;
    const mine = (await get(agent01, `/wps/relay/ODSFE2_MemTransDet?${range}&pageNo=1&pageSize=50`)).body.value;
    expect(ajv.validate(transactionsValueSchema, mine), ajv.errorsText()).toBe(true);
    expect(mine.list.map((t: { type: string }) => t.type)).toContain('transferToDownline');
    const player41 = await tokenOf(server.app, TENANT, 'player41', 'Player2024');
    const theirs = (await get(player41, `/wps/relay/ODSFE2_MemTransDet?${range}&pageNo=1&pageSize=50&type=transferFromUpline`)).body.value;
    expect(ajv.validate(transactionsValueSchema, theirs), ajv.errorsText()).toBe(true);
    expect(theirs.list).toEqual([expect.objectContaining({ type: 'transferFromUpline', amount: '25.50' })]);
  });
});
