/**
 * Idempotency keys (Stripe's rule): the first request with a key books and its answer is stored in
 * the SAME transaction; a retry with the same key and the same request gets that answer again and
 * books nothing; the same key with another request is refused. A concurrent duplicate waits on the
 * key's unique index until the first commits (then replays) or rolls back (then books itself).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { idempotencyKeys } from '../db/schema';
import { inTransaction, type Tx } from './ledger';
import { pauseAt } from './pausePoints';

/** The same key was used for another request. */
export class IdempotencyConflict extends Error {
  constructor() {
    super('the idempotency key was used with another request');
  }
}

/** JSON with sorted keys, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash of a request: what it does, who asks, with what. */
export function requestHash(operation: string, memberId: number, body: unknown): string {
  return createHash('sha256').update(`${operation}\n${memberId}\n${canonical(body)}`).digest('hex');
}

export interface Keyed<T> {
  readonly value: T;
  /** The answer is the stored one of an earlier request with this key. */
  readonly replayed: boolean;
}

/**
 * Runs `work` once per (tenant, key) in one READ COMMITTED transaction with the key's row; its answer
 * must be plain JSON (it is stored). A `work` that throws stores nothing, so a retry runs it again.
 */
export async function withIdempotencyKey<T>(db: Db, tenant: string, key: string, hash: string, work: (tx: Tx) => Promise<T>): Promise<Keyed<T>> {
  await pauseAt(db, { point: 'keyClaiming', tenant, key });
  return inTransaction(db, async (tx) => {
    const inserted = await tx.insert(idempotencyKeys).values({ tenant, key, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.tenant, tenant), eq(idempotencyKeys.key, key)));
      if (!row) throw new Error(`idempotency key ${key} conflicted but is not there`);
      if (row.requestHash !== hash) throw new IdempotencyConflict();
      return { value: row.response as T, replayed: true };
    }
    const value = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: sql`${JSON.stringify(value ?? null)}::jsonb` })
      .where(and(eq(idempotencyKeys.tenant, tenant), eq(idempotencyKeys.key, key)));
    return { value, replayed: false };
  });
}
