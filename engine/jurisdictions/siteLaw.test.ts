import { describe, expect, it } from 'vitest';
import type { JurisdictionProfile } from '../../schemas/jurisdiction';
import type { FeaturesManifest } from '../manifestTypes';
import { JURISDICTION_PROFILES } from './profiles';
import { clampSwitches, depositMethodAllowed, siteLawOf } from './siteLaw';

const BR = { jurisdiction: 'BR' } as FeaturesManifest;

/** A profile the engine does not ship: BR's rules and one that forbids the referral switch. */
const WITH_SWITCH_RULE: JurisdictionProfile = {
  ...JURISDICTION_PROFILES.BR,
  rules: [...JURISDICTION_PROFILES.BR.rules, {
    id: 'XX-referral', kind: 'forbid', file: 'features', pointer: '/switches/referral', in: [true], rule: 'test rule', citation: 'none', fix: 'none',
  }],
};

describe('the law a server enforces (siteLawOf)', () => {
  it('reads the forbidden deposit methods from the profile and the offered ones from the manifest', () => {
    const law = siteLawOf({ ...BR, payments: { depositMethods: ['pix', 'debitCard', 'creditCard'] } } as FeaturesManifest);
    expect(law.forbiddenDepositMethods).toEqual(['creditCard', 'crypto', 'cash', 'boleto']);
    expect(depositMethodAllowed(law, 'pix')).toBe(true);
    expect(depositMethodAllowed(law, 'creditCard')).toBe(false);
    expect(depositMethodAllowed(law, 'bankTransfer')).toBe(false);
    const none = siteLawOf({} as FeaturesManifest);
    expect(none.jurisdiction).toBeUndefined();
    expect(['creditCard', 'crypto', 'boleto'].every((m) => depositMethodAllowed(none, m as 'crypto'))).toBe(true);
  });

  it('caps the idle time at the profile\'s ceiling, and keeps a shorter one', () => {
    expect(siteLawOf({ ...BR, session: { idleMinutes: 60 } } as FeaturesManifest).idleMinutes).toBe(30);
    expect(siteLawOf({ ...BR, session: { idleMinutes: 15 } } as FeaturesManifest).idleMinutes).toBe(15);
    expect(siteLawOf(BR).idleMinutes).toBe(30);
    expect(siteLawOf({ session: { idleMinutes: 90 } } as FeaturesManifest).idleMinutes).toBe(90);
    expect(siteLawOf({} as FeaturesManifest).idleMinutes).toBeUndefined();
  });

  it('turns off the switches a profile forbids and leaves the others as they are', () => {
    const law = siteLawOf(BR, { BR: WITH_SWITCH_RULE });
    expect(law.forbiddenSwitches).toEqual(['referral']);
    expect(clampSwitches({ referral: true, agentPolicy: true, passwordExpiry: false }, law)).toEqual({ referral: false, agentPolicy: true, passwordExpiry: false });
    // BR as shipped forbids no switch: the answer is the server's.
    expect(clampSwitches({ referral: true }, siteLawOf(BR))).toEqual({ referral: true });
  });
});
