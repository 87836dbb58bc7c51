import { describe, expect, it } from 'vitest';
import { DiagnosticCollector } from '../diagnostics/collect';
import type { DiagnosticInput } from '../diagnostics/types';
import { validateFeaturesManifest, validateLayoutManifest } from '../generated/validators.js';
import { readManifest } from '../load/readManifest';
import { reportSchemaErrors, runValidator } from './reportSchemaErrors';
import type { StandaloneValidator } from './standaloneValidator';

/** Validates a value and returns every reported diagnostic (empty when valid). */
function problems(validate: StandaloneValidator, value: unknown): DiagnosticInput[] {
  const reported: DiagnosticInput[] = [];
  if (!validate(value)) reportSchemaErrors(validate.errors ?? [], { report: (d) => reported.push(d) });
  return reported;
}

/** The single diagnostic reported at a pointer (fails when there is not exactly one). */
function at(list: DiagnosticInput[], pointer: string): DiagnosticInput {
  const hits = list.filter((d) => d.pointer === pointer);
  expect(hits, `diagnostics at ${pointer}: ${JSON.stringify(list)}`).toHaveLength(1);
  return hits[0]!;
}

const layout = (extra: object) => ({ schemaVersion: 2, ...extra });
const features = (extra: object) => ({ schemaVersion: 2, ...extra });

describe('reportSchemaErrors', () => {
  it('reports nothing for valid manifests', () => {
    expect(problems(validateLayoutManifest, layout({ pages: { home: [{ widget: 'winner-board' }] } }))).toEqual([]);
    expect(problems(validateFeaturesManifest, features({ theme: { default: 'light' } }))).toEqual([]);
  });

  it('reports an unknown key at the key, with a did-you-mean hint', () => {
    const d = at(problems(validateLayoutManifest, layout({ pagez: {} })), '/pagez');
    expect(d).toMatchObject({ code: 'SCHEMA_UNKNOWN_KEY', atKey: true, message: 'unknown key "pagez"', hint: 'did you mean "pages"?' });
  });

  it('reports a nested unknown key with the suggestion from that object', () => {
    const d = at(problems(validateFeaturesManifest, features({ switches: { referal: true } })), '/switches/referal');
    expect(d).toMatchObject({ code: 'SCHEMA_UNKNOWN_KEY', hint: 'did you mean "referral"?' });
  });

  it('lists the allowed keys when no key is close to the unknown one', () => {
    const d = at(problems(validateLayoutManifest, layout({ navigation: { zzzzzzzzzz: 1 } })), '/navigation/zzzzzzzzzz');
    expect(d.code).toBe('SCHEMA_UNKNOWN_KEY');
    expect(d.hint).toBe('use one of the keys "hiddenGameTypes", "showPromotions", "vendorMenu"');
  });

  it('escapes "/" and "~" in the pointer of an unknown key', () => {
    const d = at(problems(validateLayoutManifest, layout({ 'a/b~c': 1 })), '/a~1b~0c');
    expect(d).toMatchObject({ code: 'SCHEMA_UNKNOWN_KEY', message: 'unknown key "a/b~c"' });
  });

  it('reports a missing required key at its object', () => {
    expect(problems(validateLayoutManifest, {})).toEqual([
      { code: 'SCHEMA_REQUIRED', pointer: '', message: 'missing required key "schemaVersion"', hint: 'add "schemaVersion"' },
    ]);
    const d = at(problems(validateLayoutManifest, layout({ pages: { home: [{ props: {} }] } })), '/pages/home/0');
    expect(d).toMatchObject({ code: 'SCHEMA_REQUIRED', message: 'missing required key "widget"' });
  });

  it('reports a wrong type with what was expected and what was found', () => {
    const d = at(problems(validateLayoutManifest, { schemaVersion: 'x' }), '/schemaVersion');
    expect(d).toMatchObject({ code: 'SCHEMA_TYPE', message: 'expected an integer, got the string "x"' });
    expect(at(problems(validateLayoutManifest, { schemaVersion: 2.5 }), '/schemaVersion').message).toBe('expected an integer, got number 2.5');
    expect(at(problems(validateFeaturesManifest, features({ features: { pointsMall: 'yes' } })), '/features/pointsMall').message).toBe(
      'expected a boolean, got the string "yes"',
    );
    expect(at(problems(validateLayoutManifest, layout({ pages: [] })), '/pages').message).toBe('expected an object, got an array');
    expect(at(problems(validateLayoutManifest, layout({ routes: null })), '/routes').message).toBe('expected an array, got null');
  });

  it('shortens a long string in a message', () => {
    const long = 'x'.repeat(60);
    const d = at(problems(validateLayoutManifest, { schemaVersion: long }), '/schemaVersion');
    expect(d.message).toBe(`expected an integer, got the string "${'x'.repeat(40)}…"`);
  });

  it('reports a value outside an enum with a did-you-mean hint', () => {
    const d = at(problems(validateFeaturesManifest, features({ theme: { default: 'drak' } })), '/theme/default');
    expect(d).toMatchObject({ code: 'SCHEMA_ENUM', message: 'the string "drak" is not an allowed value', hint: 'did you mean "dark"?' });
    const item = at(problems(validateLayoutManifest, layout({ navigation: { hiddenGameTypes: ['LIVE', 'SPORT'] } })), '/navigation/hiddenGameTypes/1');
    expect(item).toMatchObject({ code: 'SCHEMA_ENUM', hint: 'did you mean "SPORTS"?' });
  });

  it('lists the allowed values when no enum value is close', () => {
    const d = at(problems(validateFeaturesManifest, features({ languages: { default: 'klingon' } })), '/languages/default');
    expect(d).toMatchObject({ code: 'SCHEMA_ENUM', hint: 'use one of "pt", "en"' });
  });

  it('reports a pattern mismatch with the form in words, an example and, when it can, the mended value', () => {
    const code = at(problems(validateFeaturesManifest, features({ tenant: { code: 'A', name: 'Acme', merchantCode: 'AC01', domains: ['acme.example'] } })), '/tenant/code');
    expect(code).toMatchObject({
      code: 'SCHEMA_PATTERN',
      message: 'the string "A" does not have the expected form',
      hint: 'a tenant code is 2 to 32 lower-case letters, digits and "-", starting with a letter (the folder name), e.g. "acme"',
    });
    const path = at(problems(validateLayoutManifest, layout({ routes: [{ id: 'x', path: 'noslash' }] })), '/routes/0/path');
    expect(path).toMatchObject({ code: 'SCHEMA_PATTERN', hint: 'a path starts with "/" and uses letters, digits, "-", "_", "." and "/", e.g. "/vip-club"; write "/noslash"' });
    const domain = at(problems(validateFeaturesManifest, features({ tenant: { code: 'acme', name: 'Acme', merchantCode: 'AC01', domains: ['https://Acme.example.com:8080/'] } })), '/tenant/domains/0');
    expect(domain?.hint).toBe('a domain is a lower-case host name, without scheme, port or path, e.g. "acme.example.com"; write "acme.example.com"');
    const logo = at(problems(validateFeaturesManifest, features({ brand: { logo: 'www.acme.com/logo.svg' } })), '/brand/logo');
    expect(logo?.hint).toContain('; write "https://www.acme.com/logo.svg"');
  });

  it('reports a wrong type with the value converted when it can be', () => {
    const list = problems(validateLayoutManifest, layout({ sideMenu: { collapsed: 'no' }, navigation: { vendorMenu: { homeVendors: '4', homeHotGames: 'six' } } }));
    expect(at(list, '/sideMenu/collapsed')?.hint).toBe('write false, without quotes');
    expect(at(list, '/navigation/vendorMenu/homeVendors')?.hint).toBe('write 4, a number without quotes');
    expect(at(list, '/navigation/vendorMenu/homeHotGames')?.hint).toBe('write a whole number without quotes, e.g. 1');
    const name = at(problems(validateFeaturesManifest, features({ tenant: { code: 'acme', name: 18, merchantCode: 'AC01', domains: ['acme.example'] } })), '/tenant/name');
    expect(name?.hint).toBe('write "18", in quotes');
  });

  it('reports numbers, strings, lists and objects out of range', () => {
    const list = problems(validateLayoutManifest, layout({ sideMenu: { blocks: { promotions: { promotionCount: 7 }, vip: { promotionCount: 0 } } } }));
    expect(at(list, '/sideMenu/blocks/promotions/promotionCount')).toMatchObject({ code: 'SCHEMA_RANGE', message: 'number 7 is above the maximum 6' });
    expect(at(list, '/sideMenu/blocks/vip/promotionCount')).toMatchObject({ code: 'SCHEMA_RANGE', message: 'number 0 is below the minimum 1' });
    expect(at(list, '/sideMenu/blocks/vip/promotionCount').hint).toContain('at most 6');
    const more = problems(validateFeaturesManifest, features({ languages: { supported: [] }, brand: { title: {} } }));
    expect(at(more, '/languages/supported')).toMatchObject({ code: 'SCHEMA_RANGE', message: 'the list needs at least 1 item' });
    expect(at(more, '/brand/title')).toMatchObject({ code: 'SCHEMA_RANGE', message: 'the object needs at least 1 key' });
    const name = problems(validateFeaturesManifest, features({ tenant: { code: 'acme', name: '', merchantCode: 'AC01', domains: ['acme.example'] } }));
    expect(at(name, '/tenant/name')).toMatchObject({ code: 'SCHEMA_RANGE', message: 'the string "" is shorter than 1 character' });
  });

  it('reports a repeated list item at the later copy', () => {
    const d = at(problems(validateLayoutManifest, layout({ footer: { vendorLogos: ['PG', 'JDB', 'PG'] } })), '/footer/vendorLogos/2');
    expect(d).toMatchObject({ code: 'SCHEMA_UNIQUE', message: 'item 2 repeats item 0', hint: 'list each value once' });
  });

  it('reports a bad property name at the key (propertyNames), once per name', () => {
    const list = problems(validateLayoutManifest, layout({ pages: { '1bad': [], 'a/b': [], good: [] } }));
    expect(list).toHaveLength(2);
    expect(at(list, '/pages/1bad')).toMatchObject({ code: 'SCHEMA_PATTERN', atKey: true, message: '"1bad" is not an allowed name here' });
    expect(at(list, '/pages/a~1b')).toMatchObject({ code: 'SCHEMA_PATTERN', atKey: true, message: '"a/b" is not an allowed name here' });
  });

  it('reports every problem in one pass, several in one value', () => {
    const list = problems(validateFeaturesManifest, {
      schemaVersion: 'two',
      theem: {},
      theme: { default: 'drak', dark: { primary: 'red', primry: '#000000' } },
      tenant: { code: 'A', name: '' },
      languages: { supported: ['pt', 'pt'] },
    });
    const summary = list.map((d) => `${d.code} ${d.pointer}`).sort();
    expect(summary).toEqual(
      [
        'SCHEMA_TYPE /schemaVersion',
        'SCHEMA_UNKNOWN_KEY /theem',
        'SCHEMA_ENUM /theme/default',
        'SCHEMA_PATTERN /theme/dark/primary',
        'SCHEMA_UNKNOWN_KEY /theme/dark/primry',
        'SCHEMA_REQUIRED /tenant',
        'SCHEMA_REQUIRED /tenant',
        'SCHEMA_PATTERN /tenant/code',
        'SCHEMA_RANGE /tenant/name',
        'SCHEMA_UNIQUE /languages/supported/1',
      ].sort(),
    );
    const required = list.filter((d) => d.code === 'SCHEMA_REQUIRED').map((d) => d.message).sort();
    expect(required).toEqual(['missing required key "domains"', 'missing required key "merchantCode"']);
    expect(at(list, '/theme/dark/primry').hint).toBe('did you mean "primary"?');
  });

  it('reports the same ajv error only once', () => {
    validateLayoutManifest({ schemaVersion: 'x' });
    const errors = validateLayoutManifest.errors ?? [];
    const reported: DiagnosticInput[] = [];
    reportSchemaErrors([...errors, ...errors], { report: (d) => reported.push(d) });
    expect(reported).toHaveLength(1);
  });

  it('prefixes pointers with the base pointer', () => {
    validateLayoutManifest({ schemaVersion: 'x', extra: 1 });
    const reported: DiagnosticInput[] = [];
    reportSchemaErrors(validateLayoutManifest.errors ?? [], { report: (d) => reported.push(d) }, '/layout');
    expect(reported.map((d) => d.pointer).sort()).toEqual(['/layout/extra', '/layout/schemaVersion']);
  });
});

describe('runValidator', () => {
  it('returns true and reports nothing for a valid value', () => {
    const collector = new DiagnosticCollector();
    expect(runValidator(validateLayoutManifest, { schemaVersion: 2 }, collector.forFile('acme', 'layout.json'))).toBe(true);
    expect(collector.diagnostics).toEqual([]);
  });

  it('locates diagnostics in the source: unknown keys at the key, wrong values at the value', () => {
    const text = '{\n  "schemaVersion": 2,\n  "navigation": {\n    "showPromotion": true,\n    "hiddenGameTypes": ["LIVE", "SPORT"]\n  }\n}\n';
    const loaded = readManifest({ path: 'tenants/acme/layout.json', text });
    const collector = new DiagnosticCollector();
    expect(runValidator(validateLayoutManifest, loaded.value, collector.forFile('acme', loaded.file, loaded.locator))).toBe(false);
    const byCode = Object.fromEntries(collector.diagnostics.map((d) => [d.code, d]));
    expect(byCode.SCHEMA_UNKNOWN_KEY).toMatchObject({ line: 4, column: 5, pointer: '/navigation/showPromotion', severity: 'error', tenant: 'acme', file: 'tenants/acme/layout.json' });
    expect(byCode.SCHEMA_UNKNOWN_KEY?.hint).toBe('did you mean "showPromotions"?');
    expect(byCode.SCHEMA_ENUM).toMatchObject({ line: 5, column: 33, pointer: '/navigation/hiddenGameTypes/1' });
    expect(collector.diagnostics).toHaveLength(2);
  });

  it('reports a "__proto__" key written in a manifest as an unknown key', () => {
    const text = '{\n  "schemaVersion": 2,\n  "__proto__": { "theme": { "default": "light" } }\n}\n';
    const loaded = readManifest({ path: 'tenants/acme/features.json', text });
    const collector = new DiagnosticCollector();
    expect(runValidator(validateFeaturesManifest, loaded.value, collector.forFile('acme', loaded.file, loaded.locator))).toBe(false);
    expect(collector.diagnostics.map((d) => [d.code, d.pointer, d.line, d.column])).toEqual([['SCHEMA_UNKNOWN_KEY', '/__proto__', 3, 3]]);
  });
});
