/**
 * One API instance as a process of its own, for the fault tests under money load
 * (server/ops/killDuringLoad.pg.test.ts, server/ops/databaseRestart.pg.test.ts): the reference server
 * on DATABASE_URL in test mode (the tenant chosen by x-merchant-code on loopback, the development
 * decision routes, the tests' cheap password hashes), with the database's notifications and npm
 * start's graceful shutdown, on a clock that runs from CLOCK_START (the test server's instant, so
 * every instance reads one time). Listens on loopback and prints `listening <port>`.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import { runningClock } from '../../platform/clock';
import { openDatabase } from '../../db/connect';
import { registerRoutes } from '../../routes/index';
import { loadTenants } from '../../modules/tenants/tenants';
import { TEST_INSTANT } from '../../testing/testInstant';
import { checkedConfig } from '../config';
import { configureHashPool, hashPoolOptionsOf } from '../hashPool';
import { onTermination, shutDown } from '../shutdown';

const config = checkedConfig(process.env);
if (config.DATABASE_URL === undefined) throw new Error('DATABASE_URL is required');
await configureHashPool(hashPoolOptionsOf(config));
const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
const clock = runningClock(config.CLOCK_START ?? TEST_INSTANT);
const app = await buildApp({ db: database.db, tenants: loadTenants(), mode: 'test', clock, listen: database.listen }, registerRoutes);
onTermination(() => shutDown({ app, database, schedulers: [], ...(config.SHUTDOWN_TIMEOUT_MS === undefined ? {} : { timeoutMs: config.SHUTDOWN_TIMEOUT_MS }) }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
