/**
 * Failure counters, lock-outs and send quotas in the `attempts` table, keyed by tenant and a key
 * (`login:<account>`, `sms:<purpose>:<mobile>`...). Every change is one atomic upsert, so the limits
 * hold across server instances; the instant is the server clock's (server/platform/clock.ts), passed to SQL.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { Executor } from '../ledger/index';
import { attempts } from './schema';
import { DomainError } from '../../platform/domainError';

/** Failures are counted in a sliding-from-first-failure window of 15 minutes. */
export const FAILURE_WINDOW_MINUTES = 15;
/** From the third failure on, the image captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** The fifth failure in the window locks the key for 5 minutes (SPEC section 9). */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 5;

export interface FailureState {
  failures: number;
  locked: boolean;
}

/** The instant as an SQL parameter: the server's clock, not the database's. */
const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const windowStartsBefore = (now: Date) => sql`${instant(now)} - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;

/** The failures counted for a key in the current window, and whether it is locked now. */
export async function failureState(db: Executor, tenant: string, key: string, now: Date): Promise<FailureState> {
  const rows = await db
    .select({
      failures: sql<number>`case when ${attempts.windowStart} >= ${windowStartsBefore(now)} and (${attempts.lockedUntil} is null or ${attempts.lockedUntil} > ${instant(now)}) then ${attempts.count} else 0 end`,
      locked: sql<boolean>`coalesce(${attempts.lockedUntil} > ${instant(now)}, false)`,
    })
    .from(attempts)
    .where(and(eq(attempts.tenant, tenant), eq(attempts.key, key)))
    .limit(1);
  const row = rows[0];
  return row ? { failures: Number(row.failures), locked: Boolean(row.locked) } : { failures: 0, locked: false };
}

/** When a key locks: after how many failures in the window, and for how long. */
export interface LockPolicy {
  lockAfter: number;
  lockMinutes: number;
}

/** The per-account lock-out of SPEC section 9: the fifth failure in 15 minutes locks for 5 minutes. */
export const ACCOUNT_LOCK: LockPolicy = { lockAfter: LOCK_AFTER_FAILURES, lockMinutes: LOCK_MINUTES };
/** A locked IP (failed logins across accounts) stays locked this long. */
export const IP_LOCK_MINUTES = 15;

/**
 * Counts one failure. A window older than 15 minutes, or a lock that has run out, starts again at 1;
 * the policy's last failure (the fifth for an account) sets the lock.
 */
export async function recordFailure(db: Executor, tenant: string, key: string, now: Date, policy: LockPolicy = ACCOUNT_LOCK): Promise<FailureState> {
  const restart = sql`(${attempts.windowStart} < ${windowStartsBefore(now)} or (${attempts.lockedUntil} is not null and ${attempts.lockedUntil} <= ${instant(now)}))`;
  const lockUntil = sql`${instant(now)} + make_interval(mins => ${policy.lockMinutes})`;
  const lockAfter = policy.lockAfter;
  const rows = await db
    .insert(attempts)
    .values({ tenant, key, count: 1, windowStart: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: [attempts.tenant, attempts.key],
      set: {
        count: sql`case when ${restart} then 1 else ${attempts.count} + 1 end`,
        windowStart: sql`case when ${restart} then ${instant(now)} else ${attempts.windowStart} end`,
        lockedUntil: sql`case when ${restart} then null when ${attempts.count} + 1 >= ${lockAfter} then ${lockUntil} else ${attempts.lockedUntil} end`,
      },
    })
    .returning({ count: attempts.count, locked: sql<boolean>`coalesce(${attempts.lockedUntil} > ${instant(now)}, false)` });
  const row = rows[0]!;
  return { failures: Number(row.count), locked: Boolean(row.locked) };
}

/** Forgets the failures of a key (after a success). */
export async function clearFailures(db: Executor, tenant: string, key: string): Promise<void> {
  await db.delete(attempts).where(and(eq(attempts.tenant, tenant), eq(attempts.key, key)));
}

/**
 * Takes one use of a quota: at most `limit` uses per window of `windowSeconds` from the window's
 * first use. Returns false when the quota is spent (the caller answers 429).
 */
export async function takeQuota(db: Db, tenant: string, key: string, limit: number, windowSeconds: number, now: Date): Promise<boolean> {
  const expired = sql`${attempts.windowStart} <= ${instant(now)} - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(attempts)
    .values({ tenant, key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [attempts.tenant, attempts.key],
      set: {
        count: sql`case when ${expired} then 1 else ${attempts.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${instant(now)} else ${attempts.windowStart} end`,
      },
    })
    .returning({ count: attempts.count });
  return Number(rows[0]!.count) <= limit;
}

/** Takes one use of a quota, or answers 429 'error.tooManyRequests' when it is spent. */
export async function requireQuota(db: Db, tenant: string, key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
  if (!(await takeQuota(db, tenant, key, limit, windowSeconds, now))) throw new DomainError('tooMany', 'error.tooManyRequests');
}
