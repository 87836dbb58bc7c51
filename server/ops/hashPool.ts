/**
 * The password hashing pool: scrypt at full cost takes a core for a tenth of a second or more and
 * 128 MiB, so it runs on worker threads of its own (not the event loop, and not libuv's four shared
 * threads, where it would hold up file reads and compression for every route), as many as the
 * machine has cores to spare, behind a bounded queue. A request that finds the queue full is answered
 * 503 with Retry-After at once; a queued task whose client went away is dropped before it runs.
 * Work outside a request (the seed, the operator commands) waits without a bound.
 *
 * Own code over node:worker_threads rather than a pool library: the worker is a few lines of plain
 * JavaScript run with `eval`, so it loads the same under every TypeScript loader (a pool library
 * needs a worker file path, which those loaders do not serve to workers), and the queue's bound,
 * the drop of abandoned work and the 503 are the parts that matter here.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { scrypt as libuvScrypt, type ScryptOptions } from 'node:crypto';
import { ClientGone, currentRequestSignal } from './requestContext';
import { Unavailable } from './unavailable';

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyBytes, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, Buffer.from(salt), keyBytes, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

export interface HashPoolOptions {
  /** Worker threads (default: the machine's cores less one for the event loop, at least 1). */
  workers?: number;
  /**
   * How much work of requests may wait for a worker, in full-cost hashes (N = 2^17, r = 8): a cheaper
   * hash counts for its share (the tests' N = 2^10 is 1/128 of one), so the bound is on the wait,
   * not on a count. Default 2 per worker: on two cores a full-cost hash under load takes over a
   * second, so a deeper queue only makes the wait longer than clients keep waiting.
   */
  queue?: number;
  /** The Retry-After of a 503 when the queue is full (default 2 s). */
  retryAfterSeconds?: number;
  /**
   * `pool` (the default): the worker threads behind the bounded queue. `unbounded`: node's own
   * asynchronous scrypt on libuv's four shared threads with no bound, no 503 and no drop, as the
   * server hashed before this pool; kept only so the money bench can measure before and after in
   * one run (HASH_MODE). Never for production.
   */
  mode?: HashMode;
}

export type HashMode = 'pool' | 'unbounded';

export interface HashPoolStats {
  workers: number;
  busy: number;
  queued: number;
  /** Of the queued, those of requests (the bounded ones). */
  queuedRequests: number;
  /** Requests answered 503 because the queue was full, since the start. */
  rejected: number;
  /** Queued tasks dropped because their client went away, since the start. */
  abandoned: number;
}

interface Task {
  readonly message: { password: string; salt: Uint8Array; keyBytes: number; options: ScryptOptions };
  readonly signal: AbortSignal | undefined;
  readonly bounded: boolean;
  /** Its cost in full-cost hashes. */
  readonly weight: number;
  resolve(key: Buffer): void;
  reject(error: Error): void;
  onAbort?: () => void;
}

/** The unit of the queue's bound: a hash at the OWASP parameters (server/modules/security/passwords.ts). */
const FULL_COST = { N: 2 ** 17, r: 8 };

export function defaultHashWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class HashPool {
  readonly workers: number;
  readonly queueBound: number;
  readonly retryAfterSeconds: number;
  readonly mode: HashMode;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly running = new Map<Worker, Task>();
  private readonly waiting: Task[] = [];
  private started = 0;
  private closed = false;
  private rejected = 0;
  private abandoned = 0;

  constructor(options: HashPoolOptions = {}) {
    this.workers = Math.max(1, options.workers ?? defaultHashWorkers());
    this.queueBound = Math.max(0, options.queue ?? 2 * this.workers);
    this.retryAfterSeconds = Math.max(1, options.retryAfterSeconds ?? 2);
    this.mode = options.mode ?? 'pool';
  }

  stats(): HashPoolStats {
    return { workers: this.workers, busy: this.running.size, queued: this.waiting.length, queuedRequests: this.queuedRequests(), rejected: this.rejected, abandoned: this.abandoned };
  }

  private queuedRequests(): number {
    return this.waiting.reduce((n, task) => n + (task.bounded ? 1 : 0), 0);
  }

  private queuedWork(): number {
    return this.waiting.reduce((sum, task) => sum + (task.bounded ? task.weight : 0), 0);
  }

  /** scrypt of `password` on a worker; throws Unavailable (503) when a request finds the queue full. */
  scrypt(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Unavailable('error.unavailable', this.retryAfterSeconds));
    if (this.mode === 'unbounded') {
      return new Promise((resolve, reject) => libuvScrypt(password, salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key))));
    }
    const signal = currentRequestSignal();
    if (signal?.aborted) return Promise.reject(new ClientGone());
    const bounded = signal !== undefined;
    const free = this.idle.length > 0 || this.started < this.workers;
    const weight = ((options.N ?? FULL_COST.N) * (options.r ?? FULL_COST.r) * (options.p ?? 1)) / (FULL_COST.N * FULL_COST.r);
    // A small tolerance: shares of cheaper hashes add up in floating point.
    if (bounded && !free && this.queuedWork() + weight > this.queueBound * (1 + 1e-9)) {
      this.rejected += 1;
      return Promise.reject(new Unavailable('error.busy', this.retryAfterSeconds));
    }
    return new Promise<Buffer>((resolve, reject) => {
      const task: Task = { message: { password, salt: new Uint8Array(salt), keyBytes, options }, signal, bounded, weight, resolve, reject };
      if (signal) {
        task.onAbort = () => {
          const at = this.waiting.indexOf(task);
          if (at < 0) return;
          this.waiting.splice(at, 1);
          this.abandoned += 1;
          reject(new ClientGone());
        };
        signal.addEventListener('abort', task.onAbort, { once: true });
      }
      this.waiting.push(task);
      this.pump();
    });
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? this.spawn();
      if (worker === undefined) return;
      const task = this.waiting.shift()!;
      if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
      this.running.set(worker, task);
      worker.postMessage(task.message);
    }
  }

  private spawn(): Worker | undefined {
    if (this.started >= this.workers || this.closed) return undefined;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    this.started += 1;
    this.all.add(worker);
    // An idle pool never keeps the process alive.
    worker.unref();
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const task = this.running.get(worker);
      this.running.delete(worker);
      if (!this.closed) this.idle.push(worker);
      if (task) {
        if (answer.key) task.resolve(Buffer.from(answer.key));
        else task.reject(new Error(`scrypt failed: ${answer.error ?? 'unknown'}`));
      }
      this.pump();
    });
    const lost = (error: Error) => {
      const task = this.running.get(worker);
      this.running.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.started -= 1;
      this.all.delete(worker);
      task?.reject(error);
      if (!this.closed) this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (this.running.has(worker) || this.idle.includes(worker)) lost(new Error(`a hashing worker exited (${code})`));
    });
    return worker;
  }

  /** Lets the tasks under way finish, refuses queued and new ones, and stops the workers. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new Unavailable('error.unavailable', this.retryAfterSeconds));
    const busy = [...this.running.values()].map((task) => new Promise<void>((done) => {
      const { resolve, reject } = task;
      task.resolve = (key) => {
        resolve(key);
        done();
      };
      task.reject = (error) => {
        reject(error);
        done();
      };
    }));
    await Promise.all(busy);
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

let shared: HashPool | undefined;

/** The process's pool (created with the defaults on first use unless configured before). */
export function hashPool(): HashPool {
  shared ??= new HashPool();
  return shared;
}

/** The pool's options from the checked configuration (server/ops/config.ts): HASH_WORKERS, HASH_QUEUE, HASH_MODE. */
export function hashPoolOptionsOf(config: { HASH_WORKERS?: number; HASH_QUEUE?: number; HASH_MODE?: HashMode }): HashPoolOptions {
  return {
    ...(config.HASH_WORKERS === undefined ? {} : { workers: config.HASH_WORKERS }),
    ...(config.HASH_QUEUE === undefined ? {} : { queue: config.HASH_QUEUE }),
    ...(config.HASH_MODE === undefined ? {} : { mode: config.HASH_MODE }),
  };
}

/** Replaces the process's pool (start-up, from the configuration; tests); closes the old one. */
export async function configureHashPool(options: HashPoolOptions): Promise<HashPool> {
  const previous = shared;
  shared = new HashPool(options);
  await previous?.close();
  return shared;
}

/** Closes the process's pool (shutdown); a later use starts a new one. */
export async function closeHashPool(): Promise<void> {
  const previous = shared;
  shared = undefined;
  await previous?.close();
}
