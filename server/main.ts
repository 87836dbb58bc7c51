/**
 * `npm start`: opens the database (PGlite under DATA_DIR, default .data/, or DATABASE_URL), seeds
 * every tenant that is not seeded yet, and serves the API and the built portal on PORT (3000).
 */
import { resolve } from 'node:path';
import { ensurePortal } from '../engine/build/portalFreshness';
import { PROJECT_ROOT } from '../engine/cli/tenantFiles';
import { buildApp } from './app';
import type { ServerMode } from './platform/serverMode';
import { openDatabase } from './db/connect';
import { registerRoutes } from './routes/index';
import { seedAll } from './seed/seedAll';
import { loadTenants } from './modules/tenants/index';
import { startWalletScheduler } from './modules/wallet/index';
import { walletOutcomeTeller } from './modules/messages/index';
import { startLotteryScheduler } from './modules/lottery/index';
import { startAgentScheduler } from './modules/agents/index';
import { startEnvelopeScheduler } from './modules/envelopes/index';
import { attachPreview } from './page/preview';
import { uploadDirOf } from './modules/applications/index';
import { clockOf } from './platform/clock';
import { startPruneScheduler } from './ops/prune';
import { metricsSettingsOf, startMetricsServer } from './ops/metricsServer';
import { checkedConfig } from './ops/config';
import { configureHashPool, hashPoolOptionsOf } from './ops/hashPool';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, onTermination, shutDown } from './ops/shutdown';

// Every variable is checked before anything starts (server/ops/config.ts), and the metrics
// endpoint's settings with them (none without METRICS_PORT): a wrong one stops here.
let config: ReturnType<typeof checkedConfig>;
let metricsSettings: ReturnType<typeof metricsSettingsOf>;
try {
  config = checkedConfig(process.env);
  metricsSettings = metricsSettingsOf(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// The built portal: dist/portal, or PORTAL_DIR (a second e2e run builds into its own folder).
const portalDir = resolve(PROJECT_ROOT, process.env.PORTAL_DIR ?? 'dist/portal');

// `npm start` builds the portal when there is no build yet or its sources changed since, and
// compiles the tenants again when only tenants/ changed (engine/build/portalFreshness.ts).
try {
  ensurePortal(PROJECT_ROOT, portalDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const mode = (process.env.NODE_ENV === 'production' ? 'production' : 'development') as ServerMode;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

await configureHashPool(hashPoolOptionsOf(config));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
const tenants = loadTenants();
// Instances starting together on one PostgreSQL seed one after another (the seed skips what exists).
// The real time; outside production CLOCK_START starts the clock at a fixed instant (the e2e
// server), from here: the seed books its history at that instant, to the millisecond.
const clock = clockOf(process.env, mode === 'production');
await database.exclusive(() => seedAll(database.db, tenants, clock));
const app = await buildApp({ db: database.db, tenants, mode, portalDir, logger: { level: config.LOG_LEVEL ?? 'info' }, clock, listen: database.listen, uploadDir: uploadDirOf(process.env) }, registerRoutes);
// The development preview: manifests saved under tenants/ reload the open pages (server/page/preview.ts).
const preview = process.env.PREVIEW === '1' && mode !== 'production' ? attachPreview(app, { root: PROJECT_ROOT, portalDir }) : undefined;

// Demo approvals (development) and confirmations that count as received, keyed in the database.
const walletScheduler = startWalletScheduler(database.db, tenants, mode, clock, process.env, undefined, walletOutcomeTeller(tenants.all));
// Lottery draws on each lottery game's schedule, keyed in the database (server/modules/lottery/draws.ts).
const lotteryScheduler = startLotteryScheduler(database.db, tenants.all.map((t) => t.code), clock);
// Agent contract settlements: real-time salary every 5 minutes, the others at their period's end (server/modules/agents/).
const agentScheduler = startAgentScheduler(database.db, tenants, clock);
// Red envelopes: unclaimed shares go back to the sender after the expiry (server/modules/envelopes/).
const envelopeScheduler = startEnvelopeScheduler(database.db, tenants, clock);
// Expired attempts, challenges, sessions and push seats are pruned in bounded batches (server/ops/prune.ts).
const pruneScheduler = startPruneScheduler(database.db, clock);

// Prometheus metrics on a port of their own, never the public one (server/ops/metricsServer.ts).
const metricsServer = metricsSettings === undefined ? undefined : await startMetricsServer({ ...metricsSettings, database, clock });
// SIGTERM: not ready, schedulers stopped between passes, in-flight requests finished (bounded),
// sockets closed with 1001, the pool closed, exit 0 (server/ops/shutdown.ts).
onTermination(() => shutDown({
  app,
  database,
  schedulers: [walletScheduler, lotteryScheduler, agentScheduler, envelopeScheduler, pruneScheduler],
  others: [...(preview ? [preview] : []), ...(metricsServer ? [metricsServer] : [])],
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
}));

await app.listen({ port, host });
if (metricsSettings) console.log(`metrics on http://${metricsSettings.host}:${metricsSettings.port}/metrics${metricsSettings.token ? ' (bearer token)' : ''}`);
if (preview) console.log(`preview: pages reload when a manifest under tenants/ is saved (${process.env.PREVIEW_URL ?? `http://localhost:${port}/`})`);
console.log(`portal and API on http://localhost:${port}/ (${database.kind}, ${mode}); tenants: ${tenants.all.map((t) => `${t.code} (${t.domains[0]})`).join(', ')}`);
