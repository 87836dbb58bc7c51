/**
 * Idempotency keys (Stripe's rule), scoped per tenant, member and operation: one member's key never
 * meets another member's, nor the same member's key of another operation.
 *
 * - The key is claimed FIRST, before any check (payment password, limits, balance): its row is
 *   inserted at the start of the request's transaction, so a retry with the same key waits on the
 *   key's unique index until the first attempt commits (then gets its answer) or rolls back (then
 *   runs itself). A retry can never be answered before its first attempt is.
 * - The final answer is stored with the key in the same transaction, a success or a refusal (a 4xx
 *   with a reason: a wrong payment password, too many pending, insufficient balance...). A retry
 *   with the same key and the same request gets that answer again and books nothing, so an answer
 *   once given is never contradicted by the ledger afterwards. A new submission needs a new key.
 * - The same key with another request is refused (IdempotencyConflict, 422).
 * - A failure that is not a refusal (a fault, a lost database) stores nothing: the transaction rolls
 *   back and a retry runs again, as nothing was booked.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../engine/index';
import { DomainError, REFUSAL_KINDS, type RefusalKind } from '../../platform/domainError';
import type { Db } from '../../db/connect';
import { idempotencyKeys } from './schema';
import { idempotencyOutcomes } from '../../ops/metrics';
import { LedgerError, inTransaction, type Tx } from './ledger';
import { pauseAt } from './pausePoints';
import { throwIfClientGone } from '../../ops/requestContext';

/** The same key was used for another request. */
export class IdempotencyConflict extends DomainError {
  constructor() {
    super('unprocessable', 'error.idempotencyKeyReused');
  }
}

/** Whose key it is: a key is unique per tenant, member and operation. */
export interface KeyScope {
  readonly tenant: string;
  /** The member who sent the request (0: the tenant's own keys, such as the seed's). */
  readonly memberId: number;
  /** The operation, as `requestHash` names it (`deposit`, `withdraw`, `walletTransfer`...). */
  readonly operation: string;
}

/** A tenant-wide scope (member 0, no operation): keys made by the server itself, unique in the tenant. */
export function tenantScope(tenant: string): KeyScope {
  return { tenant, memberId: 0, operation: '' };
}

/**
 * A refusal stored as a key's answer: its kind and catalogue code (and the value the message shows).
 * Rows stored before the kinds held the HTTP status instead; the migration 'refusal_kinds' turned
 * those into kinds.
 */
export interface Refusal {
  readonly kind: RefusalKind;
  readonly code: MessageKey;
  readonly value?: unknown;
}

/** The stored kind; a row the server did not write ('invalid' rather than a fault on a replay). */
function kindOfStored(refusal: { kind?: unknown }): RefusalKind {
  return typeof refusal.kind === 'string' && (REFUSAL_KINDS as readonly string[]).includes(refusal.kind) ? refusal.kind as RefusalKind : 'invalid';
}

/** The refusal of a debit the balance does not cover (the ledger's LedgerError 'insufficientFunds'). */
export const INSUFFICIENT_FUNDS: Refusal = { kind: 'conflict', code: 'error.insufficientBalance' };

/** What a key's `response` holds for a refused request (a success holds the answer itself). */
export interface StoredRefusal {
  readonly refusal: Refusal;
}

export function isStoredRefusal(response: unknown): response is StoredRefusal {
  return typeof response === 'object' && response !== null && !Array.isArray(response) && 'refusal' in response;
}

/**
 * The refusal an error stands for, or undefined when it is a fault: a domain refusal (a
 * DomainError, a route's ApiError among them) or the ledger's refused debit.
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof LedgerError) return error.reason === 'insufficientFunds' ? INSUFFICIENT_FUNDS : undefined;
  if (!(error instanceof DomainError) || error.kind === 'fault' || error.kind === 'unavailable') return undefined;
  return error.value === undefined ? { kind: error.kind, code: error.code } : { kind: error.kind, code: error.code, value: error.value };
}

/** The error a replayed refusal is answered with: the same kind, code and value as the first time. */
export function replayedRefusal(stored: StoredRefusal): DomainError {
  return new DomainError(kindOfStored(stored.refusal), stored.refusal.code, stored.refusal.value);
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

/** Fields that are checked, not what the request does: a secret never goes into a stored hash. */
const SECRET_FIELD = /password/i;

/**
 * The hash of a request: what it does, who asks, with what. Secrets (a payment password) are left
 * out: the hash is stored with the key, and six digits hashed beside a known body could be recovered
 * by anyone who reads the table.
 */
export function requestHash(operation: string, memberId: number, body: unknown): string {
  const what = body !== null && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([name]) => !SECRET_FIELD.test(name)))
    : body;
  return createHash('sha256').update(`${operation}\n${memberId}\n${canonical(what)}`).digest('hex');
}

export interface Keyed<T> {
  readonly value: T;
  /** The answer is the stored one of an earlier request with this key. */
  readonly replayed: boolean;
}

export interface KeyedWork {
  /**
   * Checks that run first in the key's transaction, before `work`, whose writes are kept whatever
   * they answer: the payment password (a wrong one is counted even though the request is refused).
   * A refusal it throws is the key's answer, like one of `work`.
   */
  readonly guard?: (tx: Tx) => Promise<void>;
}

type Settled<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'refused'; readonly error: unknown }
  | { readonly kind: 'stored'; readonly response: unknown }
  | { readonly kind: 'conflict' };

const whereKey = (scope: KeyScope, key: string) => and(
  eq(idempotencyKeys.tenant, scope.tenant), eq(idempotencyKeys.memberId, scope.memberId), eq(idempotencyKeys.operation, scope.operation), eq(idempotencyKeys.key, key),
);

/**
 * Runs `work` once per key (see the rules above) in one READ COMMITTED transaction with the key's
 * row, claimed first (at `now`, the server clock's instant); `work` runs in a savepoint, so a refusal it throws leaves nothing of it but the
 * stored refusal. Its answer must be plain JSON (it is stored). A string scope is a tenant-wide one
 * (`tenantScope`). Inside `guard` and `work` every query goes through `tx`, never `db` (on PGlite the
 * one connection waits for this transaction).
 */
export async function withIdempotencyKey<T>(db: Db, scope: KeyScope | string, key: string, hash: string, now: Date, work: (tx: Tx) => Promise<T>, options: KeyedWork = {}): Promise<Keyed<T>> {
  const owner = typeof scope === 'string' ? tenantScope(scope) : scope;
  await pauseAt(db, { point: 'keyClaiming', tenant: owner.tenant, key });
  const settled = await inTransaction(db, async (tx): Promise<Settled<T>> => {
    // Nobody waits for the answer any more (the client timed out or left): nothing is claimed or booked.
    throwIfClientGone();
    const inserted = await tx.insert(idempotencyKeys).values({ tenant: owner.tenant, memberId: owner.memberId, operation: owner.operation, key, requestHash: hash, createdAt: now })
      .onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [row] = await tx.select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response }).from(idempotencyKeys).where(whereKey(owner, key));
      if (!row) throw new Error(`idempotency key ${key} conflicted but is not there`);
      return row.requestHash === hash ? { kind: 'stored', response: row.response } : { kind: 'conflict' };
    }
    let outcome: Settled<T>;
    try {
      await options.guard?.(tx);
      outcome = { kind: 'done', value: await tx.transaction((savepoint) => work(savepoint)) };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === undefined) throw error;
      outcome = { kind: 'refused', error };
    }
    const response: unknown = outcome.kind === 'done' ? (outcome.value ?? null) : { refusal: refusalOf((outcome as { error: unknown }).error) };
    await tx.update(idempotencyKeys).set({ response: sql`${JSON.stringify(response)}::jsonb` }).where(whereKey(owner, key));
    return outcome;
  });
  switch (settled.kind) {
    case 'done':
      return { value: settled.value, replayed: false };
    case 'refused':
      throw settled.error;
    case 'conflict':
      idempotencyOutcomes.inc({ outcome: 'conflict' });
      throw new IdempotencyConflict();
    case 'stored':
      idempotencyOutcomes.inc({ outcome: 'replayed' });
      if (isStoredRefusal(settled.response)) throw replayedRefusal(settled.response);
      return { value: settled.response as T, replayed: true };
  }
}
