/**
 * The live state of a tenant (tenant_state: status, switches, SMS expiry), read one way by every
 * route: its row, or its seed while it has none. Operators (server/cli) and the /dev routes change it;
 * every instance reads it on each request.
 */
import { eq } from 'drizzle-orm';
import { SWITCHES, type SwitchName } from '../../../schemas/domain';
import { DEFAULT_SEED, buildServerSnapshot, type Seed, type ServerSnapshot } from '../../../engine/index';
import type { Db } from '../../db/connect';
import { tenantState } from './schema';
import type { TenantInfo } from './tenants';

export type Switches = Record<SwitchName, boolean>;
export type StatusCode = 0 | 1 | 2;

export interface TenantState {
  status: StatusCode;
  switches: Switches;
  /** Social login is not one of the seeded switches; an operator turns it on beside them. */
  socialLogin: boolean;
  smsExpiryMinutes: number;
}

/** The tenant's seed as compiled (migrated), as seeding reads it; the engine default without one. */
export function seedOf(tenant: TenantInfo): Seed {
  return tenant.compiled.seed ?? tenant.seed ?? DEFAULT_SEED;
}

/** The tenant's state: its tenant_state row, or its seed while it has none. */
export async function readTenantState(db: Db, tenant: TenantInfo): Promise<TenantState> {
  const seed = seedOf(tenant);
  const rows = await db.select().from(tenantState).where(eq(tenantState.tenant, tenant.code)).limit(1);
  const row = rows[0];
  const stored = row?.switches ?? {};
  const switches = Object.fromEntries(
    SWITCHES.map((name) => [name, typeof stored[name] === 'boolean' ? stored[name] : seed.switches[name]]),
  ) as Switches;
  const raw = row?.status ?? seed.status ?? 0;
  const status: StatusCode = raw === 1 || raw === 2 ? raw : 0;
  return { status, switches, socialLogin: stored.socialLogin === true, smsExpiryMinutes: row?.smsExpiryMinutes ?? seed.smsExpiryMinutes ?? DEFAULT_SEED.smsExpiryMinutes };
}

/** Sets the system status of a tenant that has been seeded; false when it has no state row yet. */
export async function writeTenantStatus(db: Db, tenantCode: string, status: StatusCode): Promise<boolean> {
  const rows = await db.update(tenantState).set({ status }).where(eq(tenantState.tenant, tenantCode)).returning({ tenant: tenantState.tenant });
  return rows.length > 0;
}

/**
 * Changes some switches of a seeded tenant (keys beside SWITCHES, such as socialLogin, are kept);
 * returns the stored switches afterwards, or undefined without a state row.
 */
export async function writeTenantSwitches(db: Db, tenant: TenantInfo, changes: Readonly<Record<string, boolean | undefined>>): Promise<Switches & Record<string, boolean> | undefined> {
  const rows = await db.select().from(tenantState).where(eq(tenantState.tenant, tenant.code)).limit(1);
  if (!rows[0]) return undefined;
  const defined = Object.fromEntries(Object.entries(changes).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  const switches = { ...rows[0].switches, ...(await readTenantState(db, tenant)).switches, ...defined };
  await db.update(tenantState).set({ switches }).where(eq(tenantState.tenant, tenant.code));
  return switches;
}

/** The server responses (white-label, register settings, status...) of the live state, built by the engine. */
export function serverSnapshotOf(tenant: TenantInfo, state: TenantState): ServerSnapshot {
  const seed: Seed = { ...seedOf(tenant), switches: state.switches, status: state.status, smsExpiryMinutes: state.smsExpiryMinutes };
  return buildServerSnapshot(seed, 'seeded', tenant.code);
}
