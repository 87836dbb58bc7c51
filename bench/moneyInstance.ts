/**
 * One API instance for bench/money.bench.ts: the reference server on DATABASE_URL, in test mode (the
 * tenant chosen by x-merchant-code on loopback, a token human check, the development decision
 * routes), with the database's notifications, listening on loopback only, its hashing configured
 * as npm start configures it (HASH_MODE, HASH_WORKERS, HASH_QUEUE: the bench's "before" runs
 * HASH_MODE=unbounded) and npm start's graceful shutdown; prints `port <n>` once it listens.
 */
import { buildApp } from '../server/app';
import { systemClock } from '../server/platform/clock';
import { openDatabase } from '../server/db/connect';
import { checkedConfig } from '../server/ops/config';
import { configureHashPool, hashPoolOptionsOf } from '../server/ops/hashPool';
import { onTermination, shutDown } from '../server/ops/shutdown';
import { registerRoutes } from '../server/routes/index';
import { loadTenants } from '../server/modules/tenants/tenants';

const config = checkedConfig(process.env);
const databaseUrl = config.DATABASE_URL;
if (databaseUrl === undefined) throw new Error('DATABASE_URL is required');
await configureHashPool(hashPoolOptionsOf(config));
const database = await openDatabase({ databaseUrl });
const app = await buildApp({ db: database.db, tenants: loadTenants(), mode: 'test', clock: systemClock, listen: database.listen }, registerRoutes);
onTermination(() => shutDown({ app, database, schedulers: [], ...(config.SHUTDOWN_TIMEOUT_MS === undefined ? {} : { timeoutMs: config.SHUTDOWN_TIMEOUT_MS }) }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`port ${new URL(address).port}`);
