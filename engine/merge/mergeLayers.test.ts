import { describe, expect, it } from 'vitest';
import { mergeLayers, type Layer } from './mergeLayers';

const A = 'engine defaults';
const B = 'preset base (tenants/presets/base/layout.json)';
const C = 'tenant (tenants/acme/layout.json)';

function merge(...values: unknown[]) {
  const labels = [A, B, C];
  return mergeLayers(values.map((value, i): Layer => ({ label: labels[i] ?? `layer ${i}`, value })));
}

describe('mergeLayers: values', () => {
  it('returns an empty object and no provenance for no layers', () => {
    const merged = mergeLayers([]);
    expect(merged.value).toEqual({});
    expect([...merged.provenance.keys()]).toEqual([]);
  });

  it('skips layers whose value is undefined', () => {
    const merged = merge({ a: 1 }, undefined, { b: 2 });
    expect(merged.value).toEqual({ a: 1, b: 2 });
    expect(merged.provenance.get('/b')).toBe(C);
  });

  it('merges objects key by key, at every depth', () => {
    const merged = merge(
      { theme: { default: 'dark', dark: { primary: '#111111', accent: '#222222' } }, languages: { default: 'pt' } },
      { theme: { dark: { accent: '#333333' } } },
      { theme: { default: 'light' }, brand: { logo: '/l.svg' } },
    );
    expect(merged.value).toEqual({
      theme: { default: 'light', dark: { primary: '#111111', accent: '#333333' } },
      languages: { default: 'pt' },
      brand: { logo: '/l.svg' },
    });
  });

  it('replaces scalars and lets a later layer replace an object with a scalar and back', () => {
    expect(merge({ a: 1, b: { c: 1 } }, { a: 2, b: 'flat' }).value).toEqual({ a: 2, b: 'flat' });
    expect(merge({ b: 'flat' }, { b: { c: 1 } }).value).toEqual({ b: { c: 1 } });
    expect(merge({ a: true }, { a: false }).value).toEqual({ a: false });
    expect(merge({ a: 1 }, { a: null }).value).toEqual({ a: null });
  });

  it('replaces arrays of scalars as a whole', () => {
    const merged = merge({ footer: { vendorLogos: ['PG', 'EG2', 'PT'] } }, { footer: { vendorLogos: ['JDB'] } });
    expect(merged.value).toEqual({ footer: { vendorLogos: ['JDB'] } });
    expect(merge({ list: ['a', 'b'] }, { list: [] }).value).toEqual({ list: [] });
  });

  it('drops $schema, schemaVersion and extends at the top level of every layer', () => {
    const merged = merge(
      { $schema: 'a.json', schemaVersion: 2, pages: {} },
      { $schema: 'b.json', schemaVersion: 2, extends: 'base', navigation: { showPromotions: true } },
    );
    expect(merged.value).toEqual({ pages: {}, navigation: { showPromotions: true } });
    for (const p of ['/$schema', '/schemaVersion', '/extends']) expect(merged.provenance.has(p)).toBe(false);
  });

  it('keeps $schema, schemaVersion and extends below the top level', () => {
    const merged = merge({ pages: { home: [{ widget: 'x', props: { extends: 'y', schemaVersion: 1 } }] } });
    expect(merged.value).toEqual({ pages: { home: [{ widget: 'x', props: { extends: 'y', schemaVersion: 1 } }] } });
  });

  it('keeps a "__proto__" key as an own property rather than making it the prototype', () => {
    const merged = merge(JSON.parse('{ "registration": { "fields": { "__proto__": { "hidden": true } } } }'));
    const fields = (merged.value as { registration: { fields: Record<string, unknown> } }).registration.fields;
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__']);
    expect(fields.hidden).toBeUndefined();
  });

  it('does not change the layers it merges', () => {
    const a = { pages: { home: [{ widget: 'a', props: { n: 1 } }, { widget: 'b' }] }, list: [1, 2] };
    const b = { pages: { home: [{ widget: 'a', props: { n: 2 } }, { widget: 'b', remove: true }, { widget: 'c' }] }, list: [3] };
    const before = structuredClone([a, b]);
    merge(a, b);
    expect([a, b]).toEqual(before);
  });
});

describe('mergeLayers: arrays of entries', () => {
  const base = {
    social: [
      { id: 'telegram', url: 'https://t.me/a' },
      { id: 'instagram', url: 'https://instagram.com/a' },
    ],
  };

  it('patches an entry with the same id in place, keeping its other keys and its position', () => {
    const merged = merge(base, { social: [{ id: 'telegram', url: 'https://t.me/b' }] });
    expect(merged.value).toEqual({
      social: [
        { id: 'telegram', url: 'https://t.me/b' },
        { id: 'instagram', url: 'https://instagram.com/a' },
      ],
    });
  });

  it('appends entries with new ids in their order', () => {
    const merged = merge(base, { social: [{ id: 'x', url: '/x' }, { id: 'facebook', url: '/f' }] });
    expect((merged.value as typeof base).social.map((s) => s.id)).toEqual(['telegram', 'instagram', 'x', 'facebook']);
  });

  it('drops an entry marked remove: true, and ignores a remove for an id that is not there', () => {
    const merged = merge(base, { social: [{ id: 'instagram', remove: true }, { id: 'nothere', remove: true }, { id: 'facebook', url: '/f' }] });
    expect(merged.value).toEqual({ social: [{ id: 'telegram', url: 'https://t.me/a' }, { id: 'facebook', url: '/f' }] });
  });

  it('merges placements by widget id when they have no id', () => {
    const merged = merge(
      { pages: { home: [{ widget: 'banner-carousel', props: { delay: 5000, gap: 20 } }, { widget: 'notice-marquee' }, { widget: 'winner-board' }] } },
      {
        pages: {
          home: [
            { widget: 'banner-carousel', props: { delay: 6000 } },
            { widget: 'notice-marquee', remove: true },
            { id: 'how-to-play', widget: 'custom-html', props: { html: 'x' } },
          ],
        },
      },
    );
    expect(merged.value).toEqual({
      pages: {
        home: [
          { widget: 'banner-carousel', props: { delay: 6000, gap: 20 } },
          { widget: 'winner-board' },
          { id: 'how-to-play', widget: 'custom-html', props: { html: 'x' } },
        ],
      },
    });
  });

  it('keys a placement with an id by that id, so a second copy of a widget is a new entry', () => {
    const merged = merge(
      { pages: { home: [{ widget: 'custom-html', props: { html: 'a' } }] } },
      { pages: { home: [{ id: 'second', widget: 'custom-html', props: { html: 'b' } }] } },
    );
    expect(merged.value).toEqual({
      pages: { home: [{ widget: 'custom-html', props: { html: 'a' } }, { id: 'second', widget: 'custom-html', props: { html: 'b' } }] },
    });
  });

  it('replaces a patched entry\'s scalar array and merges its nested objects', () => {
    const merged = merge(
      { pages: { home: [{ widget: 'rows', props: { rows: ['HOT', 'RNG'], style: { gap: 1, pad: 2 } } }] } },
      { pages: { home: [{ widget: 'rows', props: { rows: ['LOTT'], style: { gap: 3 } } }] } },
    );
    expect(merged.value).toEqual({ pages: { home: [{ widget: 'rows', props: { rows: ['LOTT'], style: { gap: 3, pad: 2 } } }] } });
  });

  it('never keeps the remove key in the result', () => {
    const merged = merge(base, { social: [{ id: 'facebook', url: '/f', remove: false }] });
    expect((merged.value as typeof base).social[2]).toEqual({ id: 'facebook', url: '/f' });
  });

  it('replaces the array when either side has entries without an id', () => {
    expect(merge({ list: [{ id: 'a' }, { name: 'b' }] }, { list: [{ id: 'c' }] }).value).toEqual({ list: [{ id: 'c' }] });
    expect(merge({ list: [{ id: 'a' }] }, { list: [{ name: 'c' }] }).value).toEqual({ list: [{ name: 'c' }] });
  });

  it('patches across three layers', () => {
    const merged = merge(
      { routes: [{ id: 'r', path: '/r', page: 'p' }] },
      { routes: [{ id: 'r', path: '/r2' }, { id: 's', path: '/s', page: 'q' }] },
      { routes: [{ id: 's', page: 'q2' }, { id: 'r', remove: true }] },
    );
    expect(merged.value).toEqual({ routes: [{ id: 's', path: '/s', page: 'q2' }] });
  });
});

describe('mergeLayers: provenance', () => {
  it('labels every leaf pointer with the layer that set it', () => {
    const merged = merge({ theme: { default: 'dark', dark: { primary: '#111111' } } }, { theme: { dark: { accent: '#222222' } } }, { theme: { default: 'light' } });
    expect(merged.provenance.get('/theme/default')).toBe(C);
    expect(merged.provenance.get('/theme/dark/primary')).toBe(A);
    expect(merged.provenance.get('/theme/dark/accent')).toBe(B);
  });

  it('labels an object with the last layer that touched it', () => {
    const merged = merge({ theme: { default: 'dark', dark: { primary: '#111111' } } }, { theme: { dark: { accent: '#222222' } } });
    expect(merged.provenance.get('/theme')).toBe(B);
    expect(merged.provenance.get('/theme/dark')).toBe(B);
    expect(merged.provenance.get('')).toBe(B);
  });

  it('has an entry for every pointer of the merged value, and no other', () => {
    const merged = merge(
      { a: { b: [1, 2], c: { d: 'x' } }, pages: { home: [{ widget: 'w', props: { n: 1 } }] } },
      { a: { c: { e: true } }, pages: { home: [{ widget: 'w', props: { m: 2 } }] } },
    );
    const pointers: string[] = [];
    const walk = (v: unknown, p: string) => {
      pointers.push(p);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}/${i}`));
      else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${p}/${k}`);
    };
    walk(merged.value, '');
    expect([...merged.provenance.keys()].sort()).toEqual(pointers.sort());
  });

  it('labels the leaves of a replaced scalar array with the later layer', () => {
    const merged = merge({ footer: { vendorLogos: ['PG', 'EG2'] } }, { footer: { vendorLogos: ['JDB'] } });
    expect(merged.provenance.get('/footer/vendorLogos')).toBe(B);
    expect(merged.provenance.get('/footer/vendorLogos/0')).toBe(B);
    expect(merged.provenance.has('/footer/vendorLogos/1')).toBe(false);
  });

  it('for an entry patched by a later layer: patched keys have the later label, untouched keys the earlier one', () => {
    const merged = merge(
      { pages: { home: [{ widget: 'banner-carousel', props: { delay: 5000, gap: 20 } }, { widget: 'winner-board', props: { limit: 20 } }] } },
      { pages: { home: [{ widget: 'winner-board', props: { limit: 10 } }] } },
    );
    expect(merged.provenance.get('/pages/home/0/widget')).toBe(A);
    expect(merged.provenance.get('/pages/home/0/props/delay')).toBe(A);
    expect(merged.provenance.get('/pages/home/1/props/limit')).toBe(B);
    expect(merged.provenance.get('/pages/home/1/widget')).toBe(B);
    expect(merged.provenance.get('/pages/home/1')).toBe(B);
  });

  it('keeps the earlier label for keys of a patched entry that the later layer does not name', () => {
    const merged = merge(
      { social: [{ id: 'telegram', url: 'https://t.me/a' }, { id: 'x', url: '/x' }] },
      { social: [{ id: 'x', url: '/y' }] },
    );
    expect(merged.provenance.get('/social/0/id')).toBe(A);
    expect(merged.provenance.get('/social/0/url')).toBe(A);
    expect(merged.provenance.get('/social/1/url')).toBe(B);
    const patched = merge(
      { pages: { home: [{ widget: 'banner-carousel', props: { delay: 5000, gap: 20 } }] } },
      { pages: { home: [{ widget: 'banner-carousel', props: { delay: 6000 } }] } },
    );
    expect(patched.provenance.get('/pages/home/0/props/delay')).toBe(B);
    expect(patched.provenance.get('/pages/home/0/props/gap')).toBe(A);
  });

  it('labels appended entries with their layer and shifts the pointers of entries after a removed one', () => {
    const merged = merge(
      { social: [{ id: 'a', url: '/a' }, { id: 'b', url: '/b' }, { id: 'c', url: '/c' }] },
      { social: [{ id: 'a', remove: true }, { id: 'd', url: '/d' }] },
    );
    expect((merged.value as { social: { id: string }[] }).social.map((s) => s.id)).toEqual(['b', 'c', 'd']);
    expect(merged.provenance.get('/social/0/url')).toBe(A);
    expect(merged.provenance.get('/social/1/url')).toBe(A);
    expect(merged.provenance.get('/social/2/url')).toBe(B);
    expect(merged.provenance.has('/social/3')).toBe(false);
  });

  it('escapes "/" and "~" in provenance pointers', () => {
    const merged = merge({ copy: { en: { 'a/b': 'x', 'c~d': 'y' } } });
    expect(merged.provenance.get('/copy/en/a~1b')).toBe(A);
    expect(merged.provenance.get('/copy/en/c~0d')).toBe(A);
  });
});
