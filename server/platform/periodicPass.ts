/**
 * A pass the server process runs on a schedule (the agents' settlement, the red envelopes' return):
 * every `intervalMs`, and on demand (`runOnce`, with a time of the caller's: tests and development
 * routes give their own instant; otherwise the server's clock, server/platform/clock.ts). One pass at a time in the process; the work itself is keyed in the
 * database, so several instances may all run it.
 */
import { performance } from 'node:perf_hooks';
import type { Clock } from './clock';
import { schedulerInterval, schedulerLag, schedulerLastSuccess, schedulerRunSeconds, schedulerRuns, secondsOf } from '../ops/metrics';

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
  const labels = { scheduler: name };
  schedulerInterval.set(labels, intervalMs / 1000);
  const runOnce = async (now = clock.now()) => {
    // A second call waits for the pass under way, then runs its own.
    while (running) await running.catch(() => 0);
    const started = performance.now();
    running = pass(now);
    try {
      const done = await running;
      schedulerRuns.inc({ ...labels, outcome: 'ok' });
      schedulerLastSuccess.set(labels, secondsOf(now));
      return done;
    } catch (error) {
      schedulerRuns.inc({ ...labels, outcome: 'failed' });
      throw error;
    } finally {
      schedulerRunSeconds.observe(labels, (performance.now() - started) / 1000);
      running = undefined;
    }
  };
  // When the next timed pass is due; how late it begins is the scheduler's lag.
  let due = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const fired = performance.now();
    const lateBy = fired - due;
    due = fired + intervalMs;
    void (async () => {
      // A pass still running delays this one: that wait is lag too.
      while (running) await running.catch(() => 0);
      schedulerLag.set(labels, Math.max(0, lateBy + performance.now() - fired) / 1000);
      await runOnce();
    })().catch((error: unknown) => console.error(`${name}:`, error));
  }, intervalMs);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    while (running) await running.catch(() => 0);
  };
  return { runOnce, stop };
}
