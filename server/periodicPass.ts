/**
 * A pass the server process runs on a schedule (the agents' settlement, the red envelopes' return):
 * every `intervalMs`, and on demand (`runOnce`, with a time of the caller's: tests and development
 * routes give their own instant; otherwise the server's clock, server/clock.ts). One pass at a time in the process; the work itself is keyed in the
 * database, so several instances may all run it.
 */
import type { Clock } from './clock';

export interface PeriodicPass {
  /** One pass at `now` (the clock's instant when omitted); returns how many items it did. */
  runOnce(now?: Date): Promise<number>;
  /**
   * Stops the schedule between passes: no pass starts after it, and it resolves once the pass under
   * way (if any) has finished (graceful shutdown, server/ops/shutdown.ts).
   */
  stop(): Promise<void>;
}

export function startPeriodicPass(name: string, pass: (now: Date) => Promise<number>, clock: Clock, intervalMs: number): PeriodicPass {
  let running: Promise<number> | undefined;
  const runOnce = async (now = clock.now()) => {
    // A second call waits for the pass under way, then runs its own.
    while (running) await running.catch(() => 0);
    running = pass(now);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error(`${name}:`, error));
  }, intervalMs);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    while (running) await running.catch(() => 0);
  };
  return { runOnce, stop };
}
