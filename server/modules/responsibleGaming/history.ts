/**
 * The history of a member's responsible-gaming changes as the operator reads it (issue 38): every
 * limit change, time-out, self-exclusion, reopen request and reality-check interval, with who asked,
 * when, the old and new value and the instant it takes effect, in the order they were asked. The
 * rows are never overwritten, so this is the record as it was written.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../ledger/index';
import type { MemberScope } from './responsibleGaming';
import { rgExclusions, rgLimitChanges, rgRealityChecks, rgReopenRequests } from './schema';

export interface HistoryEntry {
  /** When it was asked. */
  readonly at: Date;
  /** 'player', 'operator:<name>', or 'system' where nobody is recorded. */
  readonly actor: string;
  /** What changed: 'limit deposit/week', 'timeout', 'selfExclusion', 'reopen', 'realityCheck'. */
  readonly what: string;
  /** The value before (limits), or null: none or not recorded. */
  readonly old: string | null;
  /** The value asked for ('none' for a removed limit; the end of a pause, 'indefinite'). */
  readonly new: string;
  /** When it takes (or took) effect. */
  readonly effectiveAt: Date;
}

const valueText = (kind: string, value: number | null) => (value === null ? 'none' : kind === 'time' ? `${value} min` : (value / 100).toFixed(2));

export async function rgHistoryOf(db: Executor, scope: MemberScope): Promise<HistoryEntry[]> {
  const limits = await db.select().from(rgLimitChanges).where(and(eq(rgLimitChanges.tenant, scope.tenant), eq(rgLimitChanges.memberId, scope.memberId)));
  const pauses = await db.select().from(rgExclusions).where(and(eq(rgExclusions.tenant, scope.tenant), eq(rgExclusions.memberId, scope.memberId)));
  const reopens = await db.select().from(rgReopenRequests).where(and(eq(rgReopenRequests.tenant, scope.tenant), eq(rgReopenRequests.memberId, scope.memberId)));
  const checks = await db.select().from(rgRealityChecks).where(and(eq(rgRealityChecks.tenant, scope.tenant), eq(rgRealityChecks.memberId, scope.memberId)));
  const entries: (HistoryEntry & { order: number })[] = [
    ...limits.map((r) => ({ order: r.id, at: r.requestedAt, actor: r.actor, what: `limit ${r.kind}/${r.period}`, old: r.oldValue === null ? 'none' : valueText(r.kind, r.oldValue), new: valueText(r.kind, r.newValue), effectiveAt: r.effectiveAt })),
    ...pauses.map((r) => ({ order: r.id, at: r.requestedAt, actor: r.actor, what: r.kind, old: null, new: r.endsAt === null ? 'indefinite' : `until ${r.endsAt.toISOString()}`, effectiveAt: r.startsAt })),
    // The player asks to reopen (the route takes no operator's request).
    ...reopens.map((r) => ({ order: r.id, at: r.requestedAt, actor: 'player', what: 'reopen', old: null, new: 'open', effectiveAt: r.effectiveAt })),
    ...checks.map((r) => ({ order: r.id, at: r.changedAt, actor: 'player', what: 'realityCheck', old: null, new: `${r.intervalMinutes} min`, effectiveAt: r.changedAt })),
  ];
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  return entries.map(({ order: _order, ...entry }) => entry);
}
