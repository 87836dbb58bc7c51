/**
 * The reference API under load on loopback (autocannon, bounded by time or request count), against a
 * bare Fastify route measured in the same run, on PGlite (in memory) and on PostgreSQL (a throw-away
 * cluster started from the system's binaries, as the server suite's PostgreSQL run does, or
 * BENCH_DATABASE_URL): the filtered game list and the name search of the 10,000-game tenant, each
 * with the in-process catalogue cache on and off, and the balance; login once, on PGlite. Prints
 * requests per second, p50, p99 and the share of the floor measured just before each case (printed
 * beside it), with the machine's cores and load average (a loaded machine's figures are not a
 * target met).
 *   npm run bench   (or: npx tsx bench/api.bench.ts; BENCH_API_SECONDS, BENCH_LOGINS, BENCH_PG=0, BENCH_CASES=<part of a name>)
 *
 * The server runs seeded like `npm start`, in test mode: the human check asks for a token amount of
 * work, so the benchmark measures the server, not the client's proof of work (which a browser spends
 * about a second on). Everything else is production code. The load generator shares the process
 * (and so the event loop) with the server, as with the floor: compare shares, not absolute figures.
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeValue, PublicKeyValue } from '../schemas/api/session';
import { buildApp } from '../server/app';
import { catalogueOf } from '../server/modules/catalogue/catalogue';
import { openDatabase, type Database } from '../server/db/connect';
import { registerRoutes } from '../server/routes/index';
import { encryptPayload } from '../server/modules/security/hybridCrypto';
import { seedAll } from '../server/seed/seedAll';
import { loadTenants, type TenantRegistry } from '../server/modules/tenants/tenants';
import { startSharedCluster as startPostgres, teardown as stopPostgres } from '../tests/pg/globalSetup';
import { systemClock } from '../server/platform/clock';

const TENANT = 'lusa';
const HOST = `${TENANT}.localhost`;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 10;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 150);
const WITH_PG = process.env.BENCH_PG !== '0';
/** Only the read cases whose name contains this (e.g. "balance"), for a focused before/after. */
const ONLY = process.env.BENCH_CASES;

const LIST_QUERY = 'gameType=RNG&vassalage=PG&pageNo=3&pageSize=18&language=pt';
const SEARCH_QUERY = 'gameType=RNG&gameName=fortune&pageNo=1&pageSize=18&language=pt';

function run(options: Options): Promise<Result> {
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

const machine = () => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

/** Seconds of the floor measured beside each read case. */
const FLOOR_S = Math.min(DURATION_S, 3);

let floor = 0;
let bareUrl = '';

/**
 * The floor again, right before a read case: this host's speed drifts within one run (the floor has
 * moved by a third between a run's start and its end), so a case's share is of the floor beside it.
 */
async function floorBeside(): Promise<void> {
  floor = (await run({ url: bareUrl, duration: FLOOR_S, connections: CONNECTIONS })).requests.average;
}

function print(name: string, result: Result): void {
  const rps = result.requests.average;
  const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, s]) => `${code}×${s.count}`).join(' ');
  console.log(
    name.padEnd(52),
    rps.toFixed(0).padStart(7),
    `${result.latency.p50} ms`.padStart(8),
    `${result.latency.p99} ms`.padStart(8),
    String(result.non2xx).padStart(8),
    `${((rps / floor) * 100).toFixed(1)} %`.padStart(8),
    floor.toFixed(0).padStart(7),
    codes,
  );
}

async function json<T>(base: string, merchantCode: string, path: string, init: RequestInit = {}): Promise<T> {
  // fetch cannot set Host; outside production the server also takes the tenant from x-merchant-code.
  const type: Record<string, string> = init.body === undefined ? {} : { 'content-type': 'application/json' };
  const response = await fetch(`${base}${path}`, { ...init, headers: { 'x-merchant-code': merchantCode, ...type, ...init.headers } });
  const body = (await response.json()) as { value: T };
  return body.value;
}

/** Encrypted login bodies, each with a fresh human-check solution (single use). */
async function loginBodies(base: string, merchantCode: string, n: number): Promise<string[]> {
  const key = await json<PublicKeyValue>(base, merchantCode, '/wps/system/publicKey');
  const bodies: string[] = [];
  for (let i = 0; i < n; i++) {
    const challenge = await json<ChallengeValue>(base, merchantCode, '/wps/session/challenge');
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    bodies.push(JSON.stringify(await encryptPayload(key.jwk, key.kid, { username: 'demo', password: 'Demo2024', type: 'username', altcha })));
  }
  return bodies;
}

async function listen(app: FastifyInstance): Promise<string> {
  // The loopback name, so the development tenant choice (x-merchant-code) applies to fetch calls.
  return (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
}

/** The read cases on one database: game list and name search with the cache on and off, balance; login when asked. */
async function readCases(label: string, database: Database, tenants: TenantRegistry, logins: number): Promise<void> {
  const merchantCode = tenants.byCode.get(TENANT)?.merchantCode ?? TENANT;
  const app = await buildApp({ db: database.db, tenants, mode: 'test' }, registerRoutes);
  const base = await listen(app);
  try {
    const bodies = await loginBodies(base, merchantCode, logins + 1);
    const { token } = await json<{ token: string }>(base, merchantCode, '/wps/session/login', { method: 'POST', body: bodies.pop() ?? '' });
    const headers = { host: HOST, 'x-module-id': 'GAMELO3' };
    const read = (path: string, extra: Record<string, string> = {}): Options => ({ url: `${base}${path}`, headers: { ...headers, ...extra }, duration: DURATION_S, connections: CONNECTIONS });
    const catalogue = catalogueOf(app);
    console.log(`-- ${label} (${machine()})`);
    const cases: { name: string; cache: boolean; options: Options }[] = [
      { name: 'game list, RNG + vendor + page 3, cache on', cache: true, options: read(`/wps/relay/GCSGAME_gameList?${LIST_QUERY}`) },
      { name: 'game list, RNG + vendor + page 3, cache off', cache: false, options: read(`/wps/relay/GCSGAME_gameList?${LIST_QUERY}`) },
      { name: 'name search "fortune", cache on', cache: true, options: read(`/wps/relay/GCSGAME_gameList?${SEARCH_QUERY}`) },
      { name: 'name search "fortune", cache off', cache: false, options: read(`/wps/relay/GCSGAME_gameList?${SEARCH_QUERY}`) },
      { name: 'balance (with a session)', cache: true, options: read('/wps/v2/wallets/balance', { authorization: `Bearer ${token}` }) },
    ];
    for (const { name, cache, options } of cases) {
      if (ONLY !== undefined && !name.includes(ONLY)) continue;
      catalogue.enabled = cache;
      await floorBeside();
      print(name, await run(options));
    }
    catalogue.enabled = true;
    if (logins > 0) {
      print(`login (encrypted, scrypt; ${bodies.length} requests)`, await run({
        url: `${base}/wps/session/login`,
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json' },
        connections: 4,
        amount: bodies.length,
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies.pop() ?? '' }) }],
      }));
    }
  } finally {
    await app.close();
  }
}

async function scratchPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  let server = process.env.BENCH_DATABASE_URL;
  const started = server === undefined;
  if (server === undefined) {
    server = await startPostgres();
  }
  if (server === undefined) throw new Error('no PostgreSQL server');
  const name = `wl_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      if (started) await stopPostgres();
    },
  };
}

export async function runApiBench(): Promise<void> {
  const tenants = loadTenants();
  const bare = Fastify();
  bare.get('/bare', async () => ({ success: true, value: { ok: true } }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    console.log(`\nreference API under load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per read case, loopback, load generator in the server's process`);
    console.log(`machine: ${machine()}`);
    console.log(`each read case's share is of the floor measured just before it (${FLOOR_S} s), printed beside it`);
    console.log('case'.padEnd(52), 'req/s'.padStart(7), 'p50'.padStart(8), 'p99'.padStart(8), 'non-2xx'.padStart(8), 'of floor'.padStart(8), 'floor'.padStart(7));
    bareUrl = `${bareBase}/bare`;
    const bareCase: Options = { url: bareUrl, duration: DURATION_S, connections: CONNECTIONS };
    const first = await run(bareCase);
    floor = first.requests.average;
    print('bare Fastify route (floor)', first);

    const lite = await openDatabase({ dataDir: 'memory' });
    try {
      await seedAll(lite.db, tenants, systemClock);
      await readCases('PGlite, in memory', lite, tenants, LOGINS);
    } finally {
      await lite.close();
    }

    if (WITH_PG) {
      const scratch = await scratchPostgres();
      try {
        const database = await openDatabase({ databaseUrl: scratch.url });
        try {
          await seedAll(database.db, tenants, systemClock);
          await readCases('PostgreSQL (pool of 10)', database, tenants, 0);
        } finally {
          await database.close();
        }
      } finally {
        await scratch.stop();
      }
    }
    print('bare Fastify route (floor), again at the end', await run(bareCase));
    console.log(`machine at the end: ${machine()}`);
  } finally {
    await bare.close();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) await runApiBench();
