import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE, WIDGET_IDS } from '../../schemas/widgets/catalogue';
import { WIDGET_RUNTIME } from '../generated/widget-runtime.js';
import { applyDefaults, defaultsTree } from './applyDefaults';

const ajv = new Ajv({ strict: true, allErrors: true, useDefaults: true });

describe('applyDefaults', () => {
  it.each(WIDGET_IDS)('%s: fills the same defaults as ajv useDefaults, for no props and for each documented example', (id) => {
    const schema = WIDGET_CATALOGUE[id].propsSchema;
    const validate = ajv.getSchema(schema.$id) ?? ajv.compile(schema);
    const examples = ((schema as { examples?: readonly object[] }).examples ?? []).map((e) => structuredClone(e) as Record<string, unknown>);
    const required = (schema as { required?: readonly string[] }).required ?? [];
    const inputs: Record<string, unknown>[] = required.length === 0 ? [{}, ...examples] : examples;
    for (const input of inputs) {
      const byAjv = structuredClone(input);
      expect(validate(byAjv)).toBe(true);
      expect(applyDefaults(schema, structuredClone(input))).toEqual(byAjv);
      // The pruned tree the portal ships (engine/generated/widget-runtime.js) fills exactly the same.
      expect(applyDefaults(WIDGET_RUNTIME[id].defaults, structuredClone(input))).toEqual(byAjv);
    }
  });

  it('the generated runtime table is the catalogue: same ids in order, kinds, lazy groups and pruned defaults', () => {
    expect(Object.keys(WIDGET_RUNTIME)).toEqual([...WIDGET_IDS]);
    for (const id of WIDGET_IDS) {
      const { kind, lazyGroup, propsSchema } = WIDGET_CATALOGUE[id];
      expect(WIDGET_RUNTIME[id]).toEqual({ kind, lazyGroup, defaults: defaultsTree(propsSchema) ?? {} });
    }
  });

  it('prunes a schema to properties, items and defaults, dropping branches without a default', () => {
    const schema = {
      type: 'object',
      description: 'd',
      properties: {
        a: { type: 'integer', minimum: 0, default: 1, description: 'x' },
        b: { type: 'string', pattern: '^x$' },
        list: { type: 'array', items: { type: 'object', properties: { c: { type: 'boolean', default: true }, d: { type: 'string' } } } },
      },
    };
    expect(defaultsTree(schema)).toEqual({ properties: { a: { default: 1 }, list: { items: { properties: { c: { default: true } } } } } });
    expect(defaultsTree({ type: 'string', description: 'nothing to fill' })).toBeUndefined();
  });

  it('keeps given values, fills nested objects and array items, and copies defaults', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'integer', default: 1 },
        nested: { type: 'object', properties: { b: { type: 'string', default: 'x' } }, default: {} },
        list: { type: 'array', items: { type: 'object', properties: { c: { type: 'boolean', default: true } } } },
        shared: { type: 'array', default: [1, 2] },
      },
    };
    const first = applyDefaults(schema, { a: 5, list: [{}, { c: false }] } as Record<string, unknown>);
    expect(first).toEqual({ a: 5, nested: { b: 'x' }, list: [{ c: true }, { c: false }], shared: [1, 2] });
    const second = applyDefaults(schema, {} as Record<string, unknown>);
    expect(second['shared']).not.toBe(first['shared']);
    expect(schema.properties.nested.default).toEqual({});
  });
});
