/**
 * The unread-message count pushed to a member's open pages. A change of a member's messages (a new
 * one, read, deleted) is announced with a database notification (`pg_notify`) in the same
 * transaction; every server instance listens on the channel (Database.listen) and tells the sockets
 * of that member it holds. On PostgreSQL this reaches every instance and the operator command's
 * message; on PGlite (one process) the instance itself.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';

export const UNREAD_CHANNEL = 'member_unread';

/** Tells every instance that a member's unread count may have changed (in a transaction: at its commit). */
export async function announceUnread(db: Executor, tenant: string, memberId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${UNREAD_CHANNEL}, ${`${tenant}:${memberId}`})`);
}

type Listener = () => void;

interface Subscription {
  readonly listener: Listener;
  /** Closes the subscriber's socket when a newer one pushes it over the cap. */
  readonly evict?: () => void;
  /** The socket's seat in push_sockets (server/modules/messages/pushSockets.ts), when it has one. */
  readonly id?: string;
}

/**
 * The open sockets of this instance, by tenant and member, and what a notification wakes. At most
 * `perMember` sockets per member on this instance: a new one beyond it evicts the oldest (a member's
 * pages can then not hold an unbounded number of sockets and timers on the server). The cap across
 * instances is pushSockets.ts's: it names the sockets to give up, and `evictSocket` closes one here.
 */
export class UnreadHub {
  /** Per member, oldest first (a Set keeps insertion order). */
  private readonly listeners = new Map<string, Set<Subscription>>();
  /** Seated subscriptions by their id. */
  private readonly seated = new Map<string, Subscription>();

  constructor(private readonly perMember = Number.POSITIVE_INFINITY) {}

  /** Hears a member's changes until the returned function is called; `evict` is called if a newer socket takes its place. */
  subscribe(tenant: string, memberId: number, listener: Listener, evict?: () => void, id?: string): () => void {
    const key = `${tenant}:${memberId}`;
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    const subscription: Subscription = { listener, ...(evict ? { evict } : {}), ...(id === undefined ? {} : { id }) };
    set.add(subscription);
    if (id !== undefined) this.seated.set(id, subscription);
    while (set.size > this.perMember) {
      const oldest = set.values().next().value as Subscription;
      set.delete(oldest);
      oldest.evict?.();
    }
    return () => {
      set.delete(subscription);
      if (id !== undefined && this.seated.get(id) === subscription) this.seated.delete(id);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /** Closes the socket seated under this id, if this instance holds it (an eviction's notification). */
  evictSocket(id: string): void {
    this.seated.get(id)?.evict?.();
  }

  /** The ids of the seated sockets this instance holds (refreshed while they live). */
  seatedIds(): string[] {
    return [...this.seated.keys()];
  }

  /** A notification's payload (`<tenant>:<memberId>`): wakes that member's listeners; anything else is ignored. */
  dispatch(payload: string): void {
    for (const { listener } of this.listeners.get(payload) ?? []) listener();
  }

  /** Wakes every listener (after a lost listening connection: changes announced meanwhile were not heard). */
  dispatchAll(): void {
    for (const set of this.listeners.values()) for (const { listener } of set) listener();
  }

  /** How many sockets this instance holds (tests, diagnostics). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}
