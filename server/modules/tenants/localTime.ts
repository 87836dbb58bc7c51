/**
 * A tenant's local time, for the periods its players and agents see (a day, a week, a month): its
 * offset from UTC. The demo tenants' markets keep no daylight saving (Brazil since 2019); a tenant in
 * a market that does gets its zone from its jurisdiction profile (issue 39).
 */
import type { TenantInfo } from './tenants';

/** Minutes from UTC: Brasília (-03:00) for a tenant whose default language is Portuguese, else UTC. */
export function localOffsetMinutes(tenant: TenantInfo): number {
  return tenant.compiled.features.languages?.default === 'en' ? 0 : -180;
}
