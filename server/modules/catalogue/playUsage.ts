/**
 * What a member staked, lost and played in real mode over a period: the usage the responsible-gaming
 * limits on wagers, losses and play time are measured against (issue 38). A round counts when it
 * settled.
 *
 * Play time is measured from the server's side, as spans of activity: a launch opens a span, and
 * each game page load and each stake of that launch carries it on to that instant; activity after a
 * pause longer than PLAY_IDLE_MINUTES opens a new span, so a game left open in a tab does not count
 * while nothing happens. The minutes of a period are the union of the spans (two games played at
 * once count once), cut to the period. The minutes after the last activity are not counted: the
 * measure never charges time the server did not see played.
 */
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';
import type { Period } from '../../platform/periods';
import { gamePlaySpans, gameRounds } from './schema';

/** A pause longer than this ends a span of play. */
export const PLAY_IDLE_MINUTES = 5;

const inPeriod = (tenant: string, memberId: number, period: Period) => and(
  eq(gameRounds.tenant, tenant), eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'settled'),
  gte(gameRounds.settledAt, period.start), lt(gameRounds.settledAt, period.end),
);

/** The stakes (minor units) of the member's rounds settled in the period. */
export async function stakesIn(db: Executor, tenant: string, memberId: number, period: Period): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text` }).from(gameRounds).where(inPeriod(tenant, memberId, period));
  return BigInt(row?.total ?? '0');
}

/** The net loss (stakes less wins, never below zero) of the member's rounds settled in the period. */
export async function netLossIn(db: Executor, tenant: string, memberId: number, period: Period): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`greatest(coalesce(sum(${gameRounds.stake} - ${gameRounds.win}), 0), 0)::text` }).from(gameRounds).where(inPeriod(tenant, memberId, period));
  return BigInt(row?.total ?? '0');
}

/** Records play of a launch at `now`: carries the launch's last span on, or opens a new one after a long pause. */
export async function recordPlay(db: Executor, tenant: string, memberId: number, launchHash: string, now: Date): Promise<void> {
  const [last] = await db.select({ id: gamePlaySpans.id, lastActiveAt: gamePlaySpans.lastActiveAt }).from(gamePlaySpans)
    .where(and(eq(gamePlaySpans.tenant, tenant), eq(gamePlaySpans.launchHash, launchHash))).orderBy(desc(gamePlaySpans.id)).limit(1);
  const t = now.getTime();
  if (last && t - last.lastActiveAt.getTime() <= PLAY_IDLE_MINUTES * 60_000) {
    if (t > last.lastActiveAt.getTime()) {
      // greatest(): two requests of one launch at once never move the span back.
      await db.execute(sql`update ${gamePlaySpans} set last_active_at = greatest(last_active_at, ${now.toISOString()}::timestamptz) where id = ${last.id}`);
    }
    return;
  }
  await db.insert(gamePlaySpans).values({ tenant, memberId, launchHash, startedAt: now, lastActiveAt: now });
}

/** The whole minutes a member played in the period (the union of the spans, cut to the period). */
export async function minutesPlayedIn(db: Executor, tenant: string, memberId: number, period: Period): Promise<number> {
  const rows = await db.select({ start: gamePlaySpans.startedAt, end: gamePlaySpans.lastActiveAt }).from(gamePlaySpans)
    .where(and(eq(gamePlaySpans.tenant, tenant), eq(gamePlaySpans.memberId, memberId), gt(gamePlaySpans.lastActiveAt, period.start), lt(gamePlaySpans.startedAt, period.end)))
    .orderBy(asc(gamePlaySpans.startedAt));
  let total = 0;
  let reach = period.start.getTime();
  for (const row of rows) {
    const start = Math.max(row.start.getTime(), reach);
    const end = Math.min(row.end.getTime(), period.end.getTime());
    if (end > start) total += end - start;
    reach = Math.max(reach, end);
  }
  return Math.floor(total / 60_000);
}
