/**
 * A profile that forbids a server switch: the stored switch stays on, and every answer built from the
 * tenant's state (white-label, site permission, register settings, referral) has it off.
 */
import { describe, expect, it } from 'vitest';
import { JURISDICTION_PROFILES } from '../../../engine/jurisdictions/profiles';
import type { JurisdictionRule } from '../../../schemas/jurisdiction';
import { useTestServer } from '../../testing/testApp';
import { readTenantState, registrationInputsOf, serverSnapshotOf, writeTenantSwitches } from './tenantState';
import type { TenantInfo } from './tenants';

const server = useTestServer();

const RULE: JurisdictionRule = { id: 'BR-test-referral', kind: 'forbid', file: 'features', pointer: '/switches/referral', in: [true], rule: 'test', citation: 'test', fix: 'test' };

describe('a switch the jurisdiction forbids', () => {
  it('is off in the state and every answer built from it, while the stored switch stays on', async () => {
    const lusa = server.tenants.byCode.get('lusa')!;
    expect(lusa.compiled.features.jurisdiction).toBe('BR');
    await writeTenantSwitches(server.db, lusa, { referral: true });
    const rules = JURISDICTION_PROFILES.BR.rules;
    rules.push(RULE);
    try {
      // A fresh manifest object: the law is read once per merged manifest.
      const tenant: TenantInfo = { ...lusa, compiled: { ...lusa.compiled, features: { ...lusa.compiled.features } } };
      const state = await readTenantState(server.db, tenant);
      expect(state.switches.referral).toBe(false);
      const inputs = registrationInputsOf(tenant, state);
      expect(inputs.referral).toBe(false);
      const snapshot = serverSnapshotOf(tenant, state);
      expect(snapshot.referral).toBe(false);
      expect(snapshot.sitePermission.info.whitelabel).not.toHaveProperty('referral', true);
      // The operator's stored value is kept: a change of another switch does not write the clamp.
      expect((await writeTenantSwitches(server.db, tenant, { passwordExpiry: true }))?.referral).toBe(true);
      // Without the rule, the same tenant answers the stored switch.
      rules.pop();
      const plain: TenantInfo = { ...lusa, compiled: { ...lusa.compiled, features: { ...lusa.compiled.features } } };
      expect((await readTenantState(server.db, plain)).switches.referral).toBe(true);
    } finally {
      if (rules.at(-1) === RULE) rules.pop();
    }
  });
});
