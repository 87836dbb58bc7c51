/**
 * The live state of a tenant (tenant_state: status, switches, SMS expiry), read one way by every
 * route: its row, or its seed while it has none. Operators (server/cli) and the /dev routes change it;
 * every instance reads it on each request.
 */
import { eq } from 'drizzle-orm';
import { GAME_TYPES, SWITCHES, type SwitchName } from '../../../schemas/domain';
import type { GameMenus } from '../../../schemas/server/game-menus';
import type { RegisterSettings } from '../../../schemas/server/register-settings';
import type { Whitelabel } from '../../../schemas/server/whitelabel';
import { DEFAULT_SEED, buildServerSnapshot, type Seed, type ServerSnapshot } from '../../../engine/index';
import { buildRegisterSettings } from '../../../engine/profiles/index';
import { clampSwitches, siteLawOf } from '../../../engine/jurisdictions/siteLaw';
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
  /**
   * A paused player (time-out, self-exclusion) may sign in to withdraw and read records (issue 38);
   * off by default (the login is refused with the pause's end). An operator switch beside the others.
   */
  rgWithdrawOnlyLogin: boolean;
  smsExpiryMinutes: number;
}

/** The tenant's seed as compiled (migrated), as seeding reads it; the engine default without one. */
export function seedOf(tenant: TenantInfo): Seed {
  return tenant.compiled.seed ?? tenant.seed ?? DEFAULT_SEED;
}

/**
 * The tenant's state: its tenant_state row, or its seed while it has none, with the switches its
 * jurisdiction forbids turned off (engine/jurisdictions/siteLaw.ts clampSwitches): every answer built
 * from it (white-label, site permission, register settings, referral) and every check of a request
 * read the clamped switches, so a stored switch cannot re-enable what the site's law forbids.
 */
export async function readTenantState(db: Db, tenant: TenantInfo): Promise<TenantState> {
  const stored = await readStoredState(db, tenant);
  return { ...stored, switches: clampSwitches(stored.switches, siteLawOf(tenant.compiled.features)) };
}

/** The state as stored (or seeded), before the jurisdiction's clamp: what an operator's change starts from. */
async function readStoredState(db: Db, tenant: TenantInfo): Promise<TenantState> {
  const seed = seedOf(tenant);
  const rows = await db.select().from(tenantState).where(eq(tenantState.tenant, tenant.code)).limit(1);
  const row = rows[0];
  const stored = row?.switches ?? {};
  const switches = Object.fromEntries(
    SWITCHES.map((name) => [name, typeof stored[name] === 'boolean' ? stored[name] : seed.switches[name]]),
  ) as Switches;
  const raw = row?.status ?? seed.status ?? 0;
  const status: StatusCode = raw === 1 || raw === 2 ? raw : 0;
  return { status, switches, socialLogin: stored.socialLogin === true, rgWithdrawOnlyLogin: stored.rgWithdrawOnlyLogin === true, smsExpiryMinutes: row?.smsExpiryMinutes ?? seed.smsExpiryMinutes ?? DEFAULT_SEED.smsExpiryMinutes };
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
  const switches = { ...rows[0].switches, ...(await readStoredState(db, tenant)).switches, ...defined };
  await db.update(tenantState).set({ switches }).where(eq(tenantState.tenant, tenant.code));
  return switches;
}

/**
 * The registration rule's inputs in a live state: what the engine's resolveSite reads to build the
 * registration form and the account rules (the white-label switches, the referral promotion's state
 * and the register settings), with social login beside the switches. Built here once, for both the
 * portal's answers (server/routes/system.ts) and the check of a request (the members module's rules).
 */
export interface RegistrationInputs {
  /** The white-label answer without its game menu: every switch but referral, then social login. */
  switches: Omit<Whitelabel, 'menu'>;
  /** Referral is on (the merchant promotions' REFERRAL, as the portal reads it). */
  referral: boolean;
  registerSettings: RegisterSettings;
}

export function registrationInputsOf(tenant: TenantInfo, state: TenantState): RegistrationInputs {
  const seed = seedOf(tenant);
  const { referral, ...whitelabelSwitches } = state.switches;
  return {
    switches: { ...whitelabelSwitches, socialLogin: state.socialLogin },
    referral,
    registerSettings: buildRegisterSettings({
      preset: 'default',
      switches: state.switches,
      enabledFields: seed.registration?.enabledFields,
      requiredFields: seed.registration?.requiredFields,
      smsExpiryMinutes: state.smsExpiryMinutes,
    }),
  };
}

/** The white-label answer: the inputs' switches and the game menu (a game type is on when it has vendors). */
export function whitelabelOf(inputs: RegistrationInputs, gameTypesWithVendors: ReadonlySet<string>): Whitelabel {
  return { ...inputs.switches, menu: GAME_TYPES.map((gameType) => ({ gameType, enabled: gameTypesWithVendors.has(gameType) })) };
}

/**
 * The server snapshot of the live state, as resolveSite takes it: the registration rule's inputs
 * (registrationInputsOf), the game menus (the catalogue's, which the white-label menu follows), and
 * the parts this server does not keep in tables (customer-service paths, resources), built by the
 * engine. Without `gameMenus` (a caller that holds no catalogue, such as the check of a request,
 * which the menus do not enter), the engine's menus of the tenant's seeded vendors.
 */
export function serverSnapshotOf(tenant: TenantInfo, state: TenantState, gameMenus?: GameMenus): ServerSnapshot {
  const seed: Seed = { ...seedOf(tenant), switches: state.switches, status: state.status, smsExpiryMinutes: state.smsExpiryMinutes };
  const engine = buildServerSnapshot(seed, 'seeded', tenant.code);
  const inputs = registrationInputsOf(tenant, state);
  const menus = gameMenus ?? engine.gameMenus;
  const whitelabel = whitelabelOf(inputs, new Set(menus.map((menu) => menu.gameCategory)));
  return {
    ...engine,
    whitelabel,
    registerSettings: inputs.registerSettings,
    referral: inputs.referral,
    gameMenus: menus,
    // Copies, so a consumer that edits one part cannot change another (as the engine builds them).
    sitePermission: { ...engine.sitePermission, info: { ...engine.sitePermission.info, whitelabel: structuredClone(whitelabel), register: structuredClone(inputs.registerSettings) } },
  };
}
