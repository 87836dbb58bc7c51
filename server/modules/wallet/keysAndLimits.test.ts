/**
 * Counted limits and idempotency keys under concurrency. On PostgreSQL (the `postgres` project) the
 * requests go to TWO server instances sharing one database, at once; on PGlite (one connection, so
 * transactions run one after another) to one instance, one after another where the rule is a count.
 *
 * - At most N pending deposits / withdrawals: however many arrive together, N are pending.
 * - A retry waits for its first attempt: the first attempt is held after its payment password check
 *   (a pause point), the retry with the same key is sent meanwhile, money arrives meanwhile, and the
 *   retry must get the first attempt's final answer, with the ledger agreeing with both answers.
 * - Keys are scoped per member and operation: another member, or another operation, with the same key
 *   string gets an answer of its own.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { deposits, withdrawals } from './schema';
import { ledgerAccounts, ledgerTransfers } from '../ledger/schema';
import { members, memberUplines } from '../members/schema';
import { promotionApplications } from '../applications/schema';
import type { Db } from '../../db/connect';
import { ledgerViolations } from '../ledger/invariants';
import { setPauseHook, type PausePoint } from '../ledger/pausePoints';
import { call, encryptedCall, humanCheck } from '../../testing/apiClient';
import { createTestServer, useTestServer, type TestServer } from '../../testing/testApp';
import { decideDeposit } from './deposits';
import { walletSettingsOf } from './settings';
import { signUpValues } from '../../testing/signUp';

const first = useTestServer();
let secondServer: TestServer | undefined;
/** On PostgreSQL a second instance on the first's database; on PGlite the first again. */
const second = (): TestServer => secondServer ?? first;
const onPostgres = () => first.databaseUrl !== undefined;

beforeAll(async () => {
  if (first.databaseUrl !== undefined) secondServer = await createTestServer({ databaseUrl: first.databaseUrl });
}, 120_000);
afterAll(async () => {
  await secondServer?.close();
});

/** Alternates the instances, so concurrent requests meet on the database, not in one process. */
const appOf = (i: number): FastifyInstance => (i % 2 === 0 ? first.app : second().app);

interface Answer<T = Record<string, unknown>> { statusCode: number; code?: string; value?: T }
function answerOf<T>(response: { statusCode: number; body: string }): Answer<T> {
  const body = JSON.parse(response.body) as { code?: string; value?: T };
  return { statusCode: response.statusCode, code: body.code, value: body.value };
}

let serial = 0;
/** A fresh member (balance 0): its token and id. */
async function newMember(tenant: string): Promise<{ token: string; id: number; account: string }> {
  serial += 1;
  const username = `keys${serial}${randomUUID().slice(0, 6).replace(/[^a-z0-9]/g, 'a')}`;
  const app = first.app;
  const response = await encryptedCall(app, 'POST', '/wps/member/register', { tenant }, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: `${tenant}.localhost`, registerUrl: `https://${tenant}.localhost/register`, registerMethod: 'WEB', altcha: await humanCheck(app, tenant), ...(await signUpValues(app, tenant)),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token } = (JSON.parse(response.body) as { value: { token: string } }).value;
  const [row] = await first.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, username)));
  return { token, id: row!.id, account: username };
}

const deposit = (app: FastifyInstance, tenant: string, token: string, amount: string, key: string) =>
  call(app, 'POST', '/wps/v2/wallets/deposit', { tenant, token, headers: { 'idempotency-key': key } }, { methodId: 'pix', amount });
const withdraw = (app: FastifyInstance, tenant: string, token: string, amount: string, key: string) =>
  encryptedCall(app, 'POST', '/wps/v2/wallets/withdraw', { tenant, token, headers: { 'idempotency-key': key } }, { amount, paymentPassword: '135790' });
const transferUpline = (app: FastifyInstance, tenant: string, token: string, amount: string, key: string) =>
  encryptedCall(app, 'POST', '/wps/v2/wallets/transferUpline', { tenant, token, headers: { 'idempotency-key': key } }, { amount, paymentPassword: '135790' });

async function setPaymentPassword(tenant: string, token: string): Promise<void> {
  const response = await encryptedCall(first.app, 'POST', '/wps/v2/member/paymentPassword', { tenant, token }, { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
  expect(response.statusCode, response.body).toBe(200);
}

/** A pending deposit of the member (through the API), approved later by `approve`. */
async function pendingDeposit(tenant: string, token: string, amount: string): Promise<number> {
  const answer = answerOf<{ id: string }>(await deposit(first.app, tenant, token, amount, randomUUID()));
  expect(answer.statusCode).toBe(200);
  return Number(answer.value!.id.slice(1));
}

async function approve(tenant: string, depositId: number): Promise<void> {
  const settings = await walletSettingsOf(first.db, first.tenants.byCode.get(tenant)!);
  const decided = await decideDeposit(first.db, settings, depositId, 'approve', 'test', first.clock.now());
  expect(decided?.changed).toBe(true);
}

async function fund(tenant: string, token: string, amount: string): Promise<void> {
  await approve(tenant, await pendingDeposit(tenant, token, amount));
}

async function pendingCount(table: typeof deposits | typeof withdrawals, tenant: string, memberId: number): Promise<number> {
  const [row] = await first.db.select({ n: count() }).from(table).where(and(eq(table.tenant, tenant), eq(table.memberId, memberId), eq(table.status, 'pending')));
  return Number(row?.n ?? 0);
}

/** Sends `n` requests: all at once on PostgreSQL (alternating instances), one after another on PGlite. */
async function burst<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
  if (onPostgres()) return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const answers: T[] = [];
  for (let i = 0; i < n; i += 1) answers.push(await send(i));
  return answers;
}

describe('at most N pending, concurrent requests on two instances included', () => {
  it('10 deposits at once leave 3 pending; the other 7 are refused with tooManyPending', async () => {
    const tenant = 'lusa';
    const member = await newMember(tenant);
    const answers = (await burst(10, (i) => deposit(appOf(i), tenant, member.token, '10', randomUUID()))).map((r) => answerOf(r));
    expect(await pendingCount(deposits, tenant, member.id)).toBe(3);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409 && a.code === 'error.tooManyPending')).toHaveLength(7);
  }, 60_000);

  it('10 withdrawals of 50.00 at once leave 3 pending and hold 150.00; the other 7 are refused', async () => {
    const tenant = 'lusa';
    const member = await newMember(tenant);
    await fund(tenant, member.token, '1000');
    await setPaymentPassword(tenant, member.token);
    const answers = (await burst(10, (i) => withdraw(appOf(i), tenant, member.token, '50', randomUUID()))).map((r) => answerOf(r));
    expect(await pendingCount(withdrawals, tenant, member.id)).toBe(3);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409 && a.code === 'error.tooManyPending')).toHaveLength(7);
    const [held] = await first.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.tenant, tenant), eq(ledgerAccounts.memberId, member.id), eq(ledgerAccounts.asset, 'cash'), eq(ledgerAccounts.wallet, 'held')));
    expect(held?.balance).toBe(15_000n);
    expect(await ledgerViolations(first.db, tenant)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
  }, 60_000);

  it('10 applications for one promotion at once leave one open (its partial unique index)', async () => {
    const tenant = 'lusa';
    const member = await newMember(tenant);
    const boundary = '----keysAndLimits';
    const payload = ['promotionId', 'comment'].map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${name === 'promotionId' ? '101' : 'at once'}\r\n`).join('') + `--${boundary}--\r\n`;
    const apply = (i: number) => appOf(i).inject({
      method: 'POST', url: '/wps/v2/promotions/apply', payload,
      headers: { host: `${tenant}.localhost`, authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answers = (await burst(10, apply)).map((r) => answerOf(r));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const [open] = await first.db.select({ n: count() }).from(promotionApplications)
      .where(and(eq(promotionApplications.tenant, tenant), eq(promotionApplications.memberId, member.id), ne(promotionApplications.status, 'rejected')));
    expect(Number(open?.n)).toBe(1);
  }, 60_000);
});

/**
 * Holds the member's first request after its payment password check; tells when the retry (the
 * next request to reach the key `key` while the first is held) is about to claim the key, and whether
 * the held request had claimed its key before its password check.
 */
function holdFirstAttempt(memberId: number, key: string) {
  let reachedHold!: () => void;
  let retryClaiming!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => { reachedHold = resolve; });
  const claiming = new Promise<void>((resolve) => { retryClaiming = resolve; });
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let holding = false;
  let claimedBeforeHold = false;
  const hook = async (at: PausePoint): Promise<void> => {
    if (at.point === 'paymentPasswordChecked' && at.memberId === memberId && !holding) {
      holding = true;
      reachedHold();
      await gate;
    } else if (at.point === 'keyClaiming' && at.key === key) {
      if (holding) retryClaiming();
      else claimedBeforeHold = true;
    }
  };
  for (const server of new Set([first, second()])) setPauseHook(server.db, hook);
  return {
    held, claiming, release,
    claimedBeforeHold: () => claimedBeforeHold,
    done: () => {
      for (const server of new Set([first, second()])) setPauseHook(server.db, undefined);
    },
  };
}

/** Some backend of this database waits for a lock (PostgreSQL). */
async function someoneWaitsOnALock(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0) > 0;
}

/**
 * Returns once the retry has answered or can go no further before the held attempt goes on: on
 * PostgreSQL once it answered or a backend waits for a lock (the held attempt's key), after it
 * announced its claim; on PGlite (one connection: nothing runs while a transaction is open) at once
 * when the held attempt holds its key's transaction, else once the retry announced its claim and its
 * transaction is queued.
 */
async function answeredOrWaiting(retry: Promise<unknown>, hold: ReturnType<typeof holdFirstAttempt>): Promise<void> {
  if (!onPostgres() && hold.claimedBeforeHold()) return;
  await hold.claiming;
  let settled = false;
  void retry.finally(() => { settled = true; });
  await new Promise((resolve) => setImmediate(resolve));
  if (!onPostgres()) return;
  for (let i = 0; i < 100_000 && !settled; i += 1) if (await someoneWaitsOnALock(first.db)) return;
}

describe('a retry waits for its first attempt and gets its final answer', () => {
  const cases = [
    {
      name: 'withdraw',
      tenant: 'lusa',
      send: withdraw,
      setUp: async () => newMember('lusa'),
      booked: async (tenant: string, memberId: number) => {
        const [row] = await first.db.select({ n: count() }).from(withdrawals).where(and(eq(withdrawals.tenant, tenant), eq(withdrawals.memberId, memberId)));
        return Number(row?.n ?? 0);
      },
    },
    {
      name: 'transferUpline',
      tenant: 'redeprime',
      send: transferUpline,
      setUp: async () => {
        const member = await newMember('redeprime');
        const [agent] = await first.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, 'redeprime'), eq(members.account, 'agent01')));
        await first.db.insert(memberUplines).values({ tenant: 'redeprime', memberId: member.id, uplineId: agent!.id });
        return member;
      },
      booked: async (tenant: string, memberId: number) => {
        const [row] = await first.db.select({ n: count() }).from(ledgerTransfers)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
          .where(and(eq(ledgerTransfers.tenant, tenant), eq(ledgerTransfers.kind, 'transferToUpline'), eq(ledgerAccounts.memberId, memberId)));
        return Number(row?.n ?? 0);
      },
    },
  ];

  for (const c of cases) {
    it(`${c.name}: held after its password check while the retry is sent and money arrives; both answers are the same and the ledger agrees`, async () => {
      const { tenant } = c;
      const member = await c.setUp();
      await setPaymentPassword(tenant, member.token);
      // The money that arrives while the first attempt is held: a pending deposit approved then.
      const depositId = await pendingDeposit(tenant, member.token, '100');
      const key = randomUUID();
      const hold = holdFirstAttempt(member.id, key);
      try {
        const attempt = c.send(first.app, tenant, member.token, '80', key);
        await hold.held;
        const retry = c.send(second().app, tenant, member.token, '80', key);
        await answeredOrWaiting(retry, hold);
        // On PGlite the approval queues behind the held transaction (if the first attempt holds one),
        // so it is awaited after the release there.
        const money = approve(tenant, depositId);
        await new Promise((resolve) => setImmediate(resolve));
        if (onPostgres()) await money;
        hold.release();
        const [a, b] = (await Promise.all([attempt, retry])).map((r) => answerOf(r));
        await money;
        expect(b, 'the retry answers what the first attempt answered').toEqual(a);
        expect([200, 409]).toContain(a!.statusCode);
        expect(await c.booked(tenant, member.id), 'the ledger books the key once if its answer was a success, else never').toBe(a!.statusCode === 200 ? 1 : 0);
        // Later retries keep that answer, whatever the balance is now.
        const later = answerOf(await c.send(first.app, tenant, member.token, '80', key));
        expect(later).toEqual(a);
        expect(await c.booked(tenant, member.id)).toBe(a!.statusCode === 200 ? 1 : 0);
      } finally {
        hold.release();
        hold.done();
      }
    }, 60_000);
  }

  it('a refusal is the key\'s answer: the same key after the money arrived is refused again and books nothing', async () => {
    const tenant = 'lusa';
    const member = await newMember(tenant);
    await setPaymentPassword(tenant, member.token);
    const key = randomUUID();
    const refused = answerOf(await withdraw(first.app, tenant, member.token, '80', key));
    expect([refused.statusCode, refused.code]).toEqual([409, 'error.insufficientBalance']);
    await fund(tenant, member.token, '100');
    const again = answerOf(await withdraw(second().app, tenant, member.token, '80', key));
    expect(again).toEqual(refused);
    const [row] = await first.db.select({ n: count() }).from(withdrawals).where(and(eq(withdrawals.tenant, tenant), eq(withdrawals.memberId, member.id)));
    expect(Number(row?.n)).toBe(0);
    // A new key is a new submission.
    expect(answerOf(await withdraw(first.app, tenant, member.token, '80', randomUUID())).statusCode).toBe(200);
  }, 60_000);
});

describe('a refusal of the group-committed game-wallet transfer is its key\'s answer too', () => {
  it('refused for its balance, then refused again with the same key after the money arrived; an unknown vendor likewise', async () => {
    const tenant = 'lusa';
    const member = await newMember(tenant);
    const wallets = JSON.parse((await call(first.app, 'GET', '/wps/relay/GCS_merchantWallet', { tenant, token: member.token })).body) as { value: { wallets: { vendor: string }[] } };
    const vendor = wallets.value.wallets[0]!.vendor;
    const send = (app: FastifyInstance, key: string, body: Record<string, unknown>) =>
      call(app, 'POST', '/wps/relay/GCS_walletTransfer', { tenant, token: member.token, headers: { 'idempotency-key': key } }, body);
    const key = randomUUID();
    const body = { vendor, direction: 'toGame', amount: '40' };
    const refused = answerOf(await send(first.app, key, body));
    expect([refused.statusCode, refused.code]).toEqual([409, 'error.insufficientBalance']);
    await fund(tenant, member.token, '100');
    expect(answerOf(await send(second().app, key, body))).toEqual(refused);
    expect(answerOf(await send(first.app, randomUUID(), body)).statusCode).toBe(200);
    const unknown = randomUUID();
    const noVendor = answerOf(await send(first.app, unknown, { vendor: 'NOPE', direction: 'toGame', amount: '1' }));
    expect(noVendor.statusCode).toBe(404);
    const reused = answerOf(await send(second().app, unknown, body));
    expect([reused.statusCode, reused.code]).toEqual([422, 'error.idempotencyKeyReused']);
    const [main] = await first.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.tenant, tenant), eq(ledgerAccounts.memberId, member.id), eq(ledgerAccounts.asset, 'cash'), eq(ledgerAccounts.wallet, 'main')));
    expect(main?.balance).toBe(6_000n);
  }, 60_000);
});

describe('idempotency keys are scoped per member and operation', () => {
  it('another member using the same key string gets an answer of its own (deposit, transfer to a game wallet)', async () => {
    const tenant = 'lusa';
    const a = await newMember(tenant);
    const b = await newMember(tenant);
    const key = randomUUID();
    const mine = answerOf<{ id: string }>(await deposit(first.app, tenant, a.token, '25', key));
    expect(mine.statusCode).toBe(200);
    // The same body: B's own deposit, not A's replayed.
    const theirs = await deposit(second().app, tenant, b.token, '25', key);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(answerOf<{ id: string }>(theirs).value!.id).not.toBe(mine.value!.id);
    // Another body: not a reuse of A's key.
    const other = await deposit(second().app, tenant, b.token, '30', randomUUID());
    expect(other.statusCode).toBe(200);
    expect(await pendingCount(deposits, tenant, a.id)).toBe(1);
    expect(await pendingCount(deposits, tenant, b.id)).toBe(2);
    // A's key still answers A's deposit.
    expect(answerOf<{ id: string }>(await deposit(first.app, tenant, a.token, '25', key)).value!.id).toBe(mine.value!.id);

    // The group-committed transfers: B cannot occupy a key A will use.
    await fund(tenant, a.token, '100');
    await fund(tenant, b.token, '100');
    const vendorOf = async (token: string) => (JSON.parse((await call(first.app, 'GET', '/wps/relay/GCS_merchantWallet', { tenant, token })).body) as { value: { wallets: { vendor: string }[] } }).value.wallets[0]!.vendor;
    const vendor = await vendorOf(a.token);
    const transferKey = randomUUID();
    const send = (token: string, amount: string) => call(second().app, 'POST', '/wps/relay/GCS_walletTransfer', { tenant, token, headers: { 'idempotency-key': transferKey } }, { vendor, direction: 'toGame', amount });
    const byB = answerOf<{ main: string }>(await send(b.token, '10'));
    expect(byB.statusCode).toBe(200);
    const byA = answerOf<{ main: string }>(await send(a.token, '20'));
    expect([byA.statusCode, byA.value?.main]).toEqual([200, '80.00']);
  }, 60_000);

  it('the same member using one key for two operations gets two answers', async () => {
    const tenant = 'lusa';
    const a = await newMember(tenant);
    await fund(tenant, a.token, '100');
    await setPaymentPassword(tenant, a.token);
    const key = randomUUID();
    expect(answerOf(await deposit(first.app, tenant, a.token, '25', key)).statusCode).toBe(200);
    const held = await withdraw(first.app, tenant, a.token, '60', key);
    expect(held.statusCode, held.body).toBe(200);
  }, 60_000);
});
