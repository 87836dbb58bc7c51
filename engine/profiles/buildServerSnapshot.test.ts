import { PRINTABLE_PATTERN } from '../registration/accountPolicy';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES, GAME_TYPES, SWITCHES, VENDOR_CODES } from '../../schemas/domain';
import { REGISTRATION_FIELD_NAMES } from '../../schemas/server/register-settings';
import type { Seed } from '../../schemas/seed';
import { compileProfileValidators, describeErrors, FIXTURE_SEEDS } from './fixtures';
import {
  buildServerSnapshot,
  DEFAULT_SEED,
  isServerProfileName,
  PROFILE_VISITOR_IP,
  SERVER_PROFILE_DESCRIPTIONS,
  SERVER_PROFILES,
  type ServerSnapshot,
} from './index';

const KNOWN_PATTERN_IDS = new Set([
  'letterFirstAlphanumeric', 'chineseAndDigits', 'email', 'alphanumericNoSpecials', 'lettersAndDigitsCombined',
  'digitsOnly', 'alphanumericWithUppercase', 'englishLettersAndSpaces', 'noSpaces', 'chineseAndPunctuation', 'date',
  'lettersAndSpaces', 'alphanumericOnly', 'koreanOnly', 'thaiOnly', 'thaiOrEnglishAndSpaces',
  'uppercaseAndSpacesWithLetter', '*',
]);

/** Fixture seeds plus every tenants/<code>/seed.json that exists, so a new tenant is covered the moment it exists. */
function allSeeds(): Array<[string, Seed | undefined]> {
  const seeds: Array<[string, Seed | undefined]> = Object.entries(FIXTURE_SEEDS);
  const tenantsDir = join(import.meta.dirname, '../../tenants');
  if (existsSync(tenantsDir)) {
    for (const code of readdirSync(tenantsDir).sort()) {
      const file = join(tenantsDir, code, 'seed.json');
      if (existsSync(file)) seeds.push([`tenants/${code}`, JSON.parse(readFileSync(file, 'utf8')) as Seed]);
    }
  }
  return seeds;
}

const v = compileProfileValidators();

function expectValid(snapshot: ServerSnapshot, label: string): void {
  const parts = [
    ['whitelabel', v.whitelabel, snapshot.whitelabel],
    ['sitePermission', v.sitePermission, snapshot.sitePermission],
    ['status', v.status, snapshot.status],
    ['registerSettings', v.registerSettings, snapshot.registerSettings],
    ['gameMenus', v.gameMenus, snapshot.gameMenus],
  ] as const;
  for (const [name, validate, value] of parts) {
    expect(validate(value), `${label} ${name}: ${describeErrors(validate)}`).toBe(true);
  }
}

function field(snapshot: ServerSnapshot, name: string) {
  const found = snapshot.registerSettings.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function enabledFields(snapshot: ServerSnapshot): string[] {
  return snapshot.registerSettings.fields.filter((f) => f.enabled).map((f) => f.name);
}

describe('SERVER_PROFILES', () => {
  it('describes every profile in one line', () => {
    expect(SERVER_PROFILES).toEqual(['seeded', 'all-on', 'all-off', 'maintenance', 'region-blocked', 'mobile-registration']);
    for (const p of SERVER_PROFILES) {
      expect(SERVER_PROFILE_DESCRIPTIONS[p]).toMatch(/^[^\n]{10,140}$/);
      expect(isServerProfileName(p)).toBe(true);
    }
    expect(isServerProfileName('all-maybe')).toBe(false);
  });
});

describe('buildServerSnapshot', () => {
  it('produces schema-valid, self-consistent responses for every profile of every seed', () => {
    for (const [seedName, seed] of allSeeds()) {
      const base = seed ?? DEFAULT_SEED;
      if (seedName.startsWith('tenants/')) expect(v.seed(seed), `${seedName}: ${describeErrors(v.seed)}`).toBe(true);
      for (const profile of SERVER_PROFILES) {
        const label = `${seedName}/${profile}`;
        const snap = buildServerSnapshot(seed, profile, 'acme');
        expectValid(snap, label);
        expect(snap.sitePermission.info.whitelabel, label).toEqual(snap.whitelabel);
        expect(snap.sitePermission.info.register, label).toEqual(snap.registerSettings);
        expect(snap.sitePermission.info.register, label).not.toBe(snap.registerSettings);
        expect(snap.registerSettings.fields.map((f) => f.name), label).toEqual([...REGISTRATION_FIELD_NAMES]);
        for (const f of snap.registerSettings.fields) {
          if (f.patternId !== undefined) expect(KNOWN_PATTERN_IDS.has(f.patternId), `${label} ${f.name}`).toBe(true);
          if (f.acceptedPattern !== undefined) expect(() => new RegExp(f.acceptedPattern ?? '', 'u')).not.toThrow();
          if (f.required) expect(f.enabled, `${label} ${f.name} required but disabled`).toBe(true);
          if (f.minLength !== undefined && f.maxLength !== undefined) expect(f.minLength).toBeLessThanOrEqual(f.maxLength);
        }
        // Same-origin hosts, so the reference server can serve them.
        for (const host of [...snap.sitePermission.imageCDNs, ...snap.sitePermission.launchGameCDNs]) {
          expect(host).toMatch(/^\/(?!\/)/);
        }
        expect(snap.sitePermission.imageCDNs).toHaveLength(2);
        expect(snap.sitePermission.launchGameCDNs).toHaveLength(2);
        expect(snap.sitePermission.location.ip).toBe(PROFILE_VISITOR_IP);
        // Game menus follow the seed's vendors, in GAME_TYPES order.
        const expected = GAME_TYPES.filter((g) => (base.vendors[g] ?? []).length > 0);
        expect(snap.gameMenus.map((m) => m.gameCategory), label).toEqual(expected);
        for (const menu of snap.gameMenus) {
          expect(menu.vendors.map((x) => x.vassalage)).toEqual(base.vendors[menu.gameCategory]);
        }
        expect(snap.whitelabel.menu?.filter((m) => m.enabled).map((m) => m.gameType)).toEqual(expected);
      }
    }
  });

  it('is deterministic: same inputs, deep-equal output', () => {
    for (const [, seed] of allSeeds()) {
      for (const profile of SERVER_PROFILES) {
        expect(buildServerSnapshot(seed, profile, 'acme')).toEqual(buildServerSnapshot(seed, profile, 'acme'));
      }
    }
  });

  it('stays valid and deterministic for arbitrary seeds', () => {
    const vendorLists = fc.uniqueArray(fc.constantFrom(...VENDOR_CODES), { maxLength: VENDOR_CODES.length });
    const seedArb: fc.Arbitrary<Seed> = fc.record(
      {
        schemaVersion: fc.constant(1 as const),
        switches: fc.record(Object.fromEntries(SWITCHES.map((s) => [s, fc.boolean()])) as Record<(typeof SWITCHES)[number], fc.Arbitrary<boolean>>),
        vendors: fc.record(Object.fromEntries(GAME_TYPES.map((g) => [g, vendorLists])) as Record<(typeof GAME_TYPES)[number], typeof vendorLists>, { requiredKeys: [] }),
        agent: fc.record({ contractTypes: fc.uniqueArray(fc.constantFrom(...CONTRACT_TYPES)) }),
        registration: fc.record(
          {
            requiredFields: fc.uniqueArray(fc.constantFrom(...REGISTRATION_FIELD_NAMES)),
            enabledFields: fc.uniqueArray(fc.constantFrom(...REGISTRATION_FIELD_NAMES)),
          },
          { requiredKeys: [] },
        ),
        smsExpiryMinutes: fc.integer({ min: 1, max: 60 }),
        status: fc.constantFrom(0 as const, 1 as const, 2 as const),
      },
      { requiredKeys: ['schemaVersion', 'switches', 'vendors'] },
    );
    fc.assert(
      fc.property(seedArb, fc.constantFrom(...SERVER_PROFILES), fc.stringMatching(/^[a-z][a-z0-9-]{1,31}$/), (seed, profile, tenant) => {
        expect(v.seed(seed), describeErrors(v.seed)).toBe(true);
        const snap = buildServerSnapshot(seed, profile, tenant);
        expectValid(snap, `${tenant}/${profile}`);
        expect(buildServerSnapshot(structuredClone(seed), profile, tenant)).toEqual(snap);
        for (const name of seed.registration?.requiredFields ?? []) {
          if (profile !== 'all-on' && profile !== 'all-off') expect(field(snap, name).required).toBe(true);
        }
      }),
      { numRuns: 150, seed: 20240601 },
    );
  });

  it('seeded: uses the seed switches, registration overrides and SMS expiry', () => {
    const seed = FIXTURE_SEEDS['lottery-agent'];
    const snap = buildServerSnapshot(seed, 'seeded', 'lotto');
    expect(snap.whitelabel).toMatchObject({ mobileRegistration: true, registrationSms: true, passwordExpiry: true, usernameRegistration: true });
    expect(snap.referral).toBe(true);
    expect(snap.status).toMatchObject({ status: 0, maintenance: false, regionRestricted: false });
    expect(field(snap, 'email')).toMatchObject({ enabled: true, required: true, patternId: 'email' });
    expect(field(snap, 'payeeName')).toMatchObject({ enabled: true, required: true, patternId: 'englishLettersAndSpaces' });
    expect(field(snap, 'qqNum')).toMatchObject({ enabled: true, required: false });
    expect(field(snap, 'mobileNum')).toMatchObject({ required: true, patternId: 'digitsOnly', minLength: 11, maxLength: 11 });
    expect(field(snap, 'verificationCode')).toMatchObject({ enabled: true, required: true });
    expect(snap.registerSettings.smsExpiryMinutes).toBe(2);
    expect(snap.gameMenus.map((m) => m.gameCategory)).toEqual(['ELOTT', 'LOTT']);
  });

  it('seeded without a seed: default rules and a broad default catalogue', () => {
    const snap = buildServerSnapshot(undefined, 'seeded', 'acme');
    expect(snap).toEqual(buildServerSnapshot(DEFAULT_SEED, 'seeded', 'acme'));
    expect(field(snap, 'username')).toMatchObject({ enabled: true, required: true, patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 });
    // The password policy: 8 to 64 printable characters of any kind (engine/registration/accountPolicy.ts).
    expect(field(snap, 'password')).toMatchObject({ enabled: true, required: true, patternId: '*', acceptedPattern: PRINTABLE_PATTERN, minLength: 8, maxLength: 64 });
    expect(field(snap, 'mobileNum')).toMatchObject({ required: false, patternId: 'digitsOnly' });
    expect(field(snap, 'payeeName').patternId).toBe('englishLettersAndSpaces');
    expect(field(snap, 'verificationCode').enabled).toBe(false);
    const disabled = snap.registerSettings.fields.filter((f) => !f.enabled);
    expect(disabled.length).toBeGreaterThan(snap.registerSettings.fields.length / 2);
    expect(snap.gameMenus.map((m) => m.gameCategory)).toEqual([...GAME_TYPES]);
    expect(snap.gameMenus.find((m) => m.gameCategory === 'RNG')?.vendors.length).toBeGreaterThan(10);
    expect(snap.registerSettings.smsExpiryMinutes).toBe(5);
  });

  it('all-on and all-off set every switch', () => {
    const seed = FIXTURE_SEEDS.minimal;
    const on = buildServerSnapshot(seed, 'all-on', 'acme');
    const off = buildServerSnapshot(seed, 'all-off', 'acme');
    for (const s of SWITCHES) {
      if (s === 'referral') continue;
      expect(on.whitelabel[s], s).toBe(true);
      expect(off.whitelabel[s], s).toBe(false);
    }
    expect(on.referral).toBe(true);
    expect(off.referral).toBe(false);
    expect(on.whitelabel.socialLogin).toBe(true);
    expect(enabledFields(on)).toEqual([...REGISTRATION_FIELD_NAMES]);
    expect(on.registerSettings.fields.filter((f) => f.required).length).toBeGreaterThanOrEqual(5);
    expect(field(on, 'mobileNum').required).toBe(true);
    expect(enabledFields(off)).toEqual(['username', 'password', 'confirmPassword']);
    expect(off.registerSettings.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('maintenance: seeded plus status 1; maintenance wins over the seed region status', () => {
    for (const [name, seed] of allSeeds()) {
      const seeded = buildServerSnapshot(seed, 'seeded', 'acme');
      const snap = buildServerSnapshot(seed, 'maintenance', 'acme');
      expect(snap.status, name).toMatchObject({ status: 1, maintenance: true, regionRestricted: false });
      expect(snap.sitePermission.maintenance).toBe(true);
      expect(snap.sitePermission.regionRestriction).toBe(false);
      expect(snap.whitelabel).toEqual(seeded.whitelabel);
      expect(snap.registerSettings).toEqual(seeded.registerSettings);
      expect(snap.gameMenus).toEqual(seeded.gameMenus);
      expect(snap.referral).toBe(seeded.referral);
    }
  });

  it('region-blocked: seeded plus status 2, region restriction and the visitor IP', () => {
    for (const [name, seed] of allSeeds()) {
      const seeded = buildServerSnapshot(seed, 'seeded', 'acme');
      const snap = buildServerSnapshot(seed, 'region-blocked', 'acme');
      expect(snap.status, name).toEqual({ status: 2, maintenance: false, regionRestricted: true, ip: '203.0.113.7' });
      expect(snap.sitePermission.regionRestriction).toBe(true);
      expect(snap.sitePermission.maintenance).toBe(false);
      expect(snap.sitePermission.location.ip).toBe('203.0.113.7');
      expect(snap.whitelabel).toEqual(seeded.whitelabel);
      expect(snap.gameMenus).toEqual(seeded.gameMenus);
    }
  });

  it('seed status drives the seeded profile', () => {
    expect(buildServerSnapshot(FIXTURE_SEEDS['seeded-maintenance'], 'seeded', 'acme').status.status).toBe(1);
    expect(buildServerSnapshot(FIXTURE_SEEDS['seeded-region'], 'seeded', 'acme').sitePermission.regionRestriction).toBe(true);
    expect(buildServerSnapshot(FIXTURE_SEEDS['seeded-region'], 'maintenance', 'acme').status.status).toBe(1);
  });

  it('mobile-registration: mobile and SMS on, username off, mobile number and code required', () => {
    const seeded = buildServerSnapshot(FIXTURE_SEEDS.minimal, 'seeded', 'acme');
    const snap = buildServerSnapshot(FIXTURE_SEEDS.minimal, 'mobile-registration', 'acme');
    expect(snap.whitelabel).toEqual({ ...seeded.whitelabel, mobileRegistration: true, usernameRegistration: false, registrationSms: true });
    expect(field(snap, 'mobileNum')).toMatchObject({ enabled: true, required: true, patternId: 'digitsOnly', minLength: 11, maxLength: 11 });
    expect(field(snap, 'verificationCode')).toMatchObject({ enabled: true, required: true });
    expect(snap.status.status).toBe(0);
  });

  it('a seed with 15 RNG vendors yields 15 vendor entries with names, icons and 2 to 4 classifications', () => {
    const snap = buildServerSnapshot(FIXTURE_SEEDS['rng-15'], 'seeded', 'acme');
    const rng = snap.gameMenus.find((m) => m.gameCategory === 'RNG');
    expect(rng?.vendors).toHaveLength(15);
    for (const vendor of rng?.vendors ?? []) {
      expect(vendor.gameType).toBe('RNG');
      expect(vendor.displayName.length).toBeGreaterThan(0);
      expect(vendor.lagerIcon).toBe(`/img/vendors/${vendor.vassalage}.png`);
      expect(vendor.gameClassify.length).toBeGreaterThanOrEqual(2);
      expect(vendor.gameClassify.length).toBeLessThanOrEqual(4);
      expect(vendor.gameClassify[0]?.key).toBe('ALL');
      const keys = vendor.gameClassify.map((c) => c.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    // The choice varies between vendors (it is seeded, not constant).
    const shapes = new Set(rng?.vendors.map((x) => x.gameClassify.map((c) => c.key).join(',')));
    expect(shapes.size).toBeGreaterThan(1);
    expect(rng?.vendors.find((x) => x.vassalage === 'PG')?.displayName).toBe('PG Soft');
  });

  it('a seed without vendors yields empty game menus and a menu with every game type off', () => {
    const snap = buildServerSnapshot(FIXTURE_SEEDS['no-vendors'], 'seeded', 'acme');
    expect(snap.gameMenus).toEqual([]);
    expect(snap.whitelabel.menu?.every((m) => !m.enabled)).toBe(true);
  });
});
