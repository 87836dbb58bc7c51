/**
 * Graceful shutdown (SIGTERM, SIGINT): the instance reports not ready, stops its schedulers between
 * passes, stops accepting connections, lets the requests under way finish (at most `timeoutMs`,
 * SHUTDOWN_TIMEOUT_MS, default 10 s; then the connections left are cut), closes its WebSockets with
 * 1001 (app.ts preClose, server/ops/health.ts), stops the hashing workers and closes its database
 * pool, which ends its sessions and with them any advisory lock they held. A second signal exits at once.
 *
 * Own code rather than close-with-grace: the order of the steps and the bound on the in-flight
 * requests are the point here, and the signal handling around them is a few lines.
 */
import type { FastifyInstance } from 'fastify';
import { closeHashPool } from './hashPool';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export interface Stoppable {
  stop(): void | Promise<void>;
}

export interface ShutdownParts {
  app: FastifyInstance;
  /** The database (Database.close): closed last. */
  database: { close(): Promise<void> };
  /** The schedulers (PeriodicPass): each stops between passes. */
  schedulers: readonly Stoppable[];
  /** Anything else to close before the app (the development preview). */
  others?: readonly { close(): void | Promise<void> }[];
  timeoutMs?: number;
}

export interface ShutdownReport {
  /** Whether every request under way finished within the bound. */
  drained: boolean;
  ms: number;
}

function within<T>(work: Promise<T>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.then(() => true, () => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Runs the steps above; never throws (each step's failure is logged and the next runs). */
export async function shutDown(parts: ShutdownParts): Promise<ShutdownReport> {
  const started = performance.now();
  const timeoutMs = parts.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const { app } = parts;
  const log = app.log;
  app.ops.draining = true;
  log.info({ timeoutMs }, 'shutting down: draining');
  const step = async (name: string, work: () => void | Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `shutdown: ${name} failed`);
    }
  };
  for (const other of parts.others ?? []) await step('close', () => other.close());
  // The schedulers and the requests share the bound: a pass under way finishes like a request.
  const schedulersStopped = Promise.all(parts.schedulers.map((s) => step('scheduler', () => s.stop())));
  const closed = app.close();
  let drained = await within(Promise.all([closed, schedulersStopped]), timeoutMs);
  if (!drained) {
    log.warn('shutdown: requests still under way after the bound; their connections are cut');
    app.server.closeAllConnections();
    // The close finishes once the cut connections are gone; a scheduler pass still running is left.
    drained = false;
    await within(closed, 1000);
  }
  await step('hashing pool', () => closeHashPool());
  await step('database', () => parts.database.close());
  const ms = Math.round(performance.now() - started);
  log.info({ ms, drained }, 'shut down');
  return { drained, ms };
}

/**
 * Runs `shutdown` on SIGTERM or SIGINT, then exits 0 (1 when it failed); a second signal exits 1 at once.
 */
export function onTermination(shutdown: () => Promise<unknown>, exit: (code: number) => void = (code) => process.exit(code)): void {
  let shuttingDown = false;
  const handle = () => {
    if (shuttingDown) return exit(1);
    shuttingDown = true;
    shutdown().then(() => exit(0), (error: unknown) => {
      console.error('shutdown failed:', error);
      exit(1);
    });
    return undefined;
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
