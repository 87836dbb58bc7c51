/**
 * The unread-message count pushed to a member's open pages. A change of a member's messages (a new
 * one, read, deleted) is announced with a database notification (`pg_notify`) in the same
 * transaction; every server instance listens on the channel (Database.listen) and tells the sockets
 * of that member it holds. On PostgreSQL this reaches every instance and the operator command's
 * message; on PGlite (one process) the instance itself.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

export const UNREAD_CHANNEL = 'member_unread';

/** Tells every instance that a member's unread count may have changed. */
export async function announceUnread(db: Db, tenant: string, memberId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${UNREAD_CHANNEL}, ${`${tenant}:${memberId}`})`);
}

type Listener = () => void;

/** The open sockets of this instance, by tenant and member, and what a notification wakes. */
export class UnreadHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Hears a member's changes until the returned function is called. */
  subscribe(tenant: string, memberId: number, listener: Listener): () => void {
    const key = `${tenant}:${memberId}`;
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** A notification's payload (`<tenant>:<memberId>`): wakes that member's listeners; anything else is ignored. */
  dispatch(payload: string): void {
    for (const listener of this.listeners.get(payload) ?? []) listener();
  }

  /** How many sockets this instance holds (tests, diagnostics). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}
