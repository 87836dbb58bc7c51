/**
 * The line-speed test's measurement (SPEC sections 2 and 9): each fast line (/wps/system/domainRoute)
 * is timed by a few requests to its ping path, one after another, every line at once; a line's
 * latency is the median of its samples, reported after every sample so the page shows them as they
 * arrive. A sample that fails or exceeds the time-out ends that line as failed or timed out.
 */

/** Samples per line. */
export const SAMPLES_PER_LINE = 3;

/** The path each line answers with an empty 204 (server/routes/lines.ts). */
export const PING_PATH = '/wps/system/ping';

export type LineState =
  | { status: 'measuring'; samples: number[] }
  | { status: 'done'; samples: number[]; latencyMs: number }
  | { status: 'failed'; samples: number[] }
  | { status: 'timeout'; samples: number[] };

/** The median of the samples (mean of the middle two for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The URL a line is probed at: its origin's ping path, with a fresh query so no cache answers. */
export function probeUrl(lineUrl: string, base: string, nonce: string): string {
  const url = new URL(PING_PATH, new URL(lineUrl, base));
  url.searchParams.set('t', nonce);
  return url.href;
}

/** The fastest measured line's index; undefined while none is done. */
export function fastestLine(states: readonly LineState[]): number | undefined {
  let best: number | undefined;
  states.forEach((state, index) => {
    if (state.status !== 'done') return;
    const current = best === undefined ? undefined : states[best];
    if (current === undefined || (current.status === 'done' && state.latencyMs < current.latencyMs)) best = index;
  });
  return best;
}

export interface MeasureOptions {
  base: string;
  timeoutMs: number;
  signal: AbortSignal;
  onUpdate(index: number, state: LineState): void;
  /** Injected for tests; the browser's fetch and clock otherwise. */
  fetchImpl?: typeof fetch;
  now?: () => number;
}

class ProbeTimeout extends Error {}

async function sample(url: string, timeoutMs: number, signal: AbortSignal, fetchImpl: typeof fetch, now: () => number): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs);
  const started = now();
  try {
    // no-cors: a line on another host is timed without reading its answer (an opaque response).
    await fetchImpl(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal });
    return now() - started;
  } catch (error) {
    if (timedOut) throw new ProbeTimeout();
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

async function measureLine(lineUrl: string, index: number, options: MeasureOptions): Promise<void> {
  // A probe times another host's answer; it is not a call of the API (which goes through src/api).
  // eslint-disable-next-line no-restricted-globals
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const now = options.now ?? (() => performance.now());
  const samples: number[] = [];
  options.onUpdate(index, { status: 'measuring', samples: [] });
  for (let i = 0; i < SAMPLES_PER_LINE; i += 1) {
    if (options.signal.aborted) return;
    let url: string;
    try {
      url = probeUrl(lineUrl, options.base, `${Date.now().toString(36)}${i}${Math.random().toString(36).slice(2, 8)}`);
    } catch {
      options.onUpdate(index, { status: 'failed', samples });
      return;
    }
    try {
      samples.push(await sample(url, options.timeoutMs, options.signal, fetchImpl, now));
    } catch (error) {
      if (options.signal.aborted) return;
      options.onUpdate(index, { status: error instanceof ProbeTimeout ? 'timeout' : 'failed', samples: [...samples] });
      return;
    }
    options.onUpdate(index, i + 1 < SAMPLES_PER_LINE ? { status: 'measuring', samples: [...samples] } : { status: 'done', samples: [...samples], latencyMs: median(samples) });
  }
}

/** Measures every line at once; resolves when each is done, failed or timed out (or on abort). */
export async function measureLines(lineUrls: readonly string[], options: MeasureOptions): Promise<void> {
  await Promise.all(lineUrls.map((url, index) => measureLine(url, index, options)));
}
