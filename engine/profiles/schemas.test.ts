import { Ajv } from 'ajv';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SWITCHES } from '../../schemas/domain';
import { seedSchema } from '../../schemas/seed';
import { gameMenusSchema } from '../../schemas/server/game-menus';
import { memberInfoSchema } from '../../schemas/server/member-info';
import { sitePermissionSchema } from '../../schemas/server/site-permission';
import { WHITELABEL_SWITCHES, whitelabelSchema, type Whitelabel } from '../../schemas/server/whitelabel';
import { wrappedResponseSchema, type WrappedResponse, type WrappedResponseOf } from '../../schemas/server/wrapped';
import { compileProfileValidators, describeErrors, FIXTURE_SEEDS } from './fixtures';
import { memberInfoFor } from './index';

describe('server and seed schemas', () => {
  it('compile together in one strict ajv instance (no duplicate $id from embedding)', () => {
    expect(() => compileProfileValidators()).not.toThrow();
  });

  it('list every white-label switch except referral as required', () => {
    expect(WHITELABEL_SWITCHES).toEqual(SWITCHES.filter((s) => s !== 'referral'));
    expect([...whitelabelSchema.required].sort()).toEqual([...WHITELABEL_SWITCHES].sort());
    expect(sitePermissionSchema.properties.info.properties.whitelabel).not.toHaveProperty('$id');
    expect(sitePermissionSchema.properties.info.properties.register).not.toHaveProperty('$id');
  });

  it('accept every fixture seed', () => {
    const v = compileProfileValidators();
    for (const [name, seed] of Object.entries(FIXTURE_SEEDS)) {
      if (seed === undefined) continue;
      expect(v.seed(seed), `${name}: ${describeErrors(v.seed)}`).toBe(true);
    }
  });

  it('reject malformed seeds', () => {
    const v = compileProfileValidators();
    const good = FIXTURE_SEEDS['rng-15'];
    const bad: Record<string, unknown> = {
      'unknown game type': { ...good, vendors: { SLOTS: ['PG'] } },
      'unknown vendor': { ...good, vendors: { RNG: ['NOPE'] } },
      'duplicate vendor': { ...good, vendors: { RNG: ['PG', 'PG'] } },
      'missing referral': { ...good, switches: { ...good?.switches, referral: undefined } },
      'unknown switch': { ...good, switches: { ...good?.switches, darkMode: true } },
      'catalogue too large': { ...good, largeCatalogue: { gameType: 'RNG', count: 20001 } },
      'catalogue empty': { ...good, largeCatalogue: { gameType: 'RNG', count: 0 } },
      'schema version 0': { ...good, schemaVersion: 0 },
      'unknown registration field': { ...good, registration: { requiredFields: ['shoeSize'] } },
      'unknown contract': { ...good, agent: { contractTypes: ['weeklySalary'] } },
      'status 3': { ...good, status: 3 },
      'extra key': { ...good, theme: 'dark' },
    };
    for (const [name, seed] of Object.entries(bad)) {
      expect(v.seed(JSON.parse(JSON.stringify(seed))), name).toBe(false);
    }
  });

  it('reject a site permission without CDNs', () => {
    const v = compileProfileValidators();
    const minimal = {
      info: {
        customerService: [], domainRoute: [], resources: [], mainDomain: 'acme.example',
        whitelabel: {
          usernameRegistration: true, mobileRegistration: false, registrationSms: false, mobilePasswordOnRegistration: false,
          phonePasswordReset: false, agentPolicy: false, passwordExpiry: false,
        },
        register: { fields: [] },
      },
      location: { ip: '203.0.113.7', countryCode: 'BR' },
      maintenance: false,
      regionRestriction: false,
      imageCDNs: ['/cdn/img1'],
      launchGameCDNs: ['/cdn/launch1'],
    };
    expect(v.sitePermission(minimal), describeErrors(v.sitePermission)).toBe(true);
    expect(v.sitePermission({ ...minimal, imageCDNs: [] })).toBe(false);
    expect(v.sitePermission({ ...minimal, launchGameCDNs: [] })).toBe(false);
  });

  it('wrap a value schema in the response envelope', () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    ajv.addSchema(gameMenusSchema);
    const validate = ajv.compile(wrappedResponseSchema(gameMenusSchema));
    expect(validate({ success: true, value: [] })).toBe(true);
    expect(validate({ success: false, message: 'maintenance' })).toBe(true);
    expect(validate({ value: [] })).toBe(false);
    expect(validate({ success: true, value: [{ gameCategory: 'NOPE', vendors: [] }] })).toBe(false);
    expect(validate({ success: true, extra: 1 })).toBe(false);
    expectTypeOf<WrappedResponseOf<typeof whitelabelSchema>>().toEqualTypeOf<WrappedResponse<Whitelabel>>();
  });

  it('accept the demo member infos', () => {
    const v = compileProfileValidators();
    for (const info of [memberInfoFor('member'), memberInfoFor('trial'), memberInfoFor('agent'), memberInfoFor('agent', ['dividend'])]) {
      expect(v.memberInfo(info), describeErrors(v.memberInfo)).toBe(true);
    }
    expect(v.memberInfo({ ...memberInfoFor('agent'), contractTypes: ['dividend', 'dividend'] })).toBe(false);
    expect(memberInfoSchema.$id).toBe('server/member-info');
    expect(seedSchema.$id).toBe('tenant/seed');
  });
});
