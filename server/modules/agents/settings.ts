/** A tenant's agent settings (GMT offset, negative carry-over, platform fee), one row per tenant. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { agentSettings } from './schema';
import type { Executor } from '../ledger/index';
import { localOffsetMinutes, type TenantInfo } from '../tenants/index';

export type AgentSettings = typeof agentSettings.$inferSelect;

/** The tenant's local time (tenants' localOffsetMinutes); dividends carry losses over. */
export function defaultAgentSettings(tenant: TenantInfo): AgentSettings {
  return { tenant: tenant.code, gmtOffsetMinutes: localOffsetMinutes(tenant), negativeCarryOver: true, platformFeeBp: 500 };
}

export async function seedAgentSettings(ex: Executor, tenant: TenantInfo): Promise<void> {
  await ex.insert(agentSettings).values(defaultAgentSettings(tenant)).onConflictDoNothing();
}

export async function agentSettingsOf(db: Db, tenant: TenantInfo): Promise<AgentSettings> {
  const [row] = await db.select().from(agentSettings).where(eq(agentSettings.tenant, tenant.code));
  return row ?? defaultAgentSettings(tenant);
}

/** `GMT-03:00` for -180. */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** What the operator command may change. */
export type AgentSettingsPatch = Partial<Pick<AgentSettings, 'negativeCarryOver' | 'platformFeeBp' | 'gmtOffsetMinutes'>>;

/**
 * Changes a tenant's agent settings (its row is made from the defaults first when missing); live for
 * every instance, since settlement reads them on each run. Returns the settings in force after it.
 */
export async function writeAgentSettings(ex: Executor, tenant: TenantInfo, patch: AgentSettingsPatch): Promise<AgentSettings> {
  await seedAgentSettings(ex, tenant);
  if (Object.keys(patch).length > 0) await ex.update(agentSettings).set(patch).where(eq(agentSettings.tenant, tenant.code));
  const [row] = await ex.select().from(agentSettings).where(eq(agentSettings.tenant, tenant.code));
  return row!;
}
