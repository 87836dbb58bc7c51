/**
 * The live server state of a tenant (tenant_state: status, switches, SMS expiry) and the rules the
 * API enforces from it. The registration rules are the engine's: the server builds its own responses
 * with `buildServerSnapshot` from the live state, resolves the site with the tenant's compiled
 * manifest, and validates payloads against `registrationFormToJsonSchema` of that form, so the server
 * refuses exactly what the portal's form refuses.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { eq } from 'drizzle-orm';
import { SWITCHES, type SwitchName } from '../../schemas/domain';
import { DEFAULT_SEED, buildServerSnapshot, resolveSite, type Seed, type ServerSnapshot } from '../../engine/index';
import {
  registrationFormToJsonSchema, resolveRegistrationForm, type RegistrationField, type RegistrationForm, type RegistrationMode,
} from '../../engine/registration/index';
import type { Db } from '../db/connect';
import { tenantState } from '../db/schema';
import type { TenantInfo } from '../tenants';

export type Switches = Record<SwitchName, boolean>;
export type StatusCode = 0 | 1 | 2;

export interface TenantState {
  status: StatusCode;
  switches: Switches;
  smsExpiryMinutes: number;
}

/** The tenant's seed as compiled (migrated), as seeding reads it; the engine default without one. */
function seedOf(tenant: TenantInfo): Seed {
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
  const status = (row?.status ?? seed.status ?? 0) as StatusCode;
  return { status, switches, smsExpiryMinutes: row?.smsExpiryMinutes ?? seed.smsExpiryMinutes ?? DEFAULT_SEED.smsExpiryMinutes };
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

/** A field's value rule, as the engine resolved it. */
export interface ValueRule {
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
}

export interface TenantRules {
  snapshot: ServerSnapshot;
  /** The registration form the portal shows for this state. */
  form: RegistrationForm;
  /** The rule of a new password (the engine's `password` field of username registration). */
  password: ValueRule;
  /** The rule of a mobile number (the engine's `mobileNum` field of mobile registration). */
  mobile: ValueRule;
  /** The ajv validator of the registration payload of a mode the form allows. */
  validator(mode: RegistrationMode): ValidateFunction | undefined;
}

const ignore = { report: () => undefined };

function ruleOf(field: RegistrationField | undefined, fallback: ValueRule): ValueRule {
  if (!field) return fallback;
  const rule: ValueRule = {};
  if (field.pattern !== undefined) rule.pattern = new RegExp(field.pattern, 'u');
  if (field.minLength !== undefined) rule.minLength = field.minLength;
  if (field.maxLength !== undefined) rule.maxLength = field.maxLength;
  return rule;
}

/** Whether a value follows a rule; lengths are counted in code points, as ajv and the form count them. */
export function followsRule(value: string, rule: ValueRule): boolean {
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && length > rule.maxLength) return false;
  return rule.pattern === undefined || rule.pattern.test(value);
}

function fieldOf(form: RegistrationForm, mode: RegistrationMode, name: RegistrationField['name']): RegistrationField | undefined {
  return form.fields.find((f) => f.mode === mode && f.name === name && f.enabled);
}

function buildRules(tenant: TenantInfo, state: TenantState): TenantRules {
  const snapshot = serverSnapshotOf(tenant, state);
  const resolved = resolveSite(tenant.compiled, snapshot);
  if (!resolved.site) throw new Error(`tenant ${tenant.code} does not resolve with its server state`);
  const form = resolved.site.registrationForm;
  // Password and mobile rules hold whatever the registration switches: resolve both modes for them.
  const everyMode = resolveRegistrationForm({
    settings: snapshot.registerSettings,
    switches: { usernameRegistration: true, mobileRegistration: true, registrationSms: false, mobilePasswordOnRegistration: true },
    sink: ignore,
    serverSink: ignore,
  });
  const validators = new Map<RegistrationMode, ValidateFunction>();
  // `$data` for the confirmation, every error reported (the client shows them beside each field).
  const ajv = new Ajv({ $data: true, allErrors: true });
  return {
    snapshot,
    form,
    password: ruleOf(fieldOf(everyMode, 'register', 'password'), { minLength: 6, maxLength: 64 }),
    mobile: ruleOf(fieldOf(everyMode, 'registerMobile', 'mobileNum'), { pattern: /^[0-9]+$/u, minLength: 6, maxLength: 15 }),
    validator(mode) {
      if (!form.modes.includes(mode)) return undefined;
      let validate = validators.get(mode);
      if (!validate) {
        validate = ajv.compile(registrationFormToJsonSchema(form, mode));
        validators.set(mode, validate);
      }
      return validate;
    },
  };
}

// Rules per compiled tenant and state; a state change (operator, /dev routes) makes a new entry.
const rulesCache = new WeakMap<TenantInfo, Map<string, TenantRules>>();
const STATES_PER_TENANT = 16;

/** The rules of a tenant in a state (cached per tenant and state). */
export function tenantRules(tenant: TenantInfo, state: TenantState): TenantRules {
  let byState = rulesCache.get(tenant);
  if (!byState) {
    byState = new Map();
    rulesCache.set(tenant, byState);
  }
  const key = JSON.stringify(state);
  let rules = byState.get(key);
  if (!rules) {
    rules = buildRules(tenant, state);
    if (byState.size >= STATES_PER_TENANT) byState.delete(byState.keys().next().value!);
    byState.set(key, rules);
  }
  return rules;
}

/** The live state and rules of the request's tenant. */
export async function liveRules(db: Db, tenant: TenantInfo): Promise<{ state: TenantState; rules: TenantRules }> {
  const state = await readTenantState(db, tenant);
  return { state, rules: tenantRules(tenant, state) };
}
