/**
 * The metrics endpoint: `GET /metrics` in Prometheus's text format, on a port of its own
 * (METRICS_PORT), never on the public one, bound to loopback unless METRICS_HOST says otherwise, and
 * behind a bearer token (METRICS_TOKEN) when one is set, which it must be off loopback. The public
 * port answers /metrics with 404 like any unknown path. docs/operations.md lists what it shows.
 */
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Clock } from '../platform/clock';
import type { Database } from '../db/connect';
import { oldestPendingWithdrawals } from '../modules/wallet/index';
import { registry } from './metrics';

export interface MetricsOptions {
  port: number;
  host: string;
  /** The bearer token a scraper must send; required when `host` is not loopback. */
  token?: string;
  database?: Pick<Database, 'db' | 'poolStats'>;
  clock: Clock;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** The metrics settings from the environment: undefined when METRICS_PORT is unset (no endpoint). */
export function metricsSettingsOf(env: NodeJS.ProcessEnv): { port: number; host: string; token?: string } | undefined {
  const port = env.METRICS_PORT?.trim();
  if (port === undefined || port === '') return undefined;
  if (!/^\d+$/.test(port) || Number(port) > 65535) throw new Error(`METRICS_PORT must be a port number (0-65535), got ${JSON.stringify(port)}`);
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (!LOOPBACK.has(host) && token === undefined) throw new Error(`METRICS_TOKEN must be set when METRICS_HOST (${host}) is not a loopback address`);
  if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return { port: Number(port), host, ...(token === undefined ? {} : { token }) };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

let collectors: { pool: Gauge<'state'>; payouts: Gauge<'tenant'> } | undefined;
let source: MetricsOptions | undefined;

/** Gauges read from the database at each scrape: the pool, and how long the oldest payout waits. */
function ensureCollectors(): void {
  if (collectors !== undefined) return;
  collectors = {
    pool: new Gauge({
      name: 'db_pool_connections',
      help: 'The PostgreSQL pool: total and idle connections, requests waiting for one, and the pool\'s max.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = source?.database?.poolStats?.();
        if (stats === undefined) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    }),
    payouts: new Gauge({
      name: 'withdrawals_pending_oldest_age_seconds',
      help: 'Per tenant, how long (by the server clock) the oldest pending withdrawal has waited; 0 with none.',
      labelNames: ['tenant'] as const,
      registers: [registry],
      async collect() {
        const db = source?.database?.db;
        if (db === undefined || source === undefined) return;
        const now = source.clock.now();
        const oldest = await oldestPendingWithdrawals(db);
        this.reset();
        for (const [tenant, at] of oldest) this.set({ tenant }, Math.max(0, (now.getTime() - at.getTime()) / 1000));
      },
    }),
  };
}

/** Starts the metrics server; close it with the returned instance's close(). */
export async function startMetricsServer(options: MetricsOptions): Promise<FastifyInstance> {
  source = options;
  ensureCollectors();
  const app = Fastify({ logger: false });
  app.get('/metrics', async (request, reply) => {
    if (options.token !== undefined) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, options.token)) return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
  app.addHook('onClose', async () => {
    if (source === options) source = undefined;
  });
  await app.listen({ port: options.port, host: options.host });
  return app;
}
