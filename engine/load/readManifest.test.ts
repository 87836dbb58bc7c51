import { describe, expect, it } from 'vitest';
import { readManifest } from './readManifest';

/** Position (1-based) of the n-th occurrence (0-based) of `needle` in `text`. */
function positionOf(text: string, needle: string, nth = 0): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`"${needle}" occurs fewer than ${nth + 1} times`);
  }
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - (before.lastIndexOf('\n') + 1) + 1;
  return { line, column };
}

const LAYOUT = [
  '{',
  '  "schemaVersion": 2,',
  '  "pages": {',
  '    "home": [',
  '      { "widget": "banner-carousel", "props": { "delay": 6000 } },',
  '      {',
  '        "widget": "winner-board",',
  '        "props": { "limit": 20 }',
  '      }',
  '    ]',
  '  },',
  '  "copy": { "a/b": "slash", "c~d": "tilde", "e~1f": "literal" }',
  '}',
].join('\n');

describe('readManifest', () => {
  const loaded = readManifest({ path: 'tenants/acme/layout.json', text: LAYOUT });

  it('parses valid JSON into its value with no problems', () => {
    expect(loaded.problems).toEqual([]);
    expect(loaded.file).toBe('tenants/acme/layout.json');
    expect(loaded.value).toEqual({
      schemaVersion: 2,
      pages: { home: [{ widget: 'banner-carousel', props: { delay: 6000 } }, { widget: 'winner-board', props: { limit: 20 } }] },
      copy: { 'a/b': 'slash', 'c~d': 'tilde', 'e~1f': 'literal' },
    });
  });

  it('locates the root at line 1, column 1', () => {
    expect(loaded.locator.locate('')).toEqual({ line: 1, column: 1 });
  });

  it('locates values of top-level and nested pointers', () => {
    expect(loaded.locator.locate('/schemaVersion')).toEqual(positionOf(LAYOUT, '2,'));
    expect(loaded.locator.locate('/pages')).toEqual({ line: 3, column: 12 });
    expect(loaded.locator.locate('/pages/home')).toEqual({ line: 4, column: 13 });
  });

  it('locates array entries and values inside them by index', () => {
    expect(loaded.locator.locate('/pages/home/0')).toEqual({ line: 5, column: 7 });
    expect(loaded.locator.locate('/pages/home/0/widget')).toEqual(positionOf(LAYOUT, '"banner-carousel"'));
    expect(loaded.locator.locate('/pages/home/0/props/delay')).toEqual(positionOf(LAYOUT, '6000'));
    expect(loaded.locator.locate('/pages/home/1')).toEqual({ line: 6, column: 7 });
    expect(loaded.locator.locate('/pages/home/1/widget')).toEqual(positionOf(LAYOUT, '"winner-board"'));
    expect(loaded.locator.locate('/pages/home/1/props/limit')).toEqual(positionOf(LAYOUT, '20 }'));
  });

  it('locates the property name rather than the value with atKey', () => {
    expect(loaded.locator.locate('/schemaVersion', true)).toEqual(positionOf(LAYOUT, '"schemaVersion"'));
    expect(loaded.locator.locate('/pages/home', true)).toEqual(positionOf(LAYOUT, '"home"'));
    expect(loaded.locator.locate('/pages/home/1/props', true)).toEqual(positionOf(LAYOUT, '"props"', 1));
    expect(loaded.locator.locate('/pages/home/1/props/limit', true)).toEqual(positionOf(LAYOUT, '"limit"'));
  });

  it('for an array entry, atKey points at the entry itself', () => {
    expect(loaded.locator.locate('/pages/home/1', true)).toEqual(loaded.locator.locate('/pages/home/1'));
  });

  it('decodes ~1 and ~0 in pointers to keys containing "/" and "~"', () => {
    expect(loaded.locator.locate('/copy/a~1b')).toEqual(positionOf(LAYOUT, '"slash"'));
    expect(loaded.locator.locate('/copy/a~1b', true)).toEqual(positionOf(LAYOUT, '"a/b"'));
    expect(loaded.locator.locate('/copy/c~0d')).toEqual(positionOf(LAYOUT, '"tilde"'));
    expect(loaded.locator.locate('/copy/c~0d', true)).toEqual(positionOf(LAYOUT, '"c~d"'));
    // "~01" decodes to "~1" (a literal key), not to "/".
    expect(loaded.locator.locate('/copy/e~01f')).toEqual(positionOf(LAYOUT, '"literal"'));
  });

  it('falls back to the nearest ancestor that exists for a missing pointer', () => {
    expect(loaded.locator.locate('/pages/home/1/props/missing')).toEqual(loaded.locator.locate('/pages/home/1/props'));
    expect(loaded.locator.locate('/pages/home/7/widget')).toEqual(loaded.locator.locate('/pages/home'));
    expect(loaded.locator.locate('/pages/nowhere/0')).toEqual(loaded.locator.locate('/pages'));
    expect(loaded.locator.locate('/nothing/here')).toEqual({ line: 1, column: 1 });
  });

  it('for a missing pointer with atKey, points at the ancestor value (there is no key to point at)', () => {
    expect(loaded.locator.locate('/pages/home/0/props/missing', true)).toEqual(loaded.locator.locate('/pages/home/0/props'));
  });

  it('reports a JSON syntax error with its position and no value', () => {
    const text = '{\n  "schemaVersion": 2\n  "pages": {}\n}';
    const bad = readManifest({ path: 'layout.json', text });
    expect(bad.value).toBeUndefined();
    expect(bad.problems.length).toBeGreaterThan(0);
    const first = bad.problems[0]!;
    expect(first.code).toBe('JSON_SYNTAX');
    expect(first.position).toEqual(positionOf(text, '"pages"'));
    expect(first.message).toBe('invalid JSON: comma expected');
    expect(first.hint).toMatch(/missing comma/);
  });

  it('reports trailing commas and comments as syntax errors (strict JSON)', () => {
    const trailing = readManifest({ path: 'f.json', text: '{ "a": 1, }' });
    expect(trailing.value).toBeUndefined();
    expect(trailing.problems.map((p) => p.code)).toContain('JSON_SYNTAX');
    const comment = readManifest({ path: 'f.json', text: '{\n  // note\n  "a": 1\n}' });
    expect(comment.value).toBeUndefined();
    expect(comment.problems[0]).toMatchObject({ code: 'JSON_SYNTAX', position: { line: 2, column: 3 } });
  });

  it('reports an unterminated document at its end', () => {
    const text = '{\n  "a": [1, 2\n';
    const bad = readManifest({ path: 'f.json', text });
    expect(bad.value).toBeUndefined();
    const codes = bad.problems.map((p) => p.code);
    expect(codes.every((c) => c === 'JSON_SYNTAX')).toBe(true);
    expect(bad.problems.some((p) => p.position?.line === 3)).toBe(true);
  });

  it('reports an empty file as a syntax error', () => {
    const empty = readManifest({ path: 'f.json', text: '' });
    expect(empty.value).toBeUndefined();
    expect(empty.problems[0]?.code).toBe('JSON_SYNTAX');
  });

  it('reports a duplicate key at the second occurrence of the key, keeping the last value', () => {
    const text = '{\n  "theme": { "default": "dark",\n    "default": "light" }\n}';
    const dup = readManifest({ path: 'features.json', text });
    expect(dup.problems).toHaveLength(1);
    const problem = dup.problems[0]!;
    expect(problem.code).toBe('JSON_DUPLICATE_KEY');
    expect(problem.pointer).toBe('/theme/default');
    expect(problem.position).toEqual(positionOf(text, '"default"', 1));
    expect(problem.position).toEqual({ line: 3, column: 5 });
    expect(problem.message).toContain('"default"');
    expect(dup.value).toEqual({ theme: { default: 'light' } });
  });

  it('reports every duplicate, including a key repeated three times and duplicates inside arrays', () => {
    const text = '{ "a": 1, "a": 2, "a": 3, "list": [ { "id": "x", "id": "y" } ] }';
    const dup = readManifest({ path: 'f.json', text });
    expect(dup.problems.map((p) => [p.code, p.pointer, p.position])).toEqual([
      ['JSON_DUPLICATE_KEY', '/a', positionOf(text, '"a"', 1)],
      ['JSON_DUPLICATE_KEY', '/a', positionOf(text, '"a"', 2)],
      ['JSON_DUPLICATE_KEY', '/list/0/id', positionOf(text, '"id"', 1)],
    ]);
  });

  it('escapes "/" and "~" in the pointer of a duplicate key', () => {
    const dup = readManifest({ path: 'f.json', text: '{ "a/b~c": 1, "a/b~c": 2 }' });
    expect(dup.problems[0]?.pointer).toBe('/a~1b~0c');
  });

  it('counts lines and columns the same with CRLF line endings', () => {
    const crlf = LAYOUT.replace(/\n/g, '\r\n');
    const loadedCrlf = readManifest({ path: 'f.json', text: crlf });
    expect(loadedCrlf.problems).toEqual([]);
    expect(loadedCrlf.value).toEqual(loaded.value);
    for (const pointer of ['/schemaVersion', '/pages/home/0/props/delay', '/pages/home/1/widget', '/copy/a~1b']) {
      expect(loadedCrlf.locator.locate(pointer), pointer).toEqual(loaded.locator.locate(pointer));
      expect(loadedCrlf.locator.locate(pointer, true), pointer).toEqual(loaded.locator.locate(pointer, true));
    }
  });

  it('locates a duplicate key and a syntax error in a CRLF file on the right line and column', () => {
    const dup = readManifest({ path: 'f.json', text: '{\r\n  "a": 1,\r\n  "a": 2\r\n}' });
    expect(dup.problems[0]).toMatchObject({ code: 'JSON_DUPLICATE_KEY', position: { line: 3, column: 3 } });
    const bad = readManifest({ path: 'f.json', text: '{\r\n  "a": 1\r\n  "b": 2\r\n}' });
    expect(bad.problems[0]).toMatchObject({ code: 'JSON_SYNTAX', position: { line: 3, column: 3 } });
  });

  it('keeps a "__proto__" key as an own property, as JSON.parse does (so validation sees it)', () => {
    const text = '{ "schemaVersion": 2, "__proto__": { "theme": { "default": "light" } } }';
    const value = readManifest({ path: 'f.json', text }).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['schemaVersion', '__proto__']);
    // Nothing is inherited from the manifest: "theme" was never written at the top level.
    expect(value.theme).toBeUndefined();
  });

  it('reads non-object documents too (validation reports their type later)', () => {
    expect(readManifest({ path: 'f.json', text: '[1, 2]' }).value).toEqual([1, 2]);
    expect(readManifest({ path: 'f.json', text: '"text"' }).value).toBe('text');
    expect(readManifest({ path: 'f.json', text: 'null' }).value).toBeNull();
  });
});
