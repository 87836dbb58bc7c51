/**
 * The server's Prometheus metrics (prom-client: the registry, the text format and the histogram
 * buckets a scraper expects, kept up by the Prometheus community, instead of a format of our own).
 * One registry per process, since an instance is a process; the modules that measure import the
 * probes below and never the endpoint. The endpoint is served by metricsServer.ts on a port of its
 * own, never on the public one; docs/operations.md describes the dashboard and the alerts.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Latency buckets in seconds: from a cached answer (a millisecond) to a request the client gave up on. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Answered HTTP requests, by method, route (the route pattern, or "unmatched") and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request\'s arrival to its answer, by method, route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const httpInFlight = new Gauge({
  name: 'http_requests_in_flight',
  help: 'Requests received and not answered yet.',
  registers: [registry],
});

export const ledgerBatchSize = new Histogram({
  name: 'ledger_batch_size',
  help: 'Keyed transfers written per group-committed batch (server/modules/ledger/keyedPosting.ts).',
  buckets: [1, 2, 4, 8, 16, 32, 64],
  registers: [registry],
});

export const ledgerCommitSeconds = new Histogram({
  name: 'ledger_batch_commit_seconds',
  help: 'Time of one group-committed batch\'s database call, commit included.',
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const idempotencyOutcomes = new Counter({
  name: 'idempotency_outcomes_total',
  help: 'Idempotency keys by what the request found: replayed (the stored answer again) or conflict (the key with another request, 422).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const catalogueCacheLookups = new Counter({
  name: 'catalogue_cache_lookups_total',
  help: 'Catalogue answer cache lookups: hit, miss (drawn), or shared (waited for a drawing under way).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const schedulerRuns = new Counter({
  name: 'scheduler_runs_total',
  help: 'Passes of the server\'s schedulers (server/platform/periodicPass.ts), by scheduler and outcome (ok, failed).',
  labelNames: ['scheduler', 'outcome'] as const,
  registers: [registry],
});

export const schedulerRunSeconds = new Histogram({
  name: 'scheduler_run_seconds',
  help: 'Time of one scheduler pass.',
  labelNames: ['scheduler'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
  registers: [registry],
});

export const schedulerLag = new Gauge({
  name: 'scheduler_lag_seconds',
  help: 'How late the last timed pass began after it was due (a busy event loop, a pass still running).',
  labelNames: ['scheduler'] as const,
  registers: [registry],
});

export const schedulerLastSuccess = new Gauge({
  name: 'scheduler_last_success_timestamp_seconds',
  help: 'The server clock\'s instant of the last pass that succeeded.',
  labelNames: ['scheduler'] as const,
  registers: [registry],
});

export const schedulerInterval = new Gauge({
  name: 'scheduler_interval_seconds',
  help: 'How often the scheduler runs (for alerts on time since the last success).',
  labelNames: ['scheduler'] as const,
  registers: [registry],
});

const hashingQueueDepth = new Gauge({
  name: 'hashing_queue_depth',
  help: 'Password hashes waiting for the hashing pool.',
  registers: [registry],
});

const hashingQueueCapacity = new Gauge({
  name: 'hashing_queue_capacity',
  help: 'How many hashes may wait before requests are answered 503.',
  registers: [registry],
});

const hashingRejected = new Counter({
  name: 'hashing_queue_rejected_total',
  help: 'Requests answered 503 because the hashing queue was full.',
  registers: [registry],
});

/**
 * The hashing pool's hook: it reports its queue after each change (depth, and its capacity when
 * known) and each request it turned away.
 */
export const hashingQueue = {
  set(depth: number, capacity?: number): void {
    hashingQueueDepth.set(depth);
    if (capacity !== undefined) hashingQueueCapacity.set(capacity);
  },
  rejected(): void {
    hashingRejected.inc();
  },
};

/** The instant (the server clock's) as Prometheus seconds. */
export function secondsOf(instant: Date): number {
  return instant.getTime() / 1000;
}
