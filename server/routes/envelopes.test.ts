import { randomUUID } from 'node:crypto';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { transactionsValueSchema } from '../../schemas/api/wallet';
import { ENVELOPES_ACCOUNT } from '../modules/envelopes/envelopes';
import { ledgerViolations } from '../modules/ledger/invariants';
import { balanceOf } from '../modules/ledger/ledger';
import { networkIds } from '../seed/agentNetwork';
import { call, encryptedCall, json, tokenOf } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';

const server = useTestServer();
const TENANT = 'redeprime';
type Body = { success: boolean; code?: string; value?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are read loosely
type Answer = { status: number; body: Body; headers: Record<string, unknown> };

const get = async (token: string | undefined, url: string, tenant = TENANT): Promise<Answer> => {
  const r = await call(server.app, 'GET', url, { tenant, ...(token ? { token } : {}) });
  return { status: r.statusCode, body: json<Body>(r), headers: r.headers };
};
const send = async (token: string | undefined, body: unknown, key: string | null = randomUUID(), tenant = TENANT): Promise<Answer> => {
  const r = await encryptedCall(server.app, 'POST', '/wps/v2/agent/envelopes', { tenant, ...(token ? { token } : {}), headers: key === null ? {} : { 'idempotency-key': key } }, body);
  return { status: r.statusCode, body: json<Body>(r), headers: r.headers };
};
const claim = async (token: string | undefined, envelopeId: unknown, key = randomUUID(), tenant = TENANT): Promise<Answer> => {
  const r = await call(server.app, 'POST', '/wps/v2/envelopes/claim', { tenant, ...(token ? { token } : {}), headers: { 'idempotency-key': key } }, { envelopeId });
  return { status: r.statusCode, body: json<Body>(r), headers: r.headers };
};
const pick = (r: Answer) => [r.status, r.body.code];
const balance = async (token: string) => (await get(token, '/wps/v2/agent/info')).body.value.balance as string;
const cents = (money: string) => BigInt(money.replace('.', ''));

async function trialToken(tenant: string): Promise<string> {
  return json<{ value: { token: string } }>(await call(server.app, 'POST', '/wps/session/login/freeplay', { tenant }, { platform: 'W', gatewayVersion: 3 })).value.token;
}

async function agentWithPassword(account: string, tenant = TENANT): Promise<string> {
  const token = await tokenOf(server.app, tenant, account, 'Agent2024');
  if ((await get(token, '/wps/v2/agent/info', tenant)).body.value.paymentPasswordSet === true) return token;
  const set = await encryptedCall(server.app, 'POST', '/wps/v2/member/paymentPassword', { tenant, token }, { loginPassword: 'Agent2024', newPaymentPassword: '246810', confirmNewPaymentPassword: '246810' });
  expect(set.statusCode).toBe(200);
  return token;
}

describe('red envelopes: who may call', { timeout: 60_000 }, () => {
  it('keeps sending and the sent list to agents, the received list and claims to real accounts', async () => {
    const member = await tokenOf(server.app, TENANT, 'demo', 'Demo2024');
    const player = await tokenOf(server.app, TENANT, 'player21', 'Player2024');
    const trial = await trialToken(TENANT);
    const body = { amount: '10', split: 'equal', recipientIds: [1], paymentPassword: '123456' };
    for (const token of [member, player, trial]) {
      expect(pick(await send(token, body))).toEqual([403, 'error.nonAgent']);
      expect(pick(await get(token, '/wps/v2/agent/envelopes'))).toEqual([403, 'error.nonAgent']);
    }
    expect((await send(undefined, body)).status).toBe(401);
    expect((await get(undefined, '/wps/v2/agent/envelopes')).status).toBe(401);
    expect((await get(undefined, '/wps/v2/envelopes')).status).toBe(401);
    expect((await claim(undefined, 1)).status).toBe(401);
    expect(pick(await get(trial, '/wps/v2/envelopes'))).toEqual([403, 'error.functionDisabled']);
    expect(pick(await claim(trial, 1))).toEqual([403, 'error.functionDisabled']);
    // A player sees its (empty) list.
    expect((await get(player, '/wps/v2/envelopes')).body.value).toMatchObject({ total: 0, openCount: 0, list: [] });
  });
});

describe('red envelopes: sending, claiming, returning', { timeout: 60_000 }, () => {
  it('refuses recipients outside the tree, bad amounts, a wrong password and malformed bodies, booking nothing', async () => {
    const ids = await networkIds(server.db, TENANT);
    const agent01 = await agentWithPassword('agent01');
    const agent03 = await agentWithPassword('agent03');
    const lusaAgent = await agentWithPassword('agent01', 'lusa');
    const before = await balance(agent01);
    const ok = { amount: '10.00', split: 'random', recipientIds: [ids.get('agent02')!, ids.get('player41')!], paymentPassword: '246810' };
    // player21 is in agent02's branch, not agent03's; agent01 itself is no recipient; another tenant's agent with these ids.
    expect(pick(await send(agent03, { ...ok, recipientIds: [ids.get('player21')!] }))).toEqual([403, 'error.notYourDownline']);
    expect(pick(await send(agent01, { ...ok, recipientIds: [ids.get('agent01')!] }))).toEqual([403, 'error.notYourDownline']);
    expect(pick(await send(lusaAgent, ok, randomUUID(), 'lusa'))).toEqual([403, 'error.notYourDownline']);
    // 1 minor unit for 2 recipients; above the tenant's limit; above the balance.
    expect(pick(await send(agent01, { ...ok, amount: '0.01' }))).toEqual([400, 'error.envelopeTooSmall']);
    expect(pick(await send(agent01, { ...ok, amount: '0' }))).toEqual([400, 'error.amountOutOfLimits']);
    expect(pick(await send(agent01, { ...ok, amount: '10000.01' }))).toEqual([400, 'error.amountOutOfLimits']);
    // agent04 holds little: one minor unit more than its balance is refused by the ledger.
    const agent04 = await agentWithPassword('agent04');
    const tooMuch = cents(await balance(agent04)) + 1n;
    expect(tooMuch <= 10_000_00n).toBe(true);
    const overBalance = { ...ok, amount: `${tooMuch / 100n}.${String(tooMuch % 100n).padStart(2, '0')}`, recipientIds: [ids.get('player41')!] };
    expect(pick(await send(agent04, overBalance))).toEqual([409, 'error.insufficientBalance']);
    expect(pick(await send(agent01, { ...ok, paymentPassword: '000000' }))).toEqual([400, 'error.wrongPaymentPassword']);
    // Malformed: 400 with a reason, never a 500.
    for (const bad of [
      { ...ok, recipientIds: [] }, { ...ok, recipientIds: [ids.get('agent02')!, ids.get('agent02')!] }, { ...ok, split: 'lucky' }, { ...ok, amount: '1,00' },
      { ...ok, amount: 10 }, { ...ok, extra: true }, { amount: '10' }, { ...ok, recipientIds: Array.from({ length: 51 }, (_, i) => i + 1) },
    ]) {
      const r = await send(agent01, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.code).toBeTruthy();
    }
    expect(pick(await send(agent01, ok, null))).toEqual([400, 'error.idempotencyKeyMissing']);
    const plain = await call(server.app, 'POST', '/wps/v2/agent/envelopes', { tenant: TENANT, token: agent01, headers: { 'idempotency-key': randomUUID() } }, ok);
    expect(plain.statusCode).toBe(400);
    expect(pick(await claim(agent01, 'x'))).toEqual([400, expect.any(String)]);
    expect(await balance(agent01)).toBe(before);
    expect((await get(agent01, '/wps/v2/agent/envelopes')).body.value.total).toBe(0);
  });

  it('pays the sender\'s amount in, lets each downline claim its share once, and returns the rest after the expiry', async () => {
    const ids = await networkIds(server.db, TENANT);
    const agent01 = await agentWithPassword('agent01');
    const agent02 = await tokenOf(server.app, TENANT, 'agent02', 'Agent2024');
    const player41 = await tokenOf(server.app, TENANT, 'player41', 'Player2024');
    const agent03 = await tokenOf(server.app, TENANT, 'agent03', 'Agent2024');
    const before = cents(await balance(agent01));
    const houseBefore = await balanceOf(server.db, TENANT, ENVELOPES_ACCOUNT);
    const key = randomUUID();
    const body = { amount: '10.01', split: 'equal', recipientIds: [ids.get('agent02')!, ids.get('player41')!], paymentPassword: '246810' };
    const sent = await send(agent01, body, key);
    expect(sent.status).toBe(200);
    const envelope = sent.body.value.envelope;
    expect(envelope).toMatchObject({ amount: '10.01', split: 'equal', claimed: '0.00', returned: '0.00' });
    expect(envelope.shares).toEqual([
      expect.objectContaining({ account: 'agent02', amount: '5.01', state: 'open', claimedAt: null }),
      expect.objectContaining({ account: 'player41', amount: '5.00', state: 'open', claimedAt: null }),
    ]);
    expect(cents(sent.body.value.balance)).toBe(before - 10_01n);
    expect(await balanceOf(server.db, TENANT, ENVELOPES_ACCOUNT)).toBe(houseBefore + 10_01n);
    // The same key replays; another body with it is refused.
    const replay = await send(agent01, body, key);
    expect(replay.body.value).toEqual(sent.body.value);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(pick(await send(agent01, { ...body, amount: '11' }, key))).toEqual([422, 'error.idempotencyKeyReused']);
    expect(cents(await balance(agent01))).toBe(before - 10_01n);

    // The recipients see it; player41 claims its share once.
    const theirs = (await get(player41, '/wps/v2/envelopes')).body.value;
    expect(theirs).toMatchObject({ openCount: 1, list: [expect.objectContaining({ envelopeId: envelope.id, sender: expect.any(String), amount: '5.00', state: 'open', expired: false })] });
    const playerBefore = cents((await get(player41, '/wps/v2/wallets/summary')).body.value.balance as string);
    const claimKey = randomUUID();
    const claimed = await claim(player41, envelope.id, claimKey);
    expect(claimed.status).toBe(200);
    expect(claimed.body.value).toMatchObject({ envelopeId: envelope.id, amount: '5.00' });
    expect(cents(claimed.body.value.balance)).toBe(playerBefore + 5_00n);
    const again = await claim(player41, envelope.id, claimKey);
    expect(again.body.value).toEqual(claimed.body.value);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(pick(await claim(player41, envelope.id))).toEqual([409, 'error.envelopeNotOpen']);
    // Not a recipient (another branch), an unknown envelope, another tenant's caller.
    expect(pick(await claim(agent03, envelope.id))).toEqual([404, 'error.notFound']);
    expect(pick(await claim(player41, 2147483000))).toEqual([404, 'error.notFound']);
    const lusaAgent = await tokenOf(server.app, 'lusa', 'agent01', 'Agent2024');
    expect(pick(await claim(lusaAgent, envelope.id, randomUUID(), 'lusa'))).toEqual([404, 'error.notFound']);
    expect((await get(player41, '/wps/v2/envelopes')).body.value).toMatchObject({ openCount: 0, list: [expect.objectContaining({ state: 'claimed', claimedAt: expect.any(String) })] });

    // The sender's list: one share claimed, one open.
    const list = (await get(agent01, '/wps/v2/agent/envelopes')).body.value;
    expect(list.list[0]).toMatchObject({ id: envelope.id, claimed: '5.00', returned: '0.00' });
    expect(list.list[0].shares.map((s: { account: string; state: string }) => `${s.account}:${s.state}`)).toEqual(['agent02:open', 'player41:claimed']);

    // Before the expiry nothing returns; after it the open share goes back, once.
    expect((await call(server.app, 'POST', '/dev/envelopes/return', { tenant: TENANT }, { at: new Date(server.clock.now().getTime() + 60_000).toISOString() })).json().value.returned).toBe(0);
    // The return pass runs a day and an hour later (its instant is given; sessions stay live): the
    // return is booked at that instant.
    const later = new Date(server.clock.now().getTime() + 25 * 3_600_000).toISOString();
    expect((await call(server.app, 'POST', '/dev/envelopes/return', { tenant: TENANT }, { at: later })).json().value.returned).toBe(1);
    expect((await call(server.app, 'POST', '/dev/envelopes/return', { tenant: TENANT }, { at: later })).json().value.returned).toBe(0);
    expect((await call(server.app, 'POST', '/dev/envelopes/return', { tenant: TENANT }, { at: 'tomorrow' })).statusCode).toBe(400);
    expect(cents(await balance(agent01))).toBe(before - 10_01n + 5_01n);
    expect(pick(await claim(agent02, envelope.id))).toEqual([409, 'error.envelopeNotOpen']);
    const after = (await get(agent01, '/wps/v2/agent/envelopes')).body.value.list[0];
    expect(after).toMatchObject({ claimed: '5.00', returned: '5.01' });
    expect(after.shares.map((s: { state: string }) => s.state)).toEqual(['returned', 'claimed']);
    expect(await balanceOf(server.db, TENANT, ENVELOPES_ACCOUNT)).toBe(houseBefore);
    expect(await ledgerViolations(server.db, TENANT)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });

    // The wallet records name the three movements with types the portal knows.
    const ajv = new Ajv({ allErrors: true });
    const range = `from=${encodeURIComponent(new Date(server.clock.now().getTime() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(new Date(later).getTime() + 60_000).toISOString())}`;
    const mine = (await get(agent01, `/wps/relay/ODSFE2_MemTransDet?${range}&pageNo=1&pageSize=50`)).body.value;
    expect(ajv.validate(transactionsValueSchema, mine), ajv.errorsText()).toBe(true);
    expect(mine.list.map((t: { type: string }) => t.type)).toEqual(expect.arrayContaining(['envelopeSent', 'envelopeReturned']));
    const received = (await get(player41, `/wps/relay/ODSFE2_MemTransDet?${range}&pageNo=1&pageSize=50&type=envelopeReceived`)).body.value;
    expect(received.list).toEqual([expect.objectContaining({ type: 'envelopeReceived', amount: '5.00' })]);
  });
});
