/**
 * The rules the API enforces from a tenant's live state, all of them the engine's: the server builds
 * its own responses with `buildServerSnapshot` from the live state and resolves the site with the
 * tenant's compiled manifest. Registration payloads are validated against
 * `registrationFormToJsonSchema` of the site's form, and new passwords and mobile numbers against the
 * site's `accountRules` (engine/registration/resolveAccountRules.ts): the same rules the portal's
 * forms show, so the server refuses exactly what they refuse.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { resolveSite, type ResolvedSignUp, type ServerSnapshot } from '../../../engine/index';
import {
  followsAccountRule, registrationFormToJsonSchema, type AccountRules, type RegistrationForm, type RegistrationMode,
} from '../../../engine/registration/index';
import { isCommonPassword } from '../../../engine/registration/commonPasswords';
import type { Db } from '../../db/connect';
import { readTenantState, serverSnapshotOf, type TenantInfo, type TenantState } from '../tenants/index';
import { DomainError } from '../../platform/domainError';

export interface TenantRules {
  snapshot: ServerSnapshot;
  /** The registration form the portal shows for this state. */
  form: RegistrationForm;
  /** The password and mobile rules of every account form. */
  account: AccountRules;
  /** What sign-up asks beyond the form (registration.signUp): the same the portal's form draws. */
  signUp: ResolvedSignUp;
  /** The ajv validator of the registration payload of a mode the form allows. */
  validator(mode: RegistrationMode): ValidateFunction | undefined;
}

function buildRules(tenant: TenantInfo, state: TenantState): TenantRules {
  const snapshot = serverSnapshotOf(tenant, state);
  const resolved = resolveSite(tenant.compiled, snapshot);
  if (!resolved.site) throw new Error(`tenant ${tenant.code} does not resolve with its server state`);
  const { registrationForm: form, accountRules: account, signUp } = resolved.site;
  const validators = new Map<RegistrationMode, ValidateFunction>();
  // `$data` for the confirmation, every error reported (the client shows them beside each field).
  const ajv = new Ajv({ $data: true, allErrors: true });
  return {
    snapshot,
    form,
    account,
    signUp,
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

/** A mobile number as the tenant's rule accepts it (trimmed), or 400 'error.invalidPhoneFormat'. */
export function checkedMobile(raw: string, rules: TenantRules): string {
  const mobile = raw.trim();
  if (!followsAccountRule(mobile, rules.account.mobile)) throw new DomainError('invalid', 'error.invalidPhoneFormat');
  return mobile;
}

/**
 * A new password (registration, change, reset): 400 'error.passwordRule' when it breaks the tenant's
 * rule or is the default password, 400 'error.commonPassword' when it is one of the most common
 * passwords (whatever the merchant's rule).
 */
export function checkNewPassword(password: string, rules: TenantRules): void {
  if (password === rules.account.defaultPassword || !followsAccountRule(password, rules.account.password)) throw new DomainError('invalid', 'error.passwordRule');
  if (isCommonPassword(password)) throw new DomainError('invalid', 'error.commonPassword', { fields: ['password'] });
}
