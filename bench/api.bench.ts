/**
 * The reference API under load on loopback (autocannon, bounded by time or request count), against a
 * bare Fastify route measured in the same run: the filtered game list of the 10,000-game tenant,
 * login (encrypted, human check, scrypt) and balance. Prints requests per second and p99 latency.
 *   npm run bench
 *
 * The server runs on an in-memory PGlite database seeded like `npm start`, in test mode: the human
 * check asks for a token amount of work, so the benchmark measures the server, not the client's
 * proof of work (which a browser spends about a second on). Everything else is production code.
 */
import { resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import Fastify from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeValue, PublicKeyValue } from '../schemas/api/session';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { registerRoutes } from '../server/routes/index';
import { encryptPayload } from '../server/security/hybridCrypto';
import { seedAll } from '../server/seed/seedAll';
import { loadTenants } from '../server/tenants';

const TENANT = 'lusa';
const HOST = `${TENANT}.localhost`;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 10;
const LOGINS = Number(process.env.BENCH_LOGINS ?? 150);

function run(options: Options): Promise<Result> {
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

let merchantCode = TENANT;

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  // fetch cannot set Host; outside production the server also takes the tenant from x-merchant-code.
  const type: Record<string, string> = init.body === undefined ? {} : { 'content-type': 'application/json' };
  const response = await fetch(url, { ...init, headers: { 'x-merchant-code': merchantCode, ...type, ...init.headers } });
  const body = (await response.json()) as { value: T };
  return body.value;
}

export async function runApiBench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory' });
  const tenants = loadTenants();
  merchantCode = tenants.byCode.get(TENANT)?.merchantCode ?? TENANT;
  await seedAll(database.db, tenants);
  const app = await buildApp({ db: database.db, tenants, mode: 'test' }, registerRoutes);
  // The loopback name, so the development tenant choice (x-merchant-code) applies to fetch calls.
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  const bare = Fastify();
  bare.get('/bare', async () => ({ success: true, value: { ok: true } }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    // Login bodies are prepared before the run: each needs a fresh human-check solution (single use).
    const key = await json<PublicKeyValue>(`${base}/wps/system/publicKey`);
    const bodies: string[] = [];
    for (let i = 0; i < LOGINS; i++) {
      const challenge = await json<ChallengeValue>(`${base}/wps/session/challenge`);
      const solution = await solveChallenge({ challenge, deriveKey });
      const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      bodies.push(JSON.stringify(await encryptPayload(key.jwk, key.kid, { username: 'demo', password: 'Demo2024', type: 'username', altcha })));
    }
    const { token } = await json<{ token: string }>(`${base}/wps/session/login`, { method: 'POST', body: bodies.pop() ?? '' });

    const headers = { host: HOST, 'x-module-id': 'GAMELO3' };
    const cases: { name: string; options: Options }[] = [
      { name: 'bare Fastify route (floor)', options: { url: `${bareBase}/bare`, duration: DURATION_S, connections: CONNECTIONS } },
      {
        name: 'game list, RNG + vendor + page 3 (lusa, 10,000 games)',
        options: { url: `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=3&pageSize=18&language=pt`, headers, duration: DURATION_S, connections: CONNECTIONS },
      },
      {
        name: 'game list, name search (lusa)',
        options: { url: `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=fortune&pageNo=1&pageSize=18&language=pt`, headers, duration: DURATION_S, connections: CONNECTIONS },
      },
      {
        name: 'balance (with a session)',
        options: { url: `${base}/wps/v2/wallets/balance`, headers: { host: HOST, authorization: `Bearer ${token}` }, duration: DURATION_S, connections: CONNECTIONS },
      },
      {
        name: `login (encrypted, scrypt; ${bodies.length} requests)`,
        options: {
          url: `${base}/wps/session/login`,
          method: 'POST',
          headers: { host: HOST, 'content-type': 'application/json' },
          connections: 4,
          amount: bodies.length,
          requests: [{ setupRequest: (request) => ({ ...request, body: bodies.pop() ?? '' }) }],
        },
      },
    ];
    console.log(`\nreference API under load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per read case, loopback, PGlite in memory`);
    console.log('case'.padEnd(56), 'req/s'.padEnd(10), 'p99'.padEnd(10), 'non-2xx'.padEnd(8), 'vs floor');
    let floor = 0;
    for (const { name, options } of cases) {
      const result = await run(options);
      const rps = result.requests.average;
      if (floor === 0) floor = rps;
      const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, s]) => `${code}×${s.count}`).join(' ');
      console.log(name.padEnd(56), rps.toFixed(0).padEnd(10), `${result.latency.p99} ms`.padEnd(10), String(result.non2xx).padEnd(8), `${((rps / floor) * 100).toFixed(1)}%`, codes);
    }
  } finally {
    await bare.close();
    await app.close();
    await database.close();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) await runApiBench();
