import { describe, expect, it } from 'vitest';
import { explainValue, withBuiltInRoutes } from './explain';
import { mergeLayers } from './mergeLayers';

const DEFAULTS = 'engine default';
const PRESET = 'preset base (tenants/presets/base/features.json)';
const TENANT = 'tenant (tenants/acme/features.json)';

const layout = mergeLayers([
  { label: DEFAULTS, value: { schemaVersion: 2, pages: { home: [{ widget: 'banner-carousel', props: { delay: 5000, gap: 20 } }, { widget: 'winner-board' }] } } },
  { label: 'tenant (tenants/acme/layout.json)', value: { schemaVersion: 2, pages: { home: [{ widget: 'banner-carousel', props: { delay: 6000 } }] } } },
]);
const features = mergeLayers([
  { label: DEFAULTS, value: { schemaVersion: 2, theme: { default: 'dark', dark: { primary: '#111111', accent: '#222222' } }, languages: { default: 'pt' } } },
  { label: PRESET, value: { schemaVersion: 2, theme: { dark: { accent: '#333333' } } } },
  { label: TENANT, value: { schemaVersion: 2, extends: 'base', theme: { default: 'light' }, features: { vip: false }, copy: { en: { 'a/b': 'x' } } } },
]);

const docs = { layout: layout.value, features: features.value };
const provenance = { layout: layout.provenance, features: features.provenance };
const explain = (pointer: string) => explainValue(docs, provenance, pointer);

describe('explainValue', () => {
  it('gives the final value and the layer that set a leaf in /features', () => {
    expect(explain('/features/theme/default')).toEqual({ pointer: '/features/theme/default', value: 'light', found: true, setBy: TENANT });
    expect(explain('/features/theme/dark/accent')).toEqual({ pointer: '/features/theme/dark/accent', value: '#333333', found: true, setBy: PRESET });
    expect(explain('/features/theme/dark/primary')).toMatchObject({ value: '#111111', found: true, setBy: DEFAULTS });
    expect(explain('/features/languages/default')).toMatchObject({ value: 'pt', setBy: DEFAULTS });
    expect(explain('/features/features/vip')).toMatchObject({ value: false, found: true, setBy: TENANT });
  });

  it('gives the final value and the layer for leaves of patched entries in /layout', () => {
    expect(explain('/layout/pages/home/0/props/delay')).toMatchObject({ value: 6000, found: true, setBy: 'tenant (tenants/acme/layout.json)' });
    expect(explain('/layout/pages/home/0/props/gap')).toMatchObject({ value: 20, found: true, setBy: DEFAULTS });
    expect(explain('/layout/pages/home/1/widget')).toMatchObject({ value: 'winner-board', setBy: DEFAULTS });
  });

  it('decodes escaped segments', () => {
    expect(explain('/features/copy/en/a~1b')).toMatchObject({ value: 'x', found: true, setBy: TENANT });
  });

  it('for an object: the value, the last layer that touched it and who set each leaf below', () => {
    const e = explain('/features/theme');
    expect(e.found).toBe(true);
    expect(e.value).toEqual({ default: 'light', dark: { primary: '#111111', accent: '#333333' } });
    expect(e.setBy).toBe(TENANT);
    expect(e.parts).toEqual(
      expect.arrayContaining([
        { pointer: '/features/theme/default', setBy: TENANT },
        { pointer: '/features/theme/dark/primary', setBy: DEFAULTS },
        { pointer: '/features/theme/dark/accent', setBy: PRESET },
      ]),
    );
    // Only leaves, only below the pointer.
    expect(e.parts).toHaveLength(3);
  });

  it('for an array entry: parts list its leaves with their layers', () => {
    const e = explain('/layout/pages/home/0');
    expect(e.value).toEqual({ widget: 'banner-carousel', props: { delay: 6000, gap: 20 } });
    expect(new Map(e.parts?.map((p) => [p.pointer, p.setBy]))).toEqual(
      new Map([
        ['/layout/pages/home/0/widget', 'tenant (tenants/acme/layout.json)'],
        ['/layout/pages/home/0/props/delay', 'tenant (tenants/acme/layout.json)'],
        ['/layout/pages/home/0/props/gap', DEFAULTS],
      ]),
    );
  });

  it('does not mix in siblings whose names start with the same letters', () => {
    const merged = mergeLayers([{ label: DEFAULTS, value: { a: { b: 1 }, ab: { c: 2 } } }]);
    const e = explainValue({ layout: merged.value, features: {} }, { layout: merged.provenance, features: new Map() }, '/layout/a');
    expect(e.parts).toEqual([{ pointer: '/layout/a/b', setBy: DEFAULTS }]);
  });

  it('explains a whole document', () => {
    const e = explain('/features');
    expect(e.found).toBe(true);
    expect(e.value).toBe(docs.features);
    expect(e.parts?.map((p) => p.pointer)).toContain('/features/features/vip');
    expect(e.parts?.every((p) => p.pointer.startsWith('/features/'))).toBe(true);
  });

  it('has no parts for a leaf', () => {
    expect(explain('/features/theme/default').parts).toBeUndefined();
  });

  it('is not found for unknown pointers', () => {
    expect(explain('/features/theme/nothing')).toEqual({ pointer: '/features/theme/nothing', value: undefined, found: false });
    expect(explain('/layout/pages/home/9')).toMatchObject({ found: false });
    expect(explain('/layout/pages/home/x')).toMatchObject({ found: false });
    expect(explain('/features/theme/default/deeper')).toMatchObject({ found: false });
  });

  it('does not find the meta keys the merge drops', () => {
    expect(explain('/features/extends')).toMatchObject({ found: false });
    expect(explain('/features/schemaVersion')).toMatchObject({ found: false });
  });

  it('is not found for pointers outside /layout and /features', () => {
    for (const pointer of ['', '/', '/theme/default', '/seed/vendors', '/Features/theme', 'features/theme']) {
      const e = explain(pointer);
      expect(e, pointer).toEqual({ pointer, value: undefined, found: false });
    }
  });
});

describe('explainValue: engine defaults and built-in routes', () => {
  const own = mergeLayers([
    { label: DEFAULTS, value: { schemaVersion: 2, navigation: { hiddenGameTypes: [], showPromotions: true } } },
    { label: PRESET, value: { schemaVersion: 2, navigation: { showPromotions: false } } },
    { label: TENANT, value: { schemaVersion: 2, routes: [{ id: 'vip', path: '/vip', page: 'vip' }] } },
  ]);
  const builtIns = [{ id: 'home', path: '/', aliases: ['/home'], page: 'home' }, { id: 'promotions', path: '/promotions', page: 'promotions' }];
  const routed = withBuiltInRoutes(own.value, own.provenance, builtIns, DEFAULTS);
  const explainRouted = (pointer: string) => explainValue({ layout: routed.layout, features: {} }, { layout: routed.provenance, features: new Map() }, pointer);

  it('lists an object\'s every layer, engine defaults included, and an empty list as a value of its own', () => {
    const e = explainRouted('/layout/navigation');
    expect(e.layers).toEqual([DEFAULTS, PRESET]);
    expect(e.parts).toEqual([
      { pointer: '/layout/navigation/hiddenGameTypes', setBy: DEFAULTS },
      { pointer: '/layout/navigation/showPromotions', setBy: PRESET },
    ]);
  });

  it('lists the built-in routes under /layout/routes as the engine\'s, before the manifest\'s own', () => {
    const e = explainRouted('/layout/routes');
    expect((e.value as { id: string }[]).map((r) => r.id)).toEqual(['home', 'promotions', 'vip']);
    expect(explainRouted('/layout/routes/0/aliases/0')).toMatchObject({ value: '/home', setBy: `${DEFAULTS} (built-in route)` });
    expect(explainRouted('/layout/routes/2/path')).toMatchObject({ value: '/vip', setBy: TENANT });
    expect(e.layers).toEqual([TENANT, `${DEFAULTS} (built-in route)`]);
  });
});
