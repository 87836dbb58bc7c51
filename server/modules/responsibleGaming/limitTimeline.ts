/**
 * A player's limit as the changes they asked for make it, at any instant (issue 38; UKGC LCCP SR 3.5.5,
 * Portaria SPA/MF 1.231/2024 art. 20): a decrease (or a first limit) applies at once; an increase or
 * a removal applies only after the cooling period, and until then the lower value holds. A later
 * request replaces a pending one: lowering again while an increase waits cancels the increase.
 *
 * The changes are never overwritten (each is a row with who, when, the old and new value and the
 * instant it takes effect); this reads them in the order they were asked.
 */

export interface LimitChange {
  /** When the player asked. */
  readonly requestedAt: Date;
  /** The limit asked for, in the limit's unit (minor units of money, or minutes); null removes it. */
  readonly value: number | null;
}

export interface LimitState {
  /** The limit in force; null when there is none. */
  readonly value: number | null;
  /** An increase or removal waiting for its cooling period to end. */
  readonly pending?: { readonly value: number | null; readonly effectiveAt: Date };
}

/** Whether `next` is a decrease of `current` (or keeps it): a first limit lowers "no limit". */
export function isDecrease(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/**
 * The instant a change asked at `requestedAt` takes effect, given the limit in force then: at once for a
 * decrease, after `coolingMs` for an increase or removal.
 */
export function effectiveAtOf(current: number | null, next: number | null, requestedAt: Date, coolingMs: number): Date {
  return isDecrease(current, next) ? requestedAt : new Date(requestedAt.getTime() + coolingMs);
}

/** The limit at `at`, from every change asked until then (in any order). */
export function limitAt(changes: readonly LimitChange[], at: Date, coolingMs: number): LimitState {
  const asked = changes.filter((c) => c.requestedAt.getTime() <= at.getTime()).sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
  let value: number | null = null;
  let pending: { value: number | null; effectiveAt: Date } | undefined;
  for (const change of asked) {
    if (pending && pending.effectiveAt.getTime() <= change.requestedAt.getTime()) value = pending.value;
    if (isDecrease(value, change.value)) {
      value = change.value;
      pending = undefined;
    } else {
      pending = { value: change.value, effectiveAt: new Date(change.requestedAt.getTime() + coolingMs) };
    }
  }
  if (pending && pending.effectiveAt.getTime() <= at.getTime()) return { value: pending.value };
  return pending ? { value, pending } : { value };
}

/** What is left under a limit after `used` (never below zero); undefined when there is no limit. */
export function roomLeft(limit: number | null, used: number): number | undefined {
  return limit === null ? undefined : Math.max(0, limit - used);
}
