/** A member's responsible-gaming history for the member's data export (LGPD art. 18): every row, oldest first. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../ledger/index';
import { rgExclusions, rgLimitChanges, rgRealityChecks, rgReopenRequests } from './schema';

export interface ProtectionHistory {
  limitChanges: { kind: string; period: string; oldValue: number | null; newValue: number | null; requestedAt: string; effectiveAt: string; actor: string }[];
  exclusions: { kind: string; startsAt: string; endsAt: string | null; requestedAt: string; actor: string }[];
  reopenRequests: { requestedAt: string; effectiveAt: string }[];
  realityChecks: { intervalMinutes: number; changedAt: string }[];
}

export async function protectionHistoryOf(ex: Executor, tenant: string, memberId: number): Promise<ProtectionHistory> {
  const limits = await ex.select().from(rgLimitChanges).where(and(eq(rgLimitChanges.tenant, tenant), eq(rgLimitChanges.memberId, memberId))).orderBy(asc(rgLimitChanges.id));
  const exclusions = await ex.select().from(rgExclusions).where(and(eq(rgExclusions.tenant, tenant), eq(rgExclusions.memberId, memberId))).orderBy(asc(rgExclusions.id));
  const reopens = await ex.select().from(rgReopenRequests).where(and(eq(rgReopenRequests.tenant, tenant), eq(rgReopenRequests.memberId, memberId))).orderBy(asc(rgReopenRequests.id));
  const checks = await ex.select().from(rgRealityChecks).where(and(eq(rgRealityChecks.tenant, tenant), eq(rgRealityChecks.memberId, memberId))).orderBy(asc(rgRealityChecks.id));
  return {
    limitChanges: limits.map((r) => ({ kind: r.kind, period: r.period, oldValue: r.oldValue, newValue: r.newValue, requestedAt: r.requestedAt.toISOString(), effectiveAt: r.effectiveAt.toISOString(), actor: r.actor })),
    exclusions: exclusions.map((r) => ({ kind: r.kind, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt?.toISOString() ?? null, requestedAt: r.requestedAt.toISOString(), actor: r.actor })),
    reopenRequests: reopens.map((r) => ({ requestedAt: r.requestedAt.toISOString(), effectiveAt: r.effectiveAt.toISOString() })),
    realityChecks: checks.map((r) => ({ intervalMinutes: r.intervalMinutes, changedAt: r.changedAt.toISOString() })),
  };
}
