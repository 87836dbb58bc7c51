/**
 * The server's one clock. Everything that reads the calendar (sessions, quotas, periods, schedulers,
 * the seed, records' ranges, draws, envelopes, confirmations) asks the clock it is given, and SQL is
 * told the instant as a parameter instead of reading the database's own `now()`, so the server and
 * the database agree on what time it is. `npm start` uses the real time; tests start at a fixed
 * instant and move it forward where time must pass, never by sleeping.
 *
 * Durations (timings of a request, a cache's age) are not the calendar: they may use
 * `performance.now()` directly.
 */
import { performance } from 'node:perf_hooks';

export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** A clock tests can set and move. */
export interface SettableClock extends Clock {
  /** Moves the clock forward by `ms` (never back). */
  advance(ms: number): Date;
  /** Sets the clock to `at` (tests only; `at` may not be before the current instant). */
  set(at: Date): Date;
}

/** The real time. */
export const systemClock: Clock = {
  // The one place the server reads the wall clock.
  now: () => new Date(),
};

function checkedInstant(at: Date): Date {
  if (Number.isNaN(at.getTime())) throw new Error('the clock was given an invalid instant');
  return at;
}

/**
 * A clock that stands still at `start` until it is moved: server tests, where nothing may change
 * between two reads unless the test says so.
 */
export function fixedClock(start: Date | string): SettableClock {
  let current = checkedInstant(new Date(start)).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      if (!(ms >= 0)) throw new Error('the clock moves forward only');
      current += ms;
      return new Date(current);
    },
    set(at) {
      const next = checkedInstant(at).getTime();
      if (next < current) throw new Error('the clock moves forward only');
      current = next;
      return new Date(current);
    },
  };
}

/**
 * A clock that starts at `start` and runs at real speed from there, moved forward on request: the
 * end-to-end server (CLOCK_START), where demo approvals and sessions need time to pass as a browser
 * sees it, but the day, the week and the hour are the same in every run.
 */
export function runningClock(start: Date | string): SettableClock {
  const origin = checkedInstant(new Date(start)).getTime();
  const startedAt = performance.now();
  let offset = 0;
  const current = () => origin + offset + Math.floor(performance.now() - startedAt);
  return {
    now: () => new Date(current()),
    advance(ms) {
      if (!(ms >= 0)) throw new Error('the clock moves forward only');
      offset += ms;
      return new Date(current());
    },
    set(at) {
      const next = checkedInstant(at).getTime();
      const now = current();
      if (next < now) throw new Error('the clock moves forward only');
      offset += next - now;
      return new Date(current());
    },
  };
}

/**
 * The clock `npm start` and the e2e server use: CLOCK_START (an ISO instant) outside production
 * starts a running clock there; otherwise the real time. Production always uses the real time.
 */
export function clockOf(env: NodeJS.ProcessEnv, production: boolean): Clock | SettableClock {
  const start = env.CLOCK_START?.trim();
  if (production || start === undefined || start === '') return systemClock;
  return runningClock(start);
}

/** Whether a clock can be moved (the development route that moves it answers only then). */
export function isSettable(clock: Clock): clock is SettableClock {
  return 'advance' in clock && 'set' in clock;
}
