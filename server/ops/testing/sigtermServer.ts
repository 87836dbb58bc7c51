/**
 * A server process for the shutdown test (server/ops/shutdown.test.ts): the API on an in-memory
 * database, with npm start's signal handling and shutdown (server/main.ts), and one route of its own
 * whose work is a full-cost password hash (a request that takes a while, as a login under load does).
 * SHUTDOWN_TIMEOUT_MS sets the bound. Prints `listening <port>` when it listens and `in flight` when the slow request has started.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import { fixedClock } from '../../platform/clock';
import { openDatabase } from '../../db/connect';
import { PRODUCTION_SCRYPT, hashPassword } from '../../modules/security/index';
import { startPeriodicPass } from '../../platform/periodicPass';
import { loadTenants } from '../../modules/tenants/index';
import { onTermination, shutDown } from '../shutdown';

const database = await openDatabase({ dataDir: 'memory' });
const app = await buildApp({ db: database.db, tenants: loadTenants(), mode: 'test', clock: fixedClock('2026-03-02T12:00:00Z') }, async (instance) => {
  // ?hashes=n: n full-cost hashes one after another (a request far longer than the shutdown's bound).
  instance.get<{ Querystring: { hashes?: string } }>('/wps/slow', async (request) => {
    process.stdout.write('in flight\n');
    for (let i = 0; i < Number(request.query.hashes ?? 1); i += 1) await hashPassword('slow request', PRODUCTION_SCRYPT);
    return { success: true };
  });
});
const scheduler = startPeriodicPass('test pass', async () => 0, fixedClock('2026-03-02T12:00:00Z'), 60_000);
onTermination(async () => {
  const report = await shutDown({ app, database, schedulers: [scheduler], timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) });
  process.stdout.write(`shut down ${JSON.stringify(report)}\n`);
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
