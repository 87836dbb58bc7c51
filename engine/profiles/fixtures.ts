import { Ajv, type ValidateFunction } from 'ajv';
import type { Seed } from '../../schemas/seed';
import { seedSchema } from '../../schemas/seed';
import { gameMenusSchema } from '../../schemas/server/game-menus';
import { memberInfoSchema } from '../../schemas/server/member-info';
import { registerSettingsSchema } from '../../schemas/server/register-settings';
import { sitePermissionSchema } from '../../schemas/server/site-permission';
import { systemStatusSchema } from '../../schemas/server/system-status';
import { whitelabelSchema } from '../../schemas/server/whitelabel';
import { DEFAULT_SEED } from './defaultSeed';

/** Test fixtures (tests only): seeds that cover the shapes a tenant's seed.json may take (`undefined` = no seed.json). */
export const FIXTURE_SEEDS: Readonly<Record<string, Seed | undefined>> = {
  'no-seed': undefined,
  default: DEFAULT_SEED,
  minimal: {
    schemaVersion: 1,
    switches: {
      usernameRegistration: true,
      mobileRegistration: false,
      registrationSms: false,
      mobilePasswordOnRegistration: false,
      phonePasswordReset: false,
      agentPolicy: false,
      passwordExpiry: false,
      referral: false,
    },
    vendors: { RNG: ['PG'] },
  },
  'rng-15': {
    schemaVersion: 1,
    switches: { ...DEFAULT_SEED.switches },
    vendors: {
      RNG: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'KA', 'PP', 'HAB', 'SPADE', 'MG', 'NLC', 'YGG'],
      LIVE: ['EVO'],
    },
  },
  'lottery-agent': {
    $schema: '../../schemas/json/seed.schema.json',
    schemaVersion: 1,
    switches: { ...DEFAULT_SEED.switches, mobileRegistration: true, registrationSms: true, passwordExpiry: true },
    vendors: { LOTT: ['LOTT', 'VNL'], ELOTT: ['ELOTT'], SPORTS: [] },
    agent: { contractTypes: ['dividend', 'realTimeSalary'] },
    registration: { requiredFields: ['email', 'payeeName'], enabledFields: ['qqNum', 'line'] },
    smsExpiryMinutes: 2,
    status: 0,
  },
  'seeded-maintenance': { schemaVersion: 1, switches: { ...DEFAULT_SEED.switches }, vendors: { FISH: ['JDB'] }, status: 1 },
  'seeded-region': { schemaVersion: 1, switches: { ...DEFAULT_SEED.switches }, vendors: { PVP: ['KY'] }, status: 2 },
  'large-catalogue': {
    schemaVersion: 1,
    switches: { ...DEFAULT_SEED.switches },
    vendors: { RNG: ['PG', 'PP'], INHOUSE: ['SPB'] },
    largeCatalogue: { gameType: 'RNG', count: 20000 },
  },
  'no-vendors': { schemaVersion: 1, switches: { ...DEFAULT_SEED.switches }, vendors: {} },
};

/** One strict ajv instance holding every schema these profiles produce, as the build's generator registers them. */
export function compileProfileValidators() {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  for (const schema of [seedSchema, whitelabelSchema, sitePermissionSchema, systemStatusSchema, registerSettingsSchema, gameMenusSchema, memberInfoSchema]) {
    ajv.addSchema(schema);
  }
  const get = (id: string): ValidateFunction => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`schema ${id} is not registered`);
    return validate;
  };
  return {
    ajv,
    seed: get('tenant/seed'),
    whitelabel: get('server/whitelabel'),
    sitePermission: get('server/site-permission'),
    status: get('server/system-status'),
    registerSettings: get('server/register-settings'),
    gameMenus: get('server/game-menus'),
    memberInfo: get('server/member-info'),
  };
}

/** ajv errors as one readable line, for assertion messages. */
export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
}
