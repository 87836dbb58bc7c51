import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletSettings } from '../modules/wallet/schema';
import { call, encryptedCall, humanCheck, json, tokenOf } from '../testing/apiClient';
import { useTestServer } from '../testing/testApp';
import { signUpValues } from '../testing/signUp';

const server = useTestServer();
const app = () => server.app;

interface Answer<T = Record<string, unknown>> { success: boolean; value: T; code?: string; message?: string }
const ok = <T>(response: { statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as Answer<T>).value;
};

let serial = 0;
/** A fresh member of a tenant (balance 0), with its token. */
async function newMember(tenant: string): Promise<string> {
  serial += 1;
  const username = `wallet${serial}${randomUUID().slice(0, 6).replace(/[^a-z0-9]/g, 'a')}`;
  const response = await encryptedCall(app(), 'POST', '/wps/member/register', { tenant }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app(), tenant), ...(await signUpValues(app(), tenant)),
  });
  return ok<{ token: string }>(response).token;
}

const key = () => randomUUID();
const post = (tenant: string, token: string, url: string, body: unknown, idempotencyKey?: string) =>
  call(app(), 'POST', url, { tenant, token, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} }, body);
const get = (tenant: string, token: string, url: string) => call(app(), 'GET', url, { tenant, token });

async function balance(tenant: string, token: string): Promise<string> {
  return ok<{ balance: string }>(await get(tenant, token, '/wps/v2/wallets/summary')).balance;
}

/** Deposits and approves (through the development route), so a fresh member has money. */
async function fund(tenant: string, token: string, amount: string): Promise<void> {
  const deposit = ok<{ id: string }>(await post(tenant, token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount }, key()));
  ok(await call(app(), 'POST', '/dev/wallet/deposit', { tenant }, { id: deposit.id, decision: 'approve' }));
}

const RANGE = () => {
  const to = new Date(server.clock.now().getTime() + 60_000);
  const from = new Date(to.getTime() - 7 * 86_400_000);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};

// A 1x1 PNG and a file that only claims to be one.
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('wallet: who may call', () => {
  it('asks guests to log in and tells trial accounts a real account is needed', async () => {
    expect((await call(app(), 'GET', '/wps/v2/wallets/summary', { tenant: 'lusa' })).statusCode).toBe(401);
    const trial = ok<{ token: string }>(await call(app(), 'POST', '/wps/session/login/freeplay', { tenant: 'lusa' }, { os: 'linux', platform: 'W', Encryption: true, gatewayVersion: 3 }));
    const refused = await get('lusa', trial.token, '/wps/v2/wallets/summary');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('error.functionDisabled');
    // The trial's play money is an opening transfer in the ledger, read by the balance call.
    expect(ok<{ balance: string }>(await get('lusa', trial.token, '/wps/v2/wallets/balance')).balance).toBe('2000.00');
  });
});

describe('wallet: the balance call', () => {
  it("answers the main wallet as a decimal string, with the currency of the wallet settings (not of the language)", async () => {
    const token = await newMember('redeprime');
    await fund('redeprime', token, '1234.5');
    // The language says Portuguese (R$); the wallet settings say otherwise, and they win.
    const before = await server.db.select().from(walletSettings).where(eq(walletSettings.tenant, 'redeprime'));
    await server.db.update(walletSettings).set({ currency: 'EUR', currencySymbol: '€' }).where(eq(walletSettings.tenant, 'redeprime'));
    try {
      const answer = ok<Record<string, unknown>>(await get('redeprime', token, '/wps/v2/wallets/balance'));
      expect(answer).toEqual({ balance: '1234.50', currency: 'EUR', currencySymbol: '€' });
      // The same amount and currency as the summary, which always answered decimal strings.
      const summary = ok<{ balance: string; currency: string; currencySymbol: string }>(await get('redeprime', token, '/wps/v2/wallets/summary'));
      expect({ balance: summary.balance, currency: summary.currency, currencySymbol: summary.currencySymbol }).toEqual(answer);
    } finally {
      await server.db.update(walletSettings).set({ currency: before[0]!.currency, currencySymbol: before[0]!.currencySymbol }).where(eq(walletSettings.tenant, 'redeprime'));
    }
    expect(ok<Record<string, unknown>>(await get('redeprime', token, '/wps/v2/wallets/balance'))).toEqual({ balance: '1234.50', currency: 'BRL', currencySymbol: 'R$' });
  });
});

describe('deposits', () => {
  it('lists the methods and limits in the tenant currency', async () => {
    const token = await newMember('lusa');
    const methods = ok<{ currency: string; methods: { id: string; minAmount: string; maxAmount: string }[] }>(await get('lusa', token, '/wps/v2/wallets/deposit/methods'));
    expect(methods.currency).toBe('BRL');
    expect(methods.methods[0]).toEqual({ id: 'pix', minAmount: '10.00', maxAmount: '50000.00' });
    const english = await tokenOf(app(), 'luckydraw', 'demo', 'Demo2024');
    expect(ok<{ currency: string }>(await get('luckydraw', english, '/wps/v2/wallets/deposit/methods')).currency).toBe('USD');
  });

  it('offers and takes only the methods the site\'s law allows: no credit card (the wallet\'s card) nor crypto under BR', async () => {
    const every = [
      { id: 'pix', min: '1000', max: '5000000' }, { id: 'card', min: '1000', max: '5000000' }, { id: 'crypto', min: '1000', max: '5000000' },
      { id: 'debitCard', min: '1000', max: '5000000' }, { id: 'prepaidCard', min: '1000', max: '5000000' },
    ];
    const stored = await server.db.select().from(walletSettings);
    try {
      for (const tenant of ['lusa', 'redeprime']) await server.db.update(walletSettings).set({ depositMethods: every }).where(eq(walletSettings.tenant, tenant));
      const token = await newMember('lusa');
      const ids = (tenant: string, t: string) => get(tenant, t, '/wps/v2/wallets/deposit/methods').then((r) => ok<{ methods: { id: string }[] }>(r).methods.map((m) => m.id));
      expect(await ids('lusa', token)).toEqual(['pix', 'debitCard', 'prepaidCard']);
      for (const methodId of ['card', 'crypto']) {
        const refused = await post('lusa', token, '/wps/v2/wallets/deposit', { methodId, amount: '20' }, key());
        expect(refused.statusCode, methodId).toBe(403);
        expect(json(refused).code).toBe('error.functionDisabled');
      }
      ok(await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'debitCard', amount: '20' }, key()));
      // Without a jurisdiction nor a list in its manifest, a tenant offers every method it stores.
      expect(await ids('redeprime', await newMember('redeprime'))).toEqual(every.map((m) => m.id));
    } finally {
      for (const row of stored) await server.db.update(walletSettings).set({ depositMethods: row.depositMethods }).where(eq(walletSettings.tenant, row.tenant));
    }
  });

  it('refuses a missing key, bad amounts and amounts out of limits with a reason', async () => {
    const token = await newMember('lusa');
    const noKey = await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '20' });
    expect([noKey.statusCode, json(noKey).code]).toEqual([400, 'error.idempotencyKeyMissing']);
    expect(json(await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '20' }, 'short')).code).toBe('error.idempotencyKeyMissing');
    for (const amount of ['-5', '1.234', '1,50', 'abc', '']) {
      expect((await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount }, key())).statusCode, amount).toBe(400);
    }
    expect((await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: 20 }, key())).statusCode).toBe(400);
    for (const amount of ['9.99', '50000.01', '0']) {
      const refused = await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount }, key());
      expect([refused.statusCode, json(refused).code], amount).toEqual([400, 'error.amountOutOfLimits']);
    }
    expect((await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'nope', amount: '20' }, key())).statusCode).toBe(400);
  });

  it('books once per key: sent twice, concurrently, and refused with another body', async () => {
    const token = await newMember('lusa');
    const k = key();
    const first = await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '25.50' }, k);
    const again = await post('lusa', token, '/wps/v2/wallets/deposit', { amount: '25.50', methodId: 'pix' }, k);
    expect(ok(first)).toEqual(ok(again));
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '99' }, k);
    expect([other.statusCode, json(other).code]).toEqual([422, 'error.idempotencyKeyReused']);
    const k2 = key();
    const together = await Promise.all(Array.from({ length: 5 }, () => post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '30' }, k2)));
    const ids = new Set(together.map((r) => ok<{ id: string }>(r).id));
    expect(ids.size).toBe(1);
    const list = ok<{ total: number; list: { status: string }[] }>(await get('lusa', token, '/wps/v2/wallets/deposit/list'));
    expect(list.total).toBe(2);
    expect(list.list.every((d) => d.status === 'pending')).toBe(true);
  });

  it('credits the main wallet when approved, once, and not when rejected', async () => {
    const token = await newMember('lusa');
    const a = ok<{ id: string }>(await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '100' }, key()));
    const b = ok<{ id: string }>(await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '40' }, key()));
    const summary = ok<{ pendingDeposits: { count: number; amount: string } }>(await get('lusa', token, '/wps/v2/wallets/summary'));
    expect(summary.pendingDeposits).toEqual({ count: 2, amount: '140.00' });
    ok(await call(app(), 'POST', '/dev/wallet/deposit', { tenant: 'lusa' }, { id: a.id, decision: 'approve' }));
    const twice = ok<{ changed: boolean; status: string }>(await call(app(), 'POST', '/dev/wallet/deposit', { tenant: 'lusa' }, { id: a.id, decision: 'reject' }));
    expect(twice).toMatchObject({ changed: false, status: 'approved' });
    ok(await call(app(), 'POST', '/dev/wallet/deposit', { tenant: 'lusa' }, { id: b.id, decision: 'reject' }));
    expect(await balance('lusa', token)).toBe('100.00');
    expect(ok<{ balance: string }>(await get('lusa', token, '/wps/v2/wallets/balance')).balance).toBe('100.00');
    // Another tenant's operator route does not find it.
    expect((await call(app(), 'POST', '/dev/wallet/deposit', { tenant: 'redeprime' }, { id: a.id, decision: 'approve' })).statusCode).toBe(404);
  });

  it('allows only a few pending deposits', async () => {
    const token = await newMember('lusa');
    for (let i = 0; i < 3; i += 1) ok(await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '10' }, key()));
    const refused = await post('lusa', token, '/wps/v2/wallets/deposit', { methodId: 'pix', amount: '10' }, key());
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'error.tooManyPending']);
  });
});

describe('payment password and withdrawals', () => {
  it('needs a payment password, set with the login password (encrypted), changed with the old one', async () => {
    const token = await newMember('lusa');
    await fund('lusa', token, '500');
    const before = await encryptedCall(app(), 'POST', '/wps/v2/wallets/withdraw', { tenant: 'lusa', token, headers: { 'idempotency-key': key() } }, { amount: '60', paymentPassword: '123456' });
    expect([before.statusCode, json(before).code]).toEqual([409, 'error.paymentPasswordNotSet']);
    expect(ok<{ paymentPasswordSet: boolean }>(await get('lusa', token, '/wps/v2/wallets/withdraw/info')).paymentPasswordSet).toBe(false);
    const plain = await post('lusa', token, '/wps/v2/member/paymentPassword', { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
    expect(plain.statusCode).toBe(400);
    const wrong = await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'lusa', token }, { loginPassword: 'Wrong123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
    expect([wrong.statusCode, json(wrong).code]).toEqual([400, 'error.wrongPassword']);
    const mismatch = await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'lusa', token }, { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135791' });
    expect(json(mismatch).code).toBe('form.inconsistent');
    expect((await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'lusa', token }, { loginPassword: 'Secret123', newPaymentPassword: '12345', confirmNewPaymentPassword: '12345' })).statusCode).toBe(400);
    ok(await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'lusa', token }, { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' }));
    const noOld = await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'lusa', token }, { loginPassword: 'Secret123', newPaymentPassword: '246802', confirmNewPaymentPassword: '246802' });
    expect(noOld.statusCode).toBe(400);
    ok(await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'lusa', token }, { oldPaymentPassword: '135790', newPaymentPassword: '246802', confirmNewPaymentPassword: '246802' }));
    expect(ok<{ paymentPasswordSet: boolean }>(await get('lusa', token, '/wps/v2/member/securityCenter')).paymentPasswordSet).toBe(true);
  });

  it('holds, then pays or releases; the key books once; confirmation with a checked proof image', async () => {
    const token = await newMember('lusa');
    await fund('lusa', token, '1000');
    ok(await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'lusa', token }, { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' }));
    const withdraw = (body: Record<string, unknown>, k: string) => encryptedCall(app(), 'POST', '/wps/v2/wallets/withdraw', { tenant: 'lusa', token, headers: { 'idempotency-key': k } }, body);
    const badPassword = await withdraw({ amount: '100', paymentPassword: '000000' }, key());
    expect([badPassword.statusCode, json(badPassword).code]).toEqual([400, 'error.wrongPaymentPassword']);
    const tooMuch = await withdraw({ amount: '1000.01', paymentPassword: '135790' }, key());
    expect([tooMuch.statusCode, json(tooMuch).code]).toEqual([409, 'error.insufficientBalance']);
    expect(json(await withdraw({ amount: '49.99', paymentPassword: '135790' }, key())).code).toBe('error.amountOutOfLimits');

    const k = key();
    const [first, second] = await Promise.all([withdraw({ amount: '300', paymentPassword: '135790' }, k), withdraw({ amount: '300', paymentPassword: '135790' }, k)]);
    const a = ok<{ withdrawal: { id: string; status: string }; balance: string }>(first);
    expect(ok(second)).toEqual(a);
    expect(a).toMatchObject({ withdrawal: { status: 'pending' }, balance: '700.00' });
    expect(json(await withdraw({ amount: '301', paymentPassword: '135790' }, k)).code).toBe('error.idempotencyKeyReused');
    const b = ok<{ withdrawal: { id: string } }>(await withdraw({ amount: '200', paymentPassword: '135790' }, key()));
    const summary = ok<{ balance: string; held: string; pendingWithdrawals: { count: number; amount: string } }>(await get('lusa', token, '/wps/v2/wallets/summary'));
    expect(summary).toMatchObject({ balance: '500.00', held: '500.00', pendingWithdrawals: { count: 2, amount: '500.00' } });

    ok(await call(app(), 'POST', '/dev/wallet/withdrawal', { tenant: 'lusa' }, { id: a.withdrawal.id, decision: 'pay' }));
    ok(await call(app(), 'POST', '/dev/wallet/withdrawal', { tenant: 'lusa' }, { id: b.withdrawal.id, decision: 'reject' }));
    expect(ok<{ changed: boolean }>(await call(app(), 'POST', '/dev/wallet/withdrawal', { tenant: 'lusa' }, { id: b.withdrawal.id, decision: 'pay' })).changed).toBe(false);
    const after = ok<{ balance: string; held: string; awaitingConfirmation: number }>(await get('lusa', token, '/wps/v2/wallets/summary'));
    expect(after).toMatchObject({ balance: '700.00', held: '0.00', awaitingConfirmation: 1 });

    const confirm = (body: Record<string, unknown>) => post('lusa', token, '/wps/v2/wallets/withdraw/confirm', body);
    const fake = await confirm({ result: 'notReceived', withdrawalId: a.withdrawal.id, receivedAmount: '100', proofImage: Buffer.from('GIF89a not a png at all').toString('base64') });
    expect([fake.statusCode, json(fake).code]).toEqual([400, 'error.invalidImage']);
    expect((await confirm({ result: 'notReceived', withdrawalId: a.withdrawal.id, receivedAmount: '100' })).statusCode).toBe(400);
    const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const tooBig = await confirm({ result: 'notReceived', withdrawalId: a.withdrawal.id, receivedAmount: '100', proofImage: big });
    expect([tooBig.statusCode, json(tooBig).code]).toEqual([413, 'error.imageTooLarge']);
    expect(json(await confirm({ result: 'received', withdrawalId: b.withdrawal.id })).code).toBe('error.notAwaitingConfirmation');
    const done = ok<{ confirmed: { confirmation: string; receivedAmount: string; remainingAmount: string; hasProof: boolean }[] }>(
      await confirm({ result: 'notReceived', withdrawalId: a.withdrawal.id, receivedAmount: '100', proofImage: PNG_1PX }),
    );
    expect(done.confirmed).toEqual([expect.objectContaining({ confirmation: 'notReceived', receivedAmount: '100.00', remainingAmount: '200.00', hasProof: true })]);
    expect(json(await confirm({ result: 'received', withdrawalId: a.withdrawal.id })).code).toBe('error.notAwaitingConfirmation');

    const history = ok<{ list: { type: string; amount: string }[] }>(await get('lusa', token, `/wps/relay/ODSFE2_MemTransDet?${RANGE()}&type=withdrawal&type=withdrawalReleased`));
    expect(history.list.map((t) => [t.type, t.amount])).toEqual([['withdrawalReleased', '200.00'], ['withdrawal', '-200.00'], ['withdrawal', '-300.00']]);
  });
});

describe('game wallets and the upline', () => {
  it('moves money to a vendor wallet and back, once per key', async () => {
    const token = await newMember('lusa');
    await fund('lusa', token, '300');
    const wallets = ok<{ main: string; wallets: { vendor: string; balance: string }[] }>(await get('lusa', token, '/wps/relay/GCS_merchantWallet'));
    const vendor = wallets.wallets[0]?.vendor ?? 'PG';
    const k = key();
    const toGame = ok<{ main: string; vendorBalance: string }>(await post('lusa', token, '/wps/relay/GCS_walletTransfer', { vendor, direction: 'toGame', amount: '120.25' }, k));
    expect(toGame).toMatchObject({ main: '179.75', vendorBalance: '120.25' });
    expect(ok(await post('lusa', token, '/wps/relay/GCS_walletTransfer', { vendor, direction: 'toGame', amount: '120.25' }, k))).toEqual(toGame);
    const over = await post('lusa', token, '/wps/relay/GCS_walletTransfer', { vendor, direction: 'toMain', amount: '120.26' }, key());
    expect([over.statusCode, json(over).code]).toEqual([409, 'error.insufficientBalance']);
    expect((await post('lusa', token, '/wps/relay/GCS_walletTransfer', { vendor: 'NOPE', direction: 'toMain', amount: '1' }, key())).statusCode).toBe(404);
    ok(await post('lusa', token, '/wps/relay/GCS_walletTransfer', { vendor, direction: 'toMain', amount: '20.25' }, key()));
    const summary = ok<{ balance: string; gameWallets: string }>(await get('lusa', token, '/wps/v2/wallets/summary'));
    expect(summary).toMatchObject({ balance: '200.00', gameWallets: '100.00' });
  });

  it("transfers to the upline where the tenant's agent policy allows, with the payment password", async () => {
    const demo = await tokenOf(app(), 'redeprime', 'demo', 'Demo2024');
    const info = ok<{ allowed: boolean; upline: string }>(await get('redeprime', demo, '/wps/v2/wallets/transferUpline/info'));
    expect(info).toMatchObject({ allowed: true, upline: 'ag***01' });
    ok(await encryptedCall(app(), 'POST', '/wps/v2/member/paymentPassword', { tenant: 'redeprime', token: demo }, { loginPassword: 'Demo2024', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' }));
    const agent = await tokenOf(app(), 'redeprime', 'agent01', 'Agent2024');
    const agentBefore = await balance('redeprime', agent);
    const k = key();
    const sent = ok<{ balance: string }>(await encryptedCall(app(), 'POST', '/wps/v2/wallets/transferUpline', { tenant: 'redeprime', token: demo, headers: { 'idempotency-key': k } }, { amount: '45.00', paymentPassword: '135790' }));
    expect(sent.balance).toBe('12300.67');
    ok(await encryptedCall(app(), 'POST', '/wps/v2/wallets/transferUpline', { tenant: 'redeprime', token: demo, headers: { 'idempotency-key': k } }, { amount: '45.00', paymentPassword: '135790' }));
    expect(Number(await balance('redeprime', agent)) - Number(agentBefore)).toBeCloseTo(45, 2);
    const lusaDemo = await tokenOf(app(), 'lusa', 'demo', 'Demo2024');
    expect(ok<{ allowed: boolean }>(await get('lusa', lusaDemo, '/wps/v2/wallets/transferUpline/info')).allowed).toBe(false);
    const refused = await encryptedCall(app(), 'POST', '/wps/v2/wallets/transferUpline', { tenant: 'lusa', token: lusaDemo, headers: { 'idempotency-key': key() } }, { amount: '45.00', paymentPassword: '135790' });
    expect([refused.statusCode, json(refused).code]).toEqual([403, 'error.functionDisabled']);
  });
});

describe('records', () => {
  it("answers the demo player's opening and welcome bonus, with totals, and refuses bad ranges", async () => {
    const demo = await tokenOf(app(), 'luckydraw', 'demo', 'Demo2024');
    const history = ok<{ total: number; list: { type: string; amount: string }[]; totals: { credit: string; debit: string; net: string }; currency: string }>(
      await get('luckydraw', demo, `/wps/relay/ODSFE2_MemTransDet?${RANGE()}`),
    );
    expect(history.currency).toBe('USD');
    expect(history.list.map((t) => t.type).sort()).toEqual(['bonus', 'opening']);
    expect(history.totals).toEqual({ credit: '12345.67', debit: '0.00', net: '12345.67' });
    const bonus = ok<{ list: { kind: string; amount: string }[]; totals: { amount: string } }>(await get('luckydraw', demo, `/wps/v2/wallets/bonus?${RANGE()}`));
    expect(bonus.list).toEqual([expect.objectContaining({ kind: 'welcome', amount: '20.00' })]);
    expect(bonus.totals.amount).toBe('20.00');
    const paged = ok<{ total: number; list: unknown[] }>(await get('luckydraw', demo, `/wps/relay/ODSFE2_MemTransDet?${RANGE()}&pageSize=1&pageNo=2`));
    expect([paged.total, paged.list.length]).toEqual([2, 1]);
    const profit = ok<{ bonus: string; totals: { count: number } }>(await get('luckydraw', demo, `/wps/v2/wallets/profit?${RANGE()}`));
    expect(profit).toMatchObject({ bonus: '20.00', totals: { count: 0 } });
    const now = server.clock.now().toISOString();
    expect((await get('luckydraw', demo, `/wps/relay/ODSFE2_MemTransDet?from=${now}&to=${now}`)).statusCode).toBe(400);
    expect((await get('luckydraw', demo, `/wps/v2/wallets/bets?from=2020-01-01T00:00:00Z&to=2021-01-01T00:00:00Z`)).statusCode).toBe(400);
    expect((await get('luckydraw', demo, '/wps/v2/wallets/bets?from=yesterday&to=today')).statusCode).toBe(400);
    expect((await get('luckydraw', demo, `/wps/relay/ODSFE2_MemTransDet?${RANGE()}&type=nope`)).statusCode).toBe(400);
  });
});

describe('security centre', () => {
  it('masks the contacts, lists the sessions and signs out everywhere else', async () => {
    const first = await tokenOf(app(), 'lusa', 'secure01', 'Secure2024').catch(() => undefined);
    const a = first ?? await tokenOf(app(), 'lusa', 'demo', 'Demo2024');
    const account = first ? 'secure01' : 'demo';
    const b = await tokenOf(app(), 'lusa', account, first ? 'Secure2024' : 'Demo2024');
    const centre = ok<{ account: string; mobile: string; email: string; sessions: { current: boolean }[] }>(await get('lusa', b, '/wps/v2/member/securityCenter'));
    expect(centre.account).toBe(account);
    expect(centre.mobile).toMatch(/^\+55 119\*+\d{3}$/);
    expect(centre.email).toMatch(/^\w{2}\*\*\*@lusa\.example$/);
    expect(centre.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(centre.sessions.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(centre)).not.toContain(b);
    const out = ok<{ signedOut: number }>(await post('lusa', b, '/wps/v2/member/sessions/signOutOthers', undefined));
    expect(out.signedOut).toBeGreaterThanOrEqual(1);
    expect((await get('lusa', a, '/wps/v2/member/securityCenter')).statusCode).toBe(401);
    expect((await get('lusa', b, '/wps/v2/member/securityCenter')).statusCode).toBe(200);
  });
});
