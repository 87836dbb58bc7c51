/**
 * A pass the server process runs on a schedule (the agents' settlement, the red envelopes' return):
 * every `intervalMs`, and on demand (`runOnce`, with a time of the caller's: tests and development
 * routes inject the clock). One pass at a time in the process; the work itself is keyed in the
 * database, so several instances may all run it.
 */
export interface PeriodicPass {
  /** One pass at `now` (the injected clock's time when omitted); returns how many items it did. */
  runOnce(now?: Date): Promise<number>;
  stop(): void;
}

export function startPeriodicPass(name: string, pass: (now: Date) => Promise<number>, clock: () => Date, intervalMs: number): PeriodicPass {
  let running: Promise<number> | undefined;
  const runOnce = async (now = clock()) => {
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
  return { runOnce, stop: () => clearInterval(timer) };
}
