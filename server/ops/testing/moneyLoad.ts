/**
 * Money load over HTTP against API instances that are processes of their own (pgInstance.ts), for
 * the fault tests: a process killed during the load, the database restarted during it. Each client
 * is a member of its own (funded, with a payment password and an upline) and cycles through a
 * transfer to a game wallet and back (group-committed batches), a transfer to its upline and a
 * withdrawal (each checked with the payment password, booked in the key's transaction), every call
 * with an idempotency key. Every attempt of every operation is recorded; `settle` sends each
 * operation that got no answer again with its key until it has one, and `bookingProblems` says
 * where the database disagrees with the answers given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PublicKeyValue } from '../../../schemas/api/session';
import type { Db } from '../../db/connect';
import { idempotencyKeys, ledgerAccounts, ledgerTransfers, memberUplines, members, withdrawals } from '../../db/schema';
import { ledgerViolations, type LedgerViolations } from '../../modules/ledger/invariants';
import { encryptPayload } from '../../modules/security/hybridCrypto';
import { call, encryptedCall } from '../../testing/apiClient';
import { newMember, fund } from '../../testing/realPlay';
import type { TestServer } from '../../testing/testApp';

const ROOT = resolve(import.meta.dirname, '../../..');
export const LOAD_TENANT = 'redeprime';
const PAYMENT_PASSWORD = '135790';
/** Per call: a request on a live instance answers within this, or the instance is taken as hung. */
const CALL_TIMEOUT_MS = 30_000;

/** An instance process: its address once it listens, its output, its exit. */
export interface InstanceProcess {
  readonly child: ChildProcess;
  readonly base: string;
  readonly output: { out: string; err: string };
  readonly exited: Promise<number | null>;
  key: PublicKeyValue;
}

/** Starts server/ops/testing/pgInstance.ts on `databaseUrl`; resolves once it listens (bounded). */
export async function startInstance(databaseUrl: string, clockStart: Date, env: Record<string, string> = {}): Promise<InstanceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/testing/pgInstance.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, CLOCK_START: clockStart.toISOString(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { out: '', err: '' };
  child.stdout!.on('data', (chunk: Buffer) => {
    output.out += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output.err += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const port = await new Promise<string>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`the instance did not listen within 90 s: ${output.err}`)), 90_000);
    const look = () => {
      const match = /listening (\d+)/.exec(output.out);
      if (match) {
        clearTimeout(timer);
        resolvePort(match[1]!);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the instance exited with ${code} before listening: ${output.err}`));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const instance: InstanceProcess = { child, base, output, exited, key: undefined as unknown as PublicKeyValue };
  const answer = await httpCall(instance, 'GET', '/wps/system/publicKey', {});
  if (answer.status !== 200) throw new Error(`public key: ${answer.status}`);
  instance.key = (answer.body as { value: PublicKeyValue }).value;
  return instance;
}

/** Kills an instance (SIGKILL unless told) and waits for its exit. */
export async function killInstance(instance: InstanceProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  return instance.exited;
}

export interface HttpAnswer {
  /** The HTTP status, or `network` when no answer came (the connection refused or cut). */
  status: number | 'network';
  body: unknown;
  retryAfter?: string | null;
  replayed?: boolean;
}

let merchantCode = 'BRX';

async function httpCall(instance: Pick<InstanceProcess, 'base'>, method: string, path: string, options: { token?: string; key?: string; body?: unknown }): Promise<HttpAnswer> {
  const headers: Record<string, string> = { 'x-merchant-code': merchantCode };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${instance.base}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }), signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after'), replayed: response.headers.get('idempotent-replayed') === 'true' };
  } catch (error) {
    return { status: 'network', body: String(error) };
  }
}

/** A GET on an instance (a probe, a read). */
export function get(instance: Pick<InstanceProcess, 'base'>, path: string, token?: string): Promise<HttpAnswer> {
  return httpCall(instance, 'GET', path, token === undefined ? {} : { token });
}

export interface LoadClient {
  readonly token: string;
  readonly memberId: number;
  readonly funded: bigint;
}

/** `count` members of the load's tenant, each funded with `amount`, a payment password and agent01 as its upline, made through the in-process server. */
export async function loadClients(server: TestServer, count: number, amount = '5000'): Promise<LoadClient[]> {
  const tenant = LOAD_TENANT;
  merchantCode = server.tenants.byCode.get(tenant)!.merchantCode;
  const [agent] = await server.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, 'agent01')));
  const clients: LoadClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const token = await newMember(server.app, tenant, 'load');
    await fund(server.app, tenant, token, amount);
    const set = await encryptedCall(server.app, 'POST', '/wps/v2/member/paymentPassword', { tenant, token }, { loginPassword: 'Secret123', newPaymentPassword: PAYMENT_PASSWORD, confirmNewPaymentPassword: PAYMENT_PASSWORD });
    if (set.statusCode !== 200) throw new Error(`payment password: ${set.body}`);
    const info = await call(server.app, 'GET', '/wps/member/info', { tenant, token });
    const memberId = await memberIdOf(server.db, tenant, info.json<{ value?: { account?: string } }>().value?.account);
    await server.db.insert(memberUplines).values({ tenant, memberId, uplineId: agent!.id });
    clients.push({ token, memberId, funded: BigInt(amount) * 100n });
  }
  return clients;
}

async function memberIdOf(db: Db, tenant: string, account: string | undefined): Promise<number> {
  const [row] = account === undefined ? [] : await db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant), eq(members.account, account)));
  if (!row) throw new Error('the load member is not found');
  return row.id;
}

export type OpKind = 'toGame' | 'toMain' | 'upline' | 'withdraw';
const CYCLE: readonly OpKind[] = ['toGame', 'upline', 'toMain', 'withdraw'];
const VENDOR = 'PG';

/** Amounts in cents; a withdrawal's is the tenant's minimum. */
const AMOUNT: Readonly<Record<OpKind, bigint>> = { toGame: 20_00n, toMain: 10_00n, upline: 10_00n, withdraw: 50_00n };
const TRANSFER_KIND: Readonly<Record<OpKind, string>> = { toGame: 'transferToGame', toMain: 'transferFromGame', upline: 'transferToUpline', withdraw: 'withdrawalHold' };

export interface Attempt {
  instance: string;
  status: number | 'network';
  retryAfter?: string | null;
  /** Sent after the load, to settle or to check the answer. */
  late: boolean;
  /** When the answer came (performance.now()). */
  at: number;
  /** Answered from the key's stored answer (Idempotent-Replayed). */
  replayed: boolean;
}

export interface Operation {
  readonly kind: OpKind;
  readonly key: string;
  readonly client: LoadClient;
  readonly attempts: Attempt[];
  /** The first real answer (a status that is not 503 and came back): the operation's outcome. */
  answer?: { status: number; value: unknown };
}

/** An instance's place in the load: the load sends only to live ones. */
export interface Slot {
  instance: InstanceProcess;
  live: boolean;
}

export class MoneyLoad {
  readonly operations: Operation[] = [];
  /** Calls sent and not answered yet, by operation kind and instance. */
  readonly inFlight = new Set<{ kind: OpKind; instance: string }>();
  private stopped = false;
  private running: Promise<void> | undefined;

  constructor(readonly clients: readonly LoadClient[], readonly slots: Slot[]) {}

  /** Starts every client's cycle; each sends one operation after another until `stop`. */
  start(): void {
    this.running = Promise.all(this.clients.map(async (client, c) => {
      for (let n = 0; !this.stopped; n += 1) {
        const live = this.slots.filter((s) => s.live);
        const slot = live[(c + n) % Math.max(1, live.length)];
        if (slot === undefined) break;
        const operation: Operation = { kind: CYCLE[n % CYCLE.length]!, key: randomUUID(), client, attempts: [] };
        this.operations.push(operation);
        let answer = await this.send(operation, slot.instance, false);
        // Answered 503: the client waits until the instance says it is ready again, then sends the
        // same operation with its key (a lost connection instead: the next operation goes elsewhere).
        while (answer.status === 503 && !this.stopped && slot.live) {
          await this.untilReady(slot.instance);
          answer = await this.send(operation, slot.instance, false);
        }
      }
    })).then(() => undefined);
  }

  /** Polls the instance's /readyz (every 100 ms, at most a minute) until it answers 200 or the load stops. */
  private async untilReady(instance: InstanceProcess): Promise<void> {
    for (let tries = 0; tries < 600 && !this.stopped; tries += 1) {
      if ((await get(instance, '/readyz')).status === 200) return;
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** One more operation of `kind` for `client` on `instance`, beside the clients' own cycles (not awaited by the load). */
  fire(kind: OpKind, client: LoadClient, instance: InstanceProcess): Promise<HttpAnswer> {
    const operation: Operation = { kind, key: randomUUID(), client, attempts: [] };
    this.operations.push(operation);
    return this.send(operation, instance, false);
  }

  /** Operations answered (a status other than 503), and those acknowledged (200). */
  answered(): Operation[] {
    return this.operations.filter((o) => o.answer !== undefined);
  }

  acknowledged(): Operation[] {
    return this.operations.filter((o) => o.answer?.status === 200);
  }

  async send(operation: Operation, instance: InstanceProcess, late: boolean): Promise<HttpAnswer> {
    const { client } = operation;
    const path = operation.kind === 'toGame' || operation.kind === 'toMain' ? '/wps/relay/GCS_walletTransfer' : operation.kind === 'upline' ? '/wps/v2/wallets/transferUpline' : '/wps/v2/wallets/withdraw';
    const amount = (Number(AMOUNT[operation.kind]) / 100).toFixed(2);
    const body = operation.kind === 'toGame' || operation.kind === 'toMain'
      ? { vendor: VENDOR, direction: operation.kind, amount }
      : await encryptPayload(instance.key.jwk, instance.key.kid, { amount, paymentPassword: PAYMENT_PASSWORD });
    const flight = { kind: operation.kind, instance: instance.base };
    this.inFlight.add(flight);
    const answer = await httpCall(instance, 'POST', path, { token: client.token, key: operation.key, body }).finally(() => this.inFlight.delete(flight));
    operation.attempts.push({ instance: instance.base, status: answer.status, retryAfter: answer.retryAfter, late, at: performance.now(), replayed: answer.replayed === true });
    if (answer.status !== 'network' && answer.status !== 503 && operation.answer === undefined) {
      operation.answer = { status: answer.status, value: (answer.body as { value?: unknown }).value };
    }
    // The operator decides each withdrawal at once (rejected: the hold goes back), so no client reaches the pending cap.
    const id = (answer.body as { value?: { withdrawal?: { id?: string } } } | undefined)?.value?.withdrawal?.id;
    if (operation.kind === 'withdraw' && answer.status === 200 && !answer.replayed && id !== undefined) {
      await httpCall(instance, 'POST', '/dev/wallet/withdrawal', { body: { id, decision: 'reject' } });
    }
    return answer;
  }

  /** Sends every operation without an answer again, with its key, until each has one (at most `rounds` times). */
  async settle(instances: readonly InstanceProcess[], rounds = 5): Promise<void> {
    for (let round = 0; round < rounds; round += 1) {
      const open = this.operations.filter((o) => o.answer === undefined);
      if (open.length === 0) return;
      await Promise.all(open.map((o, i) => this.send(o, instances[i % instances.length]!, true)));
    }
  }

  /**
   * Every answered operation sent once more with its key: the same outcome again, a replay (booked
   * once); the differences, as text.
   */
  async replayProblems(instances: readonly InstanceProcess[]): Promise<string[]> {
    const problems: string[] = [];
    await Promise.all(this.answered().map(async (o, i) => {
      const first = o.answer!;
      const instance = instances[i % instances.length]!;
      const attemptsBefore = o.attempts.length;
      const again = await this.send(o, instance, true);
      o.attempts.length = attemptsBefore;
      const value = (again.body as { value?: unknown }).value;
      if (again.status !== first.status) problems.push(`${o.kind} ${o.key}: first ${first.status}, again ${again.status}`);
      else if (first.status === 200 && !again.replayed) problems.push(`${o.kind} ${o.key}: answered 200 again without a replay`);
      else if (first.status === 200 && bookingId(o.kind, value) !== bookingId(o.kind, first.value)) problems.push(`${o.kind} ${o.key}: first ${bookingId(o.kind, first.value)}, again ${bookingId(o.kind, value)}`);
    }));
    return problems;
  }
}

/** What an answer says was booked: a transfer T<n> or a withdrawal W<n>. */
function bookingId(kind: OpKind, value: unknown): string | undefined {
  const v = value as { transferId?: string; withdrawal?: { id?: string } } | undefined;
  return kind === 'withdraw' ? v?.withdrawal?.id : v?.transferId;
}

export interface BookingReport {
  violations: LedgerViolations;
  /** Disagreements between the answers given and the database, as text; empty when every acknowledged operation is booked once and nothing else. */
  problems: string[];
}

/**
 * The database against the answers: every acknowledged operation's transfer (or withdrawal and its
 * hold) is there, of its kind and amount, from its member, and no two answers name one; the load's
 * members have no other transfer of those kinds; no key was left claimed without an answer; each
 * member's money is what it was funded less what went to the upline; and the ledger's invariants.
 */
export async function bookingReport(db: Db, load: MoneyLoad): Promise<BookingReport> {
  const problems: string[] = [];
  const tenant = LOAD_TENANT;
  const memberIds = load.clients.map((c) => c.memberId);
  const unanswered = load.operations.filter((o) => o.answer === undefined);
  if (unanswered.length > 0) problems.push(`${unanswered.length} operations never answered`);
  const badStatus = load.operations.flatMap((o) => o.attempts.filter((a) => typeof a.status === 'number' && a.status >= 500 && a.status !== 503).map((a) => `${o.kind} ${o.key}: ${a.status}`));
  problems.push(...badStatus);

  const transfers = await db.select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind, amount: ledgerTransfers.amount, memberId: ledgerAccounts.memberId })
    .from(ledgerTransfers).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(and(eq(ledgerTransfers.tenant, tenant), inArray(ledgerAccounts.memberId, memberIds), inArray(ledgerTransfers.kind, Object.values(TRANSFER_KIND))));
  const byId = new Map(transfers.map((t) => [t.id, t]));
  const holds = await db.select().from(withdrawals).where(and(eq(withdrawals.tenant, tenant), inArray(withdrawals.memberId, memberIds)));
  const withdrawalById = new Map(holds.map((w) => [w.id, w]));
  const named = new Set<number>();
  for (const o of load.acknowledged()) {
    const id = bookingId(o.kind, o.answer!.value);
    const number = Number(id?.slice(1));
    let transferId = number;
    if (o.kind === 'withdraw') {
      const row = withdrawalById.get(number);
      if (!row || row.memberId !== o.client.memberId || row.amount !== AMOUNT.withdraw) {
        problems.push(`withdraw ${o.key}: ${id} is not the member's withdrawal of its amount`);
        continue;
      }
      transferId = row.holdTransferId;
    }
    const transfer = byId.get(transferId);
    if (!transfer) problems.push(`${o.kind} ${o.key}: its transfer ${transferId} is not booked`);
    else if (transfer.kind !== TRANSFER_KIND[o.kind] || transfer.amount !== AMOUNT[o.kind] || transfer.memberId !== o.client.memberId) problems.push(`${o.kind} ${o.key}: transfer ${transferId} is ${transfer.kind} ${transfer.amount} of member ${transfer.memberId}`);
    if (named.has(transferId)) problems.push(`${o.kind} ${o.key}: transfer ${transferId} is another operation's answer too`);
    named.add(transferId);
  }
  const extra = transfers.filter((t) => !named.has(t.id));
  if (extra.length > 0) problems.push(`${extra.length} transfers no acknowledged operation names: ${extra.slice(0, 5).map((t) => `${t.kind} ${t.id}`).join(', ')}`);
  const withdrawalsAcknowledged = load.acknowledged().filter((o) => o.kind === 'withdraw').length;
  if (holds.length !== withdrawalsAcknowledged) problems.push(`${holds.length} withdrawals booked, ${withdrawalsAcknowledged} acknowledged`);

  const claimed = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenant, tenant), inArray(idempotencyKeys.memberId, memberIds), sql`${idempotencyKeys.response} is null`));
  if (claimed.length > 0) problems.push(`${claimed.length} keys claimed and never answered`);

  const money = await db.select({ memberId: ledgerAccounts.memberId, total: sql<string>`sum(${ledgerAccounts.balance})` }).from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenant, tenant), inArray(ledgerAccounts.memberId, memberIds))).groupBy(ledgerAccounts.memberId);
  const totals = new Map(money.map((m) => [m.memberId, BigInt(m.total)]));
  for (const client of load.clients) {
    const toUpline = BigInt(load.acknowledged().filter((o) => o.client === client && o.kind === 'upline').length) * AMOUNT.upline;
    const expected = client.funded - toUpline;
    if (totals.get(client.memberId) !== expected) problems.push(`member ${client.memberId} holds ${totals.get(client.memberId)} in all, ${expected} expected`);
  }
  return { violations: await ledgerViolations(db, tenant), problems };
}
