/**
 * Rows that only grow are pruned on a schedule: expired attempt counters, captchas, used proof-of-work
 * challenges, verification codes and chat tickets, long-ended sessions, and the push seats of stopped
 * instances. What is expired is read from the server's clock (the instant is a parameter, never the
 * database's now()). Each kind is deleted in bounded batches, each batch a short transaction, under a
 * transaction advisory lock taken with try: while one instance prunes a kind, another skips it
 * instead of deleting the same rows. The retention of each kind is in docs/reference-server.md.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../platform/clock';
import type { Db } from '../db/connect';
import type { Tx } from '../modules/ledger/index';
import { pruneSessions } from '../modules/members/index';
import { PUSH_SOCKET_TTL_MS, pruneChatTickets, prunePushSockets } from '../modules/messages/index';
import { pruneAttempts, pruneCaptchas, pruneUsedChallenges, pruneVerificationCodes } from '../modules/security/index';
import { startPeriodicPass, type PeriodicPass } from '../platform/periodicPass';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long after it stops mattering each kind is kept. An attempt counter matters while its window
 * runs (the longest is an hour; SMS codes' up to an hour too) or its lock holds; a day covers both.
 * A session is kept 30 days past its end for the member's session list and support, and the latest
 * of each member always (the agents' team view shows the last login from it).
 */
export const RETENTION = {
  attempts: DAY,
  captchas: 0,
  usedChallenges: 0,
  verificationCodes: DAY,
  chatTickets: DAY,
  sessions: 30 * DAY,
  pushSockets: PUSH_SOCKET_TTL_MS,
} as const;

export type PrunedKind = keyof typeof RETENTION;

/** Rows deleted per batch, and batches per kind in one pass: a pass never holds a table for long. */
export const PRUNE_BATCH = 500;
export const PRUNE_MAX_BATCHES = 20;

/** Each kind's delete of at most `limit` rows expired before `cutoff` (now minus the retention), by the module that owns the rows. */
const DELETES: Record<PrunedKind, (tx: Tx, cutoff: Date, now: Date, limit: number) => Promise<number>> = {
  attempts: pruneAttempts,
  captchas: pruneCaptchas,
  usedChallenges: pruneUsedChallenges,
  verificationCodes: pruneVerificationCodes,
  chatTickets: pruneChatTickets,
  sessions: pruneSessions,
  pushSockets: prunePushSockets,
};

export const PRUNED_KINDS = Object.keys(DELETES) as PrunedKind[];

export interface PruneOptions {
  batch?: number;
  maxBatches?: number;
  /** Told how many rows each batch deleted (the metrics count them). */
  onBatch?: (kind: PrunedKind, deleted: number) => void;
}

/**
 * One batch of a kind, in its own transaction under the kind's advisory lock; undefined when another
 * instance holds the lock (it is pruning this kind now).
 */
async function pruneBatch(db: Db, kind: PrunedKind, now: Date, limit: number): Promise<number | undefined> {
  const cutoff = new Date(now.getTime() - RETENTION[kind]);
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`prune:${kind}`})) as held`)) as unknown as { rows: { held: boolean }[] };
    if (lock.rows[0]?.held !== true) return undefined;
    return DELETES[kind](tx, cutoff, now, limit);
  });
}

/** One pass at `now`: each kind in batches until a short batch, another instance's lock, or the cap. */
export async function pruneExpired(db: Db, now: Date, options: PruneOptions = {}): Promise<Record<PrunedKind, number>> {
  const batch = options.batch ?? PRUNE_BATCH;
  const maxBatches = options.maxBatches ?? PRUNE_MAX_BATCHES;
  const deleted = Object.fromEntries(PRUNED_KINDS.map((k) => [k, 0])) as Record<PrunedKind, number>;
  for (const kind of PRUNED_KINDS) {
    for (let i = 0; i < maxBatches; i++) {
      const n = await pruneBatch(db, kind, now, batch);
      if (n === undefined) break;
      deleted[kind] += n;
      options.onBatch?.(kind, n);
      if (n < batch) break;
    }
  }
  return deleted;
}

/** The pruning schedule of the server process (every 10 minutes by default). */
export function startPruneScheduler(db: Db, clock: Clock, intervalMs = 10 * MINUTE, options: PruneOptions = {}): PeriodicPass {
  return startPeriodicPass('prune', async (now) => {
    const deleted = await pruneExpired(db, now, options);
    return Object.values(deleted).reduce((a, b) => a + b, 0);
  }, clock, intervalMs);
}
