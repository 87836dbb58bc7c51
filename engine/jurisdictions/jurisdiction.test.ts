import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateJurisdictionProfile, validateLayoutManifest } from '../generated/validators.js';
import { explainValue } from '../merge/explain';
import { compileTenant, type TenantSources } from '../pipeline/compileTenant';
import { buildTenant, checkTenants } from '../cli/checkTenants';
import type { ResolvedSite } from '../types';
import { JURISDICTIONS } from '../../schemas/jurisdiction';
import type { FeaturesManifest } from '../manifestTypes';
import { isValidCnpj } from './companyNumbers';
import { JURISDICTION_PROFILES, jurisdictionLayerLabel } from './profiles';
import { fillProfileTexts } from './checkJurisdiction';

const BR_LAYER = jurisdictionLayerLabel('BR');
const LEGAL = {
  name: 'Acme Apostas Ltda.',
  registrationNumber: '11.222.333/0001-81',
  licence: 'Portaria SPA/MF nº 0000/2025',
  address: 'Rua Exemplo, 1, São Paulo - SP',
  support: { email: 'help@acme.example', phone: '0800 000 0000' },
};

const file = (path: string, value: unknown) => ({ path, text: JSON.stringify({ schemaVersion: 2, ...(value as object) }, null, 2) });

/** A tenant "acme" extending the preset "base", with the given features of each. */
function sources(tenantFeatures: Record<string, unknown>, presetFeatures: Record<string, unknown> = {}, layout: Record<string, unknown> = {}): TenantSources {
  return {
    tenant: 'acme',
    layout: file('tenants/acme/layout.json', { extends: 'base', ...layout }),
    features: file('tenants/acme/features.json', {
      extends: 'base',
      tenant: { code: 'acme', name: 'Acme', merchantCode: 'ACME01', domains: ['acme.localhost'] },
      ...tenantFeatures,
    }),
    presets: { base: { layout: file('tenants/presets/base/layout.json', {}), features: file('tenants/presets/base/features.json', presetFeatures) } },
  };
}

describe('jurisdiction profiles', () => {
  it.each(JURISDICTIONS)('%s is a valid profile whose layout layer is a valid layout manifest', (code) => {
    const profile = JURISDICTION_PROFILES[code];
    expect(validateJurisdictionProfile(profile), JSON.stringify(validateJurisdictionProfile.errors?.map((e) => `${e.instancePath} ${e.message ?? ""}`))).toBe(true);
    expect(validateLayoutManifest({ schemaVersion: 2, ...fillProfileTexts(profile.defaults?.layout, { legal: LEGAL }) as object })).toBe(true);
    // Every rule cites its source and has an id of its own.
    expect(new Set(profile.rules.map((r) => r.id)).size).toBe(profile.rules.length);
    for (const rule of profile.rules) expect(rule.citation).toMatch(/Lei|Portaria|IN |PN /);
  });
});

describe('the rules page', () => {
  it.each(JURISDICTIONS)('docs/jurisdictions.md lists every rule of %s with its citation', (code) => {
    const page = readFileSync(new URL('../../docs/jurisdictions.md', import.meta.url), 'utf8');
    for (const rule of JURISDICTION_PROFILES[code].rules) {
      const row = page.split('\n').find((line) => line.startsWith(`| \`${rule.id}\` |`));
      expect(row, rule.id).toBeDefined();
      expect(row).toContain(rule.citation);
    }
  });
});

describe('the jurisdiction layer of the merge', () => {
  it('sits above the preset and below the tenant, and explain names it', () => {
    const { compiled, diagnostics } = compileTenant(sources(
      { jurisdiction: 'BR', legal: LEGAL, games: { showRtp: true } },
      { session: { idleMinutes: 60 }, payments: { depositMethods: ['pix', 'creditCard'] } },
    ));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const features = compiled!.features;
    // The preset's 60 minutes and credit card give way to the profile's defaults.
    expect(features.session?.idleMinutes).toBe(30);
    expect(features.payments?.depositMethods).toEqual(['pix', 'bankTransfer', 'debitCard', 'prepaidCard']);
    const docs = { layout: compiled!.layout, features };
    expect(explainValue(docs, compiled!.provenance, '/features/session/idleMinutes').setBy).toBe(BR_LAYER);
    expect(explainValue(docs, compiled!.provenance, '/features/games/showRtp').setBy).toBe('tenant (tenants/acme/features.json)');
    expect(explainValue(docs, compiled!.provenance, '/layout/footer/copyright/pt').setBy).toBe(BR_LAYER);
    expect(compiled!.layers.features.map((l) => l.label)).toEqual([
      'engine default', 'preset base (tenants/presets/base/features.json)', BR_LAYER, 'tenant (tenants/acme/features.json)',
    ]);
    expect(compiled!.jurisdiction).toEqual({ code: 'BR', layer: BR_LAYER, acknowledged: [] });
  });

  it('lets the tenant set a value the profile allows over the profile\'s default', () => {
    const { compiled } = compileTenant(sources({ jurisdiction: 'BR', legal: LEGAL, session: { idleMinutes: 15 } }));
    expect(compiled!.features.session?.idleMinutes).toBe(15);
  });

  it('fills the footer\'s legal text from the manifest, in each language', () => {
    const { compiled } = compileTenant(sources({ jurisdiction: 'BR', legal: LEGAL }));
    const copyright = compiled!.layout.footer?.copyright;
    expect(copyright?.pt).toContain('Acme Apostas Ltda. · CNPJ 11.222.333/0001-81 · Portaria SPA/MF nº 0000/2025');
    expect(copyright?.pt).toContain('18+ · Proibido para menores de 18 anos. Jogue com responsabilidade.');
    expect(copyright?.en).toContain('Customer service: help@acme.example · 0800 000 0000');
    expect(copyright?.en).toContain('Self-exclusion: https://www.gov.br/autoexclusaoapostas');
  });

  it('is absent without a jurisdiction: no layer, no rule, no footer text', () => {
    const { compiled, diagnostics } = compileTenant(sources({ payments: { depositMethods: ['creditCard'] } }));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(compiled!.layers.features.map((l) => l.label)).not.toContain(BR_LAYER);
    expect(compiled!.jurisdiction).toBeUndefined();
    expect(compiled!.layout.footer?.copyright).toBeUndefined();
    expect((compiled!.features as FeaturesManifest).payments?.depositMethods).toEqual(['creditCard']);
  });

  it('takes the jurisdiction a preset names, and stops the build on a rule\'s error', () => {
    const result = compileTenant(sources({ payments: { depositMethods: ['crypto'] } }, { jurisdiction: 'BR' }));
    expect(result.compiled).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toContain('JURISDICTION_FORBIDS');
    expect(result.diagnostics.map((d) => d.code)).toContain('JURISDICTION_REQUIRES');
  });

  it('lists an acknowledged review rule with its reason, and refuses an acknowledgement outside a profile', () => {
    const reason = 'Missions pay a fixed reward after the rounds they count.';
    const { compiled } = compileTenant(sources({ jurisdiction: 'BR', legal: LEGAL, acknowledgements: [{ id: 'BR-missions-after-bets', reason }] }));
    expect(compiled!.jurisdiction?.acknowledged).toEqual([expect.objectContaining({ id: 'BR-missions-after-bets', reason, citation: 'Lei 14.790/2023 art. 29' })]);
    const outside = compileTenant(sources({ acknowledgements: [{ id: 'BR-missions-after-bets', reason }] }));
    expect(outside.diagnostics.filter((d) => d.code === 'JURISDICTION_REVIEW').map((d) => d.severity)).toEqual(['error']);
  });
});

describe('the demo tenants', () => {
  it('lusa runs under BR and checks without an error or a jurisdiction warning; redeprime has no profile', () => {
    const lusa = checkTenants(['lusa']);
    expect(lusa.filter((d) => d.severity === 'error' || d.code.startsWith('JURISDICTION'))).toEqual([]);
    expect(writtenFeatures('lusa').jurisdiction).toBe('BR');
    expect(writtenFeatures('redeprime').jurisdiction).toBeUndefined();
  });

  it("resolves lusa's sign-up from the profile (CPF, birth date, gender, loss and time limits, the risk warning) and none for redeprime", () => {
    expect(resolvedSignUp('lusa')).toEqual({ fields: ['cpf', 'birthDate', 'gender'], minimumAge: 18, limits: ['loss', 'time'], riskWarning: true });
    expect(resolvedSignUp('redeprime')).toEqual({ fields: [], minimumAge: 18, limits: [], riskWarning: false });
  });
});

/** A tenant's resolved sign-up under the seeded server profile. */
function resolvedSignUp(tenant: string): unknown {
  return (buildTenant(tenant, 'seeded').site as ResolvedSite).signUp;
}

/** A tenant's features.json as written. */
function writtenFeatures(tenant: string): FeaturesManifest {
  return JSON.parse(readFileSync(new URL(`../../tenants/${tenant}/features.json`, import.meta.url), 'utf8')) as FeaturesManifest;
}

describe('CNPJ check digits', () => {
  it('accepts a number with valid digits, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('47.125.903/0001-62')).toBe(true);
  });
  it('refuses wrong digits, the wrong length, letters and fourteen equal digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8a')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });
});
