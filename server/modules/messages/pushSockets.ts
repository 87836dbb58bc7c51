/**
 * The cap on a member's unread-count push sockets across every server instance. Each socket is a
 * row (push_sockets); taking a seat locks the member's rows (a transaction advisory lock, so two
 * instances seating the same member take turns), drops rows a stopped instance left (not refreshed
 * for PUSH_SOCKET_TTL_MS), inserts the new one and gives up the oldest beyond the cap: their rows are
 * deleted and their ids announced on PUSH_EVICT_CHANNEL (pg_notify, delivered at commit), so the
 * instance holding each closes it. The instance refreshes its rows while the sockets live and
 * deletes a row when its socket closes.
 */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { pushSockets } from './pushSchema';

export const PUSH_EVICT_CHANNEL = 'push_evict';

/** How long a row counts without its instance refreshing it (instances refresh every third of it). */
export const PUSH_SOCKET_TTL_MS = 90_000;

/**
 * Seats a socket of a member; returns the ids of the member's sockets given up to keep at most `cap`
 * (oldest first; the new socket itself is never one of them).
 */
export async function seatPushSocket(db: Db, tenant: string, memberId: number, id: string, cap: number, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push:${tenant}:${memberId}`}))`);
    const mine = and(eq(pushSockets.tenant, tenant), eq(pushSockets.memberId, memberId));
    await tx.delete(pushSockets).where(and(mine, lt(pushSockets.seenAt, new Date(now.getTime() - PUSH_SOCKET_TTL_MS))));
    await tx.insert(pushSockets).values({ id, tenant, memberId, openedAt: now, seenAt: now });
    // Newest first: the new row, then the others by age; ids order rows opened at the same instant.
    const rows = await tx.select({ id: pushSockets.id }).from(pushSockets).where(mine)
      .orderBy(desc(sql`${pushSockets.id} = ${id}`), desc(pushSockets.openedAt), desc(pushSockets.id));
    const evicted = rows.slice(Math.max(1, cap)).map((row) => row.id).reverse();
    if (evicted.length > 0) {
      await tx.delete(pushSockets).where(inArray(pushSockets.id, evicted));
      for (const gone of evicted) await tx.execute(sql`select pg_notify(${PUSH_EVICT_CHANNEL}, ${gone})`);
    }
    return evicted;
  });
}

/** Marks the sockets an instance holds as alive. */
export async function refreshPushSockets(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(pushSockets).set({ seenAt: now }).where(inArray(pushSockets.id, [...ids]));
}

/** Forgets a closed socket. */
export async function leavePushSocket(db: Db, id: string): Promise<void> {
  await db.delete(pushSockets).where(eq(pushSockets.id, id));
}

/** The member's seated sockets, oldest first (tests, diagnostics). */
export async function seatedPushSockets(db: Db, tenant: string, memberId: number): Promise<string[]> {
  const rows = await db.select({ id: pushSockets.id }).from(pushSockets)
    .where(and(eq(pushSockets.tenant, tenant), eq(pushSockets.memberId, memberId))).orderBy(asc(pushSockets.openedAt), asc(pushSockets.id));
  return rows.map((row) => row.id);
}

/** Of these seats, those whose rows are gone (given up by another instance while this one did not hear it). */
export async function goneSeats(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: pushSockets.id }).from(pushSockets).where(inArray(pushSockets.id, [...ids]));
  const present = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !present.has(id));
}
