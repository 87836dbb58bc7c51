import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from './eagerCommonJsPlugin';

/** A chunk as the bundler renders it, before minifying: its CommonJS helper, two packages and ES code. */
const CHUNK = [
  'var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod), cb = null), mod.exports);',
  'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '\texports.name = "a"; exports.self = typeof this;',
  '}));',
  'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '\tmodule.exports = { a: require_a().name, twice: [1, 2].map((n) => n * 2) };',
  '}));',
  'var init_c = __esmMin((() => {}));',
  'const later = ((x) => { return x; });',
  'return { a: require_a(), b: require_b(), later };',
].join('\n');

describe('eagerCommonJs: the CommonJS factories as function expressions', () => {
  it('rewrites each factory\'s head and nothing else', () => {
    const edited = eagerCommonJs(CHUNK)?.toString();
    expect(edited).toContain('__commonJSMin((function(exports) {');
    expect(edited).toContain('__commonJSMin((function(exports, module) {');
    expect(edited).not.toMatch(/__commonJSMin\(\(\([^)]*\) =>/);
    // An ES module's lazy init, the arrows inside a package and the chunk's own arrows stay.
    expect(edited).toContain('__esmMin((() => {}))');
    expect(edited).toContain('[1, 2].map((n) => n * 2)');
    expect(edited).toContain('const later = ((x) => { return x; });');
    expect(edited?.length).toBe(CHUNK.length + 'function'.length * 2 - ' =>'.length * 2);
  });

  it('gives the same exports as the arrow factories, called without a receiver as they were', () => {
    const run = (code: string) => new Function('__esmMin', `'use strict';\n${code}`)(() => () => undefined) as { a: Record<string, unknown>; b: Record<string, unknown> };
    const before = run(CHUNK);
    const after = run(eagerCommonJs(CHUNK)?.toString() ?? '');
    expect(after.b).toEqual(before.b);
    expect(after.a.name).toBe('a');
    // The bundler's helper calls the factory without a receiver: `this` is undefined either way.
    expect(after.a.self).toBe('undefined');
    expect(before.a.self).toBe('undefined');
  });

  it('leaves a chunk without CommonJS alone, and maps the edited one back to its source', () => {
    expect(eagerCommonJs('export const x = (() => 1)();')).toBeNull();
    const map = eagerCommonJs(CHUNK)?.generateMap({ hires: 'boundary' });
    expect(map?.mappings.length).toBeGreaterThan(0);
  });
});
