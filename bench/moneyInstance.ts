/**
 * One API instance for bench/money.bench.ts: the reference server on DATABASE_URL, in test mode (the
 * tenant chosen by x-merchant-code on loopback, a token human check, the development decision
 * routes), with the database's notifications, listening on loopback only; prints `port <n>` once
 * it listens, and exits 0 on SIGTERM after closing.
 */
import { buildApp } from '../server/app';
import { systemClock } from '../server/platform/clock';
import { openDatabase } from '../server/db/connect';
import { registerRoutes } from '../server/routes/index';
import { loadTenants } from '../server/modules/tenants/tenants';

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ databaseUrl });
const app = await buildApp({ db: database.db, tenants: loadTenants(), mode: 'test', clock: systemClock, listen: database.listen }, registerRoutes);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`port ${new URL(address).port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => database.close()).then(() => process.exit(0));
});
