/**
 * The money load of the fault runs, over HTTP on loopback: CLIENTS (24) clients, each a member of its
 * own, against two API instances (child processes) on one PostgreSQL (a throw-away cluster from the
 * system's binaries, as the server suite's, or BENCH_DATABASE_URL). Each client cycles through a
 * transfer to its upline and a withdrawal (both checked with the payment password: a hash), its
 * balance and the game list, for DURATION seconds, every call with an idempotency key where it moves
 * money and a client timeout (TIMEOUT_MS).
 *
 * Two phases in one run, on the same database and members, one after the other: "before", the
 * instances hashing as the server did before the bounded pool (HASH_MODE=unbounded: node's scrypt on
 * libuv's shared threads, no bound, no 503), then "after", the default (the bounded hashing pool).
 * Prints, per phase and call kind, the count, p50, p99, the share answered 503 and the other
 * failures, with the machine (cores, load average) at each phase's start and end beside the figures
 * (a loaded machine's figures are no target met), then the two phases side by side. Bounded by time;
 * loopback only.
 *   npx tsx bench/money.bench.ts   (BENCH_MONEY_SECONDS per phase, BENCH_MONEY_CLIENTS, BENCH_DATABASE_URL)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeValue, PublicKeyValue } from '../schemas/api/session';
import { fixedClock } from '../server/platform/clock';
import { openDatabase } from '../server/db/connect';
import { memberUplines, members, withdrawals } from '../server/db/schema';
import { encryptPayload } from '../server/modules/security/hybridCrypto';
import { seedAll } from '../server/seed/seedAll';
import { loadTenants } from '../server/modules/tenants/tenants';
import { TEST_INSTANT } from '../server/testing/testInstant';
import { startSharedCluster, teardown as stopCluster } from '../tests/pg/globalSetup';

const TENANT = 'redeprime';
const CLIENTS = Number(process.env.BENCH_MONEY_CLIENTS ?? 24);
const DURATION_S = Math.min(Number(process.env.BENCH_MONEY_SECONDS ?? 30), 300);
const TIMEOUT_MS = 15_000;
const PAYMENT_PASSWORD = '135790';
const STOP_MS = 20_000;

const machine = () => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

interface Instance { base: string; merchant: string; key: PublicKeyValue; child: ChildProcess }

interface Phase {
  name: string;
  what: string;
  env: Record<string, string>;
}

const PHASES: readonly Phase[] = [
  { name: 'before', what: 'hashing unbounded on libuv\'s shared threads, as before the pool (HASH_MODE=unbounded)', env: { HASH_MODE: 'unbounded' } },
  { name: 'after', what: 'the bounded hashing pool, its defaults', env: { HASH_MODE: 'pool' } },
];

async function startInstance(databaseUrl: string, env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/moneyInstance.ts'], { env: { ...process.env, ...env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    lines.on('line', (line) => {
      const match = /^port (\d+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return { base: `http://localhost:${port}`, child };
}

async function request(instance: Pick<Instance, 'base' | 'merchant'>, method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}): Promise<{ status: number; body: { value?: unknown; code?: string } }> {
  const headers: Record<string, string> = { 'x-merchant-code': instance.merchant };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${instance.base}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }), signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  let body: { value?: unknown; code?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = {};
  }
  return { status: response.status, body };
}

async function encrypted(instance: Instance, path: string, token: string | undefined, payload: unknown, key?: string) {
  return request(instance, 'POST', path, { ...(token ? { token } : {}), ...(key ? { key } : {}), body: await encryptPayload(instance.key.jwk, instance.key.kid, payload) });
}

function ok<T>(answer: { status: number; body: { value?: unknown } }, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value as T;
}

/** A member of its own: registered, funded, with a payment password and an upline. */
async function newClient(instance: Instance, db: Awaited<ReturnType<typeof openDatabase>>['db'], uplineId: number, i: number): Promise<string> {
  const username = `bench${i}${randomUUID().slice(0, 6).replace(/[^a-z0-9]/g, 'a')}`;
  const challenge = ok<ChallengeValue>(await request(instance, 'GET', '/wps/session/challenge'), 'challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { token } = ok<{ token: string }>(await encrypted(instance, '/wps/member/register', undefined, {
    username, password: 'Secret123', confirmPassword: 'Secret123', terms: true, ageConfirmed: true, domain: `${TENANT}.localhost`, registerUrl: `https://${TENANT}.localhost/register`, registerMethod: 'WEB', altcha,
  }), 'register');
  const deposit = ok<{ id: string }>(await request(instance, 'POST', '/wps/v2/wallets/deposit', { token, key: randomUUID(), body: { methodId: 'pix', amount: '5000' } }), 'deposit');
  ok(await request(instance, 'POST', '/dev/wallet/deposit', { body: { id: deposit.id, decision: 'approve' } }), 'approve');
  ok(await encrypted(instance, '/wps/v2/member/paymentPassword', token, { loginPassword: 'Secret123', newPaymentPassword: PAYMENT_PASSWORD, confirmNewPaymentPassword: PAYMENT_PASSWORD }), 'payment password');
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.tenant, TENANT), eq(members.account, username)));
  await db.insert(memberUplines).values({ tenant: TENANT, memberId: row!.id, uplineId });
  return token;
}

type Kind = 'transferUpline' | 'withdraw' | 'balance' | 'gameList';
const KINDS: Kind[] = ['transferUpline', 'withdraw', 'balance', 'gameList'];

interface Sample { ms: number; status: number | 'timeout' }

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Figures { phase: Phase; machineStart: string; machineEnd: string; samples: Map<Kind, Sample[]>; stop: string }

/** The instances of a phase: two, each with its public key. */
async function startInstances(databaseUrl: string, merchant: string, phase: Phase, children: ChildProcess[]): Promise<Instance[]> {
  const instances: Instance[] = [];
  for (let i = 0; i < 2; i++) {
    const started = await startInstance(databaseUrl, phase.env);
    children.push(started.child);
    const partial = { base: started.base, merchant };
    instances.push({ ...partial, child: started.child, key: ok<PublicKeyValue>(await request(partial, 'GET', '/wps/system/publicKey'), 'public key') });
  }
  return instances;
}

/** SIGTERM, then SIGKILL after STOP_MS; says how each ended and when. */
async function stopInstances(children: ChildProcess[]): Promise<string> {
  const stopping = performance.now();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const stops = await Promise.all(children.map((child) => new Promise<string>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done('had exited');
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(kill);
      done(`${signal ?? `exit ${code}`} after ${((performance.now() - stopping) / 1000).toFixed(1)} s`);
    });
  })));
  children.length = 0;
  return stops.join('; ');
}

/** The load: every client cycles through the kinds for DURATION_S. */
async function load(instances: Instance[], tokens: string[]): Promise<Map<Kind, Sample[]>> {
  const samples = new Map<Kind, Sample[]>(KINDS.map((k) => [k, []]));
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(tokens.map(async (token, i) => {
    const instance = instances[i % 2]!;
    for (let n = i; performance.now() < until; n++) {
      const kind = KINDS[n % KINDS.length]!;
      const started = performance.now();
      let status: number | 'timeout';
      try {
        const answer = kind === 'transferUpline'
          ? await encrypted(instance, '/wps/v2/wallets/transferUpline', token, { amount: '10', paymentPassword: PAYMENT_PASSWORD }, randomUUID())
          : kind === 'withdraw'
            ? await encrypted(instance, '/wps/v2/wallets/withdraw', token, { amount: '50', paymentPassword: PAYMENT_PASSWORD }, randomUUID())
            : kind === 'balance'
              ? await request(instance, 'GET', '/wps/v2/wallets/balance', { token })
              : await request(instance, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=18&language=pt', { token });
        status = answer.status;
        // The operator pays each withdrawal at once, so a client never reaches the pending cap.
        const id = (answer.body.value as { withdrawal?: { id?: string } } | undefined)?.withdrawal?.id;
        if (kind === 'withdraw' && answer.status === 200 && id !== undefined) {
          samples.get(kind)!.push({ ms: performance.now() - started, status });
          await request(instance, 'POST', '/dev/wallet/withdrawal', { body: { id, decision: 'reject' } }).catch(() => undefined);
          continue;
        }
      } catch {
        status = 'timeout';
      }
      samples.get(kind)!.push({ ms: performance.now() - started, status });
    }
  }));
  return samples;
}

const share = (list: readonly Sample[], match: (s: Sample) => boolean) => `${((list.filter(match).length / Math.max(1, list.length)) * 100).toFixed(1)} %`;
const p99Of = (list: readonly Sample[]) => quantile(list.map((s) => s.ms).sort((a, b) => a - b), 0.99);
const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);

function printPhase(figures: Figures): void {
  console.log(`\n${figures.phase.name}: ${figures.phase.what}`);
  console.log(`machine at start: ${figures.machineStart}`);
  console.log(`machine at the end: ${figures.machineEnd}`);
  console.log('call'.padEnd(16), 'count'.padStart(6), 'p50'.padStart(9), 'p99'.padStart(9), '503'.padStart(7), 'timeout'.padStart(8), 'other'.padStart(7), ' statuses');
  for (const kind of KINDS) {
    const list = figures.samples.get(kind)!;
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    const statuses = new Map<string, number>();
    for (const s of list) statuses.set(String(s.status), (statuses.get(String(s.status)) ?? 0) + 1);
    console.log(
      kind.padEnd(16),
      String(list.length).padStart(6),
      seconds(quantile(sorted, 0.5)).padStart(9),
      seconds(quantile(sorted, 0.99)).padStart(9),
      share(list, (s) => s.status === 503).padStart(7),
      share(list, (s) => s.status === 'timeout').padStart(8),
      share(list, (s) => s.status !== 200 && s.status !== 503 && s.status !== 'timeout').padStart(7),
      ` ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
  }
  console.log(`instances stopped (SIGTERM, SIGKILL after ${STOP_MS / 1000} s): ${figures.stop}`);
}

/** The issue's figures, one line per phase: the payment-password calls (transfers to the upline and withdrawals together) and the reads beside them. */
function printSummary(all: readonly Figures[]): void {
  console.log(`\nbefore and after, same run, ${CLIENTS} clients, ${DURATION_S} s each:`);
  for (const figures of all) {
    const hashing = [...figures.samples.get('transferUpline')!, ...figures.samples.get('withdraw')!];
    console.log(`${figures.phase.name.padEnd(7)} payment-password calls p99 ${seconds(p99Of(hashing))}, ${share(hashing, (s) => s.status === 503)} answered 503, ${share(hashing, (s) => s.status === 'timeout')} timed out (${hashing.length} calls); balance p99 ${seconds(p99Of(figures.samples.get('balance')!))}; game list p99 ${seconds(p99Of(figures.samples.get('gameList')!))}; machine ${figures.machineStart} → ${figures.machineEnd.replace(/^.*load average /, 'load average ')}`);
  }
}

async function main(): Promise<void> {
  let server = process.env.BENCH_DATABASE_URL;
  const ownCluster = server === undefined;
  if (server === undefined) server = await startSharedCluster();
  const name = `wl_money_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const tenants = loadTenants();
  const database = await openDatabase({ databaseUrl });
  const children: ChildProcess[] = [];
  try {
    await database.exclusive(() => seedAll(database.db, tenants, fixedClock(TEST_INSTANT)));
    const merchant = tenants.byCode.get(TENANT)?.merchantCode ?? TENANT;
    const [agent] = await database.db.select({ id: members.id }).from(members).where(and(eq(members.tenant, TENANT), eq(members.account, 'agent01')));
    const tokens: string[] = [];
    console.log(`\nmoney load over HTTP: ${CLIENTS} clients on 2 instances (child processes) and one PostgreSQL, ${DURATION_S} s per phase, client timeout ${TIMEOUT_MS / 1000} s, loopback`);
    const all: Figures[] = [];
    for (const phase of PHASES) {
      const instances = await startInstances(databaseUrl, merchant, phase, children);
      // The members are made once, on the first phase's instances, and serve both phases.
      if (tokens.length === 0) for (let i = 0; i < CLIENTS; i++) tokens.push(await newClient(instances[i % 2]!, database.db, agent!.id, i));
      // Withdrawals booked after their clients gave up stay pending: rejected, so no client meets the pending cap.
      const pending = await database.db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.tenant, TENANT), eq(withdrawals.status, 'pending')));
      for (const { id } of pending) await request(instances[0]!, 'POST', '/dev/wallet/withdrawal', { body: { id: `W${id}`, decision: 'reject' } });
      const machineStart = machine();
      const samples = await load(instances, tokens);
      const machineEnd = machine();
      const figures: Figures = { phase, machineStart, machineEnd, samples, stop: await stopInstances(children) };
      printPhase(figures);
      all.push(figures);
    }
    printSummary(all);
  } finally {
    if (children.length > 0) console.log(`instances stopped: ${await stopInstances(children)}`);
    await database.close();
    const cleanup = new pg.Client({ connectionString: server });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    if (ownCluster) await stopCluster();
  }
}

await main();
